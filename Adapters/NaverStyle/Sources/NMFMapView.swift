import Foundation
import MapCompatCore

/// NAVER's map view (`NMFMapView`), headless: a `UIView` whose every property and call maps onto one core
/// `InteractiveMap`, and the core's events come back as NAVER's delegate calls.
///
/// Input arrives through ``handle(_:)`` (touch frames) and time through ``advance(by:)`` (virtual time):
/// nothing moves unless told. As in NAVER's SDK nothing here throws: input NAVER would clamp or ignore is
/// clamped or ignored, and reported on the core's diagnostics channel (`core.diagnostics`).
///
/// ```swift
/// let mapView = NMFMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
/// mapView.isTiltGestureEnabled = false
/// mapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: 37.5666, lng: 126.9784)))
/// ```
open class NMFMapView: UIView, CoreBackedView {
    /// The neutral map underneath: an escape hatch for what NAVER's API does not reach.
    public let core: InteractiveMap

    /// Gets taps on the map and its symbols; while it is set, ``delegate`` gets none.
    open weak var touchDelegate: (any NMFMapViewTouchDelegate)? { didSet { installSymbolHook() } }
    /// NAVER's older single delegate: camera callbacks always, taps only while ``touchDelegate`` is `nil`.
    open weak var delegate: (any NMFMapViewDelegate)? { didSet { installSymbolHook() } }

    var cameraDelegates: [Weak<any NMFMapViewCameraDelegate>] = []
    var optionDelegates: [Weak<any NMFMapViewOptionDelegate>] = []
    var renderDelegates: [Weak<any NMFMapViewRenderDelegate>] = []
    var indoorDelegates: [Weak<any NMFIndoorSelectionDelegate>] = []
    var loadDelegates: [Weak<any NMFMapViewLoadDelegate>] = []
    /// Load delegates not yet told that the map loaded.
    var pendingLoadDelegates: [Weak<any NMFMapViewLoadDelegate>] = []
    var storedIndoorFocusRadius: CGFloat = 20
    /// What the basemap looks like (kept, not drawn).
    let display = NaverDisplayOptions()
    var overlays: [SceneItemID: NMFOverlay] = [:]
    /// Created on first use, so that it can refer back to this view.
    var lazyLocationOverlay: NMFLocationOverlay?
    var lazyProjection: NMFProjection?
    var symbols: [SceneItemID: NMFSymbol] = [:]
    var indoorRegions: [IndoorRegion] = []
    var indoorEnabled = false
    /// Whether the map has told its load delegates that it finished loading.
    var loadReported = false
    /// The reason and `animated` of the movement under way, for did-change and cancel callbacks.
    var motion: (reason: CameraChangeReason, animated: Bool)?
    /// Set while a content-padding move runs: its developer reason is told as `NMFMapChangedByContentPadding`.
    var paddingMove = false
    var insets = EdgeInsets.zero
    var previousPositionMode: NMFMyPositionMode

    /// The default length of camera animations in seconds, used by updates that give none; NAVER's 0.2 s
    /// (`animationDuration`, taken from the profile's control animation, which NAVER times the same way).
    open var animationDuration: Double

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

    /// Creates a map view with NAVER's defaults (`NMFMapView(frame:)`).
    ///
    /// A frame without a usable size (zero, as views built for Auto Layout start) keeps MapCompat's headless
    /// size, 400 × 800 points, until the view gets one.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, profile: .naver)
    }

    /// Creates a map view of a size with chosen interaction rules and camera.
    ///
    /// MapCompat addition (NAVER's views take a frame only). A camera that is not usable is replaced by the
    /// core's default camera (Seoul City Hall, zoom 15) and reported on `core.diagnostics`.
    ///
    /// - Parameters:
    ///   - frame: the view's frame; only its size matters headless. 400 × 800 points by default.
    ///   - profile: the interaction rules; `InteractionProfile.naver` for NAVER's.
    ///   - camera: where the camera starts; the core's default camera if `nil`.
    public init(
        frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 800), profile: InteractionProfile,
        camera: NMFCameraPosition? = nil
    ) {
        let viewport = (try? Self.viewport(size: frame.size, insets: .zero)) ?? .neutral
        var start = InteractiveMap.defaultCamera
        var refused: MapCompatError?
        if let camera {
            do {
                start = try camera.coreCamera()
            } catch {
                refused = error
            }
        }
        core = InteractiveMap(profile: profile, cameraOrDefault: start, viewport: viewport)
        animationDuration = profile.controlAnimationDuration
        previousPositionMode = NMFMyPositionMode(core.trackingMode)
        super.init(frame: frame)
        if let refused { report(refused, value: camera.map { "\($0)" } ?? "nil", prefix: "camera") }
        core.overlayTapHandler = { [weak self] id in self?.overlayAnswer(id) ?? false }
        core.locationMarkerTapHandler = { [weak self] _ in self?.locationOverlay.answerTap() ?? false }
        core.addObserver { [weak self] observed in self?.dispatch(observed.event) }
    }

    // MARK: Gestures (NAVER's five switches; the core's coarse gesture flags)

    /// Whether dragging moves the map (the core's `isScrollEnabled`).
    open var isScrollGestureEnabled: Bool {
        get { core.gestureSettings.isScrollEnabled }
        set { core.gestureSettings.isScrollEnabled = newValue }
    }
    /// Whether double tap, two-finger tap, pinch and one-finger zoom change the zoom (the core's
    /// `isZoomEnabled`).
    open var isZoomGestureEnabled: Bool {
        get { core.gestureSettings.isZoomEnabled }
        set { core.gestureSettings.isZoomEnabled = newValue }
    }
    /// Whether a two-finger vertical drag tilts the map (the core's `isTiltEnabled`).
    open var isTiltGestureEnabled: Bool {
        get { core.gestureSettings.isTiltEnabled }
        set { core.gestureSettings.isTiltEnabled = newValue }
    }
    /// Whether a two-finger twist turns the map (the core's `isRotateEnabled`).
    open var isRotateGestureEnabled: Bool {
        get { core.gestureSettings.isRotateEnabled }
        set { core.gestureSettings.isRotateEnabled = newValue }
    }
    /// Whether a tap during a camera animation stops it (the core's `isStopEnabled`).
    open var isStopGestureEnabled: Bool {
        get { core.gestureSettings.isStopEnabled }
        set { core.gestureSettings.isStopEnabled = newValue }
    }

    // MARK: Size

    /// The view's frame (UIView's); its size becomes the core's viewport, as ``bounds`` says.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = newValue }
    }

    /// The view's rectangle; a new size becomes the core's viewport. A size that is not positive and finite
    /// keeps the previous viewport, reported on `core.diagnostics` (field `frame.width` or `frame.height`).
    open override var bounds: CGRect {
        didSet {
            guard bounds.size != oldValue.size else { return }
            do {
                core.setViewport(try Self.viewport(size: bounds.size, insets: insets))
            } catch {
                report(error, value: "\(bounds.size)", action: .keptPrevious)
            }
        }
    }

    /// Insets of the content area: the camera's target is shown at its centre (the core's viewport
    /// insets); the camera keeps its target. Negative or non-finite sides are ignored and reported on
    /// `core.diagnostics`.
    open var contentInset: UIEdgeInsets {
        get { UIEdgeInsets(insets) }
        set { setInsets(EdgeInsets(newValue)) }
    }

    /// Sets the content insets (NAVER 3.19.0). With `keepCamera` the camera keeps its target, which then
    /// shows at the new content centre (as ``contentInset`` does); without it the map stays where it is on
    /// screen and the camera moves to the position now at the content centre, at once, telling the camera
    /// delegates `reason`. Insets the core refuses change nothing and are reported on `core.diagnostics`.
    public func setContentInset(_ contentInset: UIEdgeInsets, keepCamera: Bool, reason: Int32) {
        let insets = EdgeInsets(contentInset)
        let viewport = core.viewport
        let focal = CGPoint(
            x: insets.left + (viewport.width - insets.left - insets.right) / 2,
            y: insets.top + (viewport.height - insets.top - insets.bottom) / 2)
        let shown = core.transform.coordinate(at: focal)
        guard setInsets(insets), !keepCamera, let shown else { return }
        let update = NMFCameraUpdate(scrollTo: NMGLatLng(shown))
        update.reason = reason
        paddingMove = Int(reason) == NMFMapChangedByContentPadding
        defer { paddingMove = false }
        moveCamera(update)
    }

    @discardableResult
    func setInsets(_ newValue: EdgeInsets) -> Bool {
        do {
            let viewport = core.viewport
            let size = CGSize(width: viewport.width, height: viewport.height)
            core.setViewport(try Self.viewport(size: size, insets: newValue))
            insets = newValue
            return true
        } catch {
            report(error, value: "\(newValue)", prefix: "contentInset")
            return false
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

    // MARK: Diagnostics

    /// Reports input the core refused on `core.diagnostics`, naming the field as NAVER does.
    func report(
        _ error: MapCompatError, value: String, action: MapDiagnostic.Action = .ignored, prefix: String? = nil,
        type: String = "NMFMapView"
    ) {
        let field = prefix.map { error.field.hasPrefix($0) ? error.field : "\($0).\(error.field)" } ?? error.field
        core.diagnostics.report(
            MapDiagnostic(field: "\(type).\(field)", value: value, action: action, message: error.message))
    }

    func ignoringErrors(value: @autoclosure () -> String = "", _ body: () throws(MapCompatError) -> Void) {
        do {
            try body()
        } catch {
            report(error, value: value())
        }
    }

    // MARK: Delegates

    /// Adds a camera delegate; adding one twice keeps one entry. Held weakly, as NAVER does.
    open func addCameraDelegate(delegate: any NMFMapViewCameraDelegate) {
        Self.add(delegate, to: &cameraDelegates)
    }

    /// Removes a camera delegate.
    open func removeCameraDelegate(delegate: any NMFMapViewCameraDelegate) {
        cameraDelegates.removeAll { $0.value == nil || $0.value === delegate }
    }

    /// Adds an option delegate, told when an option changes (``NMFMapViewOptionDelegate`` lists which);
    /// adding one twice keeps one entry. Held weakly, as NAVER does.
    open func addOptionDelegate(delegate: any NMFMapViewOptionDelegate) {
        Self.add(delegate, to: &optionDelegates)
    }

    /// Removes an option delegate.
    open func removeOptionDelegate(delegate: any NMFMapViewOptionDelegate) {
        optionDelegates.removeAll { $0.value == nil || $0.value === delegate }
    }

    /// Tells every option delegate that an option changed.
    func notifyOptionDelegates() {
        for entry in optionDelegates { entry.value?.mapViewOptionChanged(self) }
    }

    /// Runs a change of the camera limits and tells the option delegates if the limits changed.
    func notifyingOptionDelegates(_ change: () -> Void) {
        let before = core.limits
        change()
        if core.limits != before { notifyOptionDelegates() }
    }

    /// Adds an indoor selection delegate, told when the shown indoor level changes.
    open func addIndoorSelectionDelegate(delegate: any NMFIndoorSelectionDelegate) {
        Self.add(delegate, to: &indoorDelegates)
    }

    /// Adds a load delegate, told once that the map finished loading (headless: the first time virtual time
    /// passes after it was added).
    open func addLoadDelegate(delegate: any NMFMapViewLoadDelegate) {
        Self.add(delegate, to: &loadDelegates)
        if !pendingLoadDelegates.contains(where: { $0.object === delegate }) {
            pendingLoadDelegates.append(Weak(delegate))
        }
    }

    /// Removes a load delegate.
    open func removeLoadDelegate(delegate: any NMFMapViewLoadDelegate) {
        loadDelegates.removeAll { $0.value == nil || $0.value === delegate }
        pendingLoadDelegates.removeAll { $0.value == nil || $0.value === delegate }
    }

    /// Whether the map has finished loading: headless, once virtual time has passed.
    open var loaded: Bool { loadReported }

    /// Lets virtual time pass (the core's `advance(by:)`); the first call finishes loading the map and
    /// tells the load delegates, once.
    ///
    /// - Throws: `MapCompatError` naming `seconds` when it is negative or not finite.
    public func advance(by seconds: Double) throws(MapCompatError) {
        try core.advance(by: seconds)
        guard !loadReported || !pendingLoadDelegates.isEmpty else { return }
        loadReported = true
        let waiting = pendingLoadDelegates
        pendingLoadDelegates.removeAll()
        for entry in waiting { entry.value?.mapViewDidFinishLoadingMap(self) }
    }

    /// Removes an indoor selection delegate.
    open func removeIndoorSelectionDelegate(delegate: any NMFIndoorSelectionDelegate) {
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

    /// The delegates' answer for a tapped symbol. NAVER's symbol method hears of taps only
    /// (`mapView(_:didTap:)`, NMFMapViewTouchDelegate in NAVER's API reference); a long tap on a symbol
    /// calls no symbol method and goes to the map (`mapView(_:didLongTapMap:point:)`), so the hook
    /// answers it without asking.
    func symbolAnswer(_ symbol: MapSymbol) -> Bool {
        guard !isLongTapping else { return false }
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
            let code = reported(reason)
            delegate?.mapView(self, regionWillChangeAnimated: animated, byReason: code)
            for entry in cameraDelegates {
                entry.value?.mapView(self, cameraWillChangeByReason: code, animated: animated)
            }
        case .cameraChanging(let reason):
            let code = reported(reason)
            delegate?.mapViewRegionIsChanging(self, byReason: code)
            for entry in cameraDelegates { entry.value?.mapView(self, cameraIsChangingByReason: code) }
            renderFrame(atRest: false)
        case .cameraDidChange(let reason):
            let animated = motion?.animated ?? false
            motion = nil
            let code = reported(reason)
            delegate?.mapView(self, regionDidChangeAnimated: animated, byReason: code)
            for entry in cameraDelegates {
                entry.value?.mapView(self, cameraDidChangeByReason: code, animated: animated)
            }
        case .cameraIdle:
            delegate?.mapViewIdle(self)
            for entry in cameraDelegates { entry.value?.mapViewCameraIdle(self) }
            renderFrame(atRest: true)
        case .animationStop:
            delegate?.mapViewCameraUpdateCancel(self, byReason: NaverReason.naver(motion?.reason ?? .developer))
        case .trackingMode:
            let mode = positionMode
            guard mode != previousPositionMode else { return }
            previousPositionMode = mode
            notifyOptionDelegates()
        case .indoorLevel(let id, let level):
            guard let region = indoorRegions.first(where: { $0.id == id }) else { return }
            let selection = NMFIndoorSelection(region: region, level: level)
            for entry in indoorDelegates { entry.value?.indoorSelectionDidChanged(selection) }
        case .gesture(.longPress, let phase):
            isLongTapping = phase == .began
        case .legalNotice:
            presentedDialog = .legalNotice
        // No event callback of NAVER's for these (symbol and overlay taps are answered through the core's
        // hooks): listed by name, so that a new event kind does not compile until it is placed.
        case .gesture, .mapDoubleTap, .mapTwoFingerTap, .symbolTap, .overlayTap, .annotationTap,
            .annotationLongPress, .locationMarkerTap, .annotationSelect, .annotationDeselect, .calloutShow,
            .calloutHide, .calloutTap, .dragState, .controlTap:
            break
        }
    }
}

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
