/// The source's callbacks that are delegate methods of its style, found by signature in a type body, and the
/// form a callback takes when the target cannot receive its event: commented out under a note.
extension CallbackPorter {
    /// The callbacks declared directly in a type body.
    func callbacks(
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

    /// The source callback commented out under a note, as the member-level port does.
    func commentedOut(_ callback: Found, _ gap: String, alreadySo: Bool = false) -> [String] {
        let prefix = alreadySo ? Porter.alreadySoPrefix : Porter.notePrefix
        let note = callback.indent + prefix + "\(callback.event.id) (\(source.displayName)): \(gap)"
        return [note]
            + callback.original.map { line in
                let rest = line.hasPrefix(callback.indent) ? String(line.dropFirst(callback.indent.count)) : line
                return callback.indent + "// PORT(\(source.rawValue)):" + (rest.isEmpty ? "" : " " + rest)
            }
    }
}
