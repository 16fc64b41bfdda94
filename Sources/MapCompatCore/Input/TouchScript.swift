import Foundation

/// Builds realistic touch frames, sampled at 120 Hz, for the user input that conformance specs describe:
/// each call appends one gesture starting where the previous one ended.
///
/// ```swift
/// var script = TouchScript(startTime: map.now)  // frames before the map's time are rejected
/// try script.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200), duration: 0.5)
/// try map.handle(script.frames)
/// ```
public struct TouchScript: Sendable {
    /// Frames per second while fingers move.
    public static let frameRate = 120.0
    /// How long a tap's finger rests, in seconds.
    public static let tapDuration = 0.05
    /// The time between the starts of a double tap's two taps.
    public static let doubleTapSpacing = 0.1
    /// How long a long press rests when no duration is given.
    public static let defaultLongPressDuration = 0.8
    /// How long a drag holds still before moving when no hold is given.
    public static let defaultDragHold = 0.6
    /// How long a moving gesture takes when no duration is given.
    public static let defaultGestureDuration = 0.5
    /// How long a finger rests before lifting after a `hold` release.
    public static let holdBeforeRelease = 0.1

    /// How a moving gesture ends.
    public enum Release: String, Hashable, Sendable, Codable {
        /// The fingers rest for ``TouchScript/holdBeforeRelease`` and lift with no velocity.
        case hold
        /// The fingers lift while still moving.
        case fling
    }

    /// One sample of raw input: where each finger is at `time` (seconds from the step's start).
    public struct RawSample: Hashable, Sendable {
        /// Seconds from the start of the step.
        public var time: Double
        /// Every finger down at that moment, by id; a finger missing from a later sample has lifted.
        public var points: [Int: CGPoint]
        /// Whether the system cancels every touch at this moment.
        public var cancel: Bool

        /// Creates a sample.
        public init(time: Double, points: [Int: CGPoint], cancel: Bool = false) {
            self.time = time
            self.points = points
            self.cancel = cancel
        }
    }

    /// The frames built so far, in time order.
    public private(set) var frames: [TouchFrame] = []
    /// The time at which the next gesture starts.
    public private(set) var time: Double
    private var nextID = 1

    /// Creates an empty script whose first gesture starts at `startTime`.
    public init(startTime: Double = 0) {
        time = startTime.isFinite ? startTime : 0
    }

    // MARK: Gestures

    /// One finger down and up.
    public mutating func tap(at point: CGPoint) throws(MapCompatError) {
        try check(point, "tap")
        press([point], at: time, for: Self.tapDuration)
        time += Self.tapDuration
    }

    /// Two taps whose starts are ``doubleTapSpacing`` apart.
    public mutating func doubleTap(at point: CGPoint) throws(MapCompatError) {
        try check(point, "doubleTap")
        press([point], at: time, for: Self.tapDuration)
        press([point], at: time + Self.doubleTapSpacing, for: Self.tapDuration)
        time += Self.doubleTapSpacing + Self.tapDuration
    }

    /// Two fingers 40 points apart, centred on the point, down and up together.
    public mutating func twoFingerTap(at point: CGPoint) throws(MapCompatError) {
        try check(point, "twoFingerTap")
        press([offset(point, -20, 0), offset(point, 20, 0)], at: time, for: Self.tapDuration)
        time += Self.tapDuration
    }

    /// One finger held still for `duration` seconds.
    public mutating func longPress(at point: CGPoint, duration: Double = defaultLongPressDuration)
        throws(MapCompatError)
    {
        try check(point, "longPress")
        let duration = try Self.duration(duration, "longPress.duration")
        press([point], at: time, for: duration)
        time += duration
    }

    /// One finger from `start` to `end` at constant speed.
    public mutating func pan(
        from start: CGPoint, to end: CGPoint, duration: Double = defaultGestureDuration, release: Release = .hold
    ) throws(MapCompatError) {
        try check(start, "pan.from")
        try check(end, "pan.to")
        let duration = try Self.duration(duration, "pan.duration")
        let ids = begin([start])
        move(ids, from: [start], to: [end], duration: duration)
        lift(ids, at: [end], release: release)
    }

    /// Two fingers on a horizontal line through `center`, 100 points apart at the start and `100 · scale` at
    /// the end.
    public mutating func pinch(
        center: CGPoint, scale: Double, duration: Double = defaultGestureDuration, release: Release = .hold
    ) throws(MapCompatError) {
        try check(center, "pinch.center")
        let scale = try MapCompatError.finite(scale, "pinch.scale")
        guard scale > 0 else { throw MapCompatError(.outOfRange, field: "pinch.scale", "\(scale) is not positive") }
        let duration = try Self.duration(duration, "pinch.duration")
        let from = [offset(center, -50, 0), offset(center, 50, 0)]
        let to = [offset(center, -50 * scale, 0), offset(center, 50 * scale, 0)]
        let ids = begin(from)
        move(ids, from: from, to: to, duration: duration)
        lift(ids, at: to, release: release)
    }

    /// Two fingers 160 points apart turning about `center`; positive degrees turn clockwise on screen.
    public mutating func rotate(center: CGPoint, degrees: Double, duration: Double = defaultGestureDuration)
        throws(MapCompatError)
    {
        try check(center, "rotate.center")
        let degrees = try MapCompatError.finite(degrees, "rotate.degrees")
        let duration = try Self.duration(duration, "rotate.duration")
        func fingers(_ angle: Double) -> [CGPoint] {
            let radians = angle * .pi / 180
            let dx = 80 * cos(radians)
            let dy = 80 * sin(radians)
            return [offset(center, -dx, -dy), offset(center, dx, dy)]
        }
        let ids = begin(fingers(0))
        let steps = Self.steps(duration)
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            emit(ids, at: fingers(degrees * fraction), phase: .moved, time: time + duration * fraction)
        }
        time += duration
        lift(ids, at: fingers(degrees), release: .hold)
    }

    /// Two fingers side by side, 100 points apart, both moving vertically by `dy` (negative is up).
    public mutating func tilt(center: CGPoint, dy: Double, duration: Double = defaultGestureDuration)
        throws(MapCompatError)
    {
        try check(center, "tilt.center")
        let dy = try MapCompatError.finite(dy, "tilt.dy")
        let duration = try Self.duration(duration, "tilt.duration")
        let from = [offset(center, -50, 0), offset(center, 50, 0)]
        let to = [offset(center, -50, dy), offset(center, 50, dy)]
        let ids = begin(from)
        move(ids, from: from, to: to, duration: duration)
        lift(ids, at: to, release: .hold)
    }

    /// A tap, then a second touch at the same place held and dragged vertically by `dy`.
    public mutating func quickZoom(at point: CGPoint, dy: Double, duration: Double = defaultGestureDuration)
        throws(MapCompatError)
    {
        try check(point, "quickZoom.at")
        let dy = try MapCompatError.finite(dy, "quickZoom.dy")
        let duration = try Self.duration(duration, "quickZoom.duration")
        press([point], at: time, for: Self.tapDuration)
        time += Self.doubleTapSpacing
        let end = offset(point, 0, dy)
        let ids = begin([point])
        move(ids, from: [point], to: [end], duration: duration)
        lift(ids, at: [end], release: .fling)
    }

    /// Press at `start`, hold still for `hold` seconds, move to `end` over `duration`, lift.
    public mutating func drag(
        from start: CGPoint, to end: CGPoint, hold: Double = defaultDragHold, duration: Double = defaultGestureDuration
    ) throws(MapCompatError) {
        try check(start, "drag.from")
        try check(end, "drag.to")
        let hold = try Self.duration(hold, "drag.hold")
        let duration = try Self.duration(duration, "drag.duration")
        let ids = begin([start])
        time += hold
        move(ids, from: [start], to: [end], duration: duration)
        lift(ids, at: [end], release: .fling)
    }

    /// Raw samples, each giving every finger down at its time (from the step's start).
    ///
    /// - Throws: ``MapCompatError`` for a non-finite or negative time, times that run backwards, or a
    ///   non-finite point; nothing is appended then.
    public mutating func touches(_ samples: [RawSample]) throws(MapCompatError) {
        var previous = 0.0
        for (index, sample) in samples.enumerated() {
            let t = try finite(sample.time, "touches[\(index)].t")
            guard t >= previous else {
                throw MapCompatError(.timeWentBackwards, field: "touches[\(index)].t", "\(t) lies before \(previous)")
            }
            previous = t
            for (id, point) in sample.points { try check(point, "touches[\(index)].points.\(id)") }
        }
        var down: [Int: CGPoint] = [:]
        for sample in samples {
            let at = time + sample.time
            var touches: [Touch] = []
            if sample.cancel {
                touches = down.sorted { $0.key < $1.key }.map {
                    Touch(id: $0.key, location: $0.value, phase: .cancelled)
                }
                down = [:]
            } else {
                for (id, point) in sample.points.sorted(by: { $0.key < $1.key }) {
                    let phase: Touch.Phase = down[id] == nil ? .began : (down[id] == point ? .stationary : .moved)
                    touches.append(Touch(id: id, location: point, phase: phase))
                    down[id] = point
                }
                for (id, point) in down.sorted(by: { $0.key < $1.key }) where sample.points[id] == nil {
                    touches.append(Touch(id: id, location: point, phase: .ended))
                    down[id] = nil
                }
            }
            if !touches.isEmpty { frames.append(TouchFrame(time: at, touches: touches)) }
        }
        time += previous
    }

    /// Advances the script's time without input.
    public mutating func wait(_ seconds: Double) throws(MapCompatError) {
        time += try Self.duration(seconds, "wait")
    }

    // MARK: Building blocks

    private mutating func press(_ points: [CGPoint], at start: Double, for duration: Double) {
        let ids = points.map { _ in nextIdentifier() }
        emit(ids, at: points, phase: .began, time: start)
        emit(ids, at: points, phase: .ended, time: start + duration)
    }

    private mutating func begin(_ points: [CGPoint]) -> [Int] {
        let ids = points.map { _ in nextIdentifier() }
        emit(ids, at: points, phase: .began, time: time)
        return ids
    }

    private mutating func move(_ ids: [Int], from: [CGPoint], to: [CGPoint], duration: Double) {
        let steps = Self.steps(duration)
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            let points = zip(from, to).map { a, b in
                CGPoint(x: Double(a.x) + Double(b.x - a.x) * f, y: Double(a.y) + Double(b.y - a.y) * f)
            }
            emit(ids, at: points, phase: .moved, time: time + duration * f)
        }
        time += duration
    }

    private mutating func lift(_ ids: [Int], at points: [CGPoint], release: Release) {
        time += release == .hold ? Self.holdBeforeRelease : 1 / Self.frameRate
        emit(ids, at: points, phase: .ended, time: time)
    }

    private mutating func emit(_ ids: [Int], at points: [CGPoint], phase: Touch.Phase, time: Double) {
        let touches = zip(ids, points).map { Touch(id: $0, location: $1, phase: phase) }
        if let last = frames.last, last.time > time {
            let index = frames.firstIndex { $0.time > time } ?? frames.endIndex
            frames.insert(TouchFrame(time: time, touches: touches), at: index)
        } else {
            frames.append(TouchFrame(time: time, touches: touches))
        }
    }

    private mutating func nextIdentifier() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    private static func steps(_ duration: Double) -> Int {
        max(1, Int((duration * frameRate).rounded()))
    }

    private static func duration(_ value: Double, _ field: String) throws(MapCompatError) -> Double {
        let value = try MapCompatError.finite(value, field)
        guard value >= 0 else { throw MapCompatError(.outOfRange, field: field, "\(value) is negative") }
        return value
    }

    private func check(_ point: CGPoint, _ field: @autoclosure () -> String) throws(MapCompatError) {
        _ = try finite(Double(point.x), "\(field()).x")
        _ = try finite(Double(point.y), "\(field()).y")
    }

    /// `value` when it is finite, else throws naming `field`, which is spelled out only then: raw touches check
    /// every sample.
    private func finite(_ value: Double, _ field: @autoclosure () -> String) throws(MapCompatError) -> Double {
        value.isFinite ? value : try MapCompatError.finite(value, field())
    }

    private func offset(_ point: CGPoint, _ dx: Double, _ dy: Double) -> CGPoint {
        CGPoint(x: Double(point.x) + dx, y: Double(point.y) + dy)
    }
}
