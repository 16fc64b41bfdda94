extension Parser {
    /// How far lookahead for a declaration's keyword goes, past attributes and modifiers.
    private static let declarationLookahead = 48

    /// Whether a declaration starts here: attributes and modifiers, then a declaration keyword.
    func isAtDeclaration() -> Bool {
        var offset = 0
        var steps = 0
        while steps < Self.declarationLookahead, let token = peek(offset) {
            steps += 1
            if token.kind == .atSign {
                offset = skipAttribute(from: offset)
                continue
            }
            guard token.kind == .identifier, let keyword = token.keyword else { return false }
            if keyword.introducesDeclaration {
                return isDeclarationKeyword(keyword, at: offset)
            }
            guard keyword.isModifier else { return false }
            offset += 1
            if hasModifierDetail(at: offset) { offset += 3 }
        }
        return false
    }

    /// Whether the declaration keyword at `offset` introduces a declaration there (`actor`, `macro`, `init`
    /// and `subscript` do only when followed by their name or parameters).
    private func isDeclarationKeyword(_ keyword: Keyword, at offset: Int) -> Bool {
        switch keyword {
        case .actor, .macro: return peek(offset + 1).map { $0.kind == .identifier && $0.keyword == nil } ?? false
        case .`init`:
            guard let next = peek(offset + 1) else { return false }
            return next.kind == .leftParen || firstByte(next) == 0x3F || firstByte(next) == 0x21
                || firstByte(next) == 0x3C
        case .subscript:
            guard let next = peek(offset + 1) else { return false }
            return next.kind == .leftParen || firstByte(next) == 0x3C
        default: return true
        }
    }

    /// The offset after the attribute starting at `offset`: `@`, a dotted name, and arguments.
    func skipAttribute(from offset: Int) -> Int {
        var index = offset + 1
        if peek(index)?.kind == .identifier { index += 1 }
        while peekIs(index, .period), peek(index + 1)?.kind == .identifier { index += 2 }
        if peekIs(index, .leftParen), let open = peek(index), !open.followsTrivia { index = groupEnd(from: index) }
        return index
    }

    /// The offset after the group opened at `offset` (or after the opener alone when it is unmatched).
    func groupEnd(from offset: Int) -> Int {
        let index = cursor + offset
        guard index < input.count, closers[index] > index, closers[index] < limit else { return offset + 1 }
        return closers[index] - cursor + 1
    }

    /// Parses a declaration: attributes, modifiers, and the declaration its keyword introduces.
    mutating func parseDeclaration() {
        let marker = builder.start()
        parseAttributesAndModifiers()
        guard at(.identifier), let keyword = current.keyword else {
            builder.finish(marker, .unknown)
            return
        }
        switch keyword {
        case .func: parseFunction(marker)
        case .`init`: parseInitializer(marker)
        case .deinit: parseDeinitializer(marker)
        case .subscript: parseSubscript(marker)
        case .let, .var: parseVariable(marker)
        case .case: parseEnumCase(marker)
        case .class: parseNominalType(marker, .classDecl)
        case .struct: parseNominalType(marker, .structDecl)
        case .enum: parseNominalType(marker, .enumDecl)
        case .protocol: parseNominalType(marker, .protocolDecl)
        case .actor: parseNominalType(marker, .actorDecl)
        case .extension: parseExtension(marker)
        case .typealias: parseTypeAlias(marker)
        case .associatedtype: parseAssociatedType(marker)
        case .import: parseImport(marker)
        case .operator: parseOperatorDeclaration(marker)
        case .precedencegroup: parsePrecedenceGroup(marker)
        case .macro: parseMacro(marker)
        default: builder.finish(marker, .unknown)
        }
    }

    /// Parses attributes and modifiers, each a child of the declaration being built.
    mutating func parseAttributesAndModifiers() {
        while !atEnd {
            if at(.atSign) {
                parseAttribute()
            } else if at(.identifier), let keyword = current.keyword, keyword.isModifier || keyword == .class,
                isModifier(keyword)
            {
                parseModifier()
            } else {
                return
            }
        }
    }

    /// Whether the modifier word here modifies a declaration (`class func`), rather than being its keyword
    /// (`class Name`) or a name (`open(url)`).
    private func isModifier(_ keyword: Keyword) -> Bool {
        let offset = hasModifierDetail(at: 1) ? 4 : 1
        guard let next = peek(offset) else { return false }
        if next.kind == .atSign { return true }
        guard next.kind == .identifier, let nextKeyword = next.keyword else { return false }
        return nextKeyword.isModifier || nextKeyword.introducesDeclaration
    }

    private mutating func parseModifier() {
        let marker = builder.start()
        consume()
        if hasModifierDetail(at: 0) {
            consume()
            consume()
            consume()
        }
        builder.finish(marker, .declModifier)
    }

    /// Whether `(set)`, `(safe)`, `(unsafe)` (a modifier's detail) starts `offset` tokens ahead, touching the
    /// modifier.
    private func hasModifierDetail(at offset: Int) -> Bool {
        guard let open = peek(offset), open.kind == .leftParen, !open.followsTrivia, let word = peek(offset + 1),
            word.kind == .identifier, peekIs(offset + 2, .rightParen)
        else { return false }
        return text(word, is: "set") || text(word, is: "safe") || text(word, is: "unsafe")
    }

    /// Parses `@name`, `@name.member<Arguments>` and its arguments: parsed as expressions for a custom
    /// attribute (a property wrapper, a result builder), kept as tokens for the compiler's own
    /// (`@available(iOS 13, *)`, `@objc(name:)`).
    mutating func parseAttribute() {
        let marker = builder.start()
        consume()
        let custom = at(.identifier) && !current.followsTrivia && (65...90).contains(firstByte(current))
        if at(.identifier), !current.followsTrivia { consume(role: .name) }
        while at(.period), peekIs(1, .identifier) {
            consume()
            consume(role: .name)
        }
        if firstByte(current) == 0x3C, at(.binaryOperator) || at(.prefixOperator) || at(.postfixOperator),
            !current.followsTrivia
        {
            parseGenericArgumentClause()
        }
        if at(.leftParen), !current.followsTrivia {
            if custom {
                parseArgumentGroup()
            } else {
                let arguments = builder.start()
                let saved = enterGroup()
                while !atEnd, !at(.rightParen) { consume() }
                leaveGroup(saved)
                consume(if: .rightParen)
                builder.finish(arguments, .attributeArguments)
            }
        }
        builder.finish(marker, .attribute)
    }

    /// `class`, `struct`, `enum`, `protocol` or `actor`: name, generic parameters, inheritance, `where`,
    /// members.
    private mutating func parseNominalType(_ marker: TreeBuilder.Marker, _ kind: SyntaxKind) {
        consume()
        if at(.identifier) { consume(role: .name) }
        if atAngleOpen { parseGenericParameterClause() }
        if at(.colon) { parseInheritanceClause() }
        if at(.where) { parseGenericWhereClause() }
        parseMemberBlock()
        builder.finish(marker, kind)
    }

    private mutating func parseExtension(_ marker: TreeBuilder.Marker) {
        consume()
        _ = parseType()
        if at(.colon) { parseInheritanceClause() }
        if at(.where) { parseGenericWhereClause() }
        parseMemberBlock()
        builder.finish(marker, .extensionDecl)
    }

    /// `: Type, Type`, entries possibly one per line.
    mutating func parseInheritanceClause() {
        let marker = builder.start()
        consume()
        while !atEnd {
            let entry = builder.start()
            guard parseType() else { break }
            let more = consume(if: .comma)
            builder.finish(entry, .inheritedType)
            if !more { break }
        }
        builder.finish(marker, .inheritanceClause)
    }

    /// `where A: B, C == D`.
    mutating func parseGenericWhereClause() {
        let marker = builder.start()
        consume()
        while !atEnd {
            let requirement = builder.start()
            guard parseType() else { break }
            if at(.colon) || (at(.binaryOperator) && text(current, is: "==")) {
                consume()
                _ = parseType()
            }
            let more = consume(if: .comma)
            builder.finish(requirement, .genericRequirement)
            if !more { break }
        }
        builder.finish(marker, .genericWhereClause)
    }

    private mutating func parseTypeAlias(_ marker: TreeBuilder.Marker) {
        consume()
        if at(.identifier) { consume(role: .name) }
        if atAngleOpen { parseGenericParameterClause() }
        parseTypeInitializer()
        if at(.where) { parseGenericWhereClause() }
        builder.finish(marker, .typeAliasDecl)
    }

    private mutating func parseAssociatedType(_ marker: TreeBuilder.Marker) {
        consume()
        if at(.identifier) { consume(role: .name) }
        if at(.colon) { parseInheritanceClause() }
        parseTypeInitializer()
        if at(.where) { parseGenericWhereClause() }
        builder.finish(marker, .associatedTypeDecl)
    }

    private mutating func parseTypeInitializer() {
        guard at(.equal) else { return }
        let marker = builder.start()
        consume()
        _ = parseType()
        builder.finish(marker, .typeInitializerClause)
    }

    /// `import Module.Sub`, `import class Module.Type`.
    private mutating func parseImport(_ marker: TreeBuilder.Marker) {
        consume()
        if at(.identifier), let keyword = current.keyword, keyword.introducesDeclaration, peekIs(1, .identifier) {
            consume()
        }
        if at(.identifier) { consume(role: .name) }
        while at(.period), !current.startsLine || peekIs(1, .identifier) {
            consume()
            if at(.identifier) { consume(role: .name) }
        }
        builder.finish(marker, .importDecl)
    }

    /// `prefix operator +++`, `infix operator <> : Group`.
    private mutating func parseOperatorDeclaration(_ marker: TreeBuilder.Marker) {
        consume()
        if current.kind.isOperator || at(.period) || at(.identifier) { consume(role: .name) }
        if at(.colon) {
            consume()
            if at(.identifier) { consume() }
        }
        builder.finish(marker, .operatorDecl)
    }

    /// `precedencegroup Name { … }`, its body kept as tokens.
    private mutating func parsePrecedenceGroup(_ marker: TreeBuilder.Marker) {
        consume()
        if at(.identifier) { consume(role: .name) }
        if at(.leftBrace) {
            let saved = enterGroup()
            while !atEnd, !at(.rightBrace) { consume() }
            leaveGroup(saved)
            consume(if: .rightBrace)
        }
        builder.finish(marker, .precedenceGroupDecl)
    }

    /// `macro name(parameters) -> Result = #externalMacro(…)`.
    private mutating func parseMacro(_ marker: TreeBuilder.Marker) {
        consume()
        if at(.identifier) { consume(role: .name) }
        if atAngleOpen { parseGenericParameterClause() }
        parseFunctionSignature()
        if at(.equal) { parseInitializerClause() }
        if at(.where) { parseGenericWhereClause() }
        builder.finish(marker, .macroDecl)
    }
}
