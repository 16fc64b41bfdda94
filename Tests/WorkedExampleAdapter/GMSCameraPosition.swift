@_exported import MapCompatCore
@_exported import MapCompatUIKit

/// Where the camera looks: target, zoom, bearing and viewing angle (Google's `GMSCameraPosition`,
/// https://developers.google.com/maps/documentation/ios-sdk/reference/objc/Classes/GMSCameraPosition).
///
/// Zoom is passed through on the core's neutral scale, where the world is 512 points wide at zoom 0
/// (`WebMercator.tileSize`). Google's own zoom 0 shows it 256 points wide, so for the same view the real SDK's
/// zoom is one more than this example's; the example keeps the neutral numbers to stay short. An adapter that
/// matches Google's numbers adds 1 to the core's zoom on the way out and takes 1 off on the way in.
open class GMSCameraPosition: NSObject {
    /// The position at the centre of the view.
    public let target: CLLocationCoordinate2D
    /// The zoom level.
    public let zoom: Float
    /// Degrees clockwise from north.
    public let bearing: CLLocationDirection
    /// Degrees away from looking straight down.
    public let viewingAngle: Double

    /// A camera from all its parts.
    public init(target: CLLocationCoordinate2D, zoom: Float, bearing: CLLocationDirection, viewingAngle: Double) {
        self.target = target
        self.zoom = zoom
        self.bearing = bearing
        self.viewingAngle = viewingAngle
    }

    /// A camera looking straight down, north up.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees, zoom: Float) {
        self.init(
            target: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), zoom: zoom, bearing: 0,
            viewingAngle: 0)
    }

    /// The neutral camera this position stands for; `nil` when the target is not a valid coordinate.
    var neutral: Camera? {
        guard let center = try? LatLng(latitude: target.latitude, longitude: target.longitude) else { return nil }
        return Camera(center: center, zoom: Double(zoom), bearing: bearing, tilt: viewingAngle)
    }

    /// The position showing a neutral camera.
    convenience init(_ camera: Camera) {
        self.init(
            target: CLLocationCoordinate2D(latitude: camera.center.latitude, longitude: camera.center.longitude),
            zoom: Float(camera.zoom), bearing: camera.bearing, viewingAngle: camera.tilt)
    }
}

@available(*, unavailable)
extension GMSCameraPosition: @unchecked Sendable {}
