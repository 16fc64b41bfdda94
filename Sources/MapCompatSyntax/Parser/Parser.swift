/// A recursive-descent parser over the lexer's tokens that never fails.
///
/// Every parse function either consumes tokens into nodes or consumes nothing; every loop checks that an
/// iteration consumed a token, and makes one unknown node of the token when none did, so the parser always
/// finishes, in time linear in the input. Lookahead is bounded by a constant. Groups the lexer matched
/// (`(…)`, `[…]`, `{…}`, `\(…)`) confine the parse of their content: whatever the parser cannot read inside
/// one becomes an unknown node inside it. Recursion is capped at ``maximumDepth``; deeper input becomes
/// unknown nodes, read without recursion.
struct Parser {
    /// The deepest nesting of parse functions before the rest of a group is kept as an unknown node.
    static let maximumDepth = 160

    let bytes: UnsafeBufferPointer<UInt8>
    let input: [RawToken]
    let closers: [Int]
    /// The index in `input` of the current token.
    var cursor = 0
    /// The rest of the current token after its first characters were consumed (`>` of `>>`).
    var remainder: RawToken?
    /// The index in `input` of the first token out of reach (the closer of the group being parsed).
    var limit: Int
    var builder: TreeBuilder
    var depth = 0
    /// The infix operators of the sequences being read, waiting for their right operands.
    var operators: [PendingOperator] = []
    /// Whether a `{` after an expression is a trailing closure (not in `if`, `while`, `guard`, `for` and
    /// `switch` headers, where it opens the body).
    var allowsTrailingClosure = true
    /// Whether an expression ends at a line break (`#if` conditions).
    var endsAtLineBreak = false
    /// Whether names in an expression bind (`case let .some(x)`), and `=` ends it (a pattern).
    var bindsNames = false
    var inPattern = false

    init(bytes: UnsafeBufferPointer<UInt8>, lexed: LexedSource) {
        self.bytes = bytes
        input = lexed.tokens
        closers = lexed.closers
        limit = lexed.tokens.count - 1
        builder = TreeBuilder(capacity: lexed.tokens.count)
    }

    // MARK: The current token

    /// The current token; at the end of the reachable tokens, the end-of-file token.
    var current: RawToken {
        if cursor >= limit { return input[input.count - 1] }
        return remainder ?? input[cursor]
    }

    /// Whether no token is left in reach.
    var atEnd: Bool { cursor >= limit }

    func at(_ kind: TokenKind) -> Bool { !atEnd && current.kind == kind }

    func at(_ keyword: Keyword) -> Bool {
        !atEnd && current.keyword == keyword && current.kind == .identifier
    }

    /// The token `offset` places after the current one (within reach), if any.
    func peek(_ offset: Int) -> RawToken? {
        let index = cursor + offset
        guard index < limit else { return nil }
        return offset == 0 ? current : input[index]
    }

    func peekIs(_ offset: Int, _ kind: TokenKind) -> Bool { peek(offset)?.kind == kind }

    func peekIs(_ offset: Int, _ keyword: Keyword) -> Bool {
        guard let token = peek(offset) else { return false }
        return token.kind == .identifier && token.keyword == keyword
    }

    /// The text of `token`.
    func text(_ token: RawToken) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[token.textStart..<token.textEnd])
    }

    /// Whether `token`'s text is `expected`.
    func text(_ token: RawToken, is expected: StaticString) -> Bool {
        let actual = text(token)
        guard actual.count == expected.utf8CodeUnitCount else { return false }
        let bytes = expected.utf8Start
        for index in 0..<actual.count where actual[index] != bytes[index] { return false }
        return true
    }

    /// The first byte of `token`'s text (0 for an empty token).
    func firstByte(_ token: RawToken) -> UInt8 {
        token.textStart < token.textEnd ? bytes[token.textStart] : 0
    }

    /// Whether the current token is a word (identifier or keyword) usable as a name.
    var atWord: Bool { at(.identifier) }

    // MARK: Consuming

    /// Adds the current token to the node being built and moves on.
    mutating func consume(role: ChildRole = .none) {
        guard !atEnd else { return }
        builder.add(current, role: role)
        remainder = nil
        cursor += 1
    }

    /// Consumes the current token if it is `kind`.
    @discardableResult
    mutating func consume(if kind: TokenKind, role: ChildRole = .none) -> Bool {
        guard at(kind) else { return false }
        consume(role: role)
        return true
    }

    /// Consumes the current token if it is the word `keyword`.
    @discardableResult
    mutating func consume(if keyword: Keyword) -> Bool {
        guard at(keyword) else { return false }
        consume()
        return true
    }

    /// Consumes the first `count` bytes of the current token as a token of their own (`>` of `>>`), leaving
    /// the rest as the current token.
    mutating func consumePrefix(_ count: Int, as kind: TokenKind) {
        guard !atEnd else { return }
        let token = current
        guard token.textEnd - token.textStart > count else {
            consume()
            return
        }
        let split = token.textStart + count
        builder.add(
            RawToken(
                kind: kind, keyword: nil, startsLine: token.startsLine, followsTrivia: token.followsTrivia,
                start: token.start,
                textStart: token.textStart, textEnd: split, end: split),
            role: .none)
        var rest = RawToken(
            kind: token.kind, keyword: nil, startsLine: false, followsTrivia: false, start: split, textStart: split,
            textEnd: token.textEnd,
            end: token.end)
        if rest.textEnd - rest.textStart == 1 {
            switch bytes[split] {
            case 0x3F: rest.kind = .postfixQuestionMark
            case 0x21: rest.kind = .exclamationMark
            case 0x3D: rest.kind = .equal
            default: break
            }
        }
        remainder = rest
    }

    /// How many tokens the parser has consumed: a loop compares it before and after an iteration.
    var progress: Int { builder.tokens.count }

    // MARK: Groups and depth

    /// Consumes the opening bracket of a group and confines parsing to its content, returning what to pass
    /// to ``leaveGroup(_:)``.
    mutating func enterGroup() -> Int {
        let saved = limit
        let closer = cursor < input.count ? closers[cursor] : -1
        consume()
        if closer >= 0, closer < limit { limit = closer }
        return saved
    }

    /// Makes whatever is left of the group's content one unknown node, and restores the reach.
    mutating func leaveGroup(_ saved: Int) {
        if cursor < limit, limit < saved {
            let marker = builder.start()
            while cursor < limit { consume() }
            builder.finish(marker, .unknown)
        }
        limit = saved
    }

    /// Enters one level of recursion, unless the cap is reached.
    mutating func descend() -> Bool {
        guard depth < Self.maximumDepth else { return false }
        depth += 1
        return true
    }

    mutating func ascend() { depth -= 1 }

    /// Consumes the current token, or the whole group it opens, as one unknown node, without recursion.
    mutating func consumeUnknown() {
        guard !atEnd else { return }
        let marker = builder.start()
        let closer = closers[cursor]
        if remainder == nil, closer > cursor, closer < limit {
            while cursor <= closer { consume() }
        } else {
            consume()
        }
        builder.finish(marker, .unknown)
    }

    /// Saves the expression flags and sets them for the content of a bracketed group, where a `{` is a
    /// trailing closure again and line breaks do not end an expression; a pattern goes on inside parentheses
    /// (`.some(let x)`), not inside a block.
    mutating func resetExpressionFlags(endingPatterns: Bool = false) -> ExpressionFlags {
        let saved = ExpressionFlags(
            allowsTrailingClosure: allowsTrailingClosure, endsAtLineBreak: endsAtLineBreak, bindsNames: bindsNames,
            inPattern: inPattern)
        allowsTrailingClosure = true
        endsAtLineBreak = false
        if endingPatterns {
            bindsNames = false
            inPattern = false
        }
        return saved
    }

    mutating func restoreExpressionFlags(_ flags: ExpressionFlags) {
        allowsTrailingClosure = flags.allowsTrailingClosure
        endsAtLineBreak = flags.endsAtLineBreak
        bindsNames = flags.bindsNames
        inPattern = flags.inPattern
    }
}

/// The parser's expression flags, saved across a group.
struct ExpressionFlags {
    var allowsTrailingClosure: Bool
    var endsAtLineBreak: Bool
    var bindsNames: Bool
    var inPattern: Bool
}
