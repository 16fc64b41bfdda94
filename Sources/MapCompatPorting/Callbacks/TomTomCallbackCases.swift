/// TomTom's callbacks in source: the cases of one `map(_:onInteraction:)` or `map(_:onCameraEvent:)` switch, each
/// an event of its own.
extension CallbackPorter {
    /// The cases of a TomTom `map(_:onInteraction:)` / `map(_:onCameraEvent:)` switch that are events. When
    /// every case but `default` is one, the whole method goes; otherwise only those cases leave the switch.
    func tomTomCases(
        _ function: FunctionDeclaration, _ tokens: [SwiftToken], _ lines: [String], _ indent: String
    ) -> [Found] {
        guard source == .tomtom, function.name == "map", function.parameters.count == 2,
            ["onInteraction", "onCameraEvent"].contains(function.parameters[1].label)
        else { return [] }
        let isInteraction = function.parameters[1].label == "onInteraction"
        let mapName = function.parameters[0].name
        var cases: [(name: String, names: [String], first: Int, last: Int)] = []
        var depth = 0
        for index in function.bodyOpen..<function.bodyClose {
            let token = tokens[index]
            if token.kind == .punctuation, token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == "}" {
                depth -= 1
                if depth == 1, let last = cases.indices.last, cases[last].last < 0 { cases[last].last = token.line - 2 }
            }
            guard depth == 2, token.kind == .identifier, token.text == "case" || token.text == "default" else {
                continue
            }
            var end = index
            var parens = 0
            while end < function.bodyClose {
                if tokens[end].text == "(" { parens += 1 }
                if tokens[end].text == ")" { parens -= 1 }
                if tokens[end].text == ":", parens == 0 { break }
                end += 1
            }
            let pattern = tokens[index..<end].filter { !$0.isTrivia }
            let name =
                pattern.indices.first { $0 > 0 && pattern[$0 - 1].text == "." && pattern[$0].kind == .identifier }
                .map { pattern[$0].text } ?? ""
            if let last = cases.indices.last, cases[last].last < 0 { cases[last].last = token.line - 2 }
            cases.append((token.text == "default" ? "" : name, boundNames(pattern), token.line - 1, -1))
        }
        var found: [Found] = []
        var inert = 0
        for item in cases where !item.name.isEmpty && item.last > item.first {
            // A case that only breaks does nothing: it needs no callback. A closing `break` is the switch's, not
            // the callback's (in a method of its own it would not compile).
            let end = Self.lastLine(of: item.first...item.last, in: lines)
            guard end > item.first else {
                inert += 1
                continue
            }
            for event in CallbackEvent.all {
                for receiver in event.receivers[.tomtom] ?? [] where receiver.isRecognized {
                    // An unnamed map (`map(_: TomTomMap, onInteraction:)`) binds nothing the body could use.
                    var bindings: [CallbackRole: String] = mapName == "_" ? [:] : [.map: mapName]
                    switch receiver.shape {
                    case .interaction(let name, let roles) where isInteraction && name == item.name:
                        for (role, bound) in zip(roles, item.names) where bound != "_" { bindings[role] = bound }
                    case .cameraEvent(let name) where !isInteraction && name == item.name:
                        break
                    default: continue
                    }
                    let range = item.first...item.last
                    // The body keeps the comments after its last statement; only the switch's `break` stays.
                    let last = Self.lastLine(of: range, in: lines, keepingComments: true)
                    found.append(
                        Found(
                            event: event, bindings: bindings, body: Array(lines[(item.first + 1)...last]),
                            bodyRange: (item.first + 1)..<(last + 1), remove: range, anchor: function.firstLine,
                            original: Array(lines[range]), indent: indent))
                }
            }
            if found.count > 1, found[found.count - 1].original == found[found.count - 2].original {
                found.removeLast()  // one case, two events with the same receiver (idle and did-change)
            }
        }
        // The method goes whole only when nothing else would go with it: a `default` or a case that stays in the
        // switch and does or says something (a comment), or a line of the body outside the switch.
        let says = { (item: (name: String, names: [String], first: Int, last: Int)) in
            item.last > item.first
                && lines[(item.first + 1)...item.last].contains {
                    let code = $0.trimming(" \t")
                    return !code.isEmpty && code != "break"
                }
        }
        // (A case that does something moved, or stays as one of the others; one that does nothing stays only
        // for its comment.)
        let keptCases = cases.filter { item in
            let doesNothing = Self.lastLine(of: item.first...max(item.first, item.last), in: lines) == item.first
            return (item.name.isEmpty || doesNothing) && says(item)
        }.count
        let others =
            cases.filter { !$0.name.isEmpty }.count - found.count - inert + keptCases
            + (Self.bodyHoldsMoreThanItsSwitch(function, tokens) ? 1 : 0)
        if !found.isEmpty, others == 0 {
            // Every case moved: the method goes as a whole.
            found = found.map {
                var item = $0; item.remove = nil; return item
            }
            found[0].remove = function.firstLine...function.lastLine
        }
        return found
    }

    /// The last line of a case's body (the case label is the range's first line) before a closing `break` and the
    /// blank lines around it, and the comments after its last statement too unless `keepingComments`: the label's
    /// own line when the case does nothing else.
    static func lastLine(of range: ClosedRange<Int>, in lines: [String], keepingComments: Bool = false) -> Int {
        var end = range.upperBound
        var brokeOut = false
        while end > range.lowerBound {
            let code = lines[end].trimming(" \t")
            guard code.isEmpty || (!keepingComments && code.hasPrefix("//")) || (code == "break" && !brokeOut)
            else { break }
            brokeOut = brokeOut || code == "break"
            end -= 1
        }
        return end
    }

    /// Whether the method's body holds anything besides its `switch`: a statement or a comment before or after it.
    static func bodyHoldsMoreThanItsSwitch(_ function: FunctionDeclaration, _ tokens: [SwiftToken]) -> Bool {
        let inner = (function.bodyOpen + 1)..<function.bodyClose
        guard let start = inner.first(where: { tokens[$0].kind != .whitespace && tokens[$0].kind != .newline }),
            tokens[start].text == "switch",
            let open = inner[start...].first(where: { tokens[$0].kind == .punctuation && tokens[$0].text == "{" }),
            let close = TemplateMatcher(tokens: tokens).closing(open), close < function.bodyClose
        else { return true }
        return ((close + 1)..<function.bodyClose).contains {
            tokens[$0].kind != .whitespace && tokens[$0].kind != .newline
        }
    }

    func boundNames(_ pattern: [SwiftToken]) -> [String] {
        let letAll = pattern.count > 1 && pattern[1].text == "let"
        var names: [String] = []
        var inside = false
        for (offset, token) in pattern.enumerated() {
            if token.text == "(" { inside = true }
            guard inside, token.kind == .identifier, token.text != "let", token.text != "var" else { continue }
            let next = offset + 1 < pattern.count ? pattern[offset + 1].text : ""
            if next == ":" { continue }
            let previous = offset > 0 ? pattern[offset - 1].text : ""
            if letAll || previous == "let" || previous == "var" { names.append(token.text) }
        }
        return names
    }
}
