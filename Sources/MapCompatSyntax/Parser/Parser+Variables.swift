extension Parser {
    /// `let`/`var` and its bindings: `a: Int = 1, b = 2`, `x: Int { get }`.
    mutating func parseVariable(_ marker: TreeBuilder.Marker) {
        consume()
        while !atEnd {
            let binding = builder.start()
            guard parseBindingPattern() else { break }
            if at(.colon) { parseTypeAnnotation() }
            let initialized = at(.equal)
            if initialized { parseInitializerClause() }
            if at(.leftBrace), !initialized || isObserverBlockAhead { parseAccessorBlock() }
            let more = consume(if: .comma)
            builder.finish(binding, .patternBinding)
            if !more { break }
        }
        builder.finish(marker, .variableDecl)
    }

    /// `: Type`.
    mutating func parseTypeAnnotation() {
        let marker = builder.start()
        consume()
        _ = parseType()
        builder.finish(marker, .typeAnnotation)
    }

    /// A pattern that binds names: `name`, `_`, `(a, b)`, `let name` (in a `for` loop).
    mutating func parseBindingPattern() -> Bool {
        guard descend() else {
            consumeUnknown()
            return true
        }
        defer { ascend() }
        let marker = builder.start()
        if at(.wildcard) {
            consume()
            builder.finish(marker, .wildcardPattern)
        } else if at(.let) || at(.var) {
            consume()
            _ = parseBindingPattern()
            builder.finish(marker, .valueBindingPattern)
        } else if at(.leftParen) {
            parseTuplePattern(marker)
        } else if at(.identifier), current.isName || at(.self) {
            consume(role: .name)
            builder.finish(marker, .identifierPattern)
        } else {
            return false
        }
        return true
    }

    /// `(a, label: b)` binding names.
    private mutating func parseTuplePattern(_ marker: TreeBuilder.Marker) {
        let flags = resetExpressionFlags()
        let saved = enterGroup()
        while !atEnd, !at(.rightParen) {
            let before = progress
            let element = builder.start()
            if at(.identifier), peekIs(1, .colon) {
                consume(role: .label)
                consume()
            }
            _ = parseBindingPattern()
            consume(if: .comma)
            builder.finish(element, .tuplePatternElement)
            if progress == before { consumeUnknown() }
        }
        leaveGroup(saved)
        restoreExpressionFlags(flags)
        consume(if: .rightParen)
        builder.finish(marker, .tuplePattern)
    }

    /// Whether the `{` here opens `willSet`/`didSet` observers (after an initial value, where a `{` could
    /// otherwise not follow).
    var isObserverBlockAhead: Bool {
        guard at(.leftBrace), let word = peek(1) else { return false }
        return word.isKeyword(.willSet) || word.isKeyword(.didSet)
    }

    /// `{ get set }`, `{ get { … } set(value) { … } }`, `{ willSet { … } }`, or a getter's statements.
    mutating func parseAccessorBlock() {
        let marker = builder.start()
        let flags = resetExpressionFlags(endingPatterns: true)
        let saved = enterGroup()
        if isAccessorAhead {
            while !atEnd, !at(.rightBrace) {
                let before = progress
                if isAccessorAhead {
                    parseAccessor()
                } else {
                    parseItem(stops: .brace)
                }
                if progress == before { consumeUnknown() }
            }
        } else {
            parseItems(stops: .brace)
        }
        leaveGroup(saved)
        restoreExpressionFlags(flags)
        consume(if: .rightBrace)
        builder.finish(marker, .accessorBlock)
    }

    /// Whether an accessor starts here: attributes and `mutating`/`nonmutating`, an accessor keyword, then
    /// its parameter, body, effects, the block's end or another accessor.
    private var isAccessorAhead: Bool {
        var offset = 0
        while offset < 32, let token = peek(offset) {
            if token.kind == .atSign {
                offset = skipAttribute(from: offset)
            } else if token.isKeyword(.mutating) || token.isKeyword(.nonmutating)
                || token.isKeyword(.legacyConsuming) || token.isKeyword(.consuming) || token.isKeyword(.borrowing)
            {
                offset += 1
            } else {
                break
            }
        }
        guard let word = peek(offset), word.kind == .identifier, let keyword = word.keyword, keyword.isAccessor
        else { return false }
        offset += 1
        if keyword != .get, peekIs(offset, .leftParen) { offset = groupEnd(from: offset) }
        guard let next = peek(offset) else { return true }
        if next.kind == .leftBrace || next.kind == .rightBrace { return true }
        guard next.kind == .identifier, let nextKeyword = next.keyword else { return false }
        return nextKeyword.isAccessor || nextKeyword == .async || nextKeyword == .throws
            || nextKeyword == .mutating || nextKeyword == .nonmutating
    }

    private mutating func parseAccessor() {
        let marker = builder.start()
        parseAttributesAndModifiers()
        while at(.mutating) || at(.nonmutating) || at(.legacyConsuming) || at(.consuming) || at(.borrowing) {
            let modifier = builder.start()
            consume()
            builder.finish(modifier, .declModifier)
        }
        consume()
        if at(.leftParen) {
            let saved = enterGroup()
            if at(.identifier) { consume(role: .name) }
            leaveGroup(saved)
            consume(if: .rightParen)
        }
        parseEffectSpecifiers()
        parseCodeBlock()
        builder.finish(marker, .accessorDecl)
    }

    /// `case a, b(Int), c = 1`.
    mutating func parseEnumCase(_ marker: TreeBuilder.Marker) {
        consume()
        while !atEnd {
            let element = builder.start()
            guard at(.identifier) else { break }
            consume(role: .name)
            if at(.leftParen) {
                parseParameterClause(.enumCaseParameterClause, parameter: .enumCaseParameter)
            }
            if at(.equal) { parseInitializerClause() }
            let more = consume(if: .comma)
            builder.finish(element, .enumCaseElement)
            if !more { break }
        }
        builder.finish(marker, .enumCaseDecl)
    }
}
