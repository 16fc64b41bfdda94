/// A plugin's precise "no": what the spec asks is something the vendor API cannot express.
///
/// Thrown from ``AdapterPlugin/makeSession(for:)`` or ``AdapterSession/perform(_:)``, it makes the result
/// `n/a` with ``reason`` — never `error` — so a plugin can decline a case that no capability name covers (a
/// value beyond a vendor limit, say) and say why.
///
/// ```swift
/// guard maxTilt <= 60 else { throw NotExpressible(reason: "MyKit tilts at most 60°") }
/// ```
public struct NotExpressible: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the vendor API cannot express it, in a sentence.
    public var reason: String
    /// The capability this falls under, if one does; listed in the result's `missing`.
    public var capability: Capability?

    /// Creates a refusal.
    public init(reason: String, capability: Capability? = nil) {
        self.reason = reason
        self.capability = capability
    }

    /// The reason.
    public var description: String { reason }
}
