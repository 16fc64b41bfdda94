extension Porter {
    /// A string literal with the code of each `\\(…)` interpolation ported; an interpolation that would need
    /// a `// PORT:` note is left as it is (a note cannot go inside a string).
    func portInterpolations(_ literal: String, types: TypeModel? = nil, into writer: inout Writer) -> String {
        guard literal.hasPrefix("\""), literal.contains("\\(") else { return literal }
        let characters = Array(literal)
        var result = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "\\", index + 1 < characters.count else {
                result.append(characters[index])
                index += 1
                continue
            }
            guard characters[index + 1] == "(" else {
                result += String(characters[index...(index + 1)])
                index += 2
                continue
            }
            let rest = SwiftTokenizer(String(characters[(index + 2)...])).tokenize()
            var depth = 1
            var count = 0
            var length = 0
            while count < rest.count {
                let token = rest[count]
                if token.kind == .punctuation, token.text == "(" { depth += 1 }
                if token.kind == .punctuation, token.text == ")" { depth -= 1 }
                if depth == 0 { break }
                length += token.text.count
                count += 1
            }
            let code = String(characters[(index + 2)..<min(characters.count, index + 2 + length)])
            var inner = Writer(file: writer.file, lineOffset: writer.lineOffset + writer.lines.count)
            let tokens = Array(rest[..<count])
            rewrite(TemplateMatcher(tokens: tokens, types: types?.namesOnly), 0..<tokens.count, into: &inner)
            let ported = inner.text
            if !inner.changes.contains(where: { $0.kind == .manual }), !ported.contains("\n") {
                writer.absorb(inner)
                result += "\\(" + ported
            } else {
                result += "\\(" + code
            }
            index += 2 + length
        }
        return result
    }
}
