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
