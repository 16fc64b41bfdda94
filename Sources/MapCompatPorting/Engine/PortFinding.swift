/// What a rule changed, or asks a person to do, at a place in the text it was given.
struct PortFinding: Sendable {
    /// The UTF-8 offset, in the text the rule read, of what the finding is about.
    var offset: Int
    /// How much it needs a person.
    var kind: PortChange.Kind
    /// The API-map concept (or callback event) it is about.
    var concept: String
    /// What happened, or what to do.
    var message: String
}
