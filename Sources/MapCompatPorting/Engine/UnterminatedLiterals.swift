import MapCompatSyntax

/// The lines of a text that an unterminated string or block comment holds (a `"` with no closing quote on its
/// line, a `"""` or `/*` never closed). Swift reads them as that literal's text, not as code, so no pass may port
/// them: they are kept as restored lines are. Such a file does not compile as it is; the port keeps its text.
enum UnterminatedLiterals {
    /// The 1-based lines, from the line the literal opens on.
    ///
    /// A text with no `"""` and no `/*` has no literal that spans lines (a `"` string and a `//` comment end with
    /// their line), so only its lines that hold a `"` are read, each alone: every port reads this, and most lines
    /// hold no string.
    static func lines(in text: String) -> Set<Int> {
        guard text.containsByte(0x22) || text.containsText("/*") else { return [] }
        guard !text.containsText("\"\"\"") && !text.containsText("/*") else { return lines(of: text, from: 1) }
        var lines: Set<Int> = []
        for (index, line) in text.lines().enumerated() where line.utf8.contains(0x22) {
            lines.formUnion(Self.lines(of: String(line), from: index + 1))
        }
        return lines
    }

    /// The lines of `text`, whose first is line `first`, that an unterminated literal holds.
    private static func lines(of text: String, from first: Int) -> Set<Int> {
        var lines: Set<Int> = []
        for token in SwiftTokenizer(text).tokenize() where !isClosed(token) {
            let breaks = token.text.utf8.count { $0 == 0x0A }
            lines.formUnion((first + token.line - 1)...(first + token.line - 1 + breaks))
        }
        return lines
    }

    /// Whether a string or block comment token ends as it opened (other tokens always do).
    static func isClosed(_ token: SwiftToken) -> Bool {
        let text = token.text
        switch token.kind {
        case .string:
            let hashes = String(text.prefix { $0 == "#" })
            let quotes = text.dropFirst(hashes.count).hasPrefix("\"\"\"") ? "\"\"\"" : "\""
            return text.count >= 2 * (hashes.count + quotes.count) && text.hasSuffix(quotes + hashes)
        case .comment:
            return !text.hasPrefix("/*") || (text.count >= 4 && text.hasSuffix("*/"))
        default:
            return true
        }
    }
}
