/// The built-in on-screen controls.
public enum MapControl: String, Hashable, Sendable, Codable, CaseIterable {
    /// Shows the bearing; a tap turns the map north up and flat.
    case compass
    /// Shows the ground distance of a length on screen.
    case scaleBar
    /// Zooms in by one level.
    case zoomIn
    /// Zooms out by one level.
    case zoomOut
    /// Picks the floor of a focused indoor map.
    case indoorLevelPicker
    /// Cycles the location-tracking mode.
    case locationButton
    /// The map provider's logo; a tap asks for the legal notice.
    case logo
}
