import Foundation

/// TomTom's marker added and kept at once, as TomTom apps write it because `addMarker(options:)` throws:
/// `if let marker = try? map.addMarker(options: options) { markers.append(marker) }` (TomTom's "Markers" guide
/// adds with `try?`; the app keeps the marker to remove it later). The other styles make the marker, add it, and
/// run the body, which then needs no `if`.
struct TomTomMarkerIfLet {
    /// The marker's name (`marker`).
    var marker: String
    /// The map it is added to (`map`).
    var map: String
    /// The options passed (`options`, or `MarkerOptions(coordinate: …)` written in place).
    var options: String
    /// The line of the `if let`.
    var line: Int
    /// The line of the body's closing brace, when the body has lines of its own.
    var close: Int?
    /// The body written on the `if` line (`markers.append(marker)`), when it is there.
    var inlineBody: String?

    /// The `if let` add starting at line `index`, or `nil`: its body must declare nothing, as it runs in the
    /// enclosing block on the target (where the add cannot fail, so the body runs whenever TomTom's would).
    init?(at index: Int, _ lines: [String]) {
        let text = lines[index].trimming(" \t")
        guard text.hasPrefix("if let "), let equals = text.range(of: " = try? "),
            let call = text.range(of: ".addMarker(options: ", range: equals.upperBound..<text.endIndex)
        else { return nil }
        marker = String(text[text.index(text.startIndex, offsetBy: 7)..<equals.lowerBound])
        map = String(text[equals.upperBound..<call.lowerBound])
        guard marker.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !marker.isEmpty, !map.isEmpty
        else { return nil }
        // The options run to the parenthesis that closes `addMarker(`.
        var depth = 1
        var end = call.upperBound
        while end < text.endIndex {
            if text[end] == "(" { depth += 1 }
            if text[end] == ")" { depth -= 1 }
            if depth == 0 { break }
            end = text.index(after: end)
        }
        guard end < text.endIndex else { return nil }
        options = String(text[call.upperBound..<end])
        let rest = String(text[text.index(after: end)...]).trimming(" \t")
        guard rest.hasPrefix("{") else { return nil }
        let body = String(rest.dropFirst()).trimming(" \t")
        line = index
        var bodyLines: [String]
        if body.isEmpty {
            var depth = 1
            var next = index + 1
            while next < lines.count {
                depth += lines[next].braceBalance
                if depth <= 0 { break }
                next += 1
            }
            guard next < lines.count, depth == 0, lines[next].trimming(" \t") == "}" else { return nil }
            close = next
            bodyLines = Array(lines[(index + 1)..<next])
        } else {
            guard body.hasSuffix("}"), DependentLines.bracketBalance(String(body.dropLast())) == 0 else { return nil }
            inlineBody = String(body.dropLast()).trimming(" \t")
            bodyLines = [inlineBody ?? ""]
        }
        guard CallbackPorter.declared(in: bodyLines).isEmpty else { return nil }
    }

    /// The position and tag of TomTom's `MarkerOptions(coordinate:…)` arguments (its image goes: each target
    /// draws its own marker).
    static func options(_ arguments: String) -> (position: String, tag: String?, pinImage: String?, others: Bool) {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in arguments {
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current.trimming(" "))
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimming(" "))
        let tag = parts.first { $0.hasPrefix("tag: ") }.map { String($0.dropFirst(5)) }
        let pinImage = parts.first { $0.hasPrefix("pinImage: ") }.map { String($0.dropFirst("pinImage: ".count)) }
        // Another option (`balloonText:`, `pinIconImage:`) has no place in the construction the port writes.
        let others = parts.dropFirst().contains { !$0.hasPrefix("tag: ") && !$0.hasPrefix("pinImage: ") }
        return (parts[0], tag, pinImage, others)
    }

    /// The `if let` add of `options` made earlier (`let options = MarkerOptions(…)`), in the same block after
    /// `start`, when `options` is used nowhere else there.
    static func adding(_ options: String, from start: Int, in lines: [String]) -> TomTomMarkerIfLet? {
        var depth = 0
        let first = min(start, lines.count)
        for index in first..<min(lines.count, first + MarkerAttachment.lookahead) {
            let code = lines[index].trimming(" \t")
            if depth == 0, MarkerAttachment.isDeclaration(code) { return nil }
            if MarkerAttachment.mentions(code, options) {
                guard let add = TomTomMarkerIfLet(at: index, lines), add.options == options else { return nil }
                return add
            }
            depth += code.braceBalance
            if depth < 0 { return nil }
        }
        return nil
    }
}
