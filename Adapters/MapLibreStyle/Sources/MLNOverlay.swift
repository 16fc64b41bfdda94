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
