/// The fine kinds of built-in map gesture, as specs and exclusion tables name them.
public enum GestureKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// One finger down and up.
    case tap
    /// Two taps in quick succession.
    case doubleTap
    /// Two fingers down and up together.
    case twoFingerTap
    /// One finger held still.
    case longPress
    /// One finger dragging the map.
    case pan
    /// Two fingers moving apart or together.
    case pinch
    /// Two fingers turning.
    case rotate
    /// Two fingers side by side moving vertically.
    case tilt
    /// A tap, then a second touch held and dragged vertically.
    case quickZoom
}

/// The phase a continuous gesture reports.
public enum GesturePhase: String, Hashable, Sendable, Codable, CaseIterable {
    /// The gesture was recognized and starts acting.
    case began
    /// The gesture moved.
    case changed
    /// The fingers lifted normally.
    case ended
    /// The gesture was interrupted.
    case cancelled
}
