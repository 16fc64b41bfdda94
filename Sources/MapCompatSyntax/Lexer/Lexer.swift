/// Splits Swift source into the tokens of the syntax tree, each with its leading and trailing trivia, in one
/// pass over the UTF-8 bytes.
///
/// Trivia is attached as SwiftSyntax attaches it: a token's trailing trivia runs up to the next line break,
/// and everything from there to the next token is that token's leading trivia. String literals are split
/// into their delimiters, literal segments and interpolations, whose code is lexed as code; the lexer keeps a
/// stack of the strings and interpolations it is inside. It matches brackets as it goes, so that the parser
/// can confine what it cannot read to the group it stands in. It never fails: a character that starts no
/// token becomes an ``TokenKind/unknown`` token, an unterminated string or comment runs to the end of its
/// line or of the file.
struct Lexer {
    /// What the lexer is inside.
    enum Mode {
        /// A string literal's text, delimited by `hashes` `#`s and one or three quotes.
        case string(hashes: Int, multiLine: Bool)
        /// An interpolation's code, `depth` parentheses deep; in a single-line string a line break at depth 0
        /// ends it.
        case interpolation(depth: Int, inSingleLineString: Bool)
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var tokens: [RawToken] = []
    var closers: [Int] = []
    var modes: [Mode] = []
    /// The indices of the tokens that opened a group not closed yet.
    var openers: [Int] = []

    /// The tokens of `bytes`, ending with an ``TokenKind/endOfFile`` token.
    static func lex(_ bytes: UnsafeBufferPointer<UInt8>) -> LexedSource {
        var lexer = Lexer(bytes: bytes)
        lexer.tokens.reserveCapacity(bytes.count / 3 + 1)
        lexer.closers.reserveCapacity(bytes.count / 3 + 1)
        lexer.run()
        return LexedSource(tokens: lexer.tokens, closers: lexer.closers)
    }

    private mutating func run() {
        while true {
            if case .string(let hashes, let multiLine)? = modes.last {
                if lexStringPiece(hashes: hashes, multiLine: multiLine) { continue }
                modes.removeLast()
                continue
            }
            let start = position
            let newline = skipTrivia(trailing: false)
            let startsLine = newline || start == 0
            guard position < bytes.count else {
                tokens.append(
                    RawToken(
                        kind: .endOfFile, keyword: nil, startsLine: startsLine, followsTrivia: position > start,
                        start: start, textStart: position,
                        textEnd: position, end: position))
                closers.append(-1)
                return
            }
            let textStart = position
            let (kind, keyword) = scanToken()
            emit(kind, keyword: keyword, start: start, textStart: textStart, startsLine: startsLine)
        }
    }

    /// Appends the token whose text ends at `position`, with its trailing trivia unless a string's text
    /// follows, and matches it against the open groups.
    mutating func emit(_ kind: TokenKind, keyword: Keyword? = nil, start: Int, textStart: Int, startsLine: Bool) {
        let textEnd = position
        if case .string? = modes.last {
        } else {
            _ = skipTrivia(trailing: true)
        }
        let index = tokens.count
        tokens.append(
            RawToken(
                kind: kind, keyword: keyword, startsLine: startsLine,
                followsTrivia: textStart > (tokens.last?.textEnd ?? 0), start: start, textStart: textStart,
                textEnd: textEnd, end: position))
        closers.append(-1)
        switch kind {
        case .leftParen, .leftSquare, .leftBrace, .interpolationStart: openers.append(index)
        case .rightParen: close(index, matching: .leftParen)
        case .rightSquare: close(index, matching: .leftSquare)
        case .rightBrace: closeBrace(index)
        case .interpolationEnd: closeInterpolation(at: index)
        default: break
        }
    }

    /// Pairs a `)` or `]` with the group on top, if it is one of its kind; otherwise it is stray.
    private mutating func close(_ index: Int, matching opener: TokenKind) {
        guard let top = openers.last, tokens[top].kind == opener else { return }
        closers[top] = index
        openers.removeLast()
    }

    /// Pairs a `}` with the innermost `{`, leaving the parentheses and brackets above it unclosed; a `}`
    /// with an interpolation or nothing below is stray.
    private mutating func closeBrace(_ index: Int) {
        var level = openers.count - 1
        while level >= 0, tokens[openers[level]].kind == .leftParen || tokens[openers[level]].kind == .leftSquare {
            level -= 1
        }
        guard level >= 0, tokens[openers[level]].kind == .leftBrace else { return }
        closers[openers[level]] = index
        openers.removeSubrange(level...)
    }

    /// Closes the innermost interpolation with token `index` (its `)`, or the first token after it when a
    /// line break or the end of the file cut it short), leaving the groups inside it unclosed.
    mutating func closeInterpolation(at index: Int) {
        guard let level = openers.lastIndex(where: { tokens[$0].kind == .interpolationStart }) else { return }
        closers[openers[level]] = index
        openers.removeSubrange(level...)
    }

    /// Skips whitespace, line breaks and comments (trailing trivia stops before a line break) and tells
    /// whether it passed a line break. A line break at the top level of an interpolation in a single-line
    /// string ends that interpolation and its string.
    mutating func skipTrivia(trailing: Bool) -> Bool {
        var newline = false
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                position += 1
            case 0x0A, 0x0D:
                if trailing { return newline }
                endInterpolationsCutByLineBreak()
                newline = true
                position += 1
            case 0x2F where position + 1 < bytes.count && bytes[position + 1] == 0x2F:
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            case 0x2F where position + 1 < bytes.count && bytes[position + 1] == 0x2A:
                skipBlockComment()
            case 0x23 where position == 0 && bytes.count > 1 && bytes[1] == 0x21:
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            case 0xEF where position == 0 && bytes.count > 2 && bytes[1] == 0xBB && bytes[2] == 0xBF:
                position = 3
            default:
                return newline
            }
        }
        return newline
    }

    private mutating func endInterpolationsCutByLineBreak() {
        while case .interpolation(0, true)? = modes.last {
            modes.removeLast()
            if case .string? = modes.last { modes.removeLast() }
            closeInterpolation(at: tokens.count)
        }
    }

    /// Skips a `/* */` comment, nested ones included, to the end of the file when it is not closed.
    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            if bytes[position] == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2A {
                depth += 1
                position += 2
            } else if bytes[position] == 0x2A, position + 1 < bytes.count, bytes[position + 1] == 0x2F {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
    }
}
