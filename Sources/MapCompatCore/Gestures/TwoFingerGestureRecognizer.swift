import Foundation

/// What the two-finger recognizers (pinch, rotation, tilt) share: the first two fingers down, their
/// distance, angle and centroid now, at touch-down and at the previous change.
public class TwoFingerGestureRecognizer: GestureRecognizer {
    /// Distance between the fingers, in points.
    public private(set) var spread: Double {
        get { _spread }
        set { _spread = newValue }
    }
    /// ``spread``'s storage, exempt from dynamic exclusivity checks (read on every frame).
    @exclusivity(unchecked) final var _spread: Double = 0.0
    /// Angle of the line from the first finger to the second, in degrees clockwise on screen.
    public private(set) var angle: Double {
        get { _angle }
        set { _angle = newValue }
    }
    /// ``angle``'s storage, exempt from dynamic exclusivity checks (read on every frame).
    @exclusivity(unchecked) final var _angle: Double = 0.0
    /// The values at the previous change, for incremental effects.
    @exclusivity(unchecked) var previousSpread = 0.0
    @exclusivity(unchecked) var previousAngle = 0.0
    @exclusivity(unchecked) var previousLocation = CGPoint.zero
    /// The values at touch-down of the second finger.
    @exclusivity(unchecked) var startSpread = 0.0
    @exclusivity(unchecked) var startAngle = 0.0
    @exclusivity(unchecked) var startLocation = CGPoint.zero
    @exclusivity(unchecked) var samples = VelocityEstimate()
    @exclusivity(unchecked) private var hadTwo = false
    /// Where ``measure(_:)`` keeps its last result: shared by the map's pinch, rotation and tilt, which see
    /// the same two fingers in every frame, so that only the first of them pays for the trigonometry.
    let pairMeasure: PairMeasure

    /// Creates a two-finger recognizer.
    override public init() {
        pairMeasure = PairMeasure()
    }

    /// Creates a two-finger recognizer that shares its measurements with others.
    init(sharing pairMeasure: PairMeasure) {
        self.pairMeasure = pairMeasure
    }

    /// `true`: a two-finger gesture is continuous (began, changed, ended).
    override public var isContinuous: Bool { true }

    /// Decides whether to begin from the two fingers' start and current geometry.
    func shouldStart(tuning: RecognizerTuning, first: TouchTracker.Finger, second: TouchTracker.Finger) -> Bool {
        false
    }

    /// The value whose rate the release velocity measures.
    func sampleValue() -> Double { 0 }

    override func handle(_ frame: TouchFrame, fingers: [TouchTracker.Finger], tuning: RecognizerTuning)
        -> RecognizerWish?
    {
        if frame.touches.contains(where: { $0.phase == .cancelled }) { return state.isActive ? .cancel : .fail }
        guard fingers.count >= 2 else {
            if state.isActive { return .end }
            return hadTwo || (fingers.isEmpty && frame.touches.contains { $0.phase == .ended }) ? .fail : nil
        }
        // The first two fingers, read as values: a slice of the array would retain its storage every frame.
        let first = fingers[0]
        let second = fingers[1]
        measure(first, second)
        if !hadTwo {
            hadTwo = true
            startSpread = distance(first.start, second.start)
            startAngle = Self.angle(first.start, second.start)
            startLocation = centroid(first, second, start: true)
            previousSpread = startSpread
            previousAngle = startAngle
            previousLocation = startLocation
        }
        samples.add(time: frame.time, x: sampleValue())
        if state.isActive { return .change }
        return shouldStart(tuning: tuning, first: first, second: second) ? .begin : nil
    }

    /// Inlined into `handle`, its only caller, which runs for each two-finger recognizer on every frame.
    @inline(__always)
    private func measure(_ first: TouchTracker.Finger, _ second: TouchTracker.Finger) {
        let a = first.location
        let b = second.location
        let shared = pairMeasure
        if !shared.holds(a, b) {
            let spread = distance(a, b)
            // Two fingers on one point have no angle (atan2(0, 0) would read as 0°, a jump of up to 180°): the
            // last angle stands.
            let angle = spread > 0 ? Self.angle(a, b) : shared.angle
            shared.store(a, b, spread: spread, angle: angle, location: centroid(first, second))
        }
        spread = shared.spread
        angle = shared.angle
        location = shared.location
        numberOfTouches = 2
    }

    static func angle(_ a: CGPoint, _ b: CGPoint) -> Double {
        atan2(Double(b.y - a.y), Double(b.x - a.x)) * 180 / .pi
    }

    override func resetTracking() {
        hadTwo = false
        samples.reset()
    }

    override func rebaseline() {
        previousSpread = spread
        previousAngle = angle
        previousLocation = location
    }

    override var isTracking: Bool { hadTwo }

    /// With one finger down and none cancelled, ``handle(_:fingers:tuning:)`` ends a gesture under
    /// way or fails one that saw two fingers; otherwise it returns `nil`.
    final override var waitsOutOneFinger: Bool { !hadTwo && !state.isActive }
}

/// The spread, angle and centroid of two points, kept for the points they were measured from.
final class PairMeasure {
    private var a = CGPoint.zero
    private var b = CGPoint.zero
    private var isSet = false
    private(set) var spread = 0.0
    private(set) var angle = 0.0
    private(set) var location = CGPoint.zero

    /// Whether the values were measured from these points (bit for bit).
    func holds(_ a: CGPoint, _ b: CGPoint) -> Bool {
        isSet && Self.same(a, self.a) && Self.same(b, self.b)
    }

    func store(_ a: CGPoint, _ b: CGPoint, spread: Double, angle: Double, location: CGPoint) {
        self.a = a
        self.b = b
        isSet = true
        self.spread = spread
        self.angle = angle
        self.location = location
    }

    private static func same(_ p: CGPoint, _ q: CGPoint) -> Bool {
        Double(p.x).bitPattern == Double(q.x).bitPattern && Double(p.y).bitPattern == Double(q.y).bitPattern
    }
}

@available(*, unavailable)
extension PairMeasure: Sendable {}

/// Recognizes two fingers moving apart or together.
public final class PinchGestureRecognizer: TwoFingerGestureRecognizer {
    /// Creates a pinch recognizer.
    override public init() { super.init() }

    /// Creates a pinch recognizer that shares its measurements with the map's other two-finger ones.
    override init(sharing pairMeasure: PairMeasure) { super.init(sharing: pairMeasure) }

    /// The scale since the fingers touched down.
    public var scale: Double { startSpread > 0 ? spread / startSpread : 1 }

    /// Scale change per second at release.
    func velocity(at time: Double) -> Double { samples.velocity(at: time).x }

    override func sampleValue() -> Double { scale }

    override func shouldStart(tuning: RecognizerTuning, first: TouchTracker.Finger, second: TouchTracker.Finger)
        -> Bool
    {
        abs(spread - startSpread) > tuning.pinchSlop
    }
}

/// Recognizes two fingers turning about each other.
public final class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    /// Set by the arena while the built-in pinch is under way, so the smaller threshold applies.
    @exclusivity(unchecked) var isZooming = false

    /// Creates a rotation recognizer.
    override public init() { super.init() }

    /// Creates a rotation recognizer that shares its measurements with the map's other two-finger ones.
    override init(sharing pairMeasure: PairMeasure) { super.init(sharing: pairMeasure) }

    /// Degrees turned clockwise on screen since the fingers touched down.
    public var rotation: Double { Angle.difference(from: startAngle, to: angle) }

    /// Radians per second at release (clockwise positive).
    func velocity(at time: Double) -> Double { samples.velocity(at: time).x * .pi / 180 }

    override func sampleValue() -> Double { rotation }

    override func shouldStart(tuning: RecognizerTuning, first: TouchTracker.Finger, second: TouchTracker.Finger)
        -> Bool
    {
        abs(rotation) > (isZooming ? tuning.rotationThresholdWhileZooming : tuning.rotationThreshold)
    }
}

/// Recognizes two fingers side by side moving vertically together (the tilt gesture).
public final class TiltGestureRecognizer: TwoFingerGestureRecognizer {
    /// Creates a tilt recognizer.
    override public init() { super.init() }

    /// Creates a tilt recognizer that shares its measurements with the map's other two-finger ones.
    override init(sharing pairMeasure: PairMeasure) { super.init(sharing: pairMeasure) }

    override func shouldStart(tuning: RecognizerTuning, first: TouchTracker.Finger, second: TouchTracker.Finger)
        -> Bool
    {
        let lineAngle = abs(angle.truncatingRemainder(dividingBy: 180))
        guard min(lineAngle, 180 - lineAngle) <= tuning.tiltMaximumFingerAngle else { return false }
        let dx = Double(location.x - startLocation.x)
        let dy = Double(location.y - startLocation.y)
        guard abs(dy) > tuning.tiltSlop else { return false }
        guard atan2(abs(dy), abs(dx)) * 180 / .pi > tuning.tiltMinimumMotionAngle else { return false }
        return (first.location.y - first.start.y) * (second.location.y - second.start.y) > 0
    }
}
