extension JSONValue {
    /// The value as JSON text: a value that fits in `width` columns on one line is written on one line, others
    /// one member or element per line, indented by two spaces per level. `lead` counts the columns before
    /// the value on its first line (its member name).
    func rendered(indent: Int = 0, lead: Int = 0, width: Int = 110) -> String {
        let inline = renderedInline()
        guard inline.count + indent + lead > width else { return inline }
        let pad = String(repeating: " ", count: indent + 2)
        switch self {
        case .array(let elements) where !elements.isEmpty:
            let lines = elements.map { pad + $0.rendered(indent: indent + 2, width: width) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
        case .object(let members) where !members.isEmpty:
            let lines = members.map { member in
                let key = JSONReport.quote(member.key) + ": "
                return pad + key + member.value.rendered(indent: indent + 2, lead: key.count, width: width)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "}"
        default:
            return inline
        }
    }

    private func renderedInline() -> String {
        switch self {
        case .null: "null"
        case .bool(let bool): bool ? "true" : "false"
        case .number(let number): NumberMatcher.format(number)
        case .string(let string): JSONReport.quote(string)
        case .array(let elements): "[" + elements.map { $0.renderedInline() }.joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { JSONReport.quote($0.key) + ": " + $0.value.renderedInline() }.joined(separator: ", ")
                + "}"
        }
    }
}
