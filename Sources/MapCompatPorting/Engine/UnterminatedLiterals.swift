import MapCompatSyntax

/// The lines of a text that an unterminated string or block comment holds (a `"` with no closing quote on its
/// line, a `"""` or `/*` never closed). Swift reads them as that literal's text, not as code, so no pass may port
/// them: they are kept as restored lines are. Such a file does not compile as it is; the port keeps its text.
enum UnterminatedLiterals {
    /// The 1-based lines, from the line the literal opens on.
    static func lines(in text: String) -> Set<Int> {
        guard text.containsByte(0x22) || text.containsText("/*") else { return [] }
        var lines: Set<Int> = []
        for token in SwiftTokenizer(text).tokenize() where !isClosed(token) {
            let breaks = token.text.utf8.count { $0 == 0x0A }
            lines.formUnion(token.line...(token.line + breaks))
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
