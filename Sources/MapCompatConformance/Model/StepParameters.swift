import Foundation
import MapCompatCore

extension Step {
    /// The default duration in seconds of a movement step that does not give one.
    public static let defaultGestureDuration = TouchScript.defaultGestureDuration

    /// A one-finger pan.
    public struct Pan: Hashable, Sendable {
        /// Where the finger goes down.
        public var from: CGPoint
        /// Where the finger ends.
        public var to: CGPoint
        /// How long the movement takes, in seconds.
        public var duration: Double
        /// How the finger lifts.
        public var release: Step.Release

        /// Creates a pan.
        public init(
            from: CGPoint, to: CGPoint, duration: Double = Step.defaultGestureDuration, release: Step.Release = .hold
        ) {
            self.from = from
            self.to = to
            self.duration = duration
            self.release = release
        }
    }

    /// A horizontal two-finger pinch, 100 points apart at the start and `100 · scale` at the end.
    public struct Pinch: Hashable, Sendable {
        /// The midpoint of the fingers.
        public var center: CGPoint
        /// The ratio of the final to the initial finger distance (positive).
        public var scale: Double
        /// How long the movement takes, in seconds.
        public var duration: Double
        /// How the fingers lift.
        public var release: Step.Release

        /// Creates a pinch.
        public init(
            center: CGPoint, scale: Double, duration: Double = Step.defaultGestureDuration,
            release: Step.Release = .hold
        ) {
            self.center = center
            self.scale = scale
            self.duration = duration
            self.release = release
        }
    }

    /// Two fingers 160 points apart turning about a centre.
    public struct Rotate: Hashable, Sendable {
        /// The centre of the turn.
        public var center: CGPoint
        /// The angle turned, in degrees; positive is clockwise on screen.
        public var degrees: Double
        /// How long the movement takes, in seconds.
        public var duration: Double

        /// Creates a rotation.
        public init(center: CGPoint, degrees: Double, duration: Double = Step.defaultGestureDuration) {
            self.center = center
            self.degrees = degrees
            self.duration = duration
        }
    }

    /// Two fingers side by side, 100 points apart, moving vertically together.
    public struct Tilt: Hashable, Sendable {
        /// The midpoint of the fingers at the start.
        public var center: CGPoint
        /// The vertical distance moved, in points; negative is up.
        public var dy: Double
        /// How long the movement takes, in seconds.
        public var duration: Double

        /// Creates a tilt.
        public init(center: CGPoint, dy: Double, duration: Double = Step.defaultGestureDuration) {
            self.center = center
            self.dy = dy
            self.duration = duration
        }
    }

    /// A tap, then a second touch at the same point held and dragged vertically.
    public struct QuickZoom: Hashable, Sendable {
        /// Where both touches go down.
        public var at: CGPoint
        /// The vertical distance the second touch moves, in points.
        public var dy: Double
        /// How long the drag takes, in seconds.
        public var duration: Double

        /// Creates a quick zoom.
        public init(at: CGPoint, dy: Double, duration: Double = Step.defaultGestureDuration) {
            self.at = at
            self.dy = dy
            self.duration = duration
        }
    }

    /// A press held still, then moved and lifted.
    public struct Drag: Hashable, Sendable {
        /// Where the finger goes down.
        public var from: CGPoint
        /// Where the finger lifts.
        public var to: CGPoint
        /// How long the finger is held still first, in seconds (default 0.6).
        public var hold: Double
        /// How long the movement takes, in seconds.
        public var duration: Double

        /// Creates a drag.
        public init(
            from: CGPoint, to: CGPoint, hold: Double = TouchScript.defaultDragHold,
            duration: Double = Step.defaultGestureDuration
        ) {
            self.from = from
            self.to = to
            self.hold = hold
            self.duration = duration
        }
    }

    /// One raw touch frame: the touches down at a time; an id missing from a later frame has lifted.
    public struct TouchFrame: Hashable, Sendable {
        /// Seconds from the step's start.
        public var time: Double
        /// Touch ids and their screen points.
        public var points: [String: CGPoint]
        /// Whether every touch is cancelled at this frame.
        public var cancel: Bool

        /// Creates a frame.
        public init(time: Double, points: [String: CGPoint], cancel: Bool = false) {
            self.time = time
            self.points = points
            self.cancel = cancel
        }
    }

    /// A programmatic camera move: the parts of the camera to change and how long the move takes.
    public struct CameraMove: Hashable, Sendable {
        /// The target; parts left `nil` keep their current value.
        public var camera: Spec.CameraSettings
        /// The animation's length in seconds; 0 moves at once.
        public var duration: Double

        /// Creates a camera move.
        public init(camera: Spec.CameraSettings, duration: Double = 0) {
            self.camera = camera
            self.duration = duration
        }
    }

    /// A location update.
    public struct LocationUpdate: Hashable, Sendable {
        /// The reported position.
        public var position: LatLng
        /// The reported heading in degrees clockwise from north, if any.
        public var heading: Double?

        /// Creates a location update.
        public init(position: LatLng, heading: Double? = nil) {
            self.position = position
            self.heading = heading
        }
    }
}
