/// Where a run of statements or members ends, besides the end of its group.
struct ItemStops: OptionSet {
    let rawValue: UInt8
    /// At `}` (a block whose `}` the lexer did not match).
    static let brace = ItemStops(rawValue: 1)
    /// At `case`, `default` and `@unknown`: the statements of a switch case.
    static let caseLabel = ItemStops(rawValue: 2)
    /// At `#elseif`, `#else` and `#endif`: the elements of an `#if` clause.
    static let directive = ItemStops(rawValue: 4)
}

extension Parser {
    /// Parses the whole file into its source-file node and returns the builder's arrays.
    mutating func parseSourceFile() -> TreeBuilder {
        let marker = builder.start()
        parseItems(stops: [])
        while !atEnd { consumeUnknown() }
        builder.add(input[input.count - 1], role: .none)
        builder.finish(marker, .sourceFile)
        return builder
    }

    /// Parses statements and declarations up to the end of reach or a stop.
    mutating func parseItems(stops: ItemStops) {
        while !atEnd {
            if stops.contains(.brace), at(.rightBrace) { return }
            if stops.contains(.caseLabel), atCaseLabel || (atDirective(.if) && isDirectiveOfCasesAhead) { return }
            if stops.contains(.directive), atDirective(.elseif) || atDirective(.else) || atDirective(.endif) {
                return
            }
            let before = progress
            parseItem(stops: stops)
            if progress == before { consumeUnknown() }
        }
    }

    /// Whether a switch case's label starts here.
    var atCaseLabel: Bool {
        if at(.case) || (at(.default) && peekIs(1, .colon)) { return true }
        return at(.atSign) && peek(1).map { text($0, is: "unknown") } == true
    }

    /// Whether the `#if` here holds switch cases: its first line after the condition starts with a case label.
    var isDirectiveOfCasesAhead: Bool {
        var offset = 2
        while offset < 64, let token = peek(offset) {
            if token.startsLine {
                if token.isKeyword(.case) || (token.isKeyword(.default) && peekIs(offset + 1, .colon)) { return true }
                return token.kind == .atSign && peek(offset + 1).map { text($0, is: "unknown") } == true
            }
            offset += 1
        }
        return false
    }

    /// Whether `#keyword` starts here.
    func atDirective(_ keyword: Keyword) -> Bool {
        guard at(.pound), let word = peek(1) else { return false }
        return word.isKeyword(keyword) && !word.followsTrivia
    }

    /// Parses one statement or declaration, with the `;` after it.
    mutating func parseItem(stops: ItemStops) {
        guard descend() else {
            consumeUnknown()
            return
        }
        defer { ascend() }
        if consume(if: .semicolon) { return }
        if atDirective(.if) {
            parseIfConfig(stops: stops)
        } else if isAtDeclaration() {
            parseDeclaration()
        } else if !parseStatement() {
            _ = parseExpression()
        }
        consume(if: .semicolon)
    }

    /// Parses `{ statements }`.
    mutating func parseCodeBlock() {
        guard at(.leftBrace) else { return }
        let marker = builder.start()
        parseBracedItems()
        builder.finish(marker, .codeBlock)
    }

    /// Parses `{ members }`.
    mutating func parseMemberBlock() {
        guard at(.leftBrace) else { return }
        let marker = builder.start()
        parseBracedItems()
        builder.finish(marker, .memberBlock)
    }

    /// Consumes `{`, the items inside, and `}`.
    mutating func parseBracedItems() {
        let flags = resetExpressionFlags(endingPatterns: true)
        let saved = enterGroup()
        parseItems(stops: .brace)
        leaveGroup(saved)
        restoreExpressionFlags(flags)
        consume(if: .rightBrace)
    }

    /// Parses `#if condition elements #elseif … #else … #endif`, its elements read as `stops` says.
    mutating func parseIfConfig(stops: ItemStops, switchCases: Bool = false) {
        guard descend() else {
            consumeUnknown()
            return
        }
        defer { ascend() }
        let marker = builder.start()
        var first = true
        while first || atDirective(.elseif) || atDirective(.else) {
            let clause = builder.start()
            let hasCondition = !atDirective(.else)
            consume()
            consume()
            if hasCondition { parseDirectiveCondition() }
            if switchCases {
                parseSwitchCases(inDirective: true)
            } else {
                parseItems(stops: stops.union([.brace, .directive]))
            }
            builder.finish(clause, .ifConfigClause)
            first = false
        }
        if atDirective(.endif) {
            consume()
            consume()
        }
        builder.finish(marker, .ifConfigDecl)
    }

    /// The condition of `#if` or `#elseif`, on the directive's line.
    private mutating func parseDirectiveCondition() {
        guard !current.startsLine else { return }
        let flags = resetExpressionFlags(endingPatterns: true)
        allowsTrailingClosure = false
        endsAtLineBreak = true
        _ = parseExpression()
        restoreExpressionFlags(flags)
    }
}
