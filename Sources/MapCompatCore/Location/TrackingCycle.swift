/// The tracking mode each tap on the location button moves to, from each mode.
///
/// NAVER does not document its order; the best evidence (a re-implementation of its button that copies the
/// native look) is none or noFollow → follow → followWithHeading → none, which ``neutral`` adopts.
public struct TrackingCycle: Hashable, Sendable {
    /// The mode after a tap while not tracking.
    public var afterNone: TrackingMode
    /// The mode after a tap while the location shows but the camera stays.
    public var afterNoFollow: TrackingMode
    /// The mode after a tap while the camera follows.
    public var afterFollow: TrackingMode
    /// The mode after a tap while the camera follows and turns with the heading.
    public var afterFollowWithHeading: TrackingMode

    /// Creates a cycle from the mode that follows each mode.
    public init(
        afterNone: TrackingMode, afterNoFollow: TrackingMode, afterFollow: TrackingMode,
        afterFollowWithHeading: TrackingMode
    ) {
        self.afterNone = afterNone
        self.afterNoFollow = afterNoFollow
        self.afterFollow = afterFollow
        self.afterFollowWithHeading = afterFollowWithHeading
    }

    /// none or noFollow → follow → followWithHeading → none.
    public static let neutral = TrackingCycle(
        afterNone: .follow, afterNoFollow: .follow, afterFollow: .followWithHeading, afterFollowWithHeading: .none)

    /// The mode a tap moves to from `mode`.
    public func next(after mode: TrackingMode) -> TrackingMode {
        switch mode {
        case .none: afterNone
        case .noFollow: afterNoFollow
        case .follow: afterFollow
        case .followWithHeading: afterFollowWithHeading
        }
    }
}
