import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// A copy of a map view's camera to change and convert with, leaving the view alone: MapLibre's
/// `MLNMapProjection` (maplibre-native `platform/ios/src/MLNMapProjection.h`). It holds a core `Camera` framed in
/// a `Viewport` of the view's size whose insets are the padding (the view's ``MLNMapView/cameraEdgeInsets`` at
/// first), and converts with the core's `ScreenTransform`, in the view's coordinates.
open class MLNMapProjection: NSObject {
    private var state: Camera
    private var viewport: Viewport
    private let limits: CameraLimits
    private let frameSize: CGSize

    /// A projection with the map view's current camera and padding: `initWithMapView:`.
    public init(mapView: MLNMapView) {
        let size = mapView.frame.size
        frameSize = size
        limits = mapView.core.limits
        state = mapView.framedCamera
        viewport = MLNMapView.viewport(for: size, insets: EdgeInsets(mapView.cameraEdgeInsets))
        super.init()
    }

    /// The projection's camera, its altitude from the zoom for the view's size at creation.
    open var camera: MLNMapCamera {
        MLNMapCamera(
            lookingAtCenter: CLLocationCoordinate2D(state.center),
            altitude: MLNAltitudeForZoomLevel(state.zoom, CGFloat(state.tilt), state.center.latitude, frameSize),
            pitch: CGFloat(state.tilt), heading: state.bearing)
    }

    /// Sets the camera framed by `insets` (MapLibre's `setCamera:withEdgeInsets:`, which Swift imports as
    /// `setCamera(_:with:)`): an invalid centre, a negative heading or pitch keeps the current value; insets
    /// that leave no room keep the current ones.
    open func setCamera(_ camera: MLNMapCamera, with insets: UIEdgeInsets) {
        var target = state
        if let centre = try? camera.centerCoordinate.latLng() { target.center = centre }
        if camera.heading >= 0, camera.heading.isFinite { target.bearing = camera.heading }
        if camera.pitch >= 0, camera.pitch.isFinite { target.tilt = Double(camera.pitch) }
        let zoom = MLNZoomLevelForAltitude(
            camera.altitude, CGFloat(target.tilt), camera.centerCoordinate.latitude, frameSize)
        if zoom.isFinite { target.zoom = zoom }
        if let framed = try? Viewport(width: viewport.width, height: viewport.height, insets: EdgeInsets(insets)) {
            viewport = framed
        }
        state = limits.clamp(target)
    }

    /// Fits `bounds` inside `insets` at the current direction, keeping the pitch: the core's `Camera.fitting`.
    /// Bounds or insets that cannot be fitted leave the projection as it was.
    open func setVisibleCoordinateBounds(_ bounds: MLNCoordinateBounds, edgePadding insets: UIEdgeInsets) {
        guard let framed = try? Viewport(width: viewport.width, height: viewport.height, insets: EdgeInsets(insets)),
            let points = try? bounds.corners.map({ coordinate throws(MapCompatError) in try coordinate.latLng() }),
            var fitted = try? Camera.fitting(points, bearing: state.bearing, in: framed)
        else { return }
        fitted.tilt = state.tilt
        viewport = framed
        state = limits.clamp(fitted)
    }

    /// The coordinate at a point of the view; above the horizon, MapLibre's invalid coordinate (−180, −180).
    open func convert(_ point: CGPoint) -> CLLocationCoordinate2D {
        guard let position = ScreenTransform(camera: state, viewport: viewport).coordinate(at: point) else {
            return CLLocationCoordinate2D(latitude: -180, longitude: -180)
        }
        return CLLocationCoordinate2D(position)
    }

    /// The point of the view where a coordinate shows; a point of NaNs for an invalid or hidden coordinate.
    open func convert(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
        guard let position = try? coordinate.latLng(),
            let point = ScreenTransform(camera: state, viewport: viewport).point(for: position)
        else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
        return point
    }

    /// Metres per point at the camera's centre for its zoom.
    open var metersPerPoint: CLLocationDistance {
        MLNMetersPerPoint(latitude: state.center.latitude, zoomLevel: state.zoom)
    }
}

@available(*, unavailable)
extension MLNMapProjection: @unchecked Sendable {}

extension MLNMapView {
    /// A projection starting from the view's current camera and padding, to change and convert with without
    /// moving the view: MapLibre's `mapProjection()`.
    public func mapProjection() -> MLNMapProjection {
        MLNMapProjection(mapView: self)
    }
}
