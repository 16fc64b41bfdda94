extension Parser {
    /// `{ signature in statements }`.
    mutating func parseClosure() {
        let marker = builder.start()
        let flags = resetExpressionFlags(endingPatterns: true)
        let saved = enterGroup()
        if isClosureSignatureAhead { parseClosureSignature() }
        parseItems(stops: .brace)
        leaveGroup(saved)
        restoreExpressionFlags(flags)
        consume(if: .rightBrace)
        builder.finish(marker, .closureExpr)
    }

    /// Whether a closure's signature starts here (just after its `{`): tokens that a signature may hold
    /// (names, types, attributes, a capture list, parameters), then `in`. Looks at most 256 tokens ahead.
    private var isClosureSignatureAhead: Bool {
        var offset = 0
        while offset < 256, let token = peek(offset) {
            switch token.kind {
            case .identifier:
                if token.keyword == .in { return true }
                if let keyword = token.keyword, !keyword.isContextual, !Self.signatureKeywords.contains(keyword) {
                    return false
                }
            case .leftParen, .leftSquare:
                let index = cursor + offset
                guard closers[index] > index, closers[index] < limit else { return false }
                offset = closers[index] - cursor
            case .comma, .colon, .arrow, .period, .postfixQuestionMark, .exclamationMark, .atSign:
                break
            case .binaryOperator, .postfixOperator, .prefixOperator:
                let first = firstByte(token)
                guard first == 0x3C || first == 0x3E || first == 0x26 || first == 0x2E else { return false }
            default:
                return false
            }
            offset += 1
        }
        return false
    }

    private static let signatureKeywords: Set<Keyword> = [
        .self, .selfType, .anyType, .wildcard, .inout, .throws, .rethrows,
    ]

    /// `@attributes [captures] (parameters) async throws -> Result in`, or `a, b in`.
    private mutating func parseClosureSignature() {
        let marker = builder.start()
        while at(.atSign) { parseAttribute() }
        if at(.leftSquare) { parseCaptureClause() }
        if at(.leftParen) {
            parseClosureParameterClause()
        } else {
            while at(.identifier), !at(.in), !at(.async), !at(.throws) {
                let parameter = builder.start()
                consume(role: .name)
                consume(if: .comma)
                builder.finish(parameter, .closureShorthandParameter)
            }
        }
        parseEffectSpecifiers()
        if at(.arrow) { parseReturnClause() }
        consume(if: .in)
        builder.finish(marker, .closureSignature)
    }

    /// `[weak self, unowned(safe) x, y = value]`.
    private mutating func parseCaptureClause() {
        let marker = builder.start()
        let saved = enterGroup()
        while !atEnd, !at(.rightSquare) {
            let before = progress
            let capture = builder.start()
            if at(.weak) || at(.unowned), peekIs(1, .identifier) || peekIs(1, .leftParen) {
                consume()
                if at(.leftParen), !current.followsTrivia {
                    let group = enterGroup()
                    while !atEnd, !at(.rightParen) { consume() }
                    leaveGroup(group)
                    consume(if: .rightParen)
                }
            }
            if at(.identifier) { consume(role: .name) }
            if at(.equal) {
                consume()
                _ = parseExpression()
            }
            consume(if: .comma)
            builder.finish(capture, .closureCapture)
            if progress == before { consumeUnknown() }
        }
        leaveGroup(saved)
        consume(if: .rightSquare)
        builder.finish(marker, .closureCaptureClause)
    }

    /// `(a, b: Int, _ c: String...)`.
    private mutating func parseClosureParameterClause() {
        let marker = builder.start()
        let saved = enterGroup()
        while !atEnd, !at(.rightParen) {
            let before = progress
            let parameter = builder.start()
            while at(.atSign) { parseAttribute() }
            if at(.identifier) {
                if peek(1)?.kind == .identifier {
                    consume(role: .label)
                    consume(role: .name)
                } else {
                    consume(role: .name)
                }
            }
            if consume(if: .colon) { _ = parseType() }
            if at(.postfixOperator) || at(.binaryOperator), text(current, is: "...") { consume() }
            consume(if: .comma)
            builder.finish(parameter, .closureParameter)
            if progress == before { consumeUnknown() }
        }
        leaveGroup(saved)
        consume(if: .rightParen)
        builder.finish(marker, .closureParameterClause)
    }
}
