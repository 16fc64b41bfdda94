extension Parser {
    /// Parses a type: attributes and specifiers (`@escaping`, `inout`), a composition of postfix types, and a
    /// function type's effects and result. Returns `false`, consuming nothing, when no type starts here.
    mutating func parseType() -> Bool {
        guard !atEnd else { return false }
        guard descend() else {
            consumeUnknown()
            return true
        }
        defer { ascend() }
        let marker = builder.start()
        var attributed = false
        while !atEnd {
            if at(.atSign) {
                parseTypeAttribute()
            } else if at(.identifier), let keyword = current.keyword, keyword.isTypeSpecifier, let next = peek(1),
                next.kind != .colon, next.kind != .comma, next.kind != .rightParen
            {
                consume()
            } else {
                break
            }
            attributed = true
        }
        if parseCompositionType() {
            parseFunctionTypeTail()
        } else if !attributed {
            return false
        }
        if attributed { builder.finish(marker, .attributedType) }
        return true
    }

    /// `@escaping`, `@Sendable`, `@convention(c)`: arguments only when the `(` touches the name.
    private mutating func parseTypeAttribute() {
        if let name = peek(1),
            text(name, is: "escaping") || text(name, is: "Sendable")
                || text(name, is: "autoclosure") || text(name, is: "MainActor")
        {
            let marker = builder.start()
            consume()
            consume(role: .name)
            builder.finish(marker, .attribute)
        } else {
            parseAttribute()
        }
    }

    /// `(Parameters) async throws -> Result` around the type just read.
    private mutating func parseFunctionTypeTail() {
        guard at(.arrow) || isEffectsThenArrowAhead else { return }
        let marker = builder.precedeLast()
        parseEffectSpecifiers()
        if at(.arrow) { parseReturnClause() }
        builder.finish(marker, .functionType)
    }

    private var isEffectsThenArrowAhead: Bool {
        var offset = 0
        while let token = peek(offset),
            token.isKeyword(.async) || token.isKeyword(.throws)
                || token.isKeyword(.rethrows)
        {
            offset += 1
            if peekIs(offset, .leftParen) { offset = groupEnd(from: offset) }
        }
        return offset > 0 && peekIs(offset, .arrow)
    }

    /// `A & B & C`, or a single postfix type.
    private mutating func parseCompositionType() -> Bool {
        let marker = builder.start()
        guard parsePostfixType() else { return false }
        var composed = false
        while at(.binaryOperator), text(current, is: "&") {
            consume()
            _ = parsePostfixType()
            composed = true
        }
        if composed { builder.finish(marker, .compositionType) }
        return true
    }

    /// A primary type and its suffixes: `.Member`, `.Type`, `?`, `!`.
    private mutating func parsePostfixType() -> Bool {
        guard parsePrimaryType() else { return false }
        while !atEnd {
            if at(.period), let name = peek(1), name.kind == .identifier {
                let marker = builder.precedeLast()
                consume()
                let metatype = name.isKeyword(.type) || name.isKeyword(.protocolMetatype)
                consume(role: .name)
                if !metatype, atAngleOpen { parseGenericArgumentClause() }
                builder.finish(marker, metatype ? .metatypeType : .memberType)
            } else if atOptionalMark {
                let marker = builder.precedeLast()
                let question = firstByte(current) == 0x3F
                consumePrefix(1, as: question ? .postfixQuestionMark : .exclamationMark)
                builder.finish(marker, question ? .optionalType : .implicitlyUnwrappedOptionalType)
            } else {
                break
            }
        }
        return true
    }

    /// Whether `?` or `!` bound to the type before starts the current token (`Int?`, `Bool?>` in
    /// `KeyPath<A, Bool?>`).
    private var atOptionalMark: Bool {
        guard !atEnd, current.kind.isOperator, !current.followsTrivia else { return false }
        return (firstByte(current) == 0x3F && current.kind != .infixQuestionMark) || firstByte(current) == 0x21
    }

    private mutating func parsePrimaryType() -> Bool {
        guard !atEnd else { return false }
        let marker = builder.start()
        switch current.kind {
        case .identifier:
            if (at(.some) || at(.any)), let next = peek(1), !next.startsLine,
                next.kind == .identifier || next.kind == .leftParen || next.kind == .leftSquare
            {
                consume()
                _ = parseCompositionTypeNested()
                builder.finish(marker, .someOrAnyType)
                return true
            }
            if let keyword = current.keyword, !keyword.isContextual, keyword != .selfType, keyword != .anyType,
                keyword != .wildcard
            {
                return false
            }
            consume(role: .name)
            if atAngleOpen { parseGenericArgumentClause() }
            builder.finish(marker, .identifierType)
        case .leftParen:
            parseTupleType()
            builder.finish(marker, .tupleType)
        case .leftSquare:
            let saved = enterGroup()
            _ = parseType()
            let dictionary = consume(if: .colon)
            if dictionary { _ = parseType() }
            leaveGroup(saved)
            consume(if: .rightSquare)
            builder.finish(marker, dictionary ? .dictionaryType : .arrayType)
        case .prefixOperator where text(current, is: "~"):
            consume()
            _ = parsePostfixType()
            builder.finish(marker, .suppressedType)
        default:
            return false
        }
        return true
    }

    private mutating func parseCompositionTypeNested() -> Bool {
        guard descend() else {
            consumeUnknown()
            return true
        }
        defer { ascend() }
        return parseCompositionType()
    }

    /// `(A, label: B, _ name: C...)`: the elements of a tuple type or a function type's parameters.
    private mutating func parseTupleType() {
        let flags = resetExpressionFlags(endingPatterns: true)
        let saved = enterGroup()
        while !atEnd, !at(.rightParen) {
            let before = progress
            let element = builder.start()
            if isLabelAhead {
                consume(role: .label)
                if !at(.colon) { consume(role: .name) }
                consume()
            }
            _ = parseType()
            if at(.postfixOperator) || at(.binaryOperator), text(current, is: "...") { consume() }
            if at(.equal) { parseInitializerClause() }
            consume(if: .comma)
            builder.finish(element, .tupleTypeElement)
            if progress == before { consumeUnknown() }
        }
        leaveGroup(saved)
        restoreExpressionFlags(flags)
        consume(if: .rightParen)
    }
}
