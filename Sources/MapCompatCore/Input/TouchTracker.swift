import Foundation

/// The fingers currently down, kept consistent: a frame that would make the set inconsistent is rejected
/// whole, with a typed error, and changes nothing.
///
/// Rules: a touch that begins must not be down already; one that moves, rests, ends or is cancelled must
/// be down; at most ``maximumTouches`` may be down at once; positions must be finite and within
/// ``coordinateLimit`` points of the view's origin; a touch may appear only once per frame.
public struct TouchTracker: Sendable {
    /// The most fingers a screen reports at once.
    public static let maximumTouches = 10
    /// How far from the view's origin, in points along either axis, a touch may lie: far beyond any screen,
    /// and near enough that the gesture arithmetic (squared distances, spans) stays finite.
    public static let coordinateLimit = 1_000_000.0

    /// A finger that is down.
    public struct Finger: Hashable, Sendable {
        /// The touch id.
        public var id: Int
        /// Where it touched down.
        public var start: CGPoint
        /// When it touched down.
        public var startTime: Double
        /// Where it is now.
        public var location: CGPoint
    }

    /// The fingers down, in the order they touched down.
    public private(set) var fingers: [Finger] = []

    /// Creates a tracker with no fingers down.
    public init() {
        fingers.reserveCapacity(Self.maximumTouches)
    }

    /// Checks a frame against the fingers down without changing anything.
    ///
    /// Inlined in the module, where the map checks every frame against its fingers in place: called out,
    /// the check would copy (retain) the finger array first.
    @inline(__always)
    public func validate(_ frame: TouchFrame) throws(MapCompatError) {
        // Checked inline first: the call that builds the error is made only for a time that is not finite.
        if !frame.time.isFinite { _ = try MapCompatError.finite(frame.time, "time") }
        var down = fingers.count
        for index in frame.touches.indices {
            let touch = frame.touches[index]
            // One check for the common case (a NaN or an infinity is not within the limit either); the error,
            // if any, is told apart below, not finite before out of range, as the rules read.
            if !(abs(touch.location.x) <= Self.coordinateLimit && abs(touch.location.y) <= Self.coordinateLimit) {
                throw Self.positionError(touch.location, at: index)
            }
            for other in frame.touches[..<index] where other.id == touch.id {
                throw MapCompatError(
                    .invalidTouchSequence, field: "touches[\(index)].id", "touch \(touch.id) appears twice")
            }
            let isDown = fingers.contains { $0.id == touch.id }
            switch touch.phase {
            case .began:
                guard !isDown else {
                    throw MapCompatError(
                        .invalidTouchSequence, field: "touches[\(index)].phase", "touch \(touch.id) began twice")
                }
                down += 1
                guard down <= Self.maximumTouches else {
                    throw MapCompatError(
                        .tooManyTouches, field: "touches[\(index)]",
                        "more than \(Self.maximumTouches) touches would be down")
                }
            case .moved, .stationary, .ended, .cancelled:
                guard isDown else {
                    throw MapCompatError(
                        .invalidTouchSequence, field: "touches[\(index)].phase",
                        "touch \(touch.id) is \(touch.phase.rawValue) but never began")
                }
            }
        }
    }

    /// ``validate(_:)`` for a tracker held in a class's stored property: the in-out access reads the fingers
    /// where they are, where a call on the stored value would copy (retain) the finger array first.
    @inline(__always)
    mutating func validateInPlace(_ frame: TouchFrame) throws(MapCompatError) {
        try validate(frame)
    }

    /// Calls `body` with the fingers down, borrowed from the tracker in place (see ``validateInPlace(_:)``):
    /// how the arena shows them to every recognizer without copying the array.
    @inline(__always)
    mutating func withFingers<Result>(_ body: ([Finger]) -> Result) -> Result {
        body(fingers)
    }

    /// Why a position that failed the inline check in ``validate(_:)`` is refused: not finite, or else too far
    /// from the view's origin.
    private static func positionError(_ location: CGPoint, at index: Int) -> MapCompatError {
        guard location.x.isFinite, location.y.isFinite else {
            let axis = location.x.isFinite ? "y" : "x"
            return MapCompatError(
                .nonFinite, field: "touches[\(index)].location.\(axis)", "the position is not a finite number")
        }
        let axis = abs(location.x) <= coordinateLimit ? "y" : "x"
        return MapCompatError(
            .outOfRange, field: "touches[\(index)].location.\(axis)",
            "the position is more than \(Int(coordinateLimit)) points from the view's origin")
    }

    /// Applies a validated frame: new fingers are added, moved ones updated, lifted ones removed. (Inlined:
    /// the arena applies every frame.)
    @inline(__always)
    mutating func apply(_ frame: TouchFrame) {
        for touch in frame.touches {
            switch touch.phase {
            case .began:
                fingers.append(
                    Finger(id: touch.id, start: touch.location, startTime: frame.time, location: touch.location))
            case .moved, .stationary:
                if let index = fingers.firstIndex(where: { $0.id == touch.id }) {
                    fingers[index].location = touch.location
                }
            case .ended, .cancelled:
                fingers.removeAll { $0.id == touch.id }
            }
        }
    }

    /// Lifts every finger (used when the map cancels all touches).
    mutating func removeAll() {
        fingers.removeAll(keepingCapacity: true)
    }
}
