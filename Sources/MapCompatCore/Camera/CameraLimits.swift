/// The range a camera may take: zoom, tilt and optionally an area its centre must stay in.
public struct CameraLimits: Hashable, Sendable {
    /// The smallest zoom the camera may reach.
    public let minZoom: Double
    /// The largest zoom the camera may reach.
    public let maxZoom: Double
    /// The largest tilt in degrees from straight down.
    public let maxTilt: Double
    /// An area the camera's centre must stay in, or `nil` for the whole world.
    public let bounds: LatLngBounds?

    /// The largest tilt any profile may allow: beyond it the horizon covers most of the screen.
    public static let tiltCeiling = 85.0
    /// The largest zoom any profile may allow: beyond it a point is smaller than double precision resolves.
    public static let zoomCeiling = 30.0

    /// The neutral limits: zoom 0...22, tilt up to 60°, no bounds.
    public static let neutral = CameraLimits(uncheckedMinZoom: 0, maxZoom: 22, maxTilt: 60, bounds: nil)

    /// Creates limits.
    ///
    /// - Throws: ``MapCompatError`` when a value is not finite, when a zoom lies outside
    ///   0...``zoomCeiling`` or `maxTilt` outside 0...``tiltCeiling``, or when `minZoom` exceeds `maxZoom`.
    public init(
        minZoom: Double = 0, maxZoom: Double = 22, maxTilt: Double = 60, bounds: LatLngBounds? = nil
    ) throws(MapCompatError) {
        let minZoom = try MapCompatError.within(0...Self.zoomCeiling, minZoom, "minZoom")
        let maxZoom = try MapCompatError.within(0...Self.zoomCeiling, maxZoom, "maxZoom")
        guard minZoom <= maxZoom else {
            throw MapCompatError(.invalidOrder, field: "minZoom", "\(minZoom) exceeds maxZoom \(maxZoom)")
        }
        self.init(
            uncheckedMinZoom: minZoom, maxZoom: maxZoom,
            maxTilt: try MapCompatError.within(0...Self.tiltCeiling, maxTilt, "maxTilt"), bounds: bounds)
    }

    private init(uncheckedMinZoom minZoom: Double, maxZoom: Double, maxTilt: Double, bounds: LatLngBounds?) {
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.maxTilt = maxTilt
        self.bounds = bounds
    }

    /// The camera moved into the limits: zoom and tilt clamped, bearing wrapped, centre clamped to bounds.
    ///
    /// The camera must be finite (see ``Camera/validated(field:)``). Inlined: every gesture step clamps.
    @inline(__always)
    public func clamp(_ camera: Camera) -> Camera {
        var clamped = camera
        clamped.zoom = min(max(camera.zoom, minZoom), maxZoom)
        clamped.tilt = min(max(camera.tilt, 0), maxTilt)
        clamped.bearing = Angle.normalized(camera.bearing)
        if let bounds { clamped.center = bounds.clamp(camera.center) }
        return clamped
    }
}
