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
}

extension CoreBackedView {
    /// Feeds one frame of touches to the view, as a device would (``InteractiveMap/handle(_:)-(TouchFrame)``).
    ///
    /// - Throws: ``MapCompatError`` for a frame that cannot follow the ones before; it changes nothing.
    public func handle(_ frame: TouchFrame) throws(MapCompatError) {
        try core.handle(frame)
    }

    /// Lets virtual time pass: animations, drift and recognizer timers advance
    /// (``InteractiveMap/advance(by:)``).
    ///
    /// - Throws: ``MapCompatError`` naming `seconds` when it is negative or not finite.
    public func advance(by seconds: Double) throws(MapCompatError) {
        try core.advance(by: seconds)
    }
}
