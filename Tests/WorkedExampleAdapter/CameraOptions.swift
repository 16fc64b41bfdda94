/// The parts of a camera to change; parts left `nil` keep their value (Mapbox's `CameraOptions`,
/// mapbox/mapbox-maps-ios `Sources/MapboxMaps/Foundation/CameraOptions.swift`). The example leaves out `padding`
/// and `anchor`.
///
/// Zoom needs no conversion: Mapbox's world is 512 points wide at zoom 0 (`Projection.project(_:zoomScale:)`
/// computes the world size as 512 · 2^zoom, `Sources/MapboxMaps/Foundation/Projection.swift`), as the core's is.
public struct CameraOptions: Sendable {
    /// The coordinate at the centre of the view.
    public var center: CLLocationCoordinate2D?
    /// The zoom level.
    public var zoom: CGFloat?
    /// Degrees clockwise from true north.
    public var bearing: CLLocationDirection?
    /// Degrees away from looking straight down.
    public var pitch: CGFloat?

    /// Options changing the parts given.
    public init(
        center: CLLocationCoordinate2D? = nil, zoom: CGFloat? = nil, bearing: CLLocationDirection? = nil,
        pitch: CGFloat? = nil
    ) {
        self.center = center
        self.zoom = zoom
        self.bearing = bearing
        self.pitch = pitch
    }

    /// Options for every part of `cameraState`.
    public init(cameraState: CameraState) {
        self.init(
            center: cameraState.center, zoom: cameraState.zoom, bearing: cameraState.bearing, pitch: cameraState.pitch)
    }

    /// `camera` with the parts given replaced; throws when a part is not a valid value.
    func applied(to camera: Camera) throws(MapCompatError) -> Camera {
        var result = camera
        if let center { result.center = try LatLng(latitude: center.latitude, longitude: center.longitude) }
        if let zoom { result.zoom = Double(zoom) }
        if let bearing { result.bearing = bearing }
        if let pitch { result.tilt = Double(pitch) }
        return try result.validated()
    }
}

/// Where the camera is now (Mapbox's `CameraState`, `Sources/MapboxMaps/Foundation/CameraState.swift`), without
/// its `padding`.
public struct CameraState: Sendable {
    /// The coordinate at the centre of the view.
    public var center: CLLocationCoordinate2D
    /// The zoom level.
    public var zoom: CGFloat
    /// Degrees clockwise from true north.
    public var bearing: CLLocationDirection
    /// Degrees away from looking straight down.
    public var pitch: CGFloat

    /// A state from its parts.
    public init(center: CLLocationCoordinate2D, zoom: CGFloat, bearing: CLLocationDirection, pitch: CGFloat) {
        self.center = center
        self.zoom = zoom
        self.bearing = bearing
        self.pitch = pitch
    }

    /// The state of a neutral camera.
    init(_ camera: Camera) {
        self.init(
            center: CLLocationCoordinate2D(latitude: camera.center.latitude, longitude: camera.center.longitude),
            zoom: CGFloat(camera.zoom), bearing: camera.bearing, pitch: CGFloat(camera.tilt))
    }
}
