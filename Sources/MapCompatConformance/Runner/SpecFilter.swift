/// Selects specs by id: a pattern with `*` (any run of characters) or `?` (one character) must match the
/// whole id; a pattern without them matches any id containing it.
public struct SpecFilter: Hashable, Sendable {
    /// The pattern as given.
    public let pattern: String

    /// Creates a filter.
    public init(_ pattern: String) { self.pattern = pattern }

    /// Whether the id is selected.
    public func matches(_ id: String) -> Bool {
        guard pattern.contains("*") || pattern.contains("?") else { return id.contains(pattern) }
        return Self.glob(Array(pattern), Array(id))
    }

    private static func glob(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0
        var t = 0
        var star: Int?
        var resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
