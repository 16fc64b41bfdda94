/// Converts a zoom expression between scales that differ by a whole number of levels.
enum ZoomConversion {
    /// `text` shifted by `delta`: a literal becomes the shifted literal, a trailing `+ n` or `- n` takes the
    /// shift into its number (`zoom - 1` one level down is `zoom - 2`, and `(zoom + 1)` is `zoom`), and any other
    /// expression gets `+ delta`, inside parentheses when an operator binds it more loosely than `+` does
    /// (`saved ?? 14` shifted is `(saved ?? 14) + 1`, not `saved ?? 15`'s lookalike `saved ?? 14 + 1`).
    static func convert(_ text: String, by delta: Double) -> String {
        guard delta != 0 else { return text }
        let trimmed = text.trimmingTrailingSpace
        if let value = Double(trimmed) {
            return number(value + delta, like: trimmed)
        }
        let tokens = SwiftTokenizer(trimmed).tokenize()
        // A group that is the whole expression (a shifted read, `(map.zoomLevel + 1)`) is shifted inside.
        if trimmed.hasPrefix("("), trimmed.hasSuffix(")") {
            let inner = String(trimmed.dropFirst().dropLast())
            if Porter.isOneArgument(inner), !bindsLooserThanAddition(SwiftTokenizer(inner).tokenize()) {
                return convert(inner, by: delta)
            }
        }
        if bindsLooserThanAddition(tokens) {
            return "(\(trimmed))" + shift(delta)
        }
        let significant = tokens.enumerated().filter { !$0.element.isTrivia }
        if significant.count >= 3, let number = Double(significant[significant.count - 1].element.text),
            isOperand(significant[significant.count - 3].element)
        {
            let sign = significant[significant.count - 2].element.text
            let signed = sign == "+" ? number : sign == "-" ? -number : .nan
            if !signed.isNaN {
                let cut = significant[significant.count - 2].offset
                let kept = tokens[..<cut].map(\.text).joined().trimmingTrailingSpace
                let sum = signed + delta
                return sum == 0
                    ? kept
                    : kept + (sum > 0 ? " + " : " - ")
                        + Self.number(
                            abs(sum), like: significant[significant.count - 1].element.text)
            }
        }
        return trimmed + shift(delta)
    }

    /// ` + 1` or ` - 1` for `delta`.
    static func shift(_ delta: Double) -> String {
        (delta > 0 ? " + " : " - ") + ProfileDifference.number(abs(delta))
    }

    /// `value` written as a literal of the kind `literal` is: whole numbers stay whole unless `literal` had a point.
    static func number(_ value: Double, like literal: String) -> String {
        !literal.contains(".") && value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Whether `token` can end the left operand of a binary `+` or `-` (so the sign after it is no prefix minus).
    static func isOperand(_ token: SwiftToken) -> Bool {
        token.kind == .identifier || token.kind == .number || [")", "]"].contains(token.text)
    }

    /// Whether an operator outside any brackets binds more loosely than `+`: `??`, a comparison, `&&`, `||`, a
    /// ternary, a range, a cast or an assignment (Swift's standard precedence groups).
    static func bindsLooserThanAddition(_ tokens: [SwiftToken]) -> Bool {
        var depth = 0
        for (index, token) in tokens.enumerated() {
            switch token.text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            default: break
            }
            guard depth == 0 else { continue }
            if token.kind == .identifier, ["as", "is"].contains(token.text) { return true }
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "<", ">", "=", "&", "|", ":": return true
            case ".":
                if index + 1 < tokens.count, tokens[index + 1].text == "." { return true }
            case "?":
                // `a?.b` chains; `a ?? b` and `c ? a : b` do not.
                let before = index > 0 ? tokens[index - 1] : nil
                let after = index + 1 < tokens.count ? tokens[index + 1] : nil
                if before?.isTrivia != false || after?.text == "?" { return true }
            default: break
            }
        }
        return false
    }
}

extension Porter {
    /// A zoom expression of the source ported to the target: shifted by the scales' difference and written in
    /// the target's number type. A zoom held in a variable keeps the source's type (route-me's `Float`), so the
    /// target's is written around it, and a conversion an earlier port wrote is taken off again. Literals (`16`,
    /// `.nan`) take the type they are given.
    static func zoom(_ text: String, from source: PortingStyle, to target: PortingStyle) -> String {
        let delta = target.zoomOffset - source.zoomOffset
        let trimmed = text.trimmingTrailingSpace
        guard source.zoomTypeName != target.zoomTypeName, Double(trimmed) == nil, !trimmed.hasPrefix(".") else {
            return ZoomConversion.convert(text, by: delta)
        }
        let earlier = source.zoomTypeName + "("
        let inner = String(trimmed.dropFirst(earlier.count).dropLast())
        if trimmed.hasPrefix(earlier), trimmed.hasSuffix(")"), isOneArgument(inner) {
            return ZoomConversion.convert(inner, by: delta)
        }
        return "\(target.zoomTypeName)(\(ZoomConversion.convert(trimmed, by: delta)))"
    }

    /// Whether `text` is what one pair of parentheses holds: its brackets never close more than they opened
    /// (`a) + Double(b` is not).
    static func isOneArgument(_ text: String) -> Bool {
        var depth = 0
        for token in SwiftTokenizer(text).tokenize() where token.kind == .punctuation {
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }
}
