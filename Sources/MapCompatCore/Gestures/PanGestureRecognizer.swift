import Foundation

/// Recognizes one finger dragging, once it has moved further than the profile's pan slop, and follows it
/// until it lifts. A second finger ends the pan (two-finger gestures take over).
public final class PanGestureRecognizer: GestureRecognizer {
    /// Where the finger touched down.
    public private(set) var startLocation: CGPoint {
        get { _startLocation }
        set { _startLocation = newValue }
    }
    /// ``startLocation``'s storage, exempt from dynamic exclusivity checks (read on every frame).
    @exclusivity(unchecked) final var _startLocation: CGPoint = CGPoint.zero
    /// Where the finger was at the previous change, for incremental effects.
    @exclusivity(unchecked) var previousLocation = CGPoint.zero
    @exclusivity(unchecked) private var samples = VelocityEstimate()
    @exclusivity(unchecked) private var fingerID: Int?

    /// `true`: a pan is continuous (began, changed, ended).
    override public var isContinuous: Bool { true }

    /// Creates a pan recognizer.
    override public init() {}

    /// The finger's velocity in points per second at a time (zero once it rested).
    public func velocity(at time: Double) -> CGPoint {
        let v = samples.velocity(at: time)
        return CGPoint(x: v.x, y: v.y)
    }

    override func handle(_ frame: TouchFrame, fingers: [TouchTracker.Finger], tuning: RecognizerTuning)
        -> RecognizerWish?
    {
        if frame.touches.contains(where: { $0.phase == .cancelled }) { return state.isActive ? .cancel : .fail }
        if fingers.count > 1 { return state.isActive ? .end : .fail }
        guard let finger = fingers.first else { return state.isActive ? .end : (fingerID == nil ? nil : .fail) }
        if fingerID == nil {
            fingerID = finger.id
            startLocation = finger.start
            previousLocation = finger.start
            samples.add(time: frame.time, x: Double(finger.start.x), y: Double(finger.start.y))
        }
        guard finger.location != location || !state.isActive else { return nil }
        if finger.id == fingerID {
            samples.add(time: frame.time, x: Double(finger.location.x), y: Double(finger.location.y))
        }
        location = finger.location
        numberOfTouches = 1
        if state.isActive { return .change }
        return distance(finger.location, finger.start) > tuning.panSlop ? .begin : nil
    }

    override func resetTracking() {
        fingerID = nil
        samples.reset()
    }

    override func rebaseline() { previousLocation = location }

    override var isTracking: Bool { fingerID != nil }
}
