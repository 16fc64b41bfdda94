/// One way a run did not hold up: which check, and a readable account of expected versus observed.
public struct CheckFailure: Hashable, Sendable, CustomStringConvertible {
    /// The check that failed, named after the spec part (`expect.exactly`, `expect.camera.zoom`,
    /// `agreement.events`).
    public var check: String
    /// What was expected and what was observed; may span several lines.
    public var message: String

    /// Creates a failure.
    public init(check: String, message: String) {
        self.check = check
        self.message = message
    }

    /// `check: message`.
    public var description: String { "\(check): \(message)" }
}
