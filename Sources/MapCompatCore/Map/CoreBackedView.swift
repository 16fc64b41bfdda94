/// A vendor-style view drawn by an ``InteractiveMap``: every adapter's view (`NMFMapView`, `MLNMapView`,
/// `TomTomMap`, `RMMapView`…) conforms, and gets the same headless input from this protocol — touch frames
/// in, virtual time forward — where a device would deliver touches and a run loop would move time.
public protocol CoreBackedView: AnyObject {
    /// The neutral map behind the view.
    var core: InteractiveMap { get }

    /// Feeds one frame of touches to the view; a view that reports touches itself (TomTom's
    /// `interactionStarted`) implements it, others take the default.
    func handle(_ frame: TouchFrame) throws(MapCompatError)

    /// Lets virtual time pass.
    func advance(by seconds: Double) throws(MapCompatError)

    /// The current virtual time in seconds; by default the core's clock.
    var now: Double { get }

    /// Whether nothing is moving the camera or waiting to happen; by default the core's reading
    /// (``InteractiveMap/isIdle``).
    var isIdle: Bool { get }

    /// Lets virtual time pass until the view is idle, by at most `maximum` seconds; returns whether it is
    /// idle at the end. By default the core's ``InteractiveMap/advanceUntilIdle(maximum:)``.
    func settle(maximum: Double) throws(MapCompatError) -> Bool
}

extension CoreBackedView {
    /// Feeds one frame of touches to the view, as a device would (``InteractiveMap/handle(_:)-(TouchFrame)``).
    ///
    /// - Throws: ``MapCompatError`` for a frame that cannot follow the ones before; it changes nothing.
    public func handle(_ frame: TouchFrame) throws(MapCompatError) {
        try core.handle(frame)
    }

    /// Feeds frames in order through ``handle(_:)-(TouchFrame)``; stops at the first one that is rejected.
    ///
    /// - Throws: ``MapCompatError`` for the first frame that cannot follow the ones before.
    public func handle(_ frames: some Sequence<TouchFrame>) throws(MapCompatError) {
        for frame in frames { try handle(frame) }
    }

    /// Lets virtual time pass: animations, drift and recognizer timers advance
    /// (``InteractiveMap/advance(by:)``).
    ///
    /// - Throws: ``MapCompatError`` naming `seconds` when it is negative or not finite.
    public func advance(by seconds: Double) throws(MapCompatError) {
        try core.advance(by: seconds)
    }

    /// The core's clock (``InteractiveMap/now``).
    public var now: Double { core.now }

    /// Whether the core is idle (``InteractiveMap/isIdle``).
    public var isIdle: Bool { core.isIdle }

    /// Lets virtual time pass until the view is idle, by at most `maximum` seconds, after a first
    /// `advance(by: 0)` through the view: a view that finishes loading on its first advance (MapLibre's
    /// style, NAVER's map, TomTom's `onMapReady`) tells its delegates on the first settle, as it does on the
    /// first touch (``InteractiveMap/advanceUntilIdle(maximum:)``).
    ///
    /// - Throws: ``MapCompatError`` naming `maximum` when it is negative or not finite.
    @discardableResult
    public func settle(maximum: Double) throws(MapCompatError) -> Bool {
        _ = try MapCompatError.finite(maximum, "maximum")
        try advance(by: 0)
        return try core.advanceUntilIdle(maximum: maximum)
    }
}
