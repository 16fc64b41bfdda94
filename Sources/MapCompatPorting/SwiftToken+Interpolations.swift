extension SwiftToken {
    /// The code of each `\(…)` interpolation of a string literal, up to its closing parenthesis (`"\(a.b) \(c)"`
    /// gives `a.b` and `c`); none for another token. Rules that read names read these as code too.
    var interpolatedCode: [String] {
        guard kind == .string else { return [] }
        let bytes = Array(text.utf8)
        return Self.interpolations(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// A string literal's text with the code of each interpolation rewritten by `rewrite`, and its text as it was;
    /// `nil` when `rewrite` gives `nil` for one.
    static func rewritingInterpolations(of literal: String, _ rewrite: (String) -> String?) -> String? {
        let bytes = Array(literal.utf8)
        var output: [UInt8] = []
        var start = 0
        for code in interpolations(in: bytes) {
            guard let written = rewrite(String(decoding: bytes[code], as: UTF8.self)) else { return nil }
            output += bytes[start..<code.lowerBound]
            output += written.utf8
            start = code.upperBound
        }
        output += bytes[start...]
        return String(decoding: output, as: UTF8.self)
    }

    /// The byte ranges of the code of each interpolation of a string literal's text.
    ///
    /// An escaped backslash is text (`"\\(a.b)"` interpolates nothing), and a raw string interpolates only with
    /// its own number of `#` (`#"\#(a.b)"#`), as The Swift Programming Language's "String Literals" defines them.
    static func interpolations(in bytes: [UInt8]) -> [Range<Int>] {
        guard bytes.contains(0x5C) else { return [] }
        let hashes = bytes.prefix { $0 == 0x23 }.count
        var ranges: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x5C else {
                index += 1
                continue
            }
            let delimiter = bytes[(index + 1)...].prefix(hashes).prefix { $0 == 0x23 }.count
            let open = index + 1 + delimiter
            guard delimiter == hashes, open < bytes.count, bytes[open] == 0x28 else {
                // An escape of a plain string takes the byte after the backslash with it (`\\`, `\"`).
                index += hashes == 0 ? 2 : 1
                continue
            }
            var depth = 1
            var end = open + 1
            while end < bytes.count {
                if bytes[end] == 0x28 { depth += 1 }
                if bytes[end] == 0x29 { depth -= 1 }
                if depth == 0 { break }
                end += 1
            }
            ranges.append((open + 1)..<end)
            index = end + 1
        }
        return ranges
    }
}
