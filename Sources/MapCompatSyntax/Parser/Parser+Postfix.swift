extension Parser {
    /// A primary expression and its suffixes: member accesses (also on the next line), `?`, `!`, calls and
    /// subscripts (on the same line), trailing closures, generic arguments and postfix operators.
    mutating func parsePostfix() -> Bool {
        guard parsePrimary() else { return false }
        parsePostfixSuffixes()
        return true
    }

    private mutating func parsePostfixSuffixes() {
        while !atEnd {
            let token = current
            if endsAtLineBreak, token.startsLine { return }
            switch token.kind {
            case .period:
                let marker = builder.precedeLast()
                parseMemberName()
                builder.finish(marker, .memberAccessExpr)
            case .postfixQuestionMark:
                wrapLast(.optionalChainingExpr)
            case .exclamationMark:
                wrapLast(.forceUnwrapExpr)
            case .leftParen where !token.startsLine, .leftSquare where !token.startsLine:
                let marker = builder.precedeLast()
                parseArgumentGroup()
                parseTrailingClosures()
                builder.finish(marker, token.kind == .leftParen ? .functionCallExpr : .subscriptCallExpr)
            case .leftBrace where atTrailingClosure:
                let marker = builder.precedeLast()
                parseTrailingClosures()
                builder.finish(marker, .functionCallExpr)
            case .binaryOperator, .postfixOperator, .prefixOperator:
                if atAngleOpen, looksLikeGenericArguments() {
                    let marker = builder.precedeLast()
                    parseGenericArgumentClause()
                    builder.finish(marker, .genericSpecializationExpr)
                } else if token.kind == .postfixOperator {
                    wrapLast(.postfixOperatorExpr)
                } else {
                    return
                }
            default:
                return
            }
        }
    }

    /// Wraps the last node and the current token in a `kind` node.
    private mutating func wrapLast(_ kind: SyntaxKind) {
        let marker = builder.precedeLast()
        consume()
        builder.finish(marker, kind)
    }

    /// `.name`, `.0`, `.init`, with argument labels `(a:b:)` when they follow.
    mutating func parseMemberName() {
        consume()
        if at(.identifier) || at(.integerLiteral) {
            consume(role: .name)
            if looksLikeDeclNameArguments { parseDeclNameArguments() }
        }
    }

    /// Whether a `{` here is a trailing closure: allowed here, and not property observers.
    var atTrailingClosure: Bool {
        at(.leftBrace) && allowsTrailingClosure && !isObserverBlockAhead
    }

    /// A trailing closure and the labelled ones after it (`label: { … }`).
    mutating func parseTrailingClosures() {
        guard atTrailingClosure else { return }
        parseClosure()
        while at(.identifier), peekIs(1, .colon), peekIs(2, .leftBrace) {
            let marker = builder.start()
            consume(role: .label)
            consume()
            parseClosure()
            builder.finish(marker, .multipleTrailingClosureElement)
        }
    }

    /// `(arguments)` or `[arguments]`: labelled expressions separated by commas.
    mutating func parseArgumentGroup() {
        let closer: TokenKind = at(.leftSquare) ? .rightSquare : .rightParen
        let flags = resetExpressionFlags()
        let saved = enterGroup()
        while !atEnd, !at(closer) {
            let before = progress
            parseLabeledExpression()
            if progress == before { consumeUnknown() }
        }
        leaveGroup(saved)
        restoreExpressionFlags(flags)
        consume(if: closer)
    }

    /// `label: value,` or `value,`.
    mutating func parseLabeledExpression() {
        let marker = builder.start()
        if at(.identifier), peekIs(1, .colon) {
            consume(role: .label)
            consume()
        }
        _ = parseExpression()
        consume(if: .comma)
        builder.finish(marker, .labeledExpr)
    }

    /// Whether `(label:label:)` naming a function's argument labels follows, bound to the name.
    var looksLikeDeclNameArguments: Bool {
        guard at(.leftParen), !current.followsTrivia else { return false }
        var offset = 1
        while offset < 64, let token = peek(offset) {
            if token.kind == .rightParen { return offset > 1 }
            guard token.kind == .identifier, peekIs(offset + 1, .colon) else { return false }
            offset += 2
        }
        return false
    }

    mutating func parseDeclNameArguments() {
        let marker = builder.start()
        let saved = enterGroup()
        while at(.identifier), peekIs(1, .colon) {
            consume(role: .label)
            consume()
        }
        leaveGroup(saved)
        consume(if: .rightParen)
        builder.finish(marker, .declNameArguments)
    }

    /// Whether `<` here opens generic arguments of an expression (`Array<Int>()`): types up to the matching
    /// `>`, then a token that may follow them. Looks at most 64 tokens ahead.
    func looksLikeGenericArguments() -> Bool {
        guard text(current, is: "<") else { return false }
        var depth = 1
        var offset = 1
        while offset < 64, let token = peek(offset) {
            switch token.kind {
            case .identifier:
                if let keyword = token.keyword, !keyword.isContextual, keyword != .selfType, keyword != .anyType {
                    return false
                }
            case .comma, .period, .postfixQuestionMark, .exclamationMark, .arrow, .atSign:
                break
            case .leftParen, .leftSquare:
                let index = cursor + offset
                guard closers[index] > index, closers[index] < limit else { return false }
                offset = closers[index] - cursor
            case .binaryOperator, .postfixOperator, .prefixOperator:
                let bytes = text(token)
                if bytes.count == 1, bytes[0] == 0x3C {
                    depth += 1
                } else if bytes[0] == 0x3E {
                    var closing = 0
                    while closing < bytes.count, bytes[closing] == 0x3E { closing += 1 }
                    guard bytes[closing...].allSatisfy({ $0 == 0x3F || $0 == 0x21 }) else { return false }
                    depth -= closing
                    if depth < 0 { return false }
                    if depth == 0 { return mayFollowGenericArguments(peek(offset + 1)) }
                } else if !(bytes.count == 1 && bytes[0] == 0x26) && !text(token, is: "...") {
                    return false
                }
            default:
                return false
            }
            offset += 1
        }
        return false
    }

    private func mayFollowGenericArguments(_ token: RawToken?) -> Bool {
        guard let token else { return true }
        if token.startsLine { return true }
        switch token.kind {
        case .leftParen, .period, .rightParen, .comma, .rightSquare, .rightBrace, .colon, .semicolon,
            .postfixQuestionMark, .exclamationMark, .leftBrace, .endOfFile, .equal, .interpolationEnd:
            return true
        default: return false
        }
    }
}
