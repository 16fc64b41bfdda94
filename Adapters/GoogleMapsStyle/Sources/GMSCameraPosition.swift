import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The maximum zoom (closest to the Earth's surface) the camera may take, on Google's scale: 21.
///
/// GMSCameraPosition.h declares the constant without its value; public callers write "ZoomLevel 2~21", which
/// `InteractionProfile.googleMaps` follows.
public let kGMSMaxZoomLevel = Float(InteractionProfile.googleMaxZoom)

/// The minimum zoom (farthest from the Earth's surface) the camera may take, on Google's scale: 2.
public let kGMSMinZoomLevel = Float(InteractionProfile.googleMinZoom)

/// Where the camera looks: target, zoom, bearing and viewing angle (Google's `GMSCameraPosition`, an immutable
/// value; ``GMSMutableCameraPosition`` is its mutable kind).
///
/// Building one clamps its values as Google's does ("Building a GMSCameraPosition ... will implicitly clamp
/// camera values", GMSCameraPosition.h): the latitude to -85…85, the longitude wrapped into -180…180 (the
/// "Camera and view" guide), the zoom to ``kGMSMinZoomLevel``…``kGMSMaxZoomLevel`` and the viewing angle to
/// 0…65°. A value that is not a number is kept; the map that is given it reports it on `core.diagnostics` and
/// keeps its camera. Zoom is on Google's scale (a 256-point world at zoom 0, ``GoogleZoomScale``).
///
/// ```swift
/// let camera = GMSCameraPosition(latitude: -33.868, longitude: 151.2086, zoom: 12)
/// mapView.camera = camera
/// ```
open class GMSCameraPosition: NSObject {
    var storedTarget: CLLocationCoordinate2D
    var storedZoom: Float
    var storedBearing: CLLocationDirection
    var storedViewingAngle: Double

    /// The location on the Earth the camera points at: the centre of the map's padded area.
    open var target: CLLocationCoordinate2D { storedTarget }
    /// The zoom level on Google's scale: zoom 0 shows the world 256 points wide, each level doubles it.
    open var zoom: Float { storedZoom }
    /// Degrees clockwise from true north of the direction the top of the view faces.
    open var bearing: CLLocationDirection { storedBearing }
    /// Degrees from looking straight down (0) towards the horizon (90).
    open var viewingAngle: Double { storedViewingAngle }

    /// A camera from all its parts, clamped as Google clamps them.
    public required init(
        target: CLLocationCoordinate2D, zoom: Float, bearing: CLLocationDirection, viewingAngle: Double
    ) {
        storedTarget = Self.clamped(target)
        storedZoom = zoom.isNaN ? zoom : min(max(zoom, kGMSMinZoomLevel), kGMSMaxZoomLevel)
        storedBearing = bearing
        storedViewingAngle =
            viewingAngle.isNaN ? viewingAngle : min(max(viewingAngle, 0), InteractionProfile.googleMaxViewingAngle)
        super.init()
    }

    /// A camera of exactly these parts: the map's own reading, which its limits already hold.
    init(unclampedTarget target: CLLocationCoordinate2D, zoom: Float, bearing: Double, viewingAngle: Double) {
        storedTarget = target
        storedZoom = zoom
        storedBearing = bearing
        storedViewingAngle = viewingAngle
        super.init()
    }

    /// A camera looking straight down at `target`, north up.
    public convenience init(target: CLLocationCoordinate2D, zoom: Float) {
        self.init(target: target, zoom: zoom, bearing: 0, viewingAngle: 0)
    }

    /// A camera looking straight down at a latitude and longitude, north up.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees, zoom: Float) {
        self.init(target: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), zoom: zoom)
    }

    /// A camera from a latitude, longitude and every other part.
    public convenience init(
        latitude: CLLocationDegrees, longitude: CLLocationDegrees, zoom: Float, bearing: CLLocationDirection,
        viewingAngle: Double
    ) {
        self.init(
            target: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), zoom: zoom, bearing: bearing,
            viewingAngle: viewingAngle)
    }

    /// Google's factory for a camera looking straight down at `target` (`cameraWithTarget:zoom:`).
    open class func camera(withTarget target: CLLocationCoordinate2D, zoom: Float) -> Self {
        Self(target: target, zoom: zoom, bearing: 0, viewingAngle: 0)
    }

    /// Google's factory for a camera looking straight down at a latitude and longitude
    /// (`cameraWithLatitude:longitude:zoom:`).
    open class func camera(withLatitude latitude: CLLocationDegrees, longitude: CLLocationDegrees, zoom: Float)
        -> Self
    {
        Self(
            target: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), zoom: zoom, bearing: 0,
            viewingAngle: 0)
    }

    /// Google's factory for a camera from all its parts (`cameraWithTarget:zoom:bearing:viewingAngle:`).
    open class func camera(
        withTarget target: CLLocationCoordinate2D, zoom: Float, bearing: CLLocationDirection, viewingAngle: Double
    ) -> Self {
        Self(target: target, zoom: zoom, bearing: bearing, viewingAngle: viewingAngle)
    }

    /// Google's factory for a camera from a latitude, longitude and every other part
    /// (`cameraWithLatitude:longitude:zoom:bearing:viewingAngle:`).
    open class func camera(
        withLatitude latitude: CLLocationDegrees, longitude: CLLocationDegrees, zoom: Float,
        bearing: CLLocationDirection, viewingAngle: Double
    ) -> Self {
        Self(
            target: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), zoom: zoom, bearing: bearing,
            viewingAngle: viewingAngle)
    }

    /// The zoom, on Google's scale, at which `meters` at `coordinate` span `points` screen points; `nan` when
    /// a value is not usable (zero or negative lengths, a pole).
    open class func zoom(
        at coordinate: CLLocationCoordinate2D, forMeters meters: CLLocationDistance, perPoints points: CGFloat
    ) -> Float {
        let metresPerPoint = meters / Double(points)
        let circumference = 2 * Double.pi * WebMercator.earthRadius * cos(coordinate.latitude * .pi / 180)
        guard metresPerPoint > 0, metresPerPoint.isFinite, circumference > 0 else { return .nan }
        return Float(log2(circumference / (metresPerPoint * 256)))
    }

    /// Two positions are equal when their four parts are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? GMSCameraPosition else { return false }
        return target.latitude == other.target.latitude && target.longitude == other.target.longitude
            && zoom == other.zoom && bearing == other.bearing && viewingAngle == other.viewingAngle
    }

    /// A hash of the four parts, consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        for part in [target.latitude, target.longitude, Double(zoom), bearing, viewingAngle] { hasher.combine(part) }
        return hasher.finalize()
    }

    /// `GMSCameraPosition(target: …, zoom: …, bearing: …, viewingAngle: …)`.
    open override var description: String {
        "GMSCameraPosition(target: (\(target.latitude), \(target.longitude)), zoom: \(zoom), bearing: \(bearing), "
            + "viewingAngle: \(viewingAngle))"
    }

    /// Latitude clamped to ±85° and longitude wrapped, as Google's guide describes the target.
    static func clamped(_ target: CLLocationCoordinate2D) -> CLLocationCoordinate2D {
        guard target.latitude.isFinite, target.longitude.isFinite else { return target }
        return CLLocationCoordinate2D(
            latitude: min(max(target.latitude, -85), 85), longitude: LatLng.wrap(longitude: target.longitude))
    }
}

extension GMSCameraPosition {
    /// The position showing a neutral camera, unclamped: the map's limits (the profile's, or the app's) are
    /// what bound it, not Google's constants.
    convenience init(_ camera: Camera) {
        self.init(
            unclampedTarget: CLLocationCoordinate2D(camera.center),
            zoom: GoogleZoomScale.google(fromNeutral: camera.zoom), bearing: camera.bearing,
            viewingAngle: camera.tilt)
    }

    /// The neutral camera this position stands for.
    ///
    /// - Throws: `MapCompatError` naming `target.latitude`, `target.longitude`, `zoom`, `bearing` or
    ///   `viewingAngle` when a part is not a usable number.
    func coreCamera() throws(MapCompatError) -> Camera {
        let center: LatLng
        do {
            center = try target.latLng()
        } catch {
            throw MapCompatError(error.code, field: "target.\(error.field)", error.message)
        }
        let camera = Camera(
            center: center, zoom: GoogleZoomScale.neutral(fromGoogle: zoom), bearing: bearing, tilt: viewingAngle)
        do {
            return try camera.validated()
        } catch {
            let field = error.field.replacingOccurrences(of: "camera.tilt", with: "viewingAngle")
                .replacingOccurrences(of: "camera.", with: "")
            throw MapCompatError(error.code, field: field, error.message)
        }
    }
}

extension GMSCameraPosition: NSCopying, NSMutableCopying {
    /// An immutable copy (GMSCameraPosition adopts `NSCopying`).
    public func copy(with zone: NSZone? = nil) -> Any {
        GMSCameraPosition(target: target, zoom: zoom, bearing: bearing, viewingAngle: viewingAngle)
    }

    /// A ``GMSMutableCameraPosition`` with the same parts (GMSCameraPosition adopts `NSMutableCopying`).
    public func mutableCopy(with zone: NSZone? = nil) -> Any {
        GMSMutableCameraPosition(target: target, zoom: zoom, bearing: bearing, viewingAngle: viewingAngle)
    }
}

/// A camera position whose parts can be changed (Google's `GMSMutableCameraPosition`); setting a part stores
/// it as given.
open class GMSMutableCameraPosition: GMSCameraPosition {
    /// The location on the Earth the camera points at.
    open override var target: CLLocationCoordinate2D {
        get { storedTarget }
        set { storedTarget = newValue }
    }
    /// The zoom level on Google's scale.
    open override var zoom: Float {
        get { storedZoom }
        set { storedZoom = newValue }
    }
    /// Degrees clockwise from true north.
    open override var bearing: CLLocationDirection {
        get { storedBearing }
        set { storedBearing = newValue }
    }
    /// Degrees from looking straight down.
    open override var viewingAngle: Double {
        get { storedViewingAngle }
        set { storedViewingAngle = newValue }
    }
}
