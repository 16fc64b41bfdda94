import Foundation

/// Recognizes a finger held still for a minimum duration, then follows it until it lifts. With one tap
/// required it is "tap, then press": the map's quick zoom.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the finger must rest; `nil` takes the profile's long-press duration.
    public var minimumPressDuration: Double? {
        get { _minimumPressDuration }
        set { _minimumPressDuration = newValue }
    }
    /// ``minimumPressDuration``'s storage, exempt from dynamic exclusivity checks (read on every frame).
    @exclusivity(unchecked) final var _minimumPressDuration: Double?
    /// How many taps come before the press (0 or 1).
    public let numberOfTapsRequired: Int
    /// How far (points) the finger may move before the press begins; `nil` takes the profile's tap slop.
    public var allowableMovement: Double? {
        get { _allowableMovement }
        set { _allowableMovement = newValue }
    }
    /// ``allowableMovement``'s storage, exempt from dynamic exclusivity checks (read on every frame).
    @exclusivity(unchecked) final var _allowableMovement: Double?

    /// Where the pressing finger touched down.
    public private(set) var startLocation: CGPoint {
        get { _startLocation }
        set { _startLocation = newValue }
    }
    /// ``startLocation``'s storage, exempt from dynamic exclusivity checks (read on every frame).
    @exclusivity(unchecked) final var _startLocation: CGPoint = CGPoint.zero
    /// Where the finger was at the previous change, for incremental effects.
    @exclusivity(unchecked) var previousLocation = CGPoint.zero

    @exclusivity(unchecked) private var tapDone = false
    @exclusivity(unchecked) private var tapDownTime: Double?
    /// When the finger of the required tap has rested too long to be a tap: the recognizer fails then, as
    /// UIKit's does, rather than when the finger lifts (so recognizers that require it to fail need not wait).
    @exclusivity(unchecked) private var tapExpiry: Double?
    @exclusivity(unchecked) private var waitUntil: Double?
    @exclusivity(unchecked) private var pressID: Int?
    @exclusivity(unchecked) private var beginAt: Double?

    /// Creates a long-press recognizer.
    public init(minimumPressDuration: Double? = nil, numberOfTapsRequired: Int = 0, allowableMovement: Double? = nil) {
        self._minimumPressDuration = minimumPressDuration
        self.numberOfTapsRequired = min(max(0, numberOfTapsRequired), 1)
        self._allowableMovement = allowableMovement
    }

    /// `true`: a long press is continuous (began, changed while held, ended on lift).
    override public var isContinuous: Bool { true }

    override func handle(_ frame: TouchFrame, fingers: [TouchTracker.Finger], tuning: RecognizerTuning)
        -> RecognizerWish?
    {
        if frame.touches.contains(where: { $0.phase == .cancelled }) { return state.isActive ? .cancel : .fail }
        if numberOfTapsRequired == 1 && !tapDone { return followTap(frame, fingers: fingers, tuning: tuning) }
        if pressID == nil, let began = frame.touches.first(where: { $0.phase == .began }) {
            if let first = tapLocation, distance(began.location, first) > tuning.doubleTapDistance { return .fail }
            pressID = began.id
            startLocation = began.location
            previousLocation = began.location
            location = began.location
            waitUntil = nil
            let duration = minimumPressDuration ?? tuning.longPressDuration
            if duration <= 0 { return fingers.count == 1 ? .begin : .fail }
            beginAt = frame.time + duration
        }
        guard let pressID else { return nil }
        guard let finger = fingers.first(where: { $0.id == pressID }) else {
            return state.isActive ? .end : .fail
        }
        numberOfTouches = fingers.count
        if !state.isActive {
            if fingers.count > 1 { return .fail }
            if distance(finger.location, finger.start) > (allowableMovement ?? tuning.tapSlop) { return .fail }
            return nil
        }
        guard finger.location != location else { return nil }
        location = finger.location
        return .change
    }

    @exclusivity(unchecked) private var tapLocation: CGPoint?

    private func followTap(_ frame: TouchFrame, fingers: [TouchTracker.Finger], tuning: RecognizerTuning)
        -> RecognizerWish?
    {
        if fingers.count > 1 { return .fail }
        if let finger = fingers.first {
            if tapDownTime == nil {
                tapDownTime = frame.time
                tapExpiry = frame.time + tuning.maximumTapDuration
                tapLocation = finger.start
            }
            if distance(finger.location, finger.start) > tuning.tapSlop { return .fail }
            return nil
        }
        guard let down = tapDownTime, frame.time - down <= tuning.maximumTapDuration else { return .fail }
        tapDone = true
        tapExpiry = nil
        waitUntil = frame.time + tuning.doubleTapInterval
        return nil
    }

    override var deadline: Double? { state.isActive ? nil : (beginAt ?? waitUntil ?? tapExpiry) }

    override func fire(at time: Double, tuning: RecognizerTuning) -> RecognizerWish? {
        if beginAt != nil, !state.isActive {
            beginAt = nil
            return .begin
        }
        return .fail
    }

    override func resetTracking() {
        tapDone = false
        tapDownTime = nil
        tapExpiry = nil
        tapLocation = nil
        waitUntil = nil
        pressID = nil
        beginAt = nil
    }

    override func rebaseline() { previousLocation = location }

    override var isTracking: Bool { tapDownTime != nil || pressID != nil }
}
