import Foundation

/// One finger's state in a frame, as UIKit's `UITouch` reports it.
public struct Touch: Hashable, Sendable {
    /// Where a touch is in its life.
    public enum Phase: String, Hashable, Sendable, Codable {
        /// The finger went down in this frame.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move.
        case stationary
        /// The finger lifted.
        case ended
        /// The system took the touch away (an incoming call, a system gesture).
        case cancelled
    }

    /// Identifies the finger for as long as it is down; may be reused after it lifts.
    public var id: Int
    /// Where the finger is, in view points.
    public var location: CGPoint
    /// What happened to it in this frame.
    public var phase: Phase

    /// Creates a touch.
    public init(id: Int, location: CGPoint, phase: Phase) {
        self.id = id
        self.location = location
        self.phase = phase
    }
}

/// The touches a device reports at one moment.
///
/// A frame lists the touches that changed; a finger that is down and absent from a frame is taken to be
/// where it was (stationary).
public struct TouchFrame: Hashable, Sendable {
    /// Virtual time in seconds.
    public var time: Double
    /// The touches that changed (or are restated) at this moment.
    public var touches: [Touch]

    /// Creates a frame.
    public init(time: Double, touches: [Touch]) {
        self.time = time
        self.touches = touches
    }
}
