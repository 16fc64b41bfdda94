import Foundation

/// Location tracking's state: the tracking mode, the latest fix and whether the user-location marker is
/// drawn.
struct LocationTracking {
    /// How the camera follows the user's location now.
    private(set) var mode = TrackingMode.none
    /// The latest fix from the location source.
    var fix: LocationFix?
    /// Whether the user-location marker is drawn while a fix is known.
    var showsMarker = true
    /// Where on screen a followed location is shown; the viewport's focal point when `nil`.
    var anchor: CGPoint?

    /// Changes the mode; `false` when it is the current one.
    mutating func change(to mode: TrackingMode) -> Bool {
        guard mode != self.mode else { return false }
        self.mode = mode
        return true
    }

    /// Whether the camera follows the fix now: a following mode and a known fix.
    var isFollowing: Bool { (mode == .follow || mode == .followWithHeading) && fix != nil }
}
