extension SwiftToken {
    /// The code of each `\(…)` interpolation of a string literal, up to its closing parenthesis (`"\(a.b) \(c)"`
    /// gives `a.b` and `c`); none for another token. Rules that read names read these as code too.
    var interpolatedCode: [String] {
        guard kind == .string, text.contains("\\(") else { return [] }
        return text.split(separator: "\\(", omittingEmptySubsequences: false).dropFirst().map { piece in
            var depth = 1
            return String(
                piece.prefix { character in
                    if character == "(" { depth += 1 }
                    if character == ")" { depth -= 1 }
                    return depth > 0
                })
        }
    }
}
