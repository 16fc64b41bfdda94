extension Parser {
    /// `func name<T>(parameters) async throws -> Result where … { body }`.
    mutating func parseFunction(_ marker: TreeBuilder.Marker) {
        consume()
        if at(.identifier) || (!atEnd && current.kind.isOperator) { consume(role: .name) }
        if atAngleOpen { parseGenericParameterClause() }
        parseFunctionSignature()
        if at(.where) { parseGenericWhereClause() }
        parseCodeBlock()
        builder.finish(marker, .functionDecl)
    }

    /// `init?<T>(parameters) throws where … { body }`.
    mutating func parseInitializer(_ marker: TreeBuilder.Marker) {
        consume()
        if !atEnd, current.kind.isOperator, firstByte(current) == 0x3F || firstByte(current) == 0x21 {
            consumePrefix(1, as: firstByte(current) == 0x3F ? .postfixQuestionMark : .exclamationMark)
        }
        if atAngleOpen { parseGenericParameterClause() }
        parseFunctionSignature()
        if at(.where) { parseGenericWhereClause() }
        parseCodeBlock()
        builder.finish(marker, .initializerDecl)
    }

    mutating func parseDeinitializer(_ marker: TreeBuilder.Marker) {
        consume()
        parseCodeBlock()
        builder.finish(marker, .deinitializerDecl)
    }

    /// `subscript(parameters) -> Result { accessors }`.
    mutating func parseSubscript(_ marker: TreeBuilder.Marker) {
        consume()
        if atAngleOpen { parseGenericParameterClause() }
        parseFunctionSignature()
        if at(.where) { parseGenericWhereClause() }
        if at(.leftBrace) { parseAccessorBlock() }
        builder.finish(marker, .subscriptDecl)
    }

    /// Parameters, effects and result, when any is there.
    mutating func parseFunctionSignature() {
        let marker = builder.start()
        if at(.leftParen) { parseParameterClause(.functionParameterClause, parameter: .functionParameter) }
        parseEffectSpecifiers()
        if at(.arrow) { parseReturnClause() }
        builder.finish(marker, .functionSignature)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync`, in any order.
    mutating func parseEffectSpecifiers() {
        while at(.identifier) {
            if at(.async) || at(.rethrows) || text(current, is: "reasync") {
                consume()
            } else if at(.throws) {
                consume()
                if at(.leftParen), !current.followsTrivia {
                    let saved = enterGroup()
                    _ = parseType()
                    leaveGroup(saved)
                    consume(if: .rightParen)
                }
            } else {
                return
            }
        }
    }

    /// `-> Type`.
    mutating func parseReturnClause() {
        let marker = builder.start()
        consume()
        _ = parseType()
        builder.finish(marker, .returnClause)
    }

    /// `(parameter, parameter)` of a function (or an enum case's associated values).
    mutating func parseParameterClause(_ kind: SyntaxKind, parameter: SyntaxKind) {
        let marker = builder.start()
        let flags = resetExpressionFlags()
        let saved = enterGroup()
        while !atEnd, !at(.rightParen) {
            let before = progress
            parseParameter(parameter)
            if progress == before { consumeUnknown() }
        }
        leaveGroup(saved)
        restoreExpressionFlags(flags)
        consume(if: .rightParen)
        builder.finish(marker, kind)
    }

    /// `@attribute label name: Type... = default,`; an enum case's parameter may be a bare type.
    private mutating func parseParameter(_ kind: SyntaxKind) {
        let marker = builder.start()
        while at(.atSign) { parseAttribute() }
        let named = kind == .functionParameter || isLabelAhead
        if named, at(.identifier), !peekIs(1, .period) {
            consume(role: .label)
            if at(.identifier), !at(.colon) { consume(role: .name) }
        }
        if named { consume(if: .colon) }
        _ = parseType()
        if at(.postfixOperator) || at(.binaryOperator), text(current, is: "...") { consume() }
        if at(.equal) { parseInitializerClause() }
        consume(if: .comma)
        builder.finish(marker, kind)
    }

    /// Whether `name:` or `label name:` starts here.
    var isLabelAhead: Bool {
        guard at(.identifier) else { return false }
        if peekIs(1, .colon) { return true }
        return peek(1)?.kind == .identifier && peekIs(2, .colon)
    }

    /// Whether a `<` opening generic parameters or arguments is here (an operator starting with `<`, bound to
    /// what precedes it).
    var atAngleOpen: Bool {
        !atEnd && current.kind.isOperator && firstByte(current) == 0x3C && !current.followsTrivia
    }

    /// Whether the current token starts with `>`.
    var atAngleClose: Bool { !atEnd && current.kind.isOperator && firstByte(current) == 0x3E }

    /// Consumes `<` (the first character of the current operator).
    mutating func consumeAngleOpen() { consumePrefix(1, as: .binaryOperator) }

    /// Consumes `>`, splitting it off a longer operator (`>>`, `>?`).
    mutating func consumeAngleClose() { consumePrefix(1, as: .binaryOperator) }

    /// `<T, U: Protocol>`.
    mutating func parseGenericParameterClause() {
        let marker = builder.start()
        consumeAngleOpen()
        while at(.identifier) || at(.atSign) {
            let parameter = builder.start()
            while at(.atSign) { parseAttribute() }
            if at(.identifier), text(current, is: "each"), peekIs(1, .identifier) { consume() }
            if at(.identifier) { consume(role: .name) }
            if at(.postfixOperator), text(current, is: "...") { consume() }
            if at(.colon) {
                consume()
                _ = parseType()
            }
            let more = consume(if: .comma)
            builder.finish(parameter, .genericParameter)
            if !more { break }
        }
        if at(.where) { parseGenericWhereClause() }
        if atAngleClose { consumeAngleClose() }
        builder.finish(marker, .genericParameterClause)
    }

    /// `<Type, Type>`.
    mutating func parseGenericArgumentClause() {
        let marker = builder.start()
        consumeAngleOpen()
        while !atEnd, !atAngleClose {
            guard parseType() else { break }
            if !consume(if: .comma) { break }
        }
        if atAngleClose { consumeAngleClose() }
        builder.finish(marker, .genericArgumentClause)
    }

    /// `= value`.
    mutating func parseInitializerClause() {
        let marker = builder.start()
        consume()
        _ = parseExpression()
        builder.finish(marker, .initializerClause)
    }
}
