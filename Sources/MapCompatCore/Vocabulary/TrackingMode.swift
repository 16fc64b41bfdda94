/// How the camera follows the user's location.
public enum TrackingMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Location is not tracked.
    case none
    /// Location is shown but the camera does not follow.
    case noFollow
    /// The camera follows the location.
    case follow
    /// The camera follows the location and turns with the heading.
    case followWithHeading
}
