import Foundation

/// Moves each callback of a type to the target style's way of receiving the same event, with the line that
/// makes it called, before the member-level port rewrites the rest.
///
/// A delegate method becomes the target's delegate method, a case of TomTom's `map(_:onInteraction:)` or
/// `map(_:onCameraEvent:)` (one method per type, holding every case), or a method called by a gesture
/// recognizer that requires the map's own recognizers of its kind to fail (MapLibre's map taps). The body keeps
/// its parameter names: values the target does not pass are computed from those it does. The set-up line
/// (`touchDelegate = self`, `addCameraDelegate(delegate:)`, `delegate = self`) becomes the target's, and the
/// type gains the conformance. An event the target cannot receive is commented out under a `// PORT:` note.
struct CallbackPorter {
    let source: PortingStyle
    let target: PortingStyle

    /// A callback found in the source.
    struct Found {
        var event: CallbackEvent
        var bindings: [CallbackRole: String]
        /// The source's parameters that play no role (`byUser wasUserAction: Bool`): name and type.
        var extras: [(name: String, type: String)] = []
        /// The body lines, as written (between the braces).
        var body: [String]
        /// Where the body lines are in the source, when they are carried over as they are.
        var bodyRange: Range<Int>?
        /// The source lines to leave out (`nil` when another found callback's range covers them).
        var remove: ClosedRange<Int>?
        /// The line before which the target's code goes.
        var anchor: Int
        /// The source text of the callback, for a note.
        var original: [String]
        /// The indentation of the declaration.
        var indent: String
    }

    /// The text with callbacks moved, the (0-based) lines written in the target style, the conformances each
    /// type needs, and the changes made.
    struct Output {
        var lines: [String]
        var protected: Set<Int>
        var conformances: [String: [String]]
        var changes: [(PortChange.Kind, String, String)]
    }

    /// Lines to write before line `at`, and lines to leave out.
    struct Edit {
        var at: Int
        var remove: ClosedRange<Int>?
        var with: [String]
        /// Written after line `at` rather than before it.
        var after = false
        /// A set-up edit: it applies to the line wherever the line goes (a callback body moves).
        var setUp = false
    }

    func port(_ text: String, protected: Set<Int>) -> Output {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let tokens = SwiftTokenizer(text).tokenize()
        let matcher = TemplateMatcher(tokens: tokens)
        var edits: [Edit] = []
        var conformances: [String: [String]] = [:]
        var changes: [(PortChange.Kind, String, String)] = []
        var lineStart = true
        for index in tokens.indices {
            let token = tokens[index]
            defer {
                if token.kind == .newline { lineStart = true } else if !token.isTrivia { lineStart = false }
            }
            guard lineStart, !token.isTrivia, !protected.contains(token.line - 1),
                let header = TypeHeader(tokens, at: index), let close = matcher.closing(header.brace)
            else { continue }
            var found = callbacks(tokens, matcher, header.brace..<close, lines)
            var fallback: (line: Int, indent: String, receiver: String)?
            if source == .naver, target != .naver, let handler = touchHandler(lines, tokens, header.brace..<close) {
                found.append(handler.found)
                fallback = handler.setUp
            }
            let recognizers = appRecognizers(tokens, matcher, header.brace..<close, lines)
            found += recognizers.found
            edits += recognizers.edits
            if fallback == nil { fallback = recognizers.setUp }
            guard !found.isEmpty else { continue }
            var needed: [String] = []
            var setUps: [String] = []
            var dispatch: [String: (at: Int, indent: String, cases: [String])] = [:]
            var methods: [MethodGroup] = []
            for index in found.indices { edits += adoptConversions(&found[index], lines) }
            for callback in found {
                if let remove = callback.remove { edits.append(Edit(at: remove.lowerBound, remove: remove, with: [])) }
                if target == .naver, callback.event.id == "tap.annotation",
                    let handler = naverTouchHandler(callback, lines: lines, tokens: tokens, body: header.brace..<close)
                {
                    changes.append((.review, callback.event.id, "set as the marker's touchHandler"))
                    edits.append(handler)
                    continue
                }
                guard let receiver = callback.event.receivers[target]?.first else {
                    let gap = callback.event.gaps[target] ?? "\(target.displayName) cannot receive it."
                    changes.append((.manual, callback.event.id, gap))
                    edits.append(Edit(at: callback.anchor, remove: nil, with: commentedOut(callback, gap)))
                    continue
                }
                if let conformance = receiver.conformance { needed.append(conformance) }
                let review = callback.event.reviews[target].map {
                    callback.indent + Porter.reviewPrefix + callback.event.id + ": " + $0
                }
                changes.append(
                    (
                        review == nil ? .automatic : .review, callback.event.id,
                        "\(callback.event.id) received the \(target.displayName) way"
                    ))
                let reviewLines = review.map { [$0] } ?? []
                switch receiver.shape {
                case .inline:
                    if let edit = inline(callback, lines: lines, tokens: tokens, body: header.brace..<close) {
                        edits.append(edit)
                    }
                case .method(let signature):
                    setUps.append(receiver.setUp)
                    MethodGroup.add(signature, callback, review: reviewLines, to: &methods)
                case .recognizer(let kind, let handler, let began):
                    setUps.append("recognizer:\(kind):\(handler)")
                    edits.append(
                        Edit(
                            at: callback.anchor, remove: nil,
                            with: reviewLines + recognizerHandler(handler, began: began, callback)))
                case .interaction(let name, let roles):
                    setUps.append(receiver.setUp)
                    let written = reviewLines.map { "    " + $0 } + interactionCase(name, roles, callback)
                    let current = dispatch["onInteraction"] ?? (callback.anchor, callback.indent, [])
                    dispatch["onInteraction"] = (current.at, current.indent, Self.merging(written, into: current.cases))
                case .cameraEvent(let name):
                    setUps.append(receiver.setUp)
                    let written = reviewLines.map { "    " + $0 } + cameraCase(name, callback)
                    let current = dispatch["onCameraEvent"] ?? (callback.anchor, callback.indent, [])
                    dispatch["onCameraEvent"] = (current.at, current.indent, Self.merging(written, into: current.cases))
                }
            }
            for group in methods {
                edits.append(Edit(at: group.at, remove: nil, with: method(group)))
            }
            for key in dispatch.keys.sorted() {
                guard let value = dispatch[key] else { continue }
                let indent = value.indent
                let parameter = key == "onInteraction" ? "interaction: MapInteraction" : "event: CameraEvent"
                let subject = key == "onInteraction" ? "interaction" : "event"
                var method = [
                    "\(indent)func map(_ map: TomTomMap, \(key) \(parameter)) {", "\(indent)    switch \(subject) {",
                ]
                method += value.cases
                method += ["\(indent)    default:", "\(indent)        break", "\(indent)    }", "\(indent)}"]
                edits.append(Edit(at: value.at, remove: nil, with: method))
            }
            conformances[tokens[header.name].text, default: []] += needed
            edits += setUpEdits(setUps, lines: lines, tokens: tokens, body: header.brace..<close, fallback: fallback)
        }
        var output: [String] = []
        var outputProtected: Set<Int> = []
        func emit(_ written: [String], extra: String) {
            for line in written {
                if line.hasPrefix(Self.bodyReference), let number = Int(line.dropFirst().prefix { $0.isNumber }) {
                    let shift = Int(line.drop { $0 != Self.indentMark.first }.dropFirst()) ?? 0
                    emitLine(number, extra: extra, shift: shift, setUpOnly: true)
                } else if line.hasPrefix(Self.bodyMark) {
                    output.append(extra + String(line.dropFirst(Self.bodyMark.count)))
                } else {
                    outputProtected.insert(output.count)
                    output.append(line.isEmpty ? line : extra + line)
                }
            }
        }
        func emitLine(_ line: Int, extra: String, shift: Int = 0, setUpOnly: Bool) {
            func shifted(_ text: String) -> String {
                guard !text.isEmpty else { return text }
                if shift >= 0 { return extra + String(repeating: " ", count: shift) + text }
                let spaces = text.prefix { $0 == " " }.count
                return extra + String(text.dropFirst(min(spaces, -shift)))
            }
            // A line of a body that moves: its set-up edits go with it (by reference), not here.
            let movedAway = !setUpOnly && edits.contains { !$0.setUp && ($0.remove?.contains(line) ?? false) }
            let applying = edits.filter { $0.at == line && (setUpOnly ? $0.setUp : !(movedAway && $0.setUp)) }
            let nested = String(repeating: " ", count: max(shift, 0))
            for edit in applying where !edit.after { emit(edit.with.map(shifted), extra: "") }
            let removed = edits.contains { ($0.remove?.contains(line) ?? false) && (!setUpOnly || $0.setUp) }
            if line < lines.count, !removed {
                if protected.contains(line) { outputProtected.insert(output.count) }
                output.append(shifted(lines[line]))
            }
            for edit in applying where edit.after { emit(edit.with.map(shifted), extra: "") }
            _ = nested
        }
        for line in 0...lines.count { emitLine(line, extra: "", setUpOnly: false) }
        return Output(lines: output, protected: outputProtected, conformances: conformances, changes: changes)
    }

    /// A body line written by reference (`\u{2}<line>\u{3}<indent>`), so that set-up edits inside it still apply
    /// where it goes.
    static let bodyReference = "\u{2}"
    static let indentMark = "\u{3}"

    /// Body lines are tagged while the output is built, so that they are ported afterwards.
    static let bodyMark = "\u{1}"

    /// The source callback commented out under a note, as the member-level port does.
    private func commentedOut(_ callback: Found, _ gap: String) -> [String] {
        let note = callback.indent + Porter.notePrefix + "\(callback.event.id) (\(source.displayName)): \(gap)"
        return [note]
            + callback.original.map { line in
                let rest = line.hasPrefix(callback.indent) ? String(line.dropFirst(callback.indent.count)) : line
                return callback.indent + "// PORT(\(source.rawValue)):" + (rest.isEmpty ? "" : " " + rest)
            }
    }

    /// The callbacks declared directly in a type body.
    private func callbacks(
        _ tokens: [SwiftToken], _ matcher: TemplateMatcher, _ body: Range<Int>, _ lines: [String]
    ) -> [Found] {
        var found: [Found] = []
        var depth = 0
        var index = body.lowerBound
        while index < body.upperBound {
            let token = tokens[index]
            if token.kind == .punctuation, token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == "}" { depth -= 1 }
            if depth == 1, token.kind == .identifier, token.text == "func",
                let function = FunctionDeclaration(tokens, funcAt: index, matcher: matcher)
            {
                let indent = String(lines[function.firstLine].prefix { $0 == " " || $0 == "\t" })
                let whole = function.firstLine...function.lastLine
                let bodyLines =
                    function.inlineBody.map { [indent + "    " + $0] }
                    ?? Array(lines[(function.firstLine + 1)..<function.lastLine])
                methods: for event in CallbackEvent.all {
                    for receiver in event.receivers[source] ?? [] where receiver.isRecognized {
                        guard case .method(let signature) = receiver.shape,
                            let bindings = function.bindings(for: signature)
                        else { continue }
                        let bound = Set(bindings.values)
                        found.append(
                            Found(
                                event: event, bindings: bindings,
                                extras: function.parameters.filter { !bound.contains($0.name) }.map {
                                    ($0.name, $0.type)
                                },
                                body: bodyLines,
                                bodyRange: function.inlineBody == nil
                                    ? (function.firstLine + 1)..<function.lastLine : nil, remove: whole,
                                anchor: function.firstLine, original: Array(lines[whole]), indent: indent))
                        break methods
                    }
                }
                found += tomTomCases(function, tokens, lines, indent)
                index = function.bodyClose + 1
                continue
            }
            index += 1
        }
        return found
    }

    /// The cases of a TomTom `map(_:onInteraction:)` / `map(_:onCameraEvent:)` switch that are events. When
    /// every case but `default` is one, the whole method goes; otherwise only those cases leave the switch.
    private func tomTomCases(
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
        for item in cases where !item.name.isEmpty && item.last > item.first {
            for event in CallbackEvent.all {
                for receiver in event.receivers[.tomtom] ?? [] where receiver.isRecognized {
                    var bindings: [CallbackRole: String] = [.map: mapName]
                    switch receiver.shape {
                    case .interaction(let name, let roles) where isInteraction && name == item.name:
                        for (role, bound) in zip(roles, item.names) { bindings[role] = bound }
                    case .cameraEvent(let name) where !isInteraction && name == item.name:
                        break
                    default: continue
                    }
                    let range = item.first...item.last
                    found.append(
                        Found(
                            event: event, bindings: bindings, body: Array(lines[(item.first + 1)...item.last]),
                            bodyRange: (item.first + 1)..<(item.last + 1), remove: range, anchor: function.firstLine,
                            original: Array(lines[range]), indent: indent))
                }
            }
            if found.count > 1, found[found.count - 1].original == found[found.count - 2].original {
                found.removeLast()  // one case, two events with the same receiver (idle and did-change)
            }
        }
        let others = cases.filter { !$0.name.isEmpty }.count - Set(found.map(\.anchor)).count * 0 - found.count
        if !found.isEmpty, others == 0 {
            // Every case moved: the method goes as a whole.
            found = found.map {
                var item = $0; item.remove = nil; return item
            }
            found[0].remove = function.firstLine...function.lastLine
        }
        return found
    }

    /// The one overlay touch handler set in a NAVER type (`marker.touchHandler = { … }`), as the tap-annotation
    /// callback of the target, with where to make it called if the type sets no delegate.
    private func touchHandler(_ lines: [String], _ tokens: [SwiftToken], _ body: Range<Int>) -> (
        found: Found, setUp: (line: Int, indent: String, receiver: String)
    )? {
        let first = tokens[body.lowerBound].line - 1
        let last = tokens[body.upperBound].line - 1
        var handlers: [(start: Int, end: Int, variable: String, parameter: String)] = []
        var line = first
        while line <= last {
            let trimmed = lines[line].trimming(" \t")
            guard let range = trimmed.range(of: ".touchHandler = {"), trimmed.hasSuffix(" in") else {
                line += 1
                continue
            }
            var depth = 0
            var end = line
            repeat {
                for character in lines[end] {
                    if character == "{" { depth += 1 }
                    if character == "}" { depth -= 1 }
                }
                end += 1
            } while depth > 0 && end <= last
            let signature = trimmed[range.upperBound...].dropLast(3)
            let parameter =
                signature.split(whereSeparator: { "()[]:, ".contains($0) })
                .map(String.init).first { !["weak", "self", "unowned", "NMFOverlay", "Bool", "->", "_"].contains($0) }
                ?? "overlay"
            handlers.append((line, end - 1, String(trimmed[..<range.lowerBound]), parameter))
            line = end
        }
        guard handlers.count == 1, let handler = handlers.first else { return nil }
        let indent = String(lines[handler.start].prefix { $0 == " " || $0 == "\t" })
        var receiver = "mapView"
        for candidate in lines[handler.end...last] {
            let trimmed = candidate.trimming(" \t")
            if trimmed.hasPrefix(handler.variable + ".mapView = ") {
                receiver = String(trimmed.dropFirst(handler.variable.count + ".mapView = ".count))
                break
            }
        }
        var bodyLines = Array(lines[(handler.start + 1)..<handler.end]).map {
            $0.replacingOccurrences(of: "self?.", with: "self.")
        }
        if let lastLine = bodyLines.last?.trimming(" \t"), lastLine == "return true" || lastLine == "return false" {
            bodyLines.removeLast()
        }
        bodyLines = bodyLines.map { line in
            let trimmed = line.trimming(" \t")
            return trimmed == "return true" || trimmed == "return false"
                ? line.replacingOccurrences(of: trimmed, with: "return") : line
        }
        let memberIndent = String(lines[first].prefix { $0 == " " || $0 == "\t" }) + "    "
        let outdent = indent.count - memberIndent.count
        bodyLines = bodyLines.map { line in
            line.prefix(outdent).allSatisfy { $0 == " " } ? String(line.dropFirst(max(outdent, 0))) : line
        }
        guard let event = CallbackEvent.all.first(where: { $0.id == "tap.annotation" }) else { return nil }
        let found = Found(
            event: event, bindings: [.annotation: handler.parameter], body: bodyLines, bodyRange: nil,
            remove: handler.start...handler.end, anchor: last, original: Array(lines[handler.start...handler.end]),
            indent: memberIndent)
        return (found, (handler.start, indent, receiver))
    }

    private func boundNames(_ pattern: [SwiftToken]) -> [String] {
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
