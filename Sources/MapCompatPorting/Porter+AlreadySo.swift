extension Porter {
    /// Whether `range` is one function declaration whose body is empty (`func map(…) {}`): a callback that does
    /// nothing asks for nothing, which a target that never calls it already does.
    static func isEmptyFunction(_ range: Range<Int>, _ matcher: TemplateMatcher) -> Bool {
        let tokens = matcher.tokens
        guard let declaration = range.first(where: { tokens[$0].kind == .identifier && tokens[$0].text == "func" }),
            !range[..<declaration].contains(where: { !tokens[$0].isTrivia && tokens[$0].kind != .identifier }),
            let open = range[declaration...].first(where: { tokens[$0].text == "{" }),
            let close = matcher.closing(open), close < range.upperBound
        else { return false }
        let body = (open + 1)..<close
        let after = (close + 1)..<range.upperBound
        return body.allSatisfy { tokens[$0].kind == .whitespace || tokens[$0].kind == .newline }
            && after.allSatisfy { tokens[$0].isTrivia }
    }
}

extension Porter {
    /// Whether the commented-out `extent` holds the statement `statement` and nothing else that runs: other code on
    /// its line (`map.isTiltGestureEnabled = false; log.append("tilt")`) or around it (`if locked { … }`) is lost
    /// with it, which someone must read, so such an extent is a gap, not "already so".
    static func holdsOnly(_ statement: Range<Int>, in extent: Range<Int>, _ matcher: TemplateMatcher) -> Bool {
        let tokens = matcher.tokens
        return extent.allSatisfy { index in
            statement.contains(index) || tokens[index].isTrivia || tokens[index].text == ";"
        }
    }
}
