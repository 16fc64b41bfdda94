/// TomTom's map view made with its options, `MapView(mapOptions: MapOptions(apiKey: …, cameraUpdate: …),
/// profile: …, frame: …)`, as TomTom's getting-started guide and MapConductor's TomTom controller make it: the
/// other styles' map views take a frame alone and are moved once made. Ported away from TomTom, the view is made
/// from its frame and its camera moved, in two statements inside a function or in a closure elsewhere, still in
/// TomTom's words (`view.map.moveCamera(…)`) so that the camera rules port the move; the key, style and profile
/// (and the constants only they read) go under a review note.
enum TomTomMapOptionsInit {
    /// `text` with each `MapView(mapOptions: MapOptions(…))` made from its frame and moved; `protected` line
    /// numbers (0-based) move with the text.
    static func port(_ text: String, protected: Set<Int>) -> (text: String, protected: Set<Int>, changed: Bool) {
        guard text.containsText("mapOptions:") else { return (text, protected, false) }
        let tokens = SwiftTokenizer(text).tokenize()
        let code = tokens.indices.filter { !tokens[$0].isTrivia }
        var lines = text.lines().map(String.init)
        var flags = lines.indices.map { protected.contains($0) }
        // Each edit replaces whole lines; they are applied from the last to the first, so that the lines of
        // earlier ones keep their numbers.
        var edits: [(lines: Range<Int>, with: [String])] = []
        for position in code.indices {
            guard let made = madeView(at: position, code, tokens),
                !made.lines.contains(where: { flags[$0] }),
                !made.removedLocals.joined().contains(where: { flags[$0] })
            else { continue }
            edits.append((made.lines, replacement(for: made, lines)))
            edits += made.removedLocals.map { ($0, []) }
        }
        guard !edits.isEmpty else { return (text, protected, false) }
        for edit in edits.sorted(by: { $0.lines.lowerBound > $1.lines.lowerBound }) {
            lines.replaceSubrange(edit.lines, with: edit.with)
            flags.replaceSubrange(edit.lines, with: Array(repeating: false, count: edit.with.count))
        }
        return (lines.joined(separator: "\n"), Set(flags.indices.filter { flags[$0] }), true)
    }

    /// The lines that replace the call's: in a function, the view made and moved in two statements; elsewhere
    /// (a stored property, an assignment), a closure that makes, moves and returns it.
    static func replacement(for made: MadeView, _ lines: [String]) -> [String] {
        let first = made.lines.lowerBound
        let indent = String(lines[first].prefix { $0 == " " || $0 == "\t" })
        let head = lines[first].prefix(made.prefixLength)
        let tail = lines[made.lines.upperBound - 1].dropFirst(made.suffixStart)
        let name = made.name ?? "mapView"
        let make = "MapView(\(made.frame.map { "frame: \($0)" } ?? ""))"
        let move = made.cameraUpdate.map { "\(name).map.moveCamera(\($0))" }
        var replacement: [String]
        if made.isLocal, String(tail).trimmingWhitespace().isEmpty {
            replacement = [head + made.between + make] + (move.map { [indent + $0] } ?? [])
        } else {
            replacement = ["{", "\(indent)    let \(name) = \(make)"] + (move.map { ["\(indent)    \($0)"] } ?? [])
            replacement += ["\(indent)    return \(name)", "\(indent)}()" + tail]
            replacement[0] = head + (made.annotates ? ": MapView" : "") + made.between + replacement[0]
        }
        if !made.dropped.isEmpty {
            replacement.insert(
                indent + Porter.reviewPrefix + "tomtom.mapOptions: the options went ("
                    + made.dropped.joined(separator: ", ") + "): the view is made from its frame", at: 0)
        }
        return replacement
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
        /// Whether the call declares a constant or variable inside a function or closure.
        var isLocal: Bool
        /// The lines of the constants only the call read (its options, what they held), which go with it.
        var removedLocals: [Range<Int>]
    }

    /// The view made with options whose `MapView` is the code token `position`, if it is one.
    static func madeView(
        at position: Int, _ code: [Int], _ tokens: [SwiftToken]
    ) -> MadeView? {
        let word = { (offset: Int) -> String? in
            position + offset >= 0 && position + offset < code.count ? tokens[code[position + offset]].text : nil
        }
        guard word(0) == "MapView", word(1) == "(", word(2) == "mapOptions", word(3) == ":", word(-1) != "."
        else { return nil }
        guard let outer = TokenStatements.arguments(openingAt: position + 1, code, tokens),
            outer.list.first?.label == "mapOptions",
            outer.list.allSatisfy({ ["mapOptions", "profile", "frame"].contains($0.label ?? "") })
        else { return nil }
        // The options written in the call, or a constant read there alone (`MapView(mapOptions: options)`).
        var removed: [Range<Int>] = []
        var options = position + 4
        var optionsEnd = options + outer.list[0].count - 1
        if outer.list[0].count == 1, let local = TokenStatements.local(readAt: options, code, tokens) {
            removed.append(local.lines)
            options = local.value.lowerBound
            optionsEnd = local.value.upperBound
        }
        guard tokens[code[options]].text == "MapOptions", options + 1 < code.count,
            tokens[code[options + 1]].text == "(",
            let inner = TokenStatements.arguments(openingAt: options + 1, code, tokens),
            inner.end == optionsEnd
        else { return nil }
        // What goes: each argument but the camera, and a constant only it read (`cachePolicy: policy`).
        var dropped: [String] = []
        for argument in inner.list.filter({ $0.label != "cameraUpdate" }) + outer.list.filter({ $0.label == "profile" })
        {
            var text = "\(argument.label ?? "_"): \(argument.value)"
            if argument.count == 1, let local = TokenStatements.local(readAt: argument.start, code, tokens) {
                removed.append(local.lines)
                text += " (\(TokenStatements.oneLine(local.value.map { code[$0] }, tokens)))"
            }
            dropped.append(text)
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
        let lines = (firstLine - 1)..<close.line
        guard removed.allSatisfy({ $0.upperBound <= lines.lowerBound }) else { return nil }
        let prefixLength = TokenStatements.column(of: start, tokens)
        let between = tokens[start..<code[position]].map(\.text).joined()
        let suffixStart = TokenStatements.column(of: code[outer.end], tokens) + close.text.count
        return MadeView(
            lines: lines, prefixLength: prefixLength, between: between,
            suffixStart: suffixStart, name: name, annotates: annotates,
            frame: outer.list.first { $0.label == "frame" }?.value,
            cameraUpdate: inner.list.first { $0.label == "cameraUpdate" }.map { northUp($0.value) }, dropped: dropped,
            isLocal: annotates && !TokenStatements.inTypeBody(code[position], tokens), removedLocals: removed)
    }

    /// `update` without a zero tilt or rotation (a new view starts north up and flat), so that the camera rules
    /// know the move: `CameraUpdate(position: p, zoom: 16, tilt: 0, rotation: 0)` is `CameraUpdate(position: p,
    /// zoom: 16)`.
    static func northUp(_ update: String) -> String {
        let tokens = SwiftTokenizer(update).tokenize()
        let code = tokens.indices.filter { !tokens[$0].isTrivia }
        guard code.count > 1, tokens[code[0]].text == "CameraUpdate", tokens[code[1]].text == "(",
            let parsed = TokenStatements.arguments(openingAt: 1, code, tokens), parsed.end == code.count - 1
        else { return update }
        let kept = parsed.list.filter {
            !(["tilt", "rotation"].contains($0.label) && ["0", "0.0"].contains($0.value))
        }
        return "CameraUpdate(" + kept.map { ($0.label.map { "\($0): " } ?? "") + $0.value }.joined(separator: ", ")
            + ")"
    }

}
