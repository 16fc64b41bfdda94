import Foundation

/// The neutral, headless map: it takes touch frames and calls in virtual time, and reports what happens as
/// ``MapEvent``s.
///
/// Every adapter wraps one `InteractiveMap`; all behaviour (gesture rules, camera curves, tap routing) lives
/// here, configured by data. The map is not thread-safe: drive it from one task or thread. (The hot
/// state of its components opts out of dynamic exclusivity checks, which cost a third of the time per frame;
/// the one-thread contract is what makes that sound.)
///
/// The map is a thin coordinator over components that each own their state and the rules that change it:
/// `GestureArena` (fingers, recognizers, arbitration), `CameraMotion` (camera, limits, viewport,
/// animation, movement reports), `GestureCamera` (what the built-in gestures do to the camera: their
/// progress, drift and the turns back to north), `TapRouter` (scene, hit rules, tap handlers), `AnnotationStore`
/// (annotations, selection, callouts, drags), `ControlState`, `LocationTracking` and `IndoorMaps`, and
/// the `EventStream` every component reports on. The map's extensions wire one to another: which component
/// a gesture's phase goes to, where a tap goes, what a control tap does.
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
    /// The virtual clock and the observers every event goes to.
    let events: EventStream
    /// The camera, its limits and viewport, and whatever moves it.
    let motion: CameraMotion
    /// The fingers down, the recognizers and their arbitration.
    let arena: GestureArena
    /// What the built-in gestures do to the camera.
    let gestureCamera: GestureCamera
    /// The scene and the routing of presses to it.
    let taps: TapRouter
    /// The annotations, the selection and its callout, and every drag.
    let annotationStore: AnnotationStore
    /// Control settings and the touches controls hold.
    @exclusivity(unchecked) var controls = ControlState()
    /// The tracking mode, the latest fix and the user-location marker.
    @exclusivity(unchecked) var tracking = LocationTracking()
    /// Indoor regions and the level each shows.
    @exclusivity(unchecked) var indoor = IndoorMaps()
    /// Where the vendor-style surface reports input it clamped or ignored instead of throwing.
    public let diagnostics = MapDiagnostics()
    /// How many identifiers ``newIdentifier(prefix:)`` has given for each prefix.
    var identifiersGiven: [String: Int] = [:]

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
    public convenience init(
        profile: InteractionProfile = .neutral, camera: Camera = InteractiveMap.defaultCamera,
        viewport: Viewport = .neutral, limits: CameraLimits? = nil
    ) throws(MapCompatError) {
        self.init(profile: profile, cameraOrDefault: try camera.validated(), viewport: viewport, limits: limits)
    }

    /// Creates a map that cannot fail, for vendor-style views whose real initialisers do not throw: a camera
    /// that is not finite is replaced by ``defaultCamera`` (the caller reports that on ``diagnostics``).
    ///
    /// - Parameters:
    ///   - profile: the vendor rules to follow.
    ///   - camera: where the map starts, or ``defaultCamera`` when it is not finite.
    ///   - viewport: the view's size and insets.
    ///   - limits: the camera's range; the profile's limits by default.
    public init(
        profile: InteractionProfile, cameraOrDefault camera: Camera, viewport: Viewport = .neutral,
        limits: CameraLimits? = nil
    ) {
        let limits = limits ?? profile.limits
        let events = EventStream()
        let start = (try? camera.validated()) ?? InteractiveMap.defaultCamera
        let motion = CameraMotion(camera: limits.clamp(start), viewport: viewport, limits: limits, events: events)
        self.profile = profile
        self.events = events
        self.motion = motion
        let arena = GestureArena(profile: profile, settings: profile.gestures.switches)
        self.arena = arena
        gestureCamera = GestureCamera(profile: profile, motion: motion, arena: arena, settings: profile.gestures)
        taps = TapRouter(rules: profile.hitTest)
        annotationStore = AnnotationStore(rules: profile.annotations, cameraMotion: motion, events: events)
        applyBuiltInConditions()
    }

    // MARK: State

    /// The view the map draws into.
    public var viewport: Viewport { motion.viewport }
    /// The range the camera may take.
    public var limits: CameraLimits { motion.limits }
    /// The current camera.
    public internal(set) var camera: Camera {
        get { motion.camera }
        set { motion.camera = newValue }
    }
    /// The virtual clock all timers and animations read.
    public internal(set) var clock: VirtualClock {
        get { events.clock }
        set { events.clock = newValue }
    }
    /// The current time in seconds.
    public var now: Double { events.clock.now }

    /// The built-in gesture switches; changing them takes effect at the next touch, and a gesture under way
    /// that is switched off ends as cancelled (as a UIKit recognizer disabled while it recognizes does).
    ///
    /// The map keeps the switches with its recognizers and the drift settings with the rules that use them.
    public var gestureSettings: GestureSettings {
        get {
            var settings = arena.settings
            settings.deceleration = gestureCamera.deceleration
            settings.decelerationRates = gestureCamera.decelerationRates
            return settings
        }
        set {
            gestureCamera.deceleration = newValue.deceleration
            gestureCamera.decelerationRates = newValue.decelerationRates
            arena.settings = newValue.switches
            if arena.cancelSwitchedOff(to: self) { settle() }
        }
    }

    /// Asked before each camera change a built-in gesture would make, with the camera now, the camera it
    /// would move to and the gesture; `false` skips that step, and a refused drift or tap zoom does not
    /// start (MapLibre's `mapView(_:shouldChangeFrom:to:reason:)`). Animations the app starts are not asked.
    public var shouldChangeCamera: ((Camera, Camera, GestureKind) -> Bool)? {
        get { motion.gestureVeto }
        set { motion.gestureVeto = newValue }
    }

    /// Converts between screen points and positions for the current camera.
    public var transform: ScreenTransform { motion.transform }

    /// Whether nothing is moving the camera or waiting to happen: no animation or drift, no finger down on
    /// the map (a finger resting on a control does not count), no recognizer or annotation waiting for its
    /// timer. (Inlined in the module: every frame asks, and most stop at the first checks.)
    @inline(__always)
    public var isIdle: Bool {
        motion.animationEnd == nil && motion.reason == nil && arena.tracker.fingers.isEmpty
            && !arena.recognizersArePending && !annotationStore.isPending && gestureCamera.northReturnAt == nil
    }

    // MARK: Observation

    /// Calls `handler` with every event from now on; returns a token for ``removeObserver(_:)``.
    ///
    /// Handlers run at once, in the order they were added. A handler may call back into the map, as a vendor's
    /// layer confirming a drag with ``setDragState(_:of:)`` from the drag-state callback does: the call takes
    /// effect at once, and the events it causes are delivered before the current event reaches the handlers
    /// added after the calling one. An adapter that reports through one observer keeps its callbacks in order.
    @discardableResult
    public func addObserver(_ handler: @escaping (ObservedEvent) -> Void) -> ObserverToken {
        events.add(handler)
    }

    /// Stops calling the handler registered with `token`.
    public func removeObserver(_ token: ObserverToken) {
        events.remove(token)
    }

    /// Reports an event on the map's stream. Inlined, as ``EventStream/emit(_:)`` is, so that the event is
    /// built in place.
    @inline(__always)
    func emit(_ event: MapEvent) {
        events.emit(event)
    }

    // MARK: Configuration

    /// Changes the view size and insets; the camera keeps its centre, which moves to the new focal point.
    public func setViewport(_ viewport: Viewport) {
        motion.viewport = viewport
    }

    /// Changes the limits and moves the camera into them (reason developer) if it lies outside.
    public func setLimits(_ limits: CameraLimits) {
        motion.limits = limits
        let clamped = limits.clamp(camera)
        guard clamped != camera else { return }
        // A drift or animation under way would keep reporting moves after this jump's did-change.
        motion.stopAnimation()
        motion.jump(to: clamped, reason: .developer)
    }

    /// Checks that every piece of state kept for speed agrees with its source (the masks with
    /// ``gestureSettings``, `animationEnd` with the animation, the transform cache with the camera) and
    /// returns a description of each disagreement, empty when all hold. The test harness runs it after
    /// every frame, in the manner of swift-collections' `_checkInvariants()`.
    @discardableResult
    func _checkInvariants() -> [String] {
        arena.invariantViolations() + motion.invariantViolations()
    }
}

@available(*, unavailable)
extension InteractiveMap: Sendable {}

extension InteractiveMap: BuiltInGestureHandler {}
