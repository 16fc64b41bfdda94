import Foundation

/// The neutral, headless map: it takes touch frames and calls in virtual time, and reports what happens as
/// ``MapEvent``s.
///
/// Every adapter wraps one `InteractiveMap`; all behaviour (gesture rules, camera curves, tap routing) lives
/// here, configured by data. The map is not thread-safe: drive it from one task or thread.
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
    /// The view the map draws into.
    public private(set) var viewport: Viewport
    /// The range the camera may take.
    public private(set) var limits: CameraLimits
    /// The current camera.
    public internal(set) var camera: Camera
    /// The virtual clock all timers and animations read.
    public internal(set) var clock: VirtualClock

    var animation: CameraAnimation?
    /// The reason of the camera movement under way (between will-change and did-change), if any.
    var motionReason: CameraChangeReason?
    /// Set when the camera moved since the last idle report.
    var owesIdle = false
    private var observers: [Int: (ObservedEvent) -> Void] = [:]
    private var nextObserverID = 0

    /// The camera a map starts with: Seoul City Hall at zoom 15, north up, flat.
    public static let defaultCamera = Camera(
        center: LatLng(uncheckedLatitude: 37.5666, longitude: 126.9784), zoom: 15)

    /// Creates a map.
    ///
    /// - Throws: ``MapCompatError`` when the camera is not finite.
    public init(
        camera: Camera = InteractiveMap.defaultCamera, viewport: Viewport = .neutral, limits: CameraLimits = .neutral
    ) throws(MapCompatError) {
        self.viewport = viewport
        self.limits = limits
        self.camera = limits.clamp(try camera.validated())
        self.clock = VirtualClock()
    }

    /// The current time in seconds.
    public var now: Double { clock.now }

    /// Converts between screen points and positions for the current camera.
    public var transform: ScreenTransform { ScreenTransform(camera: camera, viewport: viewport) }

    /// Whether nothing is moving the camera or waiting to happen.
    public var isIdle: Bool { animation == nil && motionReason == nil }

    // MARK: Observation

    /// Calls `handler` with every event from now on; returns a token for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ handler: @escaping (ObservedEvent) -> Void) -> ObserverToken {
        nextObserverID += 1
        observers[nextObserverID] = handler
        return ObserverToken(id: nextObserverID)
    }

    /// Stops calling the handler registered with `token`.
    public func removeObserver(_ token: ObserverToken) {
        observers[token.id] = nil
    }

    func emit(_ event: MapEvent) {
        let observed = ObservedEvent(time: clock.now, event: event)
        for id in observers.keys.sorted() { observers[id]?(observed) }
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

/// Identifies an observer registered with ``InteractiveMap/addObserver(_:)``.
public struct ObserverToken: Hashable, Sendable {
    let id: Int
}
