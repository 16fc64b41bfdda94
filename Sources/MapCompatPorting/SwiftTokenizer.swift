/// One lexical piece of Swift source. Concatenating the texts of every token of a file gives the file back.
public struct SwiftToken: Hashable, Sendable {
    /// What a token is.
    public enum Kind: Hashable, Sendable {
        /// An identifier or keyword, including backticked names and `$0`.
        case identifier
        /// A number literal.
        case number
        /// A whole string literal, interpolations included (single-line, multi-line or raw).
        case string
        /// A `//` or `/* */` comment (block comments may nest).
        case comment
        /// Spaces and tabs.
        case whitespace
        /// One line break.
        case newline
        /// Any other single character: punctuation and operator characters.
        case punctuation
    }

    /// What the token is.
    public var kind: Kind
    /// Its exact text.
    public var text: String
    /// The 1-based line on which it starts.
    public var line: Int

    /// Creates a token.
    public init(kind: Kind, text: String, line: Int) {
        self.kind = kind
        self.text = text
        self.line = line
    }

    /// Whether the token carries no code: whitespace, line breaks, comments.
    public var isTrivia: Bool { kind == .whitespace || kind == .newline || kind == .comment }
}

/// Splits Swift source into tokens, so that rewriting never touches what lies inside strings or comments.
///
/// It knows the lexical structure that matters for that: string literals (with `\(…)` interpolation that may
/// itself hold strings, multi-line `"""` literals and `#"…"#` raw strings) and comments (line and nested
/// block). Everything else is identifiers, numbers and single punctuation characters. An unterminated string
/// or comment runs to the end of the file; the tokenizer never fails.
public struct SwiftTokenizer: Sendable {
    private let characters: [Character]

    /// Prepares to tokenize `source`.
    public init(_ source: String) {
        characters = Array(source)
    }

    /// The tokens of the source, in order.
    public func tokenize() -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        var index = 0
        var line = 1
        while index < characters.count {
            let start = index
            let kind = scanToken(&index)
            let text = String(characters[start..<index])
            tokens.append(SwiftToken(kind: kind, text: text, line: line))
            line += text.reduce(0) { $1.isNewline ? $0 + 1 : $0 }
        }
        return tokens
    }

    private func peek(_ index: Int, _ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private static func isIdentifierStart(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character == "$"
    }

    private static func isIdentifierPart(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    private func scanToken(_ index: inout Int) -> SwiftToken.Kind {
        let character = characters[index]
        if character.isNewline {
            index += 1
            return .newline
        }
        if character == " " || character == "\t" {
            while let next = peek(index), next == " " || next == "\t" { index += 1 }
            return .whitespace
        }
        if character == "/", peek(index, 1) == "/" {
            while let next = peek(index), !next.isNewline { index += 1 }
            return .comment
        }
        if character == "/", peek(index, 1) == "*" {
            scanBlockComment(&index)
            return .comment
        }
        if character == "\"" || (character == "#" && startsRawString(index)) {
            scanString(&index)
            return .string
        }
        if character == "`" {
            index += 1
            while let next = peek(index), next != "`", !next.isNewline { index += 1 }
            if peek(index) == "`" { index += 1 }
            return .identifier
        }
        if Self.isIdentifierStart(character) {
            index += 1
            while let next = peek(index), Self.isIdentifierPart(next) { index += 1 }
            return .identifier
        }
        if character.isNumber {
            index += 1
            while let next = peek(index),
                next.isNumber || next.isLetter || next == "_"
                    || (next == "." && (peek(index, 1)?.isNumber ?? false))
            {
                index += 1
            }
            return .number
        }
        index += 1
        return .punctuation
    }

    private func startsRawString(_ index: Int) -> Bool {
        var offset = 0
        while peek(index, offset) == "#" { offset += 1 }
        return peek(index, offset) == "\""
    }

    private func scanBlockComment(_ index: inout Int) {
        var depth = 0
        while index < characters.count {
            if characters[index] == "/", peek(index, 1) == "*" {
                depth += 1
                index += 2
            } else if characters[index] == "*", peek(index, 1) == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// Scans a string literal starting at `index` (at its `#`s or opening quote).
    private func scanString(_ index: inout Int) {
        var hashes = 0
        while peek(index) == "#" {
            hashes += 1
            index += 1
        }
        let multiLine = peek(index) == "\"" && peek(index, 1) == "\"" && peek(index, 2) == "\""
        index += multiLine ? 3 : 1
        while index < characters.count {
            let character = characters[index]
            if !multiLine, character.isNewline { return }
            if character == "\\", hashesFollow(index + 1, hashes) {
                index += 1 + hashes
                if peek(index) == "(" {
                    index += 1
                    scanInterpolation(&index)
                } else if index < characters.count {
                    index += 1
                }
                continue
            }
            if character == "\"" {
                let quotes = multiLine ? 3 : 1
                if (0..<quotes).allSatisfy({ peek(index, $0) == "\"" }), hashesFollow(index + quotes, hashes) {
                    index += quotes + hashes
                    return
                }
            }
            index += 1
        }
    }

    private func hashesFollow(_ index: Int, _ count: Int) -> Bool {
        (0..<count).allSatisfy { peek(index, $0) == "#" }
    }

    /// Scans code inside `\(` … `)` up to and including the closing parenthesis.
    private func scanInterpolation(_ index: inout Int) {
        var depth = 1
        while index < characters.count {
            let character = characters[index]
            if character == "\"" || (character == "#" && startsRawString(index)) {
                scanString(&index)
                continue
            }
            if character == "/", peek(index, 1) == "*" {
                scanBlockComment(&index)
                continue
            }
            index += 1
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }
}
