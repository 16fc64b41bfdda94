/// How a programmatic camera move travels: at once, eased over a duration, or along a "fly" path that zooms
/// out and back in.
public struct CameraTransition: Hashable, Sendable {
    /// The path a transition takes.
    public enum Path: Hashable, Sendable {
        /// Centre, zoom, bearing and tilt each follow the timing curve (centre in Mercator space, bearing the
        /// short way round).
        case direct
        /// Van Wijk and Nuij's optimal path, as MapLibre's `fly(to:)` takes it: zooms out while travelling
        /// and back in on arrival.
        case fly
    }

    /// Duration in seconds; zero moves at once.
    public let duration: Double
    /// How progress follows time.
    public let curve: TimingCurve
    /// The path taken.
    public let path: Path

    /// No animation.
    public static let immediate = CameraTransition(uncheckedDuration: 0, curve: .linear, path: .direct)

    /// Creates a transition.
    ///
    /// - Throws: ``MapCompatError`` naming `duration` when it is negative or not finite.
    public init(duration: Double, curve: TimingCurve = .easeInOut, path: Path = .direct) throws(MapCompatError) {
        let duration = try MapCompatError.finite(duration, "duration")
        guard duration >= 0 else { throw MapCompatError(.outOfRange, field: "duration", "\(duration) is negative") }
        self.init(uncheckedDuration: duration, curve: curve, path: path)
    }

    private init(uncheckedDuration duration: Double, curve: TimingCurve, path: Path) {
        self.duration = duration
        self.curve = curve
        self.path = path
    }

    /// Whether the transition animates at all.
    public var isAnimated: Bool { duration > 0 }
}
