/// The header of a type declaration (`final class Screen: UIViewController, NMFMapViewTouchDelegate {`): where
/// its inheritance clause lies, so that one conformance can be ported or dropped on its own and the type's
/// members keep being ported one by one.
struct TypeHeader {
    static let modifiers: Set<String> = [
        "private", "fileprivate", "public", "internal", "open", "final", "package", "nonisolated", "indirect",
    ]
    static let keywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    /// The words that follow `class` in a class member's declaration (`class func`), never a type's name.
    static let memberWords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "open", "public", "private",
        "fileprivate", "internal", "package", "static", "convenience", "required", "dynamic", "nonisolated",
    ]

    /// The declaration keyword (`class`, `extension`…).
    var keyword: String
    /// The token index of the declared (or extended) type's name.
    var name: Int
    /// The token index of the `:` that opens the inheritance clause, if any.
    var colon: Int?
    /// The token index of the `{` that opens the body.
    var brace: Int

    /// The header of the declaration whose first token (its line's first significant one) is at `start`, or
    /// `nil` when the statement there is not a type declaration.
    init?(_ tokens: [SwiftToken], at start: Int) {
        var index = Self.skipTrivia(tokens, start)
        while index < tokens.count {
            let text = tokens[index].text
            if text == "@" {
                index = Self.skipTrivia(tokens, index + 1)
                guard index < tokens.count else { return nil }
                index = Self.skipTrivia(tokens, index + 1)
                if index < tokens.count, tokens[index].text == "(" {
                    var depth = 0
                    while index < tokens.count {
                        if tokens[index].text == "(" { depth += 1 }
                        if tokens[index].text == ")" { depth -= 1 }
                        index += 1
                        if depth == 0 { break }
                    }
                    index = Self.skipTrivia(tokens, index)
                }
                continue
            }
            guard tokens[index].kind == .identifier, Self.modifiers.contains(text) else { break }
            index = Self.skipTrivia(tokens, index + 1)
        }
        guard index < tokens.count, tokens[index].kind == .identifier, Self.keywords.contains(tokens[index].text)
        else { return nil }
        keyword = tokens[index].text
        name = Self.skipTrivia(tokens, index + 1)
        // `class func`, `class var`, `class override func`: a class member, not a class.
        guard name < tokens.count, !Self.memberWords.contains(tokens[name].text) else { return nil }
        var cursor = name + 1
        var colon: Int?
        var depth = 0
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.kind == .punctuation {
                if token.text == "<" || token.text == "(" { depth += 1 }
                if token.text == ">" || token.text == ")" { depth -= 1 }
                if token.text == ":", depth == 0, colon == nil { colon = cursor }
                if token.text == "{", depth <= 0 { break }
            }
            if token.kind == .identifier, token.text == "where", depth == 0 { break }
            cursor += 1
        }
        while cursor < tokens.count, tokens[cursor].text != "{" { cursor += 1 }
        guard cursor < tokens.count else { return nil }
        self.colon = colon
        brace = cursor
    }

    static func skipTrivia(_ tokens: [SwiftToken], _ index: Int) -> Int {
        var index = index
        while index < tokens.count, tokens[index].isTrivia { index += 1 }
        return index
    }

    /// Whether `range` lies in the inheritance clause.
    func inheritanceContains(_ range: Range<Int>) -> Bool {
        guard let colon else { return false }
        return range.lowerBound > colon && range.upperBound <= brace
    }

    /// The tokens to drop to remove the inheritance item covering `range`, with its comma (or the colon when it
    /// is the only item).
    func dropRange(for range: Range<Int>, in tokens: [SwiftToken]) -> Range<Int> {
        guard let colon else { return range }
        var before = range.lowerBound - 1
        while before > colon, tokens[before].isTrivia { before -= 1 }
        if before > colon, tokens[before].text == "," {
            // `A, B` → `A`: from the comma before to the item's end.
            return before..<range.upperBound
        }
        var after = range.upperBound
        while after < brace, tokens[after].isTrivia, tokens[after].kind != .newline { after += 1 }
        if after < brace, tokens[after].text == "," {
            // First item: drop it, its comma and the spaces after.
            var end = after + 1
            while end < brace, tokens[end].kind == .whitespace { end += 1 }
            return range.lowerBound..<end
        }
        // The only item: drop the colon too, keeping one space before the brace.
        var end = range.upperBound
        while end < brace, tokens[end].kind == .whitespace { end += 1 }
        return colon..<(end > range.upperBound ? end - 1 : end)
    }
}

/// Inheritance clauses after a port: the same conformance written twice (two source protocols that became one
/// target protocol) is written once, and conformances the ported callbacks need are added.
enum Conformances {
    /// `text` with every type header's inheritance list deduplicated, and `required[typeName]` appended where
    /// missing. A conformance an earlier header of the same type already declares (the class, where the port
    /// added the target's delegate) is dropped from a later one (`extension Screen: MapDelegate`): Swift rejects
    /// a type that conforms twice.
    static func normalize(_ text: String, adding required: [String: [String]] = [:]) -> String {
        var lines = text.lines().map(String.init)
        var declared: [String: Set<String>] = [:]
        for index in lines.indices {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            // A header's keyword is a token of the line: a line without one of them as bytes holds no header.
            guard line.containsByte(UInt8(ascii: "{")), TypeHeader.keywords.contains(where: { line.containsText($0) }),
                !trimmed.hasPrefix("//"),
                line.contains("{")
            else { continue }
            let tokens = SwiftTokenizer(line).tokenize()
            guard let header = TypeHeader(tokens, at: 0), header.keyword != "protocol" else { continue }
            let name = tokens[header.name].text
            let listStart = (header.colon ?? header.name) + 1
            let listText = tokens[listStart..<header.brace].map(\.text).joined()
            let items =
                header.colon == nil
                ? [] : listText.split(separator: ",").map { String($0).trimming(" \t") }.filter { !$0.isEmpty }
            var seen: [String] = []
            for item in items + (required[name] ?? []) where !seen.contains(item) { seen.append(item) }
            let earlier = declared[name, default: []]
            seen.removeAll { earlier.contains($0) }
            declared[name, default: []].formUnion(seen)
            guard seen != items else { continue }
            let head = tokens[0...header.name].map(\.text).joined()
            let rest = tokens[header.brace...].map(\.text).joined()
            lines[index] = head + (seen.isEmpty ? " " : ": " + seen.joined(separator: ", ") + " ") + rest
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The text without the characters of `set` at either end.
    ///
    /// For a set of ASCII characters other than line breaks (every caller's), the UTF-8 bytes are compared
    /// without making characters, unless a byte after the trimmed start could join the last trimmed space (a
    /// combining mark): then the characters are compared, as Swift's `Character` would group them.
    func trimming(_ set: String) -> String {
        let trimmed = set.utf8
        guard trimmed.allSatisfy({ $0 < 0x80 && $0 != 0x0A && $0 != 0x0D }) else { return trimmingCharacters(set) }
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, trimmed.contains(bytes[start]) { start = bytes.index(after: start) }
        if start > bytes.startIndex, start < end, bytes[start] >= 0x80 { return trimmingCharacters(set) }
        while end > start, trimmed.contains(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        return String(self[start..<end])
    }

    private func trimmingCharacters(_ set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}

extension TypeHeader {
    /// The superclass a class header written in place of `replaced` (a `// PORT(style)^:` line holding the
    /// original) lost: the first entry of the original's inheritance clause, when the header has none left.
    static func lostSuperclass(_ replaced: String, _ header: String) -> String? {
        let before = SwiftTokenizer(replaced).tokenize()
        let after = SwiftTokenizer(header).tokenize()
        guard let original = after.firstIndex(where: { !$0.isTrivia }).flatMap({ TypeHeader(after, at: $0) }),
            original.keyword == "class", original.colon == nil,
            let marker = before.firstIndex(where: { $0.kind == .comment })
        else { return nil }
        // The original header is the comment's text after its marker.
        let text = before[marker].text.drop { $0 != ":" }.dropFirst()
        let tokens = SwiftTokenizer(String(text)).tokenize()
        guard let first = tokens.firstIndex(where: { !$0.isTrivia }), let old = TypeHeader(tokens, at: first),
            old.keyword == "class", let colon = old.colon
        else { return nil }
        return tokens[(colon + 1)...].first { !$0.isTrivia }?.text
    }

    /// A member declaration without its `override` modifier, or `nil` when it has none.
    static func withoutOverride(_ code: String) -> String? {
        let tokens = SwiftTokenizer(code).tokenize()
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isTrivia {
                index += 1
                continue
            }
            guard token.text == "override" || PublicAPIScanner.modifierWords.contains(token.text) else { return nil }
            if token.text == "override" {
                var end = index + 1
                while end < tokens.count, tokens[end].isTrivia, tokens[end].kind != .newline { end += 1 }
                return (tokens[..<index] + tokens[end...]).map(\.text).joined()
            }
            index += 1
        }
        return nil
    }
}
