/// An infix operator waiting for its right operand while a sequence is folded.
struct PendingOperator {
    var group: PrecedenceGroup
    /// The builder's child slot where the operator starts; its left operand is the slot before.
    var slot: Int
    var isTernary: Bool
}

extension Parser {
    /// Parses an expression: a sequence of operands and infix operators, folded by precedence as it is read.
    /// Returns `false`, consuming nothing, when no expression starts here.
    mutating func parseExpression() -> Bool {
        guard !atEnd else { return false }
        guard descend() else {
            consumeUnknown()
            return true
        }
        defer { ascend() }
        return parseSequence()
    }

    /// Reads `operand (operator operand)*` and folds it with the operator-precedence (shunting-yard) method:
    /// operands and operators go on the builder's child stack, and an operator waiting there is folded with
    /// its operands into an infix node as soon as one binds looser. `as` and `is` fold at once with the type
    /// they take; `try` and `await` cover the rest of the sequence (as SwiftOperators folds them).
    private mutating func parseSequence() -> Bool {
        guard parseSequenceElement() else { return false }
        let base = operators.count
        while !atEnd {
            if endsAtLineBreak, current.startsLine { break }
            guard let group = infixGroup(of: current) else { break }
            if group == .casting {
                fold(above: base) { $0 >= .casting }
                parseCast()
                continue
            }
            fold(above: base) { $0 > group || ($0 == group && !group.isRightAssociative) }
            let slot = builder.pending.count
            let isTernary = at(.infixQuestionMark)
            if isTernary {
                consume()
                _ = parseExpression()
                consume(if: .colon)
            } else {
                let kind: SyntaxKind = at(.equal) ? .assignmentExpr : at(.arrow) ? .arrowExpr : .binaryOperatorExpr
                let marker = builder.start()
                consume()
                builder.finish(marker, kind)
            }
            operators.append(PendingOperator(group: group, slot: slot, isTernary: isTernary))
            _ = parseSequenceElement()
        }
        fold(above: base) { _ in true }
        return true
    }

    /// The precedence group of the infix operator `token`, if it is one here.
    private func infixGroup(of token: RawToken) -> PrecedenceGroup? {
        switch token.kind {
        case .binaryOperator: PrecedenceGroup(infixOperator: String(decoding: text(token), as: UTF8.self))
        case .equal: inPattern ? nil : .assignment
        case .arrow: .functionArrow
        case .infixQuestionMark: .ternary
        case .identifier where token.keyword == .as || token.keyword == .is: .casting
        default: nil
        }
    }

    /// Folds the waiting operators above `base` whose group `binds` says bind tighter than what comes next.
    private mutating func fold(above base: Int, while binds: (PrecedenceGroup) -> Bool) {
        while operators.count > base, let last = operators.last, binds(last.group) {
            operators.removeLast()
            let operand = last.slot - 1
            guard operand >= 0 else { continue }
            let marker = TreeBuilder.Marker(slot: operand, token: builder.firstToken(of: builder.pending[operand]))
            builder.finish(marker, last.isTernary ? .ternaryExpr : .infixOperatorExpr)
        }
    }

    /// `operand as Type`, `as?`, `as!`, `is Type`, around the operand just read.
    private mutating func parseCast() {
        let marker = builder.precedeLast()
        let kind: SyntaxKind = at(.as) ? .asExpr : .isExpr
        consume()
        if at(.postfixQuestionMark) || at(.exclamationMark) { consume() }
        _ = parseType()
        builder.finish(marker, kind)
    }

    /// One operand of a sequence: `try`/`await` over the rest of the sequence, or a unary expression.
    private mutating func parseSequenceElement() -> Bool {
        if at(.try) || (at(.await) && awaitStartsExpression) {
            let marker = builder.start()
            let kind: SyntaxKind = at(.try) ? .tryExpr : .awaitExpr
            consume()
            if kind == .tryExpr, at(.postfixQuestionMark) || at(.exclamationMark) { consume() }
            _ = parseExpression()
            builder.finish(marker, kind)
            return true
        }
        return parseUnary()
    }

    /// Whether `await` here is the keyword (an operand follows on its line) rather than a name.
    private var awaitStartsExpression: Bool {
        guard let next = peek(1), !next.startsLine else { return false }
        switch next.kind {
        case .identifier, .integerLiteral, .floatLiteral, .openingQuote, .leftParen, .leftSquare, .leftBrace,
            .backslash, .pound, .prefixOperator, .prefixAmpersand:
            return true
        default: return false
        }
    }

    /// `&operand`, `-operand`, an operator named as a value (`reduce(0, +)`), or a postfix expression.
    private mutating func parseUnary() -> Bool {
        guard !atEnd else { return false }
        if at(.prefixAmpersand) {
            let marker = builder.start()
            consume()
            _ = parseUnaryOperand()
            builder.finish(marker, .inOutExpr)
            return true
        }
        if at(.prefixOperator) || at(.binaryOperator) || at(.postfixOperator) {
            let marker = builder.start()
            if let next = peek(1), ![.rightParen, .comma, .rightSquare, .rightBrace, .colon].contains(next.kind) {
                consume()
                _ = parseUnaryOperand()
                builder.finish(marker, .prefixOperatorExpr)
            } else {
                consume(role: .name)
                builder.finish(marker, .declReferenceExpr)
            }
            return true
        }
        return parsePostfix()
    }

    private mutating func parseUnaryOperand() -> Bool {
        guard descend() else {
            consumeUnknown()
            return true
        }
        defer { ascend() }
        return parseUnary()
    }
}
