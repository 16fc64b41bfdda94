import Foundation

/// NAVER receives an overlay's taps in the overlay's own `touchHandler` closure, set where the marker is made,
/// not in a map-wide delegate: a port from NAVER reads the closure as the tap-annotation callback, and a port to
/// NAVER writes the callback's body as that closure.
extension CallbackPorter {
    /// The one overlay touch handler set in a NAVER type (`marker.touchHandler = { … }`), as the tap-annotation
    /// callback of the target, with where to make it called if the type sets no delegate.
    func touchHandler(_ lines: [String], _ tokens: [SwiftToken], _ body: Range<Int>) -> (
        found: Found, setUp: (line: Int, indent: String, receiver: String)
    )? {
        let first = tokens[body.lowerBound].line - 1
        let last = tokens[body.upperBound].line - 1
        var handlers: [(start: Int, end: Int, variable: String, parameter: String, capturesSelf: Bool)] = []
        var line = first
        while line <= last {
            let trimmed = lines[line].trimming(" \t")
            guard trimmed.hasSuffix(" in"), let range = trimmed.range(of: ".touchHandler = {") else {
                line += 1
                continue
            }
            let end = Self.closureEnd(from: line, in: lines, through: last) + 1
            let signature = trimmed[range.upperBound...].dropLast(3)
            let parameter =
                signature.split(whereSeparator: { "()[]:, ".contains($0) })
                .map(String.init).first { !["weak", "self", "unowned", "NMFOverlay", "Bool", "->", "_"].contains($0) }
                ?? "overlay"
            let capturesSelf = signature.contains("weak self") || signature.contains("unowned self")
            handlers.append((line, end - 1, String(trimmed[..<range.lowerBound]), parameter, capturesSelf))
            line = end
        }
        guard handlers.count == 1, let handler = handlers.first,
            Self.names(in: Array(lines[(handler.start + 1)..<max(handler.start + 1, handler.end)])).isDisjoint(
                with: Self.locals(before: handler.start, in: lines, from: first))
        else { return nil }
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
        // A method's `self` is no weak capture: the closure's `guard let self = self else { return false }` goes.
        if handler.capturesSelf {
            bodyLines.removeAll { Self.isWeakSelfGuard($0.trimming(" \t")) }
        }
        if let lastLine = bodyLines.last?.trimming(" \t"), lastLine == "return true" || lastLine == "return false" {
            bodyLines.removeLast()
        }
        bodyLines = bodyLines.map { line in
            let trimmed = line.trimming(" \t")
            if trimmed == "return true" || trimmed == "return false" {
                return line.replacingOccurrences(of: trimmed, with: "return")
            }
            // `else { return false }` on one line: the method returns nothing.
            return line.replacingOccurrences(of: "{ return true }", with: "{ return }")
                .replacingOccurrences(of: "{ return false }", with: "{ return }")
        }
        let memberIndent = String(lines[first].prefix { $0 == " " || $0 == "\t" }) + "    "
        let outdent = indent.count - memberIndent.count
        bodyLines = bodyLines.map { line in
            // A handler indented less than the type's members (outdent below zero) keeps its lines as they are.
            line.prefix(max(outdent, 0)).allSatisfy { $0 == " " } ? String(line.dropFirst(max(outdent, 0))) : line
        }
        guard let event = CallbackEvent.all.first(where: { $0.id == "tap.annotation" }) else { return nil }
        let found = Found(
            event: event, bindings: [.annotation: handler.parameter], body: bodyLines, bodyRange: nil,
            remove: handler.start...handler.end, anchor: last, original: Array(lines[handler.start...handler.end]),
            indent: memberIndent)
        return (found, (handler.start, indent, receiver))
    }

    /// Whether `line` (trimmed) unwraps a weakly captured `self` on one line: `guard let self = self else { … }`,
    /// `guard let self else { … }`, ``guard let `self` = self else { … }``.
    static func isWeakSelfGuard(_ line: String) -> Bool {
        let compact = line.filter { !$0.isWhitespace }
        return ["guardletself=selfelse{", "guardletselfelse{", "guardlet`self`=selfelse{"].contains {
            compact.hasPrefix($0)
        } && compact.hasSuffix("}") && compact.filter { $0 == "{" }.count == 1
    }

    /// The line that closes the braces opened on line `start` (a closure set as a handler), at most `last`.
    static func closureEnd(from start: Int, in lines: [String], through last: Int) -> Int {
        Swift.min(lines.closingLine(of: start) ?? last, last)
    }

    /// The names a function declares before line `line` (its parameters, its locals, its loop variables): a
    /// closure that reads one cannot leave the function.
    static func locals(before line: Int, in lines: [String], from first: Int) -> Set<String> {
        let indent = lines[line].prefix { $0 == " " || $0 == "\t" }.count
        guard
            let header = (first..<line).last(where: { index in
                let trimmed = lines[index].trimming(" \t")
                return lines[index].prefix { $0 == " " || $0 == "\t" }.count < indent
                    && (trimmed.contains("func ") || trimmed.hasPrefix("init(") || trimmed.contains(" init("))
            })
        else { return [] }
        var names = Set(DependentLines.labels(lines[header]))
        for index in (header + 1)..<line {
            let trimmed = lines[index].trimming(" \t")
            names.formUnion(DependentLines.declaredNames(trimmed))
            // `for item in items {`, `for (index, item) in …`.
            if trimmed.hasPrefix("for "), let range = trimmed.range(of: " in ") {
                names.formUnion(
                    trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<range.lowerBound]
                        .split(whereSeparator: { "(), ".contains($0) }).map(String.init))
            }
        }
        return names
    }

    /// NAVER receives a marker's taps in the marker's own `touchHandler`: when the type makes exactly one marker,
    /// the callback's body becomes that handler, set before the marker is put on the map (returning true: the tap
    /// is consumed, as the other styles' marker taps are).
    func naverTouchHandler(_ callback: Found, lines: [String], tokens: [SwiftToken], body: Range<Int>) -> Edit? {
        let first = tokens[body.lowerBound].line - 1
        let last = tokens[body.upperBound].line - 1
        let makes = (first...last).filter { lines[$0].contains(" = NMFMarker(") && lines[$0].contains("let ") }
        guard makes.count == 1, let make = makes.first else { return nil }
        let declaration = lines[make].trimming(" \t").dropFirst(4)
        let variable = String(declaration.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard
            let put = (make...last).first(where: { lines[$0].trimming(" \t").hasPrefix(variable + ".mapView = ") })
        else { return nil }
        let indent = String(lines[put].prefix { $0 == " " || $0 == "\t" })
        let used = Self.names(in: callback.body)
        var written = [
            "\(indent)\(variable).touchHandler = { [weak self] (overlay: NMFOverlay) -> Bool in",
            "\(indent)    guard let self else { return true }",
        ]
        if let name = callback.bindings[.annotation], used.contains(name), name != "overlay" {
            written.append("\(indent)    let \(name) = overlay")
        }
        let current =
            callback.body.filter { !$0.trimming(" \t").isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        for line in callback.body {
            let trimmed = line.trimming(" \t")
            let shifted = indent + "    " + String(line.dropFirst(min(current, line.prefix { $0 == " " }.count)))
            written.append(
                Self.bodyMark
                    + (trimmed == "return" ? shifted.replacingOccurrences(of: "return", with: "return true") : shifted))
        }
        written += ["\(indent)    return true", "\(indent)}"]
        return Edit(at: put, remove: nil, with: written, setUp: true)
    }
}
