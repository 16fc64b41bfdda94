/// A vendor-style call that got bad input and did what the vendor does with it (clamp, ignore, keep the old
/// value) instead of throwing, as the real SDK does not throw there.
///
/// Adapters report these on the map's ``MapDiagnostics`` channel, so that tests and tools can see what a
/// vendor SDK would have passed over silently.
public struct MapDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What the vendor surface did with the bad input.
    public enum Action: Hashable, Sendable {
        /// The value was brought into range; the associated value is what was used instead.
        case clamped(to: Double)
        /// The call changed nothing.
        case ignored
        /// The property kept the value it had before.
        case keptPrevious
        /// A documented default was used instead; the associated value says which.
        case replaced(with: String)
    }

    /// The vendor member or argument that got the input, as the vendor names it (`MLNMapView.zoomLevel`).
    public let field: String
    /// The input, as text (`nan`, `-3`).
    public let value: String
    /// What was done with it.
    public let action: Action
    /// Why, in words meant for a person.
    public let message: String

    /// Creates a diagnostic.
    public init(field: String, value: String, action: Action, message: String) {
        self.field = field
        self.value = value
        self.action = action
        self.message = message
    }

    /// A diagnostic for input the core refused with `error`: the field and message are the error's.
    public init(_ error: MapCompatError, value: String, action: Action = .ignored) {
        self.init(field: error.field, value: value, action: action, message: error.message)
    }

    /// `field = value: action (message)`.
    public var description: String {
        let done: String
        switch action {
        case .clamped(let bound): done = "clamped to \(bound)"
        case .ignored: done = "ignored"
        case .keptPrevious: done = "kept the previous value"
        case .replaced(let replacement): done = "replaced with \(replacement)"
        }
        return "\(field) = \(value): \(done) (\(message))"
    }
}
