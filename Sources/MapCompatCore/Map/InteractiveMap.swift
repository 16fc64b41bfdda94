import Foundation

/// The neutral, headless map: it takes touch frames and calls in virtual time, and reports what happens as
/// ``MapEvent``s.
///
/// Every adapter wraps one `InteractiveMap`; all behaviour (gesture rules, camera curves, tap routing) lives
/// here, configured by data. The map is not thread-safe: drive it from one task or thread. (Its hot
/// stored properties opt out of dynamic exclusivity checks, which cost a third of the time per frame; the
/// one-thread contract is what makes that sound.)
///
/// ```swift
/// let map = try InteractiveMap()
/// let token = map.addObserver { print($0.time, $0.event) }
/// try map.moveCamera(to: Camera(center: try LatLng(latitude: 48.85, longitude: 2.35), zoom: 12),
///                    transition: try CameraTransition(duration: 0.5))
/// try map.advance(by: 1)
/// map.removeObserver(token)
/// ```
public final class InteractiveMap {
    /// Every vendor-specific number and rule this map follows.
    public let profile: InteractionProfile
    /// The view the map draws into.
    @exclusivity(unchecked) public private(set) var viewport: Viewport
    /// The range the camera may take.
    @exclusivity(unchecked) public private(set) var limits: CameraLimits
    /// The current camera.
    @exclusivity(unchecked) public internal(set) var camera: Camera
    /// Where the vendor-style surface reports input it clamped or ignored instead of throwing.
    public let diagnostics = MapDiagnostics()
    /// The virtual clock all timers and animations read.
    @exclusivity(unchecked) public internal(set) var clock: VirtualClock

    /// The built-in gesture switches; changing them takes effect at the next touch.
    public var gestureSettings: GestureSettings {
        didSet {
            builtIn.apply(gestureSettings)
            exclusionMasks = Self.masks(for: gestureSettings.effectiveExclusions)
            centeredMask = GestureKindMask(gestureSettings.centeredKinds)
            panAxis = gestureSettings.panAxis
        }
    }
    /// ``gestureSettings``' centred kinds and pan axis, kept apart so that per-frame reads are cheap.
    @exclusivity(unchecked) var centeredMask: GestureKindMask
    @exclusivity(unchecked) var panAxis: PanAxis

    /// What is drawn on the map and can be tapped: markers, symbols, shapes.
    public var scene = Scene()
    /// Asked when a tap reaches an item whose handling is ``TapHandling/decide``; `true` consumes it.
    public var overlayTapHandler: ((SceneItemID) -> Bool)?
    /// Asked when a tap reaches a basemap symbol; `true` consumes it. `nil` (no callback installed) makes
    /// symbols transparent to taps.
    public var symbolTapHandler: ((MapSymbol) -> Bool)?
    /// Asked instead of ``overlayTapHandler`` when set, with the press it answers (a tap or a long press);
    /// `true` consumes it.
    public var overlayPressHandler: ((SceneItemID, ScenePress) -> Bool)?
    /// Asked instead of ``symbolTapHandler`` when set, with the press it answers (a tap or a long press);
    /// `true` consumes it. Either hook being set makes symbols answer presses.
    public var symbolPressHandler: ((MapSymbol, ScenePress) -> Bool)?
    /// The marker the profile's default action selected (``InteractionProfile/declinedMarkerTap``); a
    /// press that reaches the map clears it; apps may set it.
    public var selectedMarker: SceneItemID?
    /// Asked before each camera change a built-in gesture would make, with the camera now, the camera it
    /// would move to and the gesture; `false` skips that step, and a refused drift or tap zoom does not
    /// start (MapLibre's `mapView(_:shouldChangeFrom:to:reason:)`). Animations the app starts are not asked.
    @exclusivity(unchecked) public var shouldChangeCamera: ((Camera, Camera, GestureKind) -> Bool)?
    /// How taps find scene items and annotations: the profile's rules until the app changes them (NAVER's
    /// settable `pickTolerance`).
    public var hitTestRules: HitTestRules
    /// Asked when a tap hits the user-location marker, with the marker's coordinate; `true` consumes the
    /// tap, `false` lets it go on to the scene and the map. `nil` consumes it. The tap is reported as
    /// ``MapEvent/locationMarkerTap(coordinate:)`` either way.
    public var locationMarkerTapHandler: ((LatLng) -> Bool)?
    /// Which candidate the last taps went to, for profiles that cycle through overlapping items.
    var tapCycleMemory = TapCycleMemory()

    // MARK: Annotation state (annotations, selection, callouts, drags)
    /// Asked before a long press on a draggable annotation starts a drag (route-me's
    /// `mapView:shouldDragAnnotation:`); `nil` leaves it to ``AnnotationRules/dragsWithoutHook``.
    public var shouldDragAnnotation: ((AnnotationID) -> Bool)?
    /// The annotations, the selection and its callout, and every drag.
    @exclusivity(unchecked) var annotationStore = AnnotationStore()

    // MARK: Control state (controls, location, indoor maps)
    /// Control settings, touches held by controls, tracking, location and indoor maps (see `Controls/`).
    @exclusivity(unchecked) var controlState = ControlState()

    @exclusivity(unchecked) var animation: CameraAnimation? {
        didSet { animationEnd = animation?.end }
    }
    /// `animation?.end`, kept in step by `animation`'s observer, so that the checks made on every frame
    /// need not copy the (large) animation out.
    @exclusivity(unchecked) private(set) var animationEnd: Double?
    @exclusivity(unchecked) var tracker = TouchTracker()
    let builtIn = BuiltInGestures()
    /// App recognizers first (they take priority), then the built-in ones.
    @exclusivity(unchecked) var recognizers: [GestureRecognizer]
    /// The app recognizers alone (the head of ``recognizers``), for ``forEachRecognizer(_:)``.
    @exclusivity(unchecked) var appRecognizers: [GestureRecognizer] = []
    /// Where the position that two-finger gestures hold under the fingers is shown now.
    @exclusivity(unchecked) var twoFingerAnchor: CGPoint?
    let tuning: RecognizerTuning
    let simultaneousMask: GestureKindMask
    /// `exclusionMasks[kind]`: the kinds that block `kind`, from ``gestureSettings``.
    @exclusivity(unchecked) var exclusionMasks: [GestureKind: GestureKindMask]
    /// The reason of the camera movement under way (between will-change and did-change), if any.
    @exclusivity(unchecked) var motionReason: CameraChangeReason?
    /// Set when the camera moved since the last idle report.
    @exclusivity(unchecked) var owesIdle = false
    /// In the order they were added.
    @exclusivity(unchecked) private var observers: [Observer] = []
    @exclusivity(unchecked) private var nextObserverID = 0
    /// The trigonometry of the last transform built (``transform(for:)``), reused while zoom, bearing, tilt
    /// and viewport stay the same.
    @exclusivity(unchecked) private var transformShape: ScreenTransform.Shape
    /// The last camera centre projected by ``transform(for:)``, and its projection: a two-finger gesture
    /// builds two transforms about the same centre in each frame.
    @exclusivity(unchecked) private var projectedCenter: (center: LatLng, point: MercatorPoint)

    /// The camera a map starts with: Seoul City Hall at zoom 15, north up, flat.
    public static let defaultCamera = Camera(
        center: LatLng(uncheckedLatitude: 37.5666, longitude: 126.9784), zoom: 15)

    /// Creates a map.
    ///
    /// - Parameters:
    ///   - profile: the vendor rules to follow; ``InteractionProfile/neutral`` by default.
    ///   - camera: where the map starts.
    ///   - viewport: the view's size and insets.
    ///   - limits: the camera's range; the profile's limits by default.
    /// - Throws: ``MapCompatError`` when the camera is not finite.
    public init(
        profile: InteractionProfile = .neutral, camera: Camera = InteractiveMap.defaultCamera,
        viewport: Viewport = .neutral, limits: CameraLimits? = nil
    ) throws(MapCompatError) {
        let limits = limits ?? profile.limits
        self.profile = profile
        self.viewport = viewport
        self.limits = limits
        self.camera = limits.clamp(try camera.validated())
        self.transformShape = ScreenTransform.Shape(camera: self.camera, viewport: viewport)
        self.projectedCenter = (self.camera.center, WebMercator.project(self.camera.center))
        self.clock = VirtualClock()
        self.gestureSettings = profile.gestures
        self.hitTestRules = profile.hitTest
        self.recognizers = builtIn.all
        self.tuning = RecognizerTuning(profile)
        self.simultaneousMask = GestureKindMask(profile.simultaneousGestures)
        self.exclusionMasks = Self.masks(for: profile.gestures.effectiveExclusions)
        self.centeredMask = GestureKindMask(profile.gestures.centeredKinds)
        self.panAxis = profile.gestures.panAxis
        builtIn.apply(profile.gestures)
    }

    /// The current time in seconds.
    public var now: Double { clock.now }

    /// Converts between screen points and positions for the current camera.
    public var transform: ScreenTransform { transform(for: camera) }

    /// The transform for a camera in the current viewport, equal to `ScreenTransform(camera:viewport:)`;
    /// a camera that differs from the last one only in its centre reuses that one's trigonometry.
    func transform(for camera: Camera) -> ScreenTransform {
        if !transformShape.fits(camera, viewport) {
            transformShape = ScreenTransform.Shape(camera: camera, viewport: viewport, reusing: transformShape)
        }
        let center = camera.center
        if center.latitude.bitPattern != projectedCenter.center.latitude.bitPattern
            || center.longitude.bitPattern != projectedCenter.center.longitude.bitPattern
        {
            projectedCenter = (center, WebMercator.project(center))
        }
        return ScreenTransform(camera: camera, shape: transformShape, projectedCenter: projectedCenter.point)
    }

    /// Whether nothing is moving the camera or waiting to happen: no animation or drift, no finger down on
    /// the map (a finger resting on a control does not count), no recognizer or annotation waiting for its
    /// timer.
    public var isIdle: Bool {
        animationEnd == nil && motionReason == nil && tracker.fingers.isEmpty && !recognizersArePending
            && !annotationsArePending
    }

    // MARK: Observation

    /// Calls `handler` with every event from now on; returns a token for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ handler: @escaping (ObservedEvent) -> Void) -> ObserverToken {
        nextObserverID += 1
        observers.append(Observer(id: nextObserverID, handler: handler))
        return ObserverToken(id: nextObserverID)
    }

    /// Stops calling the handler registered with `token`.
    public func removeObserver(_ token: ObserverToken) {
        observers.removeAll { $0.id == token.id }
    }

    func emit(_ event: MapEvent) {
        let observed = ObservedEvent(time: clock.now, event: event)
        for observer in observers { observer.handler(observed) }
    }

    // MARK: Configuration

    /// Changes the view size and insets; the camera keeps its centre, which moves to the new focal point.
    public func setViewport(_ viewport: Viewport) {
        self.viewport = viewport
    }

    /// Changes the limits and moves the camera into them (reason developer) if it lies outside.
    public func setLimits(_ limits: CameraLimits) {
        self.limits = limits
        let clamped = limits.clamp(camera)
        if clamped != camera { jump(to: clamped, reason: .developer) }
    }
}

@available(*, unavailable)
extension InteractiveMap: Sendable {}

extension InteractiveMap {
    static func masks(for exclusions: [GestureKind: Set<GestureKind>]) -> [GestureKind: GestureKindMask] {
        exclusions.mapValues { GestureKindMask($0) }
    }
}

/// A registered observer. A struct rather than a tuple, so that the array keeps the closure as it is and
/// calling it needs no reabstraction thunk.
private struct Observer {
    let id: Int
    let handler: (ObservedEvent) -> Void
}

/// Identifies an observer registered with ``InteractiveMap/addObserver(_:)``.
public struct ObserverToken: Hashable, Sendable {
    let id: Int
}
