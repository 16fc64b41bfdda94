/// A `switch` case whose statements the port commented out all would not compile (Swift requires a statement in
/// each case): it gets a `break`, under the commented-out lines, so that the switch still chooses the same way.
enum EmptyCases {
    /// The result with a `break` in each case left with comments alone, its changes moved down past them.
    static func fill(_ result: PortResult) -> PortResult {
        let filled = fill(result.output)
        guard !filled.added.isEmpty else { return result }
        var changes = result.changes
        for index in changes.indices {
            changes[index].line += filled.added.filter { $0 < changes[index].line }.count
        }
        return PortResult(output: filled.text, changes: changes)
    }

    /// `text` with a `break` in each case left with comments alone, and the (1-based) lines each `break` follows.
    static func fill(_ text: String) -> (text: String, added: [Int]) {
        var added: [Int] = []
        let lines = text.lines().map(String.init)
        var result: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            result.append(line)
            index += 1
            guard isCaseLabel(line) else { continue }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            var end = index
            while end < lines.count {
                let trimmed = lines[end].drop { $0 == " " || $0 == "\t" }
                guard trimmed.isEmpty || trimmed.hasPrefix("//") else { break }
                end += 1
            }
            // The first code line after the label is another label or the switch's closing brace.
            guard end < lines.count, case let next = lines[end].drop(while: { $0 == " " || $0 == "\t" }),
                isCaseLabel(String(next)) || next.hasPrefix("}")
            else { continue }
            result += lines[index..<end]
            result.append(String(repeating: " ", count: indent + 4) + "break")
            added.append(end)
            index = end
        }
        return (result.joined(separator: "\n"), added)
    }

    /// Whether a code line is a case label (`case .tapped(let coordinate):`, `default:`).
    static func isCaseLabel(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("case ") || trimmed.hasPrefix("default:") || trimmed.hasPrefix("@unknown default:")
        else { return false }
        return String(trimmed).trimmingTrailingSpace.hasSuffix(":")
    }
}
