/// One change the porter made or asks for.
public struct PortChange: Hashable, Sendable {
    /// How much the change needs a person.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Rewritten; the behaviour is the same.
        case automatic
        /// Rewritten, but the target style behaves differently in a way to check (a `// PORT: review` note).
        case review = "needs review"
        /// Not expressible in the target style: commented out under a `// PORT:` note saying what to do.
        case manual
    }

    /// The file, as given.
    public var file: String
    /// The 1-based line in the ported output.
    public var line: Int
    /// How much it needs a person.
    public var kind: Kind
    /// The API-map concept.
    public var concept: String
    /// What happened, or what to do.
    public var message: String

    /// Creates a change.
    public init(file: String, line: Int, kind: Kind, concept: String, message: String) {
        self.file = file
        self.line = line
        self.kind = kind
        self.concept = concept
        self.message = message
    }
}

/// The result of porting one file.
public struct PortResult: Hashable, Sendable {
    /// The ported source.
    public var output: String
    /// Every change, in output order.
    public var changes: [PortChange]
}
