/// TomTom's map view made with its options, `MapView(mapOptions: MapOptions(apiKey: …, cameraUpdate: …),
/// profile: …, frame: …)`, as TomTom's getting-started guide and MapConductor's TomTom controller make it: the
/// other styles' map views take a frame alone and are moved once made. Ported away from TomTom, the view is made
/// in a closure that makes it from its frame and moves its camera, still in TomTom's words (`view.map.moveCamera(…)`)
/// so that the camera rules port the move; the key, style and profile go under a review note.
enum TomTomMapOptionsInit {
    /// `text` with each `MapView(mapOptions: MapOptions(…))` made in a closure; `protected` line numbers (0-based)
    /// move with the text.
    static func port(_ text: String, protected: Set<Int>) -> (text: String, protected: Set<Int>, changed: Bool) {
        guard text.containsText("mapOptions:") else { return (text, protected, false) }
        let tokens = SwiftTokenizer(text).tokenize()
        let code = tokens.indices.filter { !tokens[$0].isTrivia }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var flags = lines.indices.map { protected.contains($0) }
        var changed = false
        // From the last to the first, so that the lines of earlier ones keep their numbers.
        for position in code.indices.reversed() {
            guard let made = madeView(at: position, code, tokens), !made.lines.contains(where: { flags[$0] })
            else { continue }
            let first = made.lines.lowerBound
            let indent = String(lines[first].prefix { $0 == " " || $0 == "\t" })
            let head = lines[first].prefix(made.prefixLength)
            let tail = lines[made.lines.upperBound - 1].dropFirst(made.suffixStart)
            let name = made.name ?? "mapView"
            var body = ["{", "\(indent)    let \(name) = MapView(\(made.frame.map { "frame: \($0)" } ?? ""))"]
            if let update = made.cameraUpdate { body.append("\(indent)    \(name).map.moveCamera(\(update))") }
            body += ["\(indent)    return \(name)", "\(indent)}()"]
            var replacement = body
            replacement[0] = head + (made.annotates ? ": MapView" : "") + made.between + body[0]
            replacement[replacement.count - 1] += tail
            if !made.dropped.isEmpty {
                replacement.insert(
                    indent + Porter.reviewPrefix + "tomtom.mapOptions: the options went ("
                        + made.dropped.joined(separator: ", ") + "): the view is made from its frame", at: 0)
            }
            lines.replaceSubrange(made.lines, with: replacement)
            flags.replaceSubrange(made.lines, with: Array(repeating: false, count: replacement.count))
            changed = true
        }
        guard changed else { return (text, protected, false) }
        return (lines.joined(separator: "\n"), Set(flags.indices.filter { flags[$0] }), true)
    }

    /// A view made with options, found at the code token `position` (its `MapView`).
    struct MadeView {
        /// The 0-based lines the call spans.
        var lines: Range<Int>
        /// The characters of the first line before the declared name's end (or before the call).
        var prefixLength: Int
        /// The text between the name's end and the call (` = `).
        var between: String
        /// Where, in the last line, the text after the call starts.
        var suffixStart: Int
        /// The name declared (`let mapView = …`), if the call makes a declared constant or variable.
        var name: String?
        /// Whether the declaration has no type, so that one is written (`let mapView: MapView = {…}()`).
        var annotates: Bool
        /// The view's frame, if given.
        var frame: String?
        /// The start camera, if given, without a zero tilt or rotation.
        var cameraUpdate: String?
        /// The arguments that go (`apiKey: "key"`), as written.
        var dropped: [String]
    }

    /// The view made with options whose `MapView` is the code token `position`, if it is one.
    static func madeView(at position: Int, _ code: [Int], _ tokens: [SwiftToken]) -> MadeView? {
        let word = { (offset: Int) -> String? in
            position + offset >= 0 && position + offset < code.count ? tokens[code[position + offset]].text : nil
        }
        guard word(0) == "MapView", word(1) == "(", word(2) == "mapOptions", word(3) == ":", word(-1) != "."
        else { return nil }
        guard let outer = arguments(openingAt: position + 1, code, tokens),
            let options = outer.list.first(where: { $0.label == "mapOptions" })
        else { return nil }
        let optionTokens = SwiftTokenizer(options.value).tokenize()
        let optionCode = optionTokens.indices.filter { !optionTokens[$0].isTrivia }
        guard optionCode.count > 1, optionTokens[optionCode[0]].text == "MapOptions",
            optionTokens[optionCode[1]].text == "(",
            let inner = arguments(openingAt: 1, optionCode, optionTokens), inner.end == optionCode.count - 1
        else { return nil }
        var dropped = inner.list.filter { $0.label != "cameraUpdate" }.map { "\($0.label ?? "_"): \($0.value)" }
        dropped += outer.list.filter { $0.label == "profile" }.map { "profile: \($0.value)" }
        guard outer.list.allSatisfy({ ["mapOptions", "profile", "frame"].contains($0.label ?? "") }) else {
            return nil
        }
        let close = tokens[code[outer.end]]
        // A comment inside the call would be lost: such a call is left to the rules (and commented out).
        guard !tokens[code[position]..<code[outer.end]].contains(where: { $0.kind == .comment }) else { return nil }
        // `let name = MapView(…)`: the name and whether it has a type.
        var name: String?
        var annotates = false
        var start = code[position]
        if word(-1) == "=", position >= 2, tokens[code[position - 2]].kind == .identifier {
            name = word(-2)
            annotates = ["let", "var"].contains(word(-3) ?? "")
            start = code[position - 2] + 1
        }
        let firstLine = tokens[start].line
        let prefixLength = column(of: start, tokens)
        let between = tokens[start..<code[position]].map(\.text).joined()
        let suffixStart = column(of: code[outer.end], tokens) + close.text.count
        return MadeView(
            lines: (firstLine - 1)..<close.line, prefixLength: prefixLength, between: between,
            suffixStart: suffixStart, name: name, annotates: annotates,
            frame: outer.list.first { $0.label == "frame" }?.value,
            cameraUpdate: inner.list.first { $0.label == "cameraUpdate" }.map { northUp($0.value) }, dropped: dropped)
    }

    /// `update` without a zero tilt or rotation (a new view starts north up and flat), so that the camera rules
    /// know the move: `CameraUpdate(position: p, zoom: 16, tilt: 0, rotation: 0)` is `CameraUpdate(position: p,
    /// zoom: 16)`.
    static func northUp(_ update: String) -> String {
        let tokens = SwiftTokenizer(update).tokenize()
        let code = tokens.indices.filter { !tokens[$0].isTrivia }
        guard code.count > 1, tokens[code[0]].text == "CameraUpdate", tokens[code[1]].text == "(",
            let parsed = arguments(openingAt: 1, code, tokens), parsed.end == code.count - 1
        else { return update }
        let kept = parsed.list.filter {
            !(["tilt", "rotation"].contains($0.label) && ["0", "0.0"].contains($0.value))
        }
        return "CameraUpdate(" + kept.map { ($0.label.map { "\($0): " } ?? "") + $0.value }.joined(separator: ", ")
            + ")"
    }

    /// The arguments of the call whose `(` is the code token `open`, each on one line, and the code token of
    /// its `)`.
    static func arguments(openingAt open: Int, _ code: [Int], _ tokens: [SwiftToken]) -> (
        list: [(label: String?, value: String)], end: Int
    )? {
        var depth = 0
        var list: [(label: String?, value: String)] = []
        var current: [Int] = []
        for index in open..<code.count {
            let text = tokens[code[index]].text
            if "([{".contains(text) { depth += 1 }
            if ")]}".contains(text) { depth -= 1 }
            if depth == 0 || (depth == 1 && text == ",") {
                if !current.isEmpty {
                    var label: String?
                    if current.count > 2, tokens[current[0]].kind == .identifier, tokens[current[1]].text == ":" {
                        label = tokens[current[0]].text
                        current.removeFirst(2)
                    }
                    list.append((label, oneLine(current, tokens)))
                }
                current = []
                if depth == 0 { return (list, index) }
                continue
            }
            if index > open { current.append(code[index]) }
        }
        return nil
    }

    /// The code tokens at `indices` written on one line: one space where the source had space or a line break
    /// between two of them, none after an opening bracket or before a closing one.
    static func oneLine(_ indices: [Int], _ tokens: [SwiftToken]) -> String {
        var text = ""
        for (offset, index) in indices.enumerated() {
            if offset > 0, index - indices[offset - 1] > 1, !"([".contains(tokens[indices[offset - 1]].text),
                !")]".contains(tokens[index].text)
            {
                text += " "
            }
            text += tokens[index].text
        }
        return text
    }

    /// The column (in characters) at which token `index` starts on its line.
    static func column(of index: Int, _ tokens: [SwiftToken]) -> Int {
        var column = 0
        var cursor = index - 1
        while cursor >= 0, tokens[cursor].kind != .newline {
            column += tokens[cursor].text.count
            cursor -= 1
        }
        return column
    }
}
