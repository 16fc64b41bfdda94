extension Parser {
    /// A primary expression: a name, literal, string, tuple, collection, closure, implicit member, key path,
    /// macro expansion, or an `if`/`switch` expression. Returns `false`, consuming nothing, when none starts
    /// here.
    mutating func parsePrimary() -> Bool {
        guard !atEnd else { return false }
        switch current.kind {
        case .identifier: return parseWordPrimary()
        case .integerLiteral: wrapToken(.integerLiteralExpr)
        case .floatLiteral: wrapToken(.floatLiteralExpr)
        case .openingQuote: parseStringLiteral()
        case .leftParen:
            let marker = builder.start()
            parseArgumentGroup()
            builder.finish(marker, .tupleExpr)
        case .leftSquare: parseCollection()
        case .leftBrace: parseClosure()
        case .period:
            let marker = builder.start()
            parseMemberName()
            builder.finish(marker, .memberAccessExpr)
        case .backslash: parseKeyPath()
        case .pound:
            guard let word = peek(1), word.kind == .identifier, !word.followsTrivia,
                !(word.isKeyword(.if) || word.isKeyword(.else) || word.isKeyword(.elseif) || word.isKeyword(.endif))
            else { return false }
            parseMacroExpansion()
        default: return false
        }
        return true
    }

    private mutating func wrapToken(_ kind: SyntaxKind, role: ChildRole = .none) {
        let marker = builder.start()
        consume(role: role)
        builder.finish(marker, kind)
    }

    private mutating func parseWordPrimary() -> Bool {
        guard let keyword = current.keyword else {
            parseName()
            return true
        }
        switch keyword {
        case .true, .false: wrapToken(.booleanLiteralExpr)
        case .nil: wrapToken(.nilLiteralExpr)
        case .super: wrapToken(.superExpr)
        case .wildcard:
            if inPattern {
                let marker = builder.start()
                wrapToken(.wildcardPattern)
                builder.finish(marker, .patternExpr)
            } else {
                wrapToken(.discardAssignmentExpr)
            }
        case .if: parseIf()
        case .switch: parseSwitch()
        case .let, .var:
            guard inPattern else { return false }
            let marker = builder.start()
            parsePattern()
            builder.finish(marker, .patternExpr)
        case .self, .selfType, .`init`, .anyType: parseName()
        default:
            guard keyword.isContextual else { return false }
            parseName()
        }
        return true
    }

    /// A name used as a value, or, in a pattern whose names bind, a name bound.
    private mutating func parseName() {
        let marker = builder.start()
        if bindsNames, current.keyword == nil || current.keyword?.isContextual == true, !namedThingFollows {
            wrapToken(.identifierPattern, role: .name)
            builder.finish(marker, .patternExpr)
            return
        }
        consume(role: .name)
        if looksLikeDeclNameArguments { parseDeclNameArguments() }
        builder.finish(marker, .declReferenceExpr)
    }

    /// Whether what follows the current name makes it a reference even in a binding pattern (`Foo.bar(x)`).
    private var namedThingFollows: Bool {
        guard let next = peek(1) else { return false }
        switch next.kind {
        case .period, .leftParen, .leftSquare: return !next.followsTrivia || next.kind == .period
        case .binaryOperator, .postfixOperator: return firstByte(next) == 0x3C && !next.followsTrivia
        default: return false
        }
    }

    /// `[a, b]`, `[key: value]` or `[:]`.
    private mutating func parseCollection() {
        let marker = builder.start()
        let flags = resetExpressionFlags()
        let saved = enterGroup()
        var isDictionary = false
        if at(.colon), peek(1) == nil || peekIs(1, .rightSquare) {
            consume()
            isDictionary = true
        }
        while !atEnd, !at(.rightSquare) {
            let before = progress
            let element = builder.start()
            _ = parseExpression()
            if at(.colon) {
                isDictionary = true
                consume()
                _ = parseExpression()
            }
            consume(if: .comma)
            builder.finish(element, isDictionary ? .dictionaryElement : .arrayElement)
            if progress == before { consumeUnknown() }
        }
        leaveGroup(saved)
        restoreExpressionFlags(flags)
        consume(if: .rightSquare)
        builder.finish(marker, isDictionary ? .dictionaryExpr : .arrayExpr)
    }

    /// `\Root.path?.to[0]`.
    private mutating func parseKeyPath() {
        let marker = builder.start()
        consume()
        if at(.identifier), !current.followsTrivia {
            let root = builder.start()
            consume(role: .name)
            if atAngleOpen { parseGenericArgumentClause() }
            builder.finish(root, .identifierType)
        }
        while !atEnd {
            let component = builder.start()
            if at(.period) {
                parseMemberName()
            } else if at(.postfixQuestionMark) || at(.exclamationMark) {
                consume()
            } else if at(.leftSquare), !current.followsTrivia {
                parseArgumentGroup()
            } else {
                break
            }
            builder.finish(component, .keyPathComponent)
        }
        builder.finish(marker, .keyPathExpr)
    }

    /// `#name<Arguments>(arguments) { trailing closure }`; `#available(…)` keeps its arguments as tokens.
    private mutating func parseMacroExpansion() {
        let marker = builder.start()
        consume()
        let availability = current.isKeyword(.available) || current.isKeyword(.unavailable)
        consume(role: .name)
        if availability {
            if at(.leftParen), !current.followsTrivia { parseOpaqueGroup(.attributeArguments) }
        } else {
            if atAngleOpen, looksLikeGenericArguments() { parseGenericArgumentClause() }
            if at(.leftParen), !current.startsLine { parseArgumentGroup() }
            parseTrailingClosures()
        }
        builder.finish(marker, .macroExpansionExpr)
    }

    /// A string literal: its opening delimiter, text segments, interpolations (parsed as code) and closing
    /// delimiter (missing when the string is not closed).
    private mutating func parseStringLiteral() {
        let marker = builder.start()
        consume()
        while !atEnd {
            if at(.stringSegment) {
                wrapToken(.stringSegment)
            } else if at(.interpolationStart) {
                parseInterpolation()
            } else {
                consume(if: .closingQuote)
                break
            }
        }
        builder.finish(marker, .stringLiteralExpr)
    }

    /// `\(labelled expressions)`.
    private mutating func parseInterpolation() {
        let marker = builder.start()
        let flags = resetExpressionFlags(endingPatterns: true)
        let saved = enterGroup()
        while !atEnd, !at(.interpolationEnd) {
            let before = progress
            parseLabeledExpression()
            if progress == before { consumeUnknown() }
        }
        leaveGroup(saved)
        restoreExpressionFlags(flags)
        consume(if: .interpolationEnd)
        builder.finish(marker, .expressionSegment)
    }
}
