import MapCompatCore

/// A description of events: a kind and matchers for some of that kind's fields (and the time `t`).
///
/// A pattern matches an observed event when the kinds are equal and every matcher holds. A field the event
/// does not have never matches.
public struct EventPattern: Hashable, Sendable, CustomStringConvertible {
    /// The event kind (`mapTap`, `gesture`, …).
    public var kind: MapEvent.Kind
    /// Matchers keyed by field name, not including `t`.
    public var fields: [String: FieldMatcher]
    /// A matcher for the event's time in seconds since the first step began.
    public var time: NumberMatcher?

    /// Creates a pattern.
    public init(kind: MapEvent.Kind, fields: [String: FieldMatcher] = [:], time: NumberMatcher? = nil) {
        self.kind = kind
        self.fields = fields
        self.time = time
    }

    /// Whether the observed event matches.
    public func matches(_ observed: ObservedEvent) -> Bool {
        guard observed.event.kind == kind else { return false }
        if let time, !time.matches(observed.time, tolerance: .other) { return false }
        guard !fields.isEmpty else { return true }
        let values = observed.event.fields
        return fields.allSatisfy { name, matcher in
            values[name].map { matcher.matches($0, tolerance: .forField(name)) } ?? false
        }
    }

    /// The pattern as a spec would write it, keys sorted: `{"kind": "gesture", "phase": "began"}`.
    public var description: String {
        var parts = ["\"kind\": \"\(kind)\""]
        parts += fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }
        if let time { parts.append("\"t\": \(time)") }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}

/// How a pattern matches one event field.
public enum FieldMatcher: Hashable, Sendable, CustomStringConvertible {
    /// A number, exact within the field's tolerance or a range.
    case number(NumberMatcher)
    /// A string, compared exactly.
    case string(String)
    /// A boolean.
    case bool(Bool)

    /// Whether the observed field value matches.
    public func matches(_ value: EventFieldValue, tolerance: Tolerance) -> Bool {
        switch (self, value) {
        case (.number(let matcher), .number(let number)): matcher.matches(number, tolerance: tolerance)
        case (.string(let expected), .string(let string)): expected == string
        case (.bool(let expected), .bool(let bool)): expected == bool
        default: false
        }
    }

    /// The matcher as JSON.
    public var description: String {
        switch self {
        case .number(let matcher): matcher.description
        case .string(let string): "\"\(string)\""
        case .bool(let bool): String(bool)
        }
    }
}
