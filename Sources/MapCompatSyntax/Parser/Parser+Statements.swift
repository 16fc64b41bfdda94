extension Parser {
    /// Parses the statement a keyword (or a label) introduces; returns `false`, consuming nothing, when none
    /// starts here.
    mutating func parseStatement() -> Bool {
        guard at(.identifier) else { return false }
        if peekIs(1, .colon), current.keyword == nil, let next = peek(2), next.kind == .identifier,
            let keyword = next.keyword, [.for, .while, .repeat, .if, .switch, .do].contains(keyword)
        {
            let marker = builder.start()
            consume(role: .name)
            consume()
            _ = parseStatement()
            builder.finish(marker, .labeledStmt)
            return true
        }
        guard let keyword = current.keyword else { return false }
        switch keyword {
        case .if: parseIf()
        case .guard: parseGuard()
        case .for: parseFor()
        case .while: parseWhile()
        case .repeat: parseRepeat()
        case .switch: parseSwitch()
        case .do: parseDo()
        case .defer: parseKeywordAndBlock(.deferStmt)
        case .return: parseReturnOrThrow(.returnStmt)
        case .throw: parseReturnOrThrow(.throwStmt)
        case .break: parseJump(.breakStmt)
        case .continue: parseJump(.continueStmt)
        case .fallthrough: parseJump(.fallthroughStmt)
        default: return false
        }
        return true
    }

    /// `if conditions { … } else if … { … } else { … }`.
    mutating func parseIf() {
        let marker = builder.start()
        consume()
        parseConditions()
        parseCodeBlock()
        if at(.else) {
            consume()
            if at(.if) {
                guard descend() else {
                    consumeUnknown()
                    builder.finish(marker, .ifExpr)
                    return
                }
                parseIf()
                ascend()
            } else {
                parseCodeBlock()
            }
        }
        builder.finish(marker, .ifExpr)
    }

    private mutating func parseGuard() {
        let marker = builder.start()
        consume()
        parseConditions()
        consume(if: .else)
        parseCodeBlock()
        builder.finish(marker, .guardStmt)
    }

    private mutating func parseWhile() {
        let marker = builder.start()
        consume()
        parseConditions()
        parseCodeBlock()
        builder.finish(marker, .whileStmt)
    }

    private mutating func parseRepeat() {
        let marker = builder.start()
        consume()
        parseCodeBlock()
        if at(.while) {
            consume()
            _ = parseExpression()
        }
        builder.finish(marker, .repeatStmt)
    }

    /// `for try await case pattern: Type in sequence where condition { … }`.
    private mutating func parseFor() {
        let marker = builder.start()
        consume()
        consume(if: .try)
        if at(.await), !peekIs(1, .in) { consume() }
        let flags = resetExpressionFlags()
        allowsTrailingClosure = false
        if at(.case) {
            consume()
            parsePattern()
        } else {
            _ = parseBindingPattern()
        }
        if at(.colon) { parseTypeAnnotation() }
        if consume(if: .in) { _ = parseExpression() }
        if at(.where) { parseWhereClause() }
        restoreExpressionFlags(flags)
        parseCodeBlock()
        builder.finish(marker, .forStmt)
    }

    /// `switch subject { cases }`.
    mutating func parseSwitch() {
        let marker = builder.start()
        consume()
        let flags = resetExpressionFlags()
        allowsTrailingClosure = false
        _ = parseExpression()
        restoreExpressionFlags(flags)
        if at(.leftBrace) {
            let saved = enterGroup()
            parseSwitchCases(inDirective: false)
            leaveGroup(saved)
            consume(if: .rightBrace)
        }
        builder.finish(marker, .switchExpr)
    }

    /// The cases of a switch (or of an `#if` clause inside one).
    mutating func parseSwitchCases(inDirective: Bool) {
        while !atEnd, !at(.rightBrace) {
            if inDirective, atDirective(.elseif) || atDirective(.else) || atDirective(.endif) { return }
            let before = progress
            if atDirective(.if) {
                parseIfConfig(stops: [], switchCases: true)
            } else if atCaseLabel {
                parseSwitchCase(inDirective: inDirective)
            } else {
                parseItem(stops: [.brace, .caseLabel, .directive])
            }
            if progress == before { consumeUnknown() }
        }
    }

    private mutating func parseSwitchCase(inDirective: Bool) {
        let marker = builder.start()
        if at(.atSign) { parseAttribute() }
        let label = builder.start()
        if at(.default) {
            consume()
            consume(if: .colon)
            builder.finish(label, .switchDefaultLabel)
        } else {
            consume(if: .case)
            while !atEnd, !at(.colon) {
                let item = builder.start()
                let before = progress
                parsePattern()
                if at(.where) { parseWhereClause() }
                let more = consume(if: .comma)
                builder.finish(item, .switchCaseItem)
                if !more || progress == before { break }
            }
            consume(if: .colon)
            builder.finish(label, .switchCaseLabel)
        }
        parseItems(stops: inDirective ? [.brace, .caseLabel, .directive] : [.brace, .caseLabel])
        builder.finish(marker, .switchCase)
    }

    /// `where condition`.
    mutating func parseWhereClause() {
        let marker = builder.start()
        consume()
        _ = parseExpression()
        builder.finish(marker, .whereClause)
    }

    /// `do { … } catch pattern { … }`.
    private mutating func parseDo() {
        let marker = builder.start()
        consume()
        if at(.throws) { parseEffectSpecifiers() }
        parseCodeBlock()
        while at(.catch) {
            let clause = builder.start()
            consume()
            let flags = resetExpressionFlags()
            allowsTrailingClosure = false
            while !atEnd, !at(.leftBrace) {
                let item = builder.start()
                let before = progress
                parsePattern()
                if at(.where) { parseWhereClause() }
                let more = consume(if: .comma)
                builder.finish(item, .catchItem)
                if !more || progress == before { break }
            }
            restoreExpressionFlags(flags)
            parseCodeBlock()
            builder.finish(clause, .catchClause)
        }
        builder.finish(marker, .doStmt)
    }

    private mutating func parseKeywordAndBlock(_ kind: SyntaxKind) {
        let marker = builder.start()
        consume()
        parseCodeBlock()
        builder.finish(marker, kind)
    }

    /// `return value` (the value on the keyword's line) or `throw error`.
    private mutating func parseReturnOrThrow(_ kind: SyntaxKind) {
        let marker = builder.start()
        consume()
        if !atEnd, kind == .throwStmt || !current.startsLine, !at(.rightBrace), !at(.semicolon), !atCaseLabel {
            _ = parseExpression()
        }
        builder.finish(marker, kind)
    }

    /// `break label`, `continue label`, `fallthrough`.
    private mutating func parseJump(_ kind: SyntaxKind) {
        let marker = builder.start()
        consume()
        if kind != .fallthroughStmt, at(.identifier), current.isName, !current.startsLine { consume(role: .name) }
        builder.finish(marker, kind)
    }

    /// The conditions of `if`, `guard` and `while`, separated by commas.
    mutating func parseConditions() {
        let flags = resetExpressionFlags()
        allowsTrailingClosure = false
        while !atEnd, !at(.leftBrace) {
            let before = progress
            parseCondition()
            if progress == before || !consume(if: .comma) { break }
        }
        restoreExpressionFlags(flags)
    }

    private mutating func parseCondition() {
        let marker = builder.start()
        if at(.let) || at(.var) || at(.inout) {
            consume()
            _ = parseBindingPattern()
            if at(.colon) { parseTypeAnnotation() }
            if at(.equal) { parseInitializerClause() }
            builder.finish(marker, .optionalBindingCondition)
        } else if at(.case) {
            consume()
            parsePattern()
            if at(.colon) { parseTypeAnnotation() }
            if at(.equal) { parseInitializerClause() }
            builder.finish(marker, .matchingPatternCondition)
        } else if at(.pound), let word = peek(1), word.isKeyword(.available) || word.isKeyword(.unavailable) {
            consume()
            consume()
            if at(.leftParen) { parseOpaqueGroup(.attributeArguments) }
            builder.finish(marker, .availabilityCondition)
        } else {
            _ = parseExpression()
        }
    }

    /// A bracketed group kept as tokens in a `kind` node.
    mutating func parseOpaqueGroup(_ kind: SyntaxKind) {
        let marker = builder.start()
        let saved = enterGroup()
        while !atEnd, !at(.rightParen) { consume() }
        leaveGroup(saved)
        consume(if: .rightParen)
        builder.finish(marker, kind)
    }

    /// A pattern of a `case`, `catch` or `for case`: `let`/`var` and a pattern whose names bind, `is Type`,
    /// `_`, or an expression matched against the value.
    mutating func parsePattern() {
        guard descend() else {
            consumeUnknown()
            return
        }
        defer { ascend() }
        let marker = builder.start()
        if at(.let) || at(.var) {
            consume()
            let binds = bindsNames
            bindsNames = true
            parsePattern()
            bindsNames = binds
            builder.finish(marker, .valueBindingPattern)
        } else if at(.is) {
            consume()
            _ = parseType()
            builder.finish(marker, .isTypePattern)
        } else if at(.wildcard), patternEnds(after: 1) {
            consume()
            builder.finish(marker, .wildcardPattern)
        } else if bindsNames, at(.identifier), current.isName, patternEnds(after: 1) {
            consume(role: .name)
            builder.finish(marker, .identifierPattern)
        } else {
            let pattern = inPattern
            inPattern = true
            _ = parseExpression()
            inPattern = pattern
            builder.finish(marker, .expressionPattern)
        }
    }

    /// Whether a pattern ends `offset` tokens ahead: at the end of its group, or at `:`, `,`, `=`, `)`,
    /// `where`, `in` or `{`.
    private func patternEnds(after offset: Int) -> Bool {
        guard let next = peek(offset) else { return true }
        switch next.kind {
        case .colon, .comma, .equal, .rightParen, .leftBrace: return true
        default: return next.isKeyword(.where) || next.isKeyword(.in)
        }
    }
}
