/// A parsed JSON document that keeps what the spec loader needs and `JSONSerialization` loses: the order
/// of object members, repeated keys, and whether a number was written as `true`/`false`.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in the order they were written; a key may appear twice (the loader reports it).
    case object([(key: String, value: JSONValue)])

    /// How problems name this value's type: "a number", "an object", ….
    var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
