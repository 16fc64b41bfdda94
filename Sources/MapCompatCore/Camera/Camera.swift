/// Where the map looks from: the centre position, zoom, bearing and tilt.
///
/// A camera is a plain value; the map validates one when it is applied (non-finite values throw, zoom and
/// tilt are clamped to the map's ``CameraLimits``, bearing wraps into 0..<360).
public struct Camera: Hashable, Sendable {
    /// The position shown at the centre of the viewport's inset area.
    public var center: LatLng
    /// Zoom on the neutral scale: the world is `512 · 2^zoom` points wide.
    public var zoom: Double
    /// Degrees clockwise from north of the direction the top of the screen faces, 0..<360.
    public var bearing: Double
    /// Degrees from looking straight down.
    public var tilt: Double

    /// Creates a camera.
    public init(center: LatLng, zoom: Double, bearing: Double = 0, tilt: Double = 0) {
        self.center = center
        self.zoom = zoom
        self.bearing = bearing
        self.tilt = tilt
    }

    /// Throws when a component is not finite; returns the camera with its bearing wrapped into 0..<360.
    public func validated(field: String = "camera") throws(MapCompatError) -> Camera {
        var camera = self
        camera.zoom = try MapCompatError.finite(zoom, "\(field).zoom")
        camera.bearing = Angle.normalized(try MapCompatError.finite(bearing, "\(field).bearing"))
        camera.tilt = try MapCompatError.finite(tilt, "\(field).tilt")
        return camera
    }
}
