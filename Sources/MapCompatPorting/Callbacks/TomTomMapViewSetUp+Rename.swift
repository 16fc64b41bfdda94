import MapCompatSyntax

extension TomTomMapViewSetUp {
    /// `line` with `name.member` written `replacement.member` for the map's members, in its code only: the text of
    /// a string and a comment stay as they are (the porter promises so; a log message that names `mapView.zoom`
    /// keeps saying it), while an interpolation's code is code. A line in `literal` (``literalLines(_:)``) is
    /// inside a multi-line string or comment, all text.
    static func rename(_ line: String, _ name: String, to replacement: String, literal: Set<String>) -> String {
        guard line.containsText(name + "."), !line.trimmingWhitespace().hasPrefix("//"), !literal.contains(line)
        else { return line }
        let tokens = SyntaxTree(parsing: line).root.syntax.tokens
        var bytes = Array(line.utf8)
        for position in tokens.indices.reversed() {
            let token = tokens[position]
            guard token.kind == .identifier, token.text == name, position + 1 < tokens.count,
                tokens[position + 1].kind == .period,
                tokens[position + 1].trimmedRange.lowerBound == token.trimmedRange.upperBound,
                position == 0 || tokens[position - 1].kind != .period
            else { continue }
            let member =
                position + 2 < tokens.count && tokens[position + 2].kind == .identifier
                    && tokens[position + 2].trimmedRange.lowerBound == tokens[position + 1].trimmedRange.upperBound
                ? tokens[position + 2].text : ""
            // `view.map` (NAVER's wrapper's map, ported) already is the map, and `view.map.member` its member.
            guard !viewMembers.contains(member), member != "map" else { continue }
            bytes.replaceSubrange(token.trimmedRange, with: replacement.utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The lines of `text` that a multi-line string literal's text or a block comment holds (whole lines after
    /// their first, which ``rename(_:_:to:literal:)`` cannot tell from code when it reads them alone).
    static func literalLines(_ text: String) -> Set<String> {
        guard text.containsText("\"\"\"") || text.containsText("/*") else { return [] }
        var lines: Set<String> = []
        for token in SwiftTokenizer(text).tokenize() where token.kind == .string || token.kind == .comment {
            let parts = token.text.split(separator: "\n", omittingEmptySubsequences: false)
            guard parts.count > 1 else { continue }
            lines.formUnion(parts.dropFirst().map(String.init))
        }
        return lines
    }
}
