import MapCompatCore

extension SpecReader {
    /// An `absent` entry: a bare kind name or a pattern.
    func absentPattern(_ value: JSONValue, _ path: JSONPath) -> EventPattern? {
        guard case .string(let kind) = value else { return eventPattern(value, path) }
        return eventKind(kind, path).map { EventPattern(kind: $0) }
    }

    /// A pattern: `kind` and matchers for that kind's fields and `t`.
    func eventPattern(_ value: JSONValue, _ path: JSONPath) -> EventPattern? {
        guard let object = object(value, at: path, known: nil) else { return nil }
        guard let kind = object.required("kind", string).flatMap({ eventKind($0, path.key("kind")) }) else {
            return nil
        }
        let schema = EventSchema.fields(of: kind)
        var pattern = EventPattern(kind: kind, time: object.optional("t", numberMatcher))
        for name in object.fields.keys.sorted() where name != "kind" && name != "t" {
            guard let type = schema[name] else {
                let known = ["kind", "t"] + schema.keys.sorted()
                warnUnknown(name, at: path.key(name), known: known, context: " in a \(kind) event pattern")
                continue
            }
            pattern.fields[name] = object.optional(name) { value, path in fieldMatcher(value, path, type) }
        }
        return pattern
    }

    private func eventKind(_ name: String, _ path: JSONPath) -> MapEvent.Kind? {
        guard let kind = MapEvent.Kind(rawValue: name) else {
            let known = MapEvent.Kind.allCases.map(\.rawValue).sorted()
            return failed(path, "unknown event kind \"\(name)\"" + hint(for: name, among: known))
        }
        return kind
    }

    private func fieldMatcher(_ value: JSONValue, _ path: JSONPath, _ type: EventSchema.FieldType) -> FieldMatcher? {
        switch type {
        case .number: return numberMatcher(value, path).map(FieldMatcher.number)
        case .bool: return bool(value, path).map(FieldMatcher.bool)
        case .string: return string(value, path).map(FieldMatcher.string)
        case .oneOf(let values):
            guard let string = string(value, path) else { return nil }
            guard values.contains(string) else { return failed(path, "\"\(string)\" is not \(type.description)") }
            return .string(string)
        }
    }
}
