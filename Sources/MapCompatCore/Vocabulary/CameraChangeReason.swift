/// Why the camera moved.
public enum CameraChangeReason: String, Hashable, Sendable, Codable, CaseIterable {
    /// A user gesture.
    case gesture
    /// A call from the app.
    case developer
    /// A tap on a built-in control (compass, zoom buttons).
    case control
    /// Location tracking.
    case location
}
