import Foundation

/// The states of a recognizer, as UIKit names them. A discrete recognizer goes from ``possible`` straight
/// to ``ended`` (UIKit's "recognized") or ``failed``; a continuous one goes through ``began`` and
/// ``changed`` first.
public enum GestureRecognizerState: String, Hashable, Sendable {
    /// Watching touches; nothing decided yet.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture moved.
    case changed
    /// The gesture finished (for a discrete gesture: it was recognized).
    case ended
    /// The gesture was interrupted.
    case cancelled
    /// The touches were not this gesture.
    case failed

    /// Whether the recognizer has begun and not yet finished.
    @inline(__always)
    public var isActive: Bool {
        switch self {
        case .began, .changed: true
        case .possible, .ended, .cancelled, .failed: false
        }
    }
}

/// What a recognizer asks its arena to do after seeing touches or a timer.
enum RecognizerWish {
    case begin, change, end, cancel, fail
}

/// The wishes recognizers hold, as the arena's walk saw them: whether there are beginnings, which the arena
/// carries out after the others, and how many wishes there are.
struct PendingWishes {
    var beginnings = false
    var others = false
    /// How many recognizers hold a wish.
    var count = 0
    /// The kind of the last built-in recognizer seen with a wish (`nil` when it was an app's).
    var lastKind: GestureKind?

    mutating func note(_ recognizer: GestureRecognizer) {
        guard let wish = recognizer.pendingWish else { return }
        if wish == .begin { beginnings = true } else { others = true }
        count += 1
        lastKind = recognizer.kind
    }

    /// The kind of the one built-in recognizer holding a wish, when that is the only wish and no beginning.
    var soleOtherKind: GestureKind? { count == 1 && others ? lastKind : nil }
}

/// A recognizer of one gesture, with UIKit's state machine and arbitration: require-to-fail, a should-begin
/// hook and simultaneous recognition.
///
/// The map owns one recognizer per built-in gesture; apps add their own with
/// ``InteractiveMap/addGestureRecognizer(_:)``, and those are asked before the built-in ones.
public class GestureRecognizer {
    /// The recognizer's state.
    public internal(set) var state: GestureRecognizerState {
        get { _state }
        set { _state = newValue }
    }
    /// ``state``'s storage, exempt from dynamic exclusivity checks (read on every frame).
    @exclusivity(unchecked) final var _state: GestureRecognizerState = .possible
    /// A disabled recognizer sees no touches and counts as failed for those that require it to fail.
    public var isEnabled: Bool {
        get { _isEnabled }
        set { _isEnabled = newValue }
    }
    /// ``isEnabled``'s storage, exempt from dynamic exclusivity checks (read on every frame).
    @exclusivity(unchecked) final var _isEnabled: Bool = true
    /// Whether the recognizer was switched off while fingers were down: it sits those touches out until
    /// every finger has lifted, as UIKit gives a recognizer only the touches that begin while it is enabled.
    final var sitsOutTouches = false
    /// Called on every state change after ``GestureRecognizerState/possible`` (with the recognizer).
    public var action: ((GestureRecognizer) -> Void)? {
        get { _action }
        set { _action = newValue }
    }
    /// ``action``'s storage, exempt from dynamic exclusivity checks (read on every frame).
    @exclusivity(unchecked) final var _action: ((GestureRecognizer) -> Void)?
    /// Asked before the recognizer leaves ``GestureRecognizerState/possible``; `false` makes it fail.
    public var shouldBegin: ((GestureRecognizer) -> Bool)? {
        get { _shouldBegin }
        set { _shouldBegin = newValue }
    }
    /// ``shouldBegin``'s storage, exempt from dynamic exclusivity checks (read on every frame).
    @exclusivity(unchecked) final var _shouldBegin: ((GestureRecognizer) -> Bool)?
    /// Asked whether this recognizer may run together with another one; either side saying yes suffices.
    public var shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)? {
        get { _shouldRecognizeSimultaneously }
        set { _shouldRecognizeSimultaneously = newValue }
    }
    /// ``shouldRecognizeSimultaneously``'s storage, exempt from dynamic exclusivity checks (read on every frame).
    @exclusivity(unchecked) final var _shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    /// The centroid of the recognizer's touches, in view points.
    public internal(set) var location: CGPoint {
        get { _location }
        set { _location = newValue }
    }
    /// ``location``'s storage, exempt from dynamic exclusivity checks (read on every frame).
    @exclusivity(unchecked) final var _location: CGPoint = CGPoint.zero
    /// How many touches the recognizer is following.
    public internal(set) var numberOfTouches: Int {
        get { _numberOfTouches }
        set { _numberOfTouches = newValue }
    }
    /// ``numberOfTouches``'s storage, exempt from dynamic exclusivity checks (read on every frame).
    @exclusivity(unchecked) final var _numberOfTouches: Int = 0

    /// The built-in gesture this recognizer drives, or `nil` for one an app added.
    public internal(set) var kind: GestureKind? {
        get { _kind }
        set { _kind = newValue }
    }
    /// ``kind``'s storage, exempt from dynamic exclusivity checks (read on every frame).
    @exclusivity(unchecked) final var _kind: GestureKind?
    /// Whether the recognizer has a began–changed–ended life (pan) or is recognized at once (tap).
    public var isContinuous: Bool { false }

    @exclusivity(unchecked) var failureRequirements: [GestureRecognizer] = []
    @exclusivity(unchecked) var pendingWish: RecognizerWish?

    /// Creates a recognizer.
    public init() {}

    /// Makes this recognizer wait until `other` fails, and fail if `other` is recognized.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0 === other }) else { return }
        failureRequirements.append(other)
    }

    // MARK: Subclass hooks

    /// Follows a frame whose touches are already applied to `fingers`.
    func handle(_ frame: TouchFrame, fingers: [TouchTracker.Finger], tuning: RecognizerTuning) -> RecognizerWish? {
        nil
    }

    /// Whether ``handle(_:fingers:tuning:)`` would return `nil` and change nothing for a frame with one finger
    /// down and none cancelled: the arena then skips the call (a two-finger recognizer before its second finger).
    var waitsOutOneFinger: Bool { false }

    /// When the recognizer needs to hear from the clock next, if ever.
    var deadline: Double? { nil }

    /// The clock reached ``deadline``.
    func fire(at time: Double, tuning: RecognizerTuning) -> RecognizerWish? { .fail }

    /// Forgets the touches followed so far (called when the recognizer returns to possible).
    func resetTracking() {}

    /// Makes the motion seen so far count as already applied (while an exclusion ignores the gesture).
    func rebaseline() {}

    /// Whether the recognizer has started following a gesture it has not yet decided on.
    var isTracking: Bool { false }
}

@available(*, unavailable)
extension GestureRecognizer: Sendable {}

func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
    let dx = Double(a.x - b.x)
    let dy = Double(a.y - b.y)
    return (dx * dx + dy * dy).squareRoot()
}

/// The centroid of two fingers, summed as ``centroid(_:start:)`` sums them (so the two agree bit for bit).
func centroid(_ first: TouchTracker.Finger, _ second: TouchTracker.Finger, start: Bool = false) -> CGPoint {
    let a = start ? first.start : first.location
    let b = start ? second.start : second.location
    var x = 0.0
    var y = 0.0
    x += Double(a.x)
    y += Double(a.y)
    x += Double(b.x)
    y += Double(b.y)
    return CGPoint(x: x / 2, y: y / 2)
}

func centroid(_ fingers: ArraySlice<TouchTracker.Finger>, start: Bool = false) -> CGPoint {
    guard !fingers.isEmpty else { return .zero }
    var x = 0.0
    var y = 0.0
    for finger in fingers {
        let point = start ? finger.start : finger.location
        x += Double(point.x)
        y += Double(point.y)
    }
    return CGPoint(x: x / Double(fingers.count), y: y / Double(fingers.count))
}
