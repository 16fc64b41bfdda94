/// The parts of a callout a tap can land on.
public enum CalloutPart: String, Hashable, Sendable, Codable, CaseIterable {
    /// The callout's body (title and subtitle).
    case body
    /// The left accessory control.
    case left
    /// The right accessory control.
    case right
}
