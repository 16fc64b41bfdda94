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
                    ?? Array(lines[function.bodyLines])
                methods: for event in CallbackEvent.all {
                    for receiver in event.receivers(in: source) where receiver.isRecognized {
                        guard case .method(let signature) = receiver.shape,
                            var bindings = function.bindings(for: signature)
                        else { continue }
                        var bodyLines = bodyLines
                        var bodyRange = function.inlineBody == nil ? function.bodyLines : nil
                        if let range = bodyRange, let skipped = byUserLine(&bindings, lines, range) {
                            bodyLines.removeFirst(skipped - range.lowerBound + 1)
                            bodyRange = (skipped + 1)..<range.upperBound
                        }
                        let bound = Set(bindings.values)
                        // MapLibre's loaded style, which no other style has: a body that reads it stays where it
                        // is, for the member-level port to judge.
                        if let style = bindings[.style], Self.names(in: bodyLines).contains(style) { continue }
                        // A user-location report read only for its location: the body reads one CLLocation,
                        // bound at the top of the target's method; any other read stays for the member-level port.
                        var locationReport: LocationReportBody?
                        if let report = bindings[.userLocation] {
                            guard let rewritten = LocationReportBody(bodyLines, report: report) else { continue }
                            bodyLines = target == .naver ? rewritten.convertingCoordinatesForNaver : rewritten.body
                            bodyRange = nil
                            bindings[.userLocation] = nil
                            locationReport = rewritten
                        }
                        found.append(
                            Found(
                                event: event, bindings: bindings,
                                extras: function.parameters.filter { !bound.contains($0.name) }.map {
                                    ($0.name, $0.type)
                                },
                                body: bodyLines, bodyRange: bodyRange, remove: whole, anchor: function.firstLine,
                                original: Array(lines[whole]), indent: indent, locationReport: locationReport,
                                comments: function.comments(tokens, funcAt: index)))
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

    /// The line of a body that opens with route-me's by-user flag computed from the reason, as a port from
    /// route-me writes it (`let wasUserAction = reason == NMFMapChangedByGesture`): the flag's name is bound to
    /// the by-user role, so that a port back to route-me passes it again, and the line is left out. `nil` when the
    /// body does not open so.
    func byUserLine(_ bindings: inout [CallbackRole: String], _ lines: [String], _ body: Range<Int>) -> Int? {
        guard bindings[.byUser] == nil, let reason = bindings[.reason],
            let test = CallbackEvent.byUser(fromReason: reason, in: source),
            let first = body.first(where: { !lines[$0].trimming(" \t").isEmpty })
        else { return nil }
        let line = lines[first].trimming(" \t")
        guard line.hasPrefix("let "), line.hasSuffix(" = " + test) else { return nil }
        let name = String(line.dropFirst(4).dropLast(test.count + 3))
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        bindings[.byUser] = name
        return first
    }

    /// The source callback commented out under a note, as the member-level port does.
    func commentedOut(_ callback: Found, _ gap: String, alreadySo: Bool = false, concept: String? = nil) -> [String] {
        let prefix = alreadySo ? Porter.alreadySoPrefix : Porter.notePrefix
        let note = callback.indent + prefix + "\(concept ?? callback.event.id) (\(source.displayName)): \(gap)"
        return [note]
            + callback.original.map { line in
                let rest = line.hasPrefix(callback.indent) ? String(line.dropFirst(callback.indent.count)) : line
                return callback.indent + "// PORT(\(source.id)):" + (rest.isEmpty ? "" : " " + rest)
            }
    }
}
