import Foundation
import MapCompatCore

/// Where the camera looks, in NAVER's terms (`target`, `zoom`, `tilt`, `heading`); maps to the core's
/// `Camera`, with zoom on NAVER's scale (see ``NaverZoomScale``).
open class NMFCameraPosition: NSObject {
    /// The position at the centre of the content area.
    public let target: NMGLatLng
    /// The zoom level on NAVER's scale.
    public let zoom: Double
    /// Degrees from looking straight down.
    public let tilt: Double
    /// Degrees clockwise from north (the core's bearing).
    public let heading: Double

    /// Creates a camera position.
    public init(_ target: NMGLatLng, zoom: Double, tilt: Double = 0, heading: Double = 0) {
        self.target = target
        self.zoom = zoom
        self.tilt = tilt
        self.heading = heading
        super.init()
    }

    /// A position of no target (not a number), zoom 0, as NAVER's `NMFCameraPosition()`.
    public override convenience init() {
        self.init(NMGLatLng(lat: .nan, lng: .nan), zoom: 0)
    }

    /// The NAVER position of a core camera.
    public convenience init(_ camera: Camera) {
        self.init(
            NMGLatLng(camera.center), zoom: NaverZoomScale.naver(fromNeutral: camera.zoom), tilt: camera.tilt,
            heading: camera.bearing)
    }

    /// Equal targets, zooms, tilts and headings make equal positions.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NMFCameraPosition else { return false }
        return target == other.target && zoom == other.zoom && tilt == other.tilt && heading == other.heading
    }

    /// Hashes what ``isEqual(_:)`` compares.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(target)
        hasher.combine(zoom)
        hasher.combine(tilt)
        hasher.combine(heading)
        return hasher.finalize()
    }

    /// The core camera, validated.
    ///
    /// - Throws: `MapCompatError` naming `target.lat`, `target.lng`, `zoom`, `tilt` or
    ///   `heading` when a value is not usable.
    public func coreCamera() throws(MapCompatError) -> Camera {
        let center: LatLng
        do {
            center = try target.coreLatLng()
        } catch {
            throw MapCompatError(error.code, field: "target.\(error.field)", error.message)
        }
        let zoom = try MapCompatError.finite(zoom, "zoom")
        return Camera(
            center: center, zoom: NaverZoomScale.neutral(fromNaver: zoom),
            bearing: try MapCompatError.finite(heading, "heading"), tilt: try MapCompatError.finite(tilt, "tilt"))
    }
}

/// NAVER's camera-change reason for an API call (`NMFMapChangedByDeveloper`); the core's
/// `CameraChangeReason.developer`.
public let NMFMapChangedByDeveloper = 0
/// NAVER's camera-change reason for a user gesture; the core's `CameraChangeReason.gesture`.
public let NMFMapChangedByGesture = -1
/// NAVER's camera-change reason for a built-in control; the core's `CameraChangeReason.control`.
public let NMFMapChangedByControl = -2
/// NAVER's camera-change reason for location tracking; the core's
/// `CameraChangeReason.location`.
public let NMFMapChangedByLocation = -3
/// NAVER's camera-change reason for a change of content padding (`NMFMapChangedByContentPadding`, passed to
/// ``NMFMapView/setContentInset(_:keepCamera:reason:)``; −4, as Android's `CameraUpdate.REASON_CONTENT_PADDING`).
/// The core counts it as the app's own move (`CameraChangeReason.developer`); the camera delegates hear −4.
public let NMFMapChangedByContentPadding = -4

/// Converts between NAVER's integer reasons and the core's `CameraChangeReason`.
public enum NaverReason: Sendable {
    /// NAVER's integer for a core reason.
    public static func naver(_ reason: CameraChangeReason) -> Int {
        switch reason {
        case .developer: NMFMapChangedByDeveloper
        case .gesture: NMFMapChangedByGesture
        case .control: NMFMapChangedByControl
        case .location: NMFMapChangedByLocation
        }
    }

    /// The core reason for NAVER's integer.
    ///
    /// - Throws: `MapCompatError` naming `reason` for an integer NAVER does not define.
    public static func core(_ reason: Int) throws(MapCompatError) -> CameraChangeReason {
        switch reason {
        case NMFMapChangedByDeveloper: return .developer
        case NMFMapChangedByGesture: return .gesture
        case NMFMapChangedByControl: return .control
        case NMFMapChangedByLocation: return .location
        case NMFMapChangedByContentPadding: return .developer
        default: throw MapCompatError(.outOfRange, field: "reason", "\(reason) is not a NAVER camera-change reason")
        }
    }
}
