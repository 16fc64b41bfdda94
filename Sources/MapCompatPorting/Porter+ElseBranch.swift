extension Porter {
    /// An `if` whose condition binds what the target cannot express (`if let source = RMMapboxSource(…) { … }
    /// else { … }`, route-me's tile source): on the target the binding never holds, so its `else` branch is what
    /// runs. The header, the `if` branch and the `} else {` line are commented out; the `else` branch's lines are
    /// ported as any other; its closing brace's line is commented out too. Without an `else` of its own lines
    /// (`else if`, braces sharing a line with code), the whole statement goes, as before.
    ///
    /// Returns the two ranges to comment out, or `nil`.
    static func elseBranchKept(
        _ statement: Range<Int>, hit: Range<Int>, _ matcher: TemplateMatcher
    ) -> (head: Range<Int>, tail: Range<Int>)? {
        let tokens = matcher.tokens
        let first = matcher.nextSignificant(statement.lowerBound)
        guard first < statement.upperBound, tokens[first].text == "if",
            let bodyOpen = firstTopLevelBrace(after: first, in: statement, tokens), hit.upperBound <= bodyOpen,
            let bodyClose = matcher.closing(bodyOpen), bodyClose < statement.upperBound
        else { return nil }
        let elseKeyword = matcher.nextSignificant(bodyClose + 1)
        let elseOpen = matcher.nextSignificant(elseKeyword + 1)
        guard elseOpen < statement.upperBound, tokens[elseKeyword].text == "else", tokens[elseOpen].text == "{",
            startsItsLine(bodyClose, tokens), endsItsLine(elseOpen, tokens),
            let elseClose = matcher.closing(elseOpen), elseClose < statement.upperBound,
            startsItsLine(elseClose, tokens),
            endsItsLine(elseClose, tokens)
        else { return nil }
        var headEnd = elseOpen + 1
        while tokens[headEnd].kind != .newline { headEnd += 1 }
        var tailStart = elseClose
        while tailStart > 0, tokens[tailStart - 1].kind != .newline { tailStart -= 1 }
        return (statement.lowerBound..<(headEnd + 1), tailStart..<statement.upperBound)
    }

    /// The first `{` after `start` outside brackets: the opening of an `if`'s body.
    private static func firstTopLevelBrace(after start: Int, in statement: Range<Int>, _ tokens: [SwiftToken]) -> Int? {
        var depth = 0
        for index in (start + 1)..<statement.upperBound where tokens[index].kind == .punctuation {
            switch tokens[index].text {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// Whether only spaces come before the token at `index` on its line.
    private static func startsItsLine(_ index: Int, _ tokens: [SwiftToken]) -> Bool {
        var previous = index - 1
        while previous >= 0, tokens[previous].kind == .whitespace { previous -= 1 }
        return previous < 0 || tokens[previous].kind == .newline
    }

    /// Whether only spaces come after the token at `index` on its line.
    private static func endsItsLine(_ index: Int, _ tokens: [SwiftToken]) -> Bool {
        var next = index + 1
        while next < tokens.count, tokens[next].kind == .whitespace { next += 1 }
        return next == tokens.count || tokens[next].kind == .newline
    }
}
