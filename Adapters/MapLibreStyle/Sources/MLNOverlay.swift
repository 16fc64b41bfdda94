import Foundation
import MapCompatCore

/// A shape that covers an area: MapLibre's `MLNOverlay` (`platform/darwin/src/MLNOverlay.h`), which
/// polylines and polygons are.
public protocol MLNOverlay: MLNAnnotation {
    /// The smallest bounds that hold the shape.
    var overlayBounds: MLNCoordinateBounds { get }
    /// Whether the shape's bounds meet `overlayBounds`.
    func intersects(_ overlayBounds: MLNCoordinateBounds) -> Bool
}

extension MLNMultiPoint {
    /// The smallest bounds that hold the points (an empty shape's bounds are its representative coordinate's).
    public var overlayBounds: MLNCoordinateBounds {
        guard let first = coordinates.first else { return MLNCoordinateBounds(sw: coordinate, ne: coordinate) }
        var south = first.latitude
        var north = first.latitude
        var west = first.longitude
        var east = first.longitude
        for point in coordinates.dropFirst() {
            south = min(south, point.latitude)
            north = max(north, point.latitude)
            west = min(west, point.longitude)
            east = max(east, point.longitude)
        }
        return MLNCoordinateBounds(
            sw: CLLocationCoordinate2D(latitude: south, longitude: west),
            ne: CLLocationCoordinate2D(latitude: north, longitude: east))
    }

    /// Whether the points' bounds meet `overlayBounds`: `MLNCoordinateBoundsIntersectsCoordinateBounds`.
    public func intersects(_ overlayBounds: MLNCoordinateBounds) -> Bool {
        MLNCoordinateBoundsIntersectsCoordinateBounds(self.overlayBounds, overlayBounds)
    }
}

extension MLNPolyline: MLNOverlay {}
extension MLNPolygon: MLNOverlay {}

/// Cameras that fit shapes and bounds, from the core's fitting (`Camera.fitting`).
extension MLNMapView {
    /// The camera at `direction` that shows a shape as large as it fits inside `insets` (flat): MapLibre's
    /// `cameraThatFitsShape(_:direction:edgePadding:)`, the core's `Camera.fitting(_:bearing:in:padding:)`
    /// over the shape's points; the current camera when the shape has no valid point or the padding leaves
    /// no room (reported).
    public func cameraThatFitsShape(
        _ shape: MLNShape, direction: CLLocationDirection, edgePadding insets: UIEdgeInsets
    ) -> MLNMapCamera {
        mapCamera(for: fitted(shape, bearing: Double(direction), insets: insets, tilt: 0) ?? core.camera)
    }

    /// A copy of `camera`, keeping its heading and pitch, moved and zoomed to show `bounds` inside `insets`:
    /// MapLibre's `camera(_:fitting:edgePadding:)` (the fit is computed flat).
    public func camera(
        _ camera: MLNMapCamera, fitting bounds: MLNCoordinateBounds, edgePadding insets: UIEdgeInsets
    ) -> MLNMapCamera {
        let corners = [bounds.sw, bounds.ne]
        return mapCamera(
            for: fitted(corners, bearing: Double(camera.heading), insets: insets, tilt: Double(camera.pitch))
                ?? core.camera)
    }

    /// A copy of `camera`, keeping its heading and pitch, moved and zoomed to show a shape inside `insets`:
    /// MapLibre's `camera(_:fitting:edgePadding:)` for a shape (the fit is computed flat).
    public func camera(_ camera: MLNMapCamera, fitting shape: MLNShape, edgePadding insets: UIEdgeInsets)
        -> MLNMapCamera
    {
        mapCamera(
            for: fitted(shape, bearing: Double(camera.heading), insets: insets, tilt: Double(camera.pitch))
                ?? core.camera)
    }

    private func fitted(_ shape: MLNShape, bearing: Double, insets: UIEdgeInsets, tilt: Double) -> Camera? {
        let leaf = StyleContent.leaf(shape)
        let coordinates = leaf.points + leaf.lines.flatMap { $0 } + leaf.polygons.flatMap(\.coordinates)
        return fitted(coordinates, bearing: bearing, insets: insets, tilt: tilt)
    }

    private func fitted(
        _ coordinates: [CLLocationCoordinate2D], bearing: Double, insets: UIEdgeInsets, tilt: Double
    ) -> Camera? {
        do {
            let points = try coordinates.map { coordinate throws(MapCompatError) in try coordinate.latLng() }
            var camera = try Camera.fitting(points, bearing: bearing, in: core.viewport, padding: EdgeInsets(insets))
            if tilt.isFinite, tilt >= 0 { camera.tilt = tilt }
            return core.limits.clamp(camera)
        } catch {
            ignore(error, value: "\(coordinates.count) points")
            return nil
        }
    }
}
