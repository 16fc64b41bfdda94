/// Converts a zoom expression between scales that differ by a whole number of levels.
enum ZoomConversion {
    static func convert(_ text: String, by delta: Double) -> String {
        guard delta != 0 else { return text }
        let trimmed = text.trimmingTrailingSpace
        if let value = Double(trimmed) {
            let result = value + delta
            return !trimmed.contains(".") && result == result.rounded() ? String(Int(result)) : String(result)
        }
        let tokens = SwiftTokenizer(trimmed).tokenize()
        let significant = tokens.enumerated().filter { !$0.element.isTrivia }
        if significant.count >= 3, let number = Double(significant[significant.count - 1].element.text) {
            let sign = significant[significant.count - 2].element.text
            let signed = sign == "+" ? number : sign == "-" ? -number : .nan
            if signed + delta == 0 {
                let cut = significant[significant.count - 2].offset
                return tokens[..<cut].map(\.text).joined().trimmingTrailingSpace
            }
        }
        let magnitude = ProfileDifference.number(abs(delta))
        return trimmed + (delta > 0 ? " + " : " - ") + magnitude
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
