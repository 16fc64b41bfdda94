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
    /// The 1-based line on which it starts, lines being what the porter splits a text into: the text between
    /// two `"\n"` characters (so `\r\n`, one character, and the other line breaks start no line).
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
///
/// It reads the UTF-8 bytes and makes each token's text once, from its byte range: ports of 10,000-line files
/// spent a third of their time building strings character by character. A character is a scalar with the
/// combining marks that follow it (`SourceBytes`), as Swift's `Character` would group them in source code.
public struct SwiftTokenizer: Sendable {
    private let source: SourceBytes

    /// Prepares to tokenize `source`.
    public init(_ source: String) {
        self.source = SourceBytes(source)
    }

    /// The tokens of the source, in order.
    public func tokenize() -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        var index = 0
        var line = 1
        while index < source.count {
            let start = index
            let kind = scanToken(&index)
            tokens.append(SwiftToken(kind: kind, text: source.text(start..<index), line: line))
            if kind != .identifier, kind != .number, kind != .punctuation, kind != .whitespace {
                line += source.lineFeeds(start..<index)
            }
        }
        return tokens
    }

    /// Whether the character at `index` is exactly the ASCII character `ascii`.
    private func isCharacter(_ index: Int, _ ascii: UInt8) -> Bool {
        index < source.count && source[index] == ascii && source.characterEnd(index) == index + 1
    }

    /// Whether the character at `index` has a first scalar for which `test` holds.
    private func firstScalar(_ index: Int, _ test: (Unicode.Scalar) -> Bool) -> Bool {
        index < source.count && test(source.scalar(index))
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || SourceBytes.isLetter(scalar)
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || SourceBytes.isLetter(scalar) || SourceBytes.isNumber(scalar)
    }

    private func scanToken(_ index: inout Int) -> SwiftToken.Kind {
        let scalar = source.scalar(index)
        let end = source.characterEnd(index)
        let single = end == index + 1
        if SourceBytes.isNewline(scalar) {
            index = end
            return .newline
        }
        if single, scalar == " " || scalar == "\t" {
            index = end
            while isCharacter(index, 0x20) || isCharacter(index, 0x09) { index += 1 }
            return .whitespace
        }
        if single, scalar == "/", isCharacter(index + 1, 0x2F) {
            index = source.asciiRun(from: index) { $0 < 0x0A || $0 > 0x0D }
            while index < source.count, !SourceBytes.isNewline(source.scalar(index)) {
                index = source.characterEnd(index)
            }
            return .comment
        }
        if single, scalar == "/", isCharacter(index + 1, 0x2A) {
            scanBlockComment(&index)
            return .comment
        }
        if single, scalar == "\"" || (scalar == "#" && startsRawString(index)) {
            scanString(&index)
            return .string
        }
        if single, scalar == "`" {
            index = end
            while index < source.count, !isCharacter(index, 0x60), !SourceBytes.isNewline(source.scalar(index)) {
                index = source.characterEnd(index)
            }
            if isCharacter(index, 0x60) { index += 1 }
            return .identifier
        }
        if Self.isIdentifierStart(scalar), single || SourceBytes.isLetter(scalar) {
            index = end
            index = source.asciiRun(from: index) { byte in
                (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                    || byte == 0x5F
            }
            // `_` joined by a combining mark is not `_` (as a `Character` compares).
            while firstScalar(index, Self.isIdentifierPart),
                source[index] != 0x5F || isCharacter(index, 0x5F)
            {
                index = source.characterEnd(index)
            }
            return .identifier
        }
        if SourceBytes.isNumber(scalar) {
            index = end
            while index < source.count {
                let next = source.scalar(index)
                guard
                    SourceBytes.isNumber(next) || SourceBytes.isLetter(next)
                        || (next == "_" && isCharacter(index, 0x5F))
                        || (isCharacter(index, 0x2E) && firstScalar(index + 1, SourceBytes.isNumber))
                else { break }
                index = source.characterEnd(index)
            }
            return .number
        }
        index = end
        return .punctuation
    }

    private func startsRawString(_ index: Int) -> Bool {
        var offset = index
        while isCharacter(offset, 0x23) { offset += 1 }
        return isCharacter(offset, 0x22)
    }

    private func scanBlockComment(_ index: inout Int) {
        var depth = 0
        while index < source.count {
            if isCharacter(index, 0x2F), isCharacter(index + 1, 0x2A) {
                depth += 1
                index += 2
            } else if isCharacter(index, 0x2A), isCharacter(index + 1, 0x2F) {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index = source.characterEnd(index)
            }
        }
    }

    /// Scans a string literal starting at `index` (at its `#`s or opening quote).
    private func scanString(_ index: inout Int) {
        var hashes = 0
        while isCharacter(index, 0x23) {
            hashes += 1
            index += 1
        }
        let multiLine = isCharacter(index, 0x22) && isCharacter(index + 1, 0x22) && isCharacter(index + 2, 0x22)
        index += multiLine ? 3 : 1
        while index < source.count {
            if !multiLine, SourceBytes.isNewline(source.scalar(index)) { return }
            if isCharacter(index, 0x5C), hashesFollow(index + 1, hashes) {
                index += 1 + hashes
                if isCharacter(index, 0x28) {
                    index += 1
                    scanInterpolation(&index)
                } else if index < source.count {
                    index = source.characterEnd(index)
                }
                continue
            }
            if isCharacter(index, 0x22) {
                let quotes = multiLine ? 3 : 1
                if (0..<quotes).allSatisfy({ isCharacter(index + $0, 0x22) }), hashesFollow(index + quotes, hashes) {
                    index += quotes + hashes
                    return
                }
            }
            index = source.characterEnd(index)
        }
    }

    private func hashesFollow(_ index: Int, _ count: Int) -> Bool {
        (0..<count).allSatisfy { isCharacter(index + $0, 0x23) }
    }

    /// Scans code inside `\(` … `)` up to and including the closing parenthesis.
    private func scanInterpolation(_ index: inout Int) {
        var depth = 1
        while index < source.count {
            if isCharacter(index, 0x22) || (isCharacter(index, 0x23) && startsRawString(index)) {
                scanString(&index)
                continue
            }
            if isCharacter(index, 0x2F), isCharacter(index + 1, 0x2A) {
                scanBlockComment(&index)
                continue
            }
            let opens = isCharacter(index, 0x28)
            let closes = isCharacter(index, 0x29)
            index = source.characterEnd(index)
            if opens { depth += 1 }
            if closes {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }
}
