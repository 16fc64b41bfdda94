import Foundation

/// Recognizes taps: a number of fingers down and up, a number of times in quick succession, without
/// moving further than the profile's tap slop.
public final class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture (at least 1; UIKit lets apps set it after creating the recognizer).
    public var numberOfTapsRequired: Int {
        get { tapsRequired }
        set { tapsRequired = max(1, newValue) }
    }
    /// How many fingers each tap uses (at least 1).
    public var numberOfTouchesRequired: Int {
        get { touchesRequired }
        set { touchesRequired = max(1, newValue) }
    }
    /// The counts as read on every frame, kept apart from the public properties so that those reads need no
    /// exclusivity check (the map is driven from one thread).
    @exclusivity(unchecked) private var tapsRequired: Int
    @exclusivity(unchecked) private var touchesRequired: Int

    @exclusivity(unchecked) private var tapsSeen = 0
    @exclusivity(unchecked) private var tapDownTime: Double?
    @exclusivity(unchecked) private var fingersInTap = 0
    @exclusivity(unchecked) private var firstTapLocation: CGPoint?
    @exclusivity(unchecked) private var waitUntil: Double?
    @exclusivity(unchecked) private var expiry: Double?

    /// Creates a tap recognizer.
    public init(numberOfTapsRequired: Int = 1, numberOfTouchesRequired: Int = 1) {
        tapsRequired = max(1, numberOfTapsRequired)
        touchesRequired = max(1, numberOfTouchesRequired)
    }

    override func handle(_ frame: TouchFrame, fingers: [TouchTracker.Finger], tuning: RecognizerTuning)
        -> RecognizerWish?
    {
        var lifted = false
        for touch in frame.touches {
            switch touch.phase {
            case .cancelled:
                return .fail
            case .began:
                if tapDownTime == nil {
                    tapDownTime = frame.time
                    waitUntil = nil
                    expiry = frame.time + tuning.maximumTapDuration
                }
                if let first = firstTapLocation, distance(touch.location, first) > tuning.doubleTapDistance {
                    return .fail
                }
                fingersInTap += 1
            case .moved, .stationary:
                if let finger = fingers.first(where: { $0.id == touch.id }),
                    distance(finger.location, finger.start) > tuning.tapSlop
                {
                    return .fail
                }
            case .ended:
                lifted = true
            }
        }
        if fingers.count > touchesRequired || fingersInTap > touchesRequired { return .fail }
        if !fingers.isEmpty {
            numberOfTouches = fingers.count
            location = centroid(fingers[...], start: true)
        }
        guard lifted, fingers.isEmpty, let down = tapDownTime else { return nil }
        guard fingersInTap == touchesRequired, frame.time - down <= tuning.maximumTapDuration else {
            return .fail
        }
        tapsSeen += 1
        tapDownTime = nil
        expiry = nil
        fingersInTap = 0
        if firstTapLocation == nil { firstTapLocation = location }
        if tapsSeen >= tapsRequired { return .begin }
        waitUntil = frame.time + tuning.doubleTapInterval
        return nil
    }

    /// The next tap must start by `waitUntil`; fingers down must lift by `expiry`.
    override var deadline: Double? { waitUntil ?? expiry }

    override func fire(at time: Double, tuning: RecognizerTuning) -> RecognizerWish? { .fail }

    override func resetTracking() {
        tapsSeen = 0
        tapDownTime = nil
        fingersInTap = 0
        firstTapLocation = nil
        waitUntil = nil
        expiry = nil
    }

    override var isTracking: Bool { tapDownTime != nil || tapsSeen > 0 }
}
