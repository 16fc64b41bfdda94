import Foundation
import MapCompatCore

/// How a camera update travels (NAVER's `NMFCameraUpdateAnimation`); each case names a core
/// `TimingCurve` or path.
public enum NMFCameraUpdateAnimation: Int, Hashable, Sendable, CaseIterable {
    /// At once.
    case none
    /// `TimingCurve.linear`.
    case linear
    /// `TimingCurve.easeIn`.
    case easeIn
    /// `TimingCurve.easeOut`.
    case easeOut
    /// The core's fly path (`CameraTransition.Path.fly`), eased in and out: it zooms out
    /// while speeding up and back in while slowing down.
    case fly
}

/// NAVER's marker for "use the map view's `animationDuration`".
public let NMF_DEFAULT_ANIMATION_DURATION = -1.0

/// A set of camera changes to apply together (NAVER's `NMFCameraUpdateParams`): each call adds one change,
/// applied in the order scroll, zoom, tilt, rotation.
open class NMFCameraUpdateParams: NSObject {
    var scrollTarget: NMGLatLng?
    var scrollDelta: CGPoint?
    var zoomTarget: Double?
    var zoomDelta = 0.0
    var tiltTarget: Double?
    var tiltDelta = 0.0
    var headingTarget: Double?
    var headingDelta = 0.0

    /// Creates empty params: applying them leaves the camera where it is.
    public override init() {}

    /// Centres the camera on a position.
    public func scroll(to target: NMGLatLng) { scrollTarget = target }
    /// Moves the camera by a distance in screen points (positive x moves the view to the right).
    public func scroll(by delta: CGPoint) { scrollDelta = delta }
    /// Sets the zoom level (NAVER's scale).
    public func zoom(to zoom: Double) { zoomTarget = zoom }
    /// Changes the zoom level by a number of levels.
    public func zoom(by delta: Double) { zoomDelta += delta }
    /// Zooms in by one level.
    public func zoomIn() { zoomDelta += 1 }
    /// Zooms out by one level.
    public func zoomOut() { zoomDelta -= 1 }
    /// Sets the tilt in degrees.
    public func tilt(to tilt: Double) { tiltTarget = tilt }
    /// Changes the tilt by degrees.
    public func tilt(by delta: Double) { tiltDelta += delta }
    /// Sets the heading in degrees clockwise from north.
    public func rotate(to heading: Double) { headingTarget = heading }
    /// Changes the heading by degrees.
    public func rotate(by delta: Double) { headingDelta += delta }
}

/// A camera move to hand to ``NMFMapView/moveCamera(_:completion:)`` (NAVER's `NMFCameraUpdate`); becomes one call of
/// the core's `moveCamera(to:transition:reason:completion:)`.
open class NMFCameraUpdate: NSObject {
    enum Change {
        case params(NMFCameraUpdateParams)
        case position(NMFCameraPosition)
        case fit(NMGLatLngBounds, UIEdgeInsets)
    }

    let change: Change
    /// Where the move is anchored, as fractions of the content area ((0, 0) top-left, (1, 1) bottom-right):
    /// a scroll target ends there, a zoom or turn keeps the position under it still. Ignored when fitting
    /// bounds. (0.5, 0.5) by default, the centre of the content area.
    open var pivot = CGPoint(x: 0.5, y: 0.5)
    /// How the move travels; ``NMFCameraUpdateAnimation/none`` by default.
    open var animation = NMFCameraUpdateAnimation.none
    /// The animation's length in seconds; ``NMF_DEFAULT_ANIMATION_DURATION`` uses the map view's
    /// ``NMFMapView/animationDuration``.
    open var animationDuration = NMF_DEFAULT_ANIMATION_DURATION
    /// Why the camera moves, one of NAVER's reason integers (an `int` in NAVER's header, so `Int32`);
    /// ``NMFMapChangedByDeveloper`` by default.
    open var reason = Int32(NMFMapChangedByDeveloper)

    init(_ change: Change) {
        self.change = change
        super.init()
    }

    /// Applies a set of changes.
    public convenience init(params: NMFCameraUpdateParams) { self.init(.params(params)) }
    /// Moves to a whole camera position.
    public convenience init(position: NMFCameraPosition) { self.init(.position(position)) }
    /// Centres the camera on a position.
    public convenience init(scrollTo target: NMGLatLng) {
        let params = NMFCameraUpdateParams()
        params.scroll(to: target)
        self.init(params: params)
    }
    /// Centres the camera on a position at a zoom level.
    public convenience init(scrollTo target: NMGLatLng, zoomTo zoom: Double) {
        let params = NMFCameraUpdateParams()
        params.scroll(to: target)
        params.zoom(to: zoom)
        self.init(params: params)
    }
    /// Moves the camera by screen points.
    public convenience init(scrollBy delta: CGPoint) {
        let params = NMFCameraUpdateParams()
        params.scroll(by: delta)
        self.init(params: params)
    }
    /// Sets the zoom level.
    public convenience init(zoomTo zoom: Double) {
        let params = NMFCameraUpdateParams()
        params.zoom(to: zoom)
        self.init(params: params)
    }
    /// Sets the heading.
    public convenience init(heading: Double) {
        let params = NMFCameraUpdateParams()
        params.rotate(to: heading)
        self.init(params: params)
    }
    /// Shows bounds as large as they fit, heading north and flat.
    public convenience init(fit bounds: NMGLatLngBounds) {
        self.init(.fit(bounds, .zero))
    }
    /// Shows bounds as large as they fit inside equal padding in points, heading north and flat.
    public convenience init(fit bounds: NMGLatLngBounds, padding: CGFloat) {
        self.init(.fit(bounds, UIEdgeInsets(top: padding, left: padding, bottom: padding, right: padding)))
    }
    /// Shows bounds as large as they fit inside per-side padding, heading north and flat.
    public convenience init(fit bounds: NMGLatLngBounds, paddingInsets: UIEdgeInsets) {
        self.init(.fit(bounds, paddingInsets))
    }

    /// Zooms in by one level.
    public static func withZoomIn() -> NMFCameraUpdate {
        let params = NMFCameraUpdateParams()
        params.zoomIn()
        return NMFCameraUpdate(params: params)
    }

    /// Zooms out by one level.
    public static func withZoomOut() -> NMFCameraUpdate {
        let params = NMFCameraUpdateParams()
        params.zoomOut()
        return NMFCameraUpdate(params: params)
    }
}
