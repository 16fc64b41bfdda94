/// How a built-in control appears at the moment.
public enum ControlVisibility: String, Hashable, Sendable, Codable, CaseIterable {
    /// Shown and answering taps.
    case visible
    /// Not shown: taps where it would be reach the map.
    case hidden
    /// Shown but inert: a zoom button at its limit (it still swallows taps, as a disabled button does), or
    /// a logo whose tapping is off (taps pass through it to the map).
    case disabled
}
