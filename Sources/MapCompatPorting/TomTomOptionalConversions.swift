/// TomTom's screen conversions return optionals (`TomTomMap.coordinateForPoint(point:)`, `pointForCoordinate
/// (coordinate:)`: nil above the horizon, TomTom's API reference), where the other styles return values. A port
/// to TomTom that binds one to a constant (`let coord = mapView.coordinateForPoint(point: p)`, from NAVER's
/// `projection.latlng(from:)`) unwraps it, as TomTom's apps write it, under a review note: the code after it reads
/// the value as the source did. A port back drops the `!` (the `convert.unwrapped` rules). Bindings that test the
/// value (`if let`, `guard let`) and other uses are left as written.
enum TomTomOptionalConversions {
    static let calls = [".coordinateForPoint(point: ", ".pointForCoordinate(coordinate: "]

    /// The review note above an unwrapped conversion.
    static let note = "tomtom.conversion: TomTom returns nil above the horizon; the port unwraps it. Handle nil there."

    /// `text` with each conversion bound to a constant unwrapped; `text` itself when there is none.
    static func unwrap(_ text: String) -> (text: String, changed: Bool) {
        guard calls.contains(where: { text.containsText($0) }) else { return (text, false) }
        var lines = text.lines().map(String.init)
        var changed = false
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let code = line.trimmingWhitespace()
            guard code.hasPrefix("let ") || code.hasPrefix("var "), code.hasSuffix(")"),
                let call = calls.first(where: { code.containsText($0) }),
                let equals = code.firstRange(of: " = "),
                code.firstRange(of: call).map({ $0.lowerBound > equals.upperBound }) ?? false,
                closesAtEnd(code, after: call)
            else {
                index += 1
                continue
            }
            let indent = String(line.prefix { $0 == " " || $0 == "\t" })
            lines[index] = line + "!"
            lines.insert(indent + Porter.reviewPrefix + note, at: index)
            changed = true
            index += 2
        }
        return changed ? (lines.joined(separator: "\n"), true) : (text, false)
    }

    /// Whether the call's parenthesis, opened in `call`, closes at the end of `code`.
    static func closesAtEnd(_ code: String, after call: String) -> Bool {
        guard let start = code.firstRange(of: call) else { return false }
        var depth = 1
        for (offset, character) in code[start.upperBound...].enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 { return offset == code[start.upperBound...].count - 1 }
        }
        return false
    }
}
