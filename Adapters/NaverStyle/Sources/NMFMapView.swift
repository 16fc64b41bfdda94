import Foundation
import MapCompatCore

/// NAVER's map view (`NMFMapView`), headless: every property and call maps onto one core
/// `InteractiveMap`, and the core's events come back as NAVER's delegate calls.
///
/// Input arrives through ``handle(_:)`` (touch frames) and time through ``advance(by:)`` (virtual time):
/// nothing moves unless told.
///
/// ```swift
/// let mapView = try NMFMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
/// mapView.isTiltGestureEnabled = false
/// try mapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: 37.5666, lng: 126.9784)))
/// ```
public final class NMFMapView: CoreBackedView {
    /// The neutral map underneath: an escape hatch for what NAVER's API does not reach.
    public let core: InteractiveMap

    /// Gets taps on the map and its symbols; while it is set, ``delegate`` gets none.
    public weak var touchDelegate: (any NMFMapViewTouchDelegate)? { didSet { installSymbolHook() } }
    /// NAVER's older single delegate: camera callbacks always, taps only while ``touchDelegate`` is `nil`.
    public weak var delegate: (any NMFMapViewDelegate)? { didSet { installSymbolHook() } }

    /// The error of the last property assignment that was ignored because the core refused its value.
    ///
    /// MapCompat addition: NAVER's setters cannot fail, so a bad value leaves the map as it was and is
    /// reported here, naming the field; set it to `nil` before assignments whose outcome you want to check.
    public var lastIgnoredError: MapCompatError?

    var cameraDelegates: [Weak<any NMFMapViewCameraDelegate>] = []
    var optionDelegates: [Weak<any NMFMapViewOptionDelegate>] = []
    var indoorDelegates: [Weak<any NMFIndoorSelectionDelegate>] = []
    var overlays: [SceneItemID: NMFOverlay] = [:]
    /// Created on first use, so that it can refer back to this view.
    var lazyLocationOverlay: NMFLocationOverlay?
    var symbols: [SceneItemID: NMFSymbol] = [:]
    var nextOverlayNumber = 0
    var indoorRegions: [IndoorRegion] = []
    var indoorEnabled = false
    /// The reason and `animated` of the movement under way, for did-change and cancel callbacks.
    var motion: (reason: CameraChangeReason, animated: Bool)?
    var frameSize: CGSize
    var insets = EdgeInsets.zero
    var previousPositionMode: NMFMyPositionMode

    /// The default length of camera animations in seconds, used by updates that give none; NAVER's 0.2 s
    /// (`animationDuration`, taken from the profile's control animation, which NAVER times the same way).
    public var animationDuration: Double

    /// Whether the press being routed now is a long tap rather than a tap.
    ///
    /// MapCompat addition: NAVER calls an overlay's ``NMFOverlay/touchHandler`` for the answer either way
    /// (a long tap an overlay consumes does not reach ``NMFMapViewTouchDelegate``), with no way to tell
    /// the two apart; a handler can read this.
    public internal(set) var isLongTapping = false

    /// What ``showLegalNotice()``, ``showOpenSourceLicense()`` or a tap on the logo opened last.
    ///
    /// MapCompat addition: headless there is no dialog to see, so it is recorded here.
    public internal(set) var presentedDialog: NMFNoticeDialog?

    /// Creates a map view of a size, starting from NAVER's defaults.
    ///
    /// - Parameters:
    ///   - frame: the view's frame; only its size matters headless.
    ///   - profile: the interaction rules; `InteractionProfile.naver` by default.
    ///   - camera: where the camera starts; the core's default camera (Seoul City Hall, zoom 15) if `nil`.
    /// - Throws: `MapCompatError` naming `frame.width` or `frame.height` when a size is not
    ///   positive and finite, or a camera field.
    public init(
        frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 800), profile: InteractionProfile = .naver,
        camera: NMFCameraPosition? = nil
    ) throws(MapCompatError) {
        let viewport = try Self.viewport(size: frame.size, insets: .zero)
        core = try InteractiveMap(
            profile: profile, camera: try camera?.coreCamera() ?? InteractiveMap.defaultCamera, viewport: viewport)
        frameSize = frame.size
        animationDuration = profile.controlAnimationDuration
        previousPositionMode = NMFMyPositionMode(core.trackingMode)
        core.overlayTapHandler = { [weak self] id in self?.overlayAnswer(id) ?? false }
        core.locationMarkerTapHandler = { [weak self] _ in self?.locationOverlay.answerTap() ?? false }
        core.addObserver { [weak self] observed in self?.dispatch(observed.event) }
    }

    // MARK: Headless input

    // MARK: Gestures (NAVER's five switches; the core's coarse gesture flags)

    /// Whether dragging moves the map (the core's `isScrollEnabled`).
    public var isScrollGestureEnabled: Bool {
        get { core.gestureSettings.isScrollEnabled }
        set { core.gestureSettings.isScrollEnabled = newValue }
    }
    /// Whether double tap, two-finger tap, pinch and one-finger zoom change the zoom (the core's
    /// `isZoomEnabled`).
    public var isZoomGestureEnabled: Bool {
        get { core.gestureSettings.isZoomEnabled }
        set { core.gestureSettings.isZoomEnabled = newValue }
    }
    /// Whether a two-finger vertical drag tilts the map (the core's `isTiltEnabled`).
    public var isTiltGestureEnabled: Bool {
        get { core.gestureSettings.isTiltEnabled }
        set { core.gestureSettings.isTiltEnabled = newValue }
    }
    /// Whether a two-finger twist turns the map (the core's `isRotateEnabled`).
    public var isRotateGestureEnabled: Bool {
        get { core.gestureSettings.isRotateEnabled }
        set { core.gestureSettings.isRotateEnabled = newValue }
    }
    /// Whether a tap during a camera animation stops it (the core's `isStopEnabled`).
    public var isStopGestureEnabled: Bool {
        get { core.gestureSettings.isStopEnabled }
        set { core.gestureSettings.isStopEnabled = newValue }
    }

    // MARK: Size

    /// The view's frame; only its size matters headless. A size that is not positive and finite is
    /// ignored (see ``lastIgnoredError``).
    public var frame: CGRect {
        get { CGRect(origin: .zero, size: frameSize) }
        set { ignoringErrors { () throws(MapCompatError) in try setFrame(newValue) } }
    }

    /// Resizes the view; the camera keeps its centre.
    ///
    /// - Throws: `MapCompatError` naming `frame.width` or `frame.height`.
    public func setFrame(_ frame: CGRect) throws(MapCompatError) {
        core.setViewport(try Self.viewport(size: frame.size, insets: insets))
        frameSize = frame.size
    }

    /// Insets of the content area: the camera's target is shown at its centre (the core's viewport
    /// insets). Negative or non-finite sides are ignored (see ``lastIgnoredError``).
    public var contentInset: EdgeInsets {
        get { insets }
        set {
            ignoringErrors { () throws(MapCompatError) in
                core.setViewport(try Self.viewport(size: frameSize, insets: newValue))
                insets = newValue
            }
        }
    }

    static func viewport(size: CGSize, insets: EdgeInsets) throws(MapCompatError) -> Viewport {
        do {
            return try Viewport(width: Double(size.width), height: Double(size.height), insets: insets)
        } catch {
            let field = error.field == "width" || error.field == "height" ? "frame.\(error.field)" : error.field
            throw MapCompatError(error.code, field: field, error.message)
        }
    }

    func ignoringErrors(_ body: () throws(MapCompatError) -> Void) {
        do {
            try body()
        } catch {
            lastIgnoredError = error
        }
    }

    // MARK: Delegates

    /// Adds a camera delegate; adding one twice keeps one entry. Held weakly, as NAVER does.
    public func addCameraDelegate(delegate: any NMFMapViewCameraDelegate) {
        Self.add(delegate, to: &cameraDelegates)
    }

    /// Removes a camera delegate.
    public func removeCameraDelegate(delegate: any NMFMapViewCameraDelegate) {
        cameraDelegates.removeAll { $0.value == nil || $0.value === delegate }
    }

    /// Adds an option delegate, told when ``positionMode`` changes.
    public func addOptionDelegate(delegate: any NMFMapViewOptionDelegate) {
        Self.add(delegate, to: &optionDelegates)
    }

    /// Removes an option delegate.
    public func removeOptionDelegate(delegate: any NMFMapViewOptionDelegate) {
        optionDelegates.removeAll { $0.value == nil || $0.value === delegate }
    }

    /// Adds an indoor selection delegate, told when the shown indoor level changes.
    public func addIndoorSelectionDelegate(delegate: any NMFIndoorSelectionDelegate) {
        Self.add(delegate, to: &indoorDelegates)
    }

    /// Removes an indoor selection delegate.
    public func removeIndoorSelectionDelegate(delegate: any NMFIndoorSelectionDelegate) {
        indoorDelegates.removeAll { $0.value == nil || $0.value === delegate }
    }

    static func add<T>(_ delegate: T, to list: inout [Weak<T>]) {
        list.removeAll { $0.value == nil }
        guard !list.contains(where: { $0.object === (delegate as AnyObject) }) else { return }
        list.append(Weak(delegate))
    }

    /// The core's symbol hook is installed while a delegate can answer; with neither delegate set,
    /// symbols are transparent to taps.
    func installSymbolHook() {
        guard touchDelegate != nil || delegate != nil else {
            core.symbolTapHandler = nil
            return
        }
        core.symbolTapHandler = { [weak self] symbol in self?.symbolAnswer(symbol) ?? false }
    }

    func symbolAnswer(_ symbol: MapSymbol) -> Bool {
        let object =
            symbols[symbol.id]
            ?? NMFSymbol(identifier: symbol.id.rawValue, caption: symbol.caption, position: NMGLatLng(symbol.position))
        if let touchDelegate { return touchDelegate.mapView(self, didTap: object) }
        return delegate?.mapView(self, didTap: object) ?? false
    }

    // MARK: Events to callbacks

    func dispatch(_ event: MapEvent) {
        switch event {
        case .mapTap(let point, let coordinate):
            if let touchDelegate {
                touchDelegate.mapView(self, didTapMap: NMGLatLng(coordinate), point: point)
            } else {
                delegate?.didTapMapView(point, latLng: NMGLatLng(coordinate))
            }
        case .mapLongPress(let point, let coordinate):
            touchDelegate?.mapView(self, didLongTapMap: NMGLatLng(coordinate), point: point)
        case .cameraWillChange(let reason, let animated):
            motion = (reason, animated)
            let code = NaverReason.naver(reason)
            delegate?.mapView(self, regionWillChangeAnimated: animated, byReason: code)
            for entry in cameraDelegates {
                entry.value?.mapView(self, cameraWillChangeByReason: code, animated: animated)
            }
        case .cameraChanging(let reason):
            let code = NaverReason.naver(reason)
            delegate?.mapViewRegionIsChanging(self, byReason: code)
            for entry in cameraDelegates { entry.value?.mapView(self, cameraIsChangingByReason: code) }
        case .cameraDidChange(let reason):
            let animated = motion?.animated ?? false
            motion = nil
            let code = NaverReason.naver(reason)
            delegate?.mapView(self, regionDidChangeAnimated: animated, byReason: code)
            for entry in cameraDelegates {
                entry.value?.mapView(self, cameraDidChangeByReason: code, animated: animated)
            }
        case .cameraIdle:
            delegate?.mapViewIdle(self)
            for entry in cameraDelegates { entry.value?.mapViewCameraIdle(self) }
        case .animationStop:
            delegate?.mapViewCameraUpdateCancel(self, byReason: NaverReason.naver(motion?.reason ?? .developer))
        case .trackingMode:
            let mode = positionMode
            guard mode != previousPositionMode else { return }
            previousPositionMode = mode
            for entry in optionDelegates { entry.value?.mapViewOptionChanged(self) }
        case .indoorLevel(let id, let level):
            let index = indoorRegions.first { $0.id == id }?.levels.firstIndex(of: level) ?? 0
            let selection = NMFIndoorSelection(zoneID: id, levelIndex: index, levelName: level)
            for entry in indoorDelegates { entry.value?.indoorSelectionDidChanged(selection) }
        case .gesture(.longPress, let phase):
            isLongTapping = phase == .began
        case .legalNotice:
            presentedDialog = .legalNotice
        default:
            break
        }
    }
}

@available(*, unavailable)
extension NMFMapView: Sendable {}

/// A weak reference to a delegate, so the map view does not keep its delegates alive.
struct Weak<T> {
    private weak var reference: AnyObject?

    init(_ value: T) { reference = value as AnyObject }

    var object: AnyObject? { reference }
    var value: T? { reference as? T }
}

/// The dialogs NAVER's logo and notice calls open.
public enum NMFNoticeDialog: Hashable, Sendable {
    /// The legend, legal notice and licences the logo opens (and `showLegalNotice()`).
    case legalNotice
    /// The open-source licences.
    case openSourceLicense
}
