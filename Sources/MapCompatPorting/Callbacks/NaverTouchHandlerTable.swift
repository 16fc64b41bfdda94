import Foundation

/// NAVER's overlay touch handlers that cannot become one map-wide callback body: several in one type, or one
/// that reads the locals it was made among (a marker made in a loop, whose handler reads the loop's item, as
/// apps of NAVER write them). Each closure stays where it is, now kept in a table of the type with the overlay it
/// was set on; the target's tap-annotation callback runs the handlers kept for the tapped annotation.
extension CallbackPorter {
    /// The name of the table a port adds to the type.
    static let touchHandlerTable = "touchHandlers"

    /// The annotation type a handler in the table takes, per target.
    static func tableAnnotationType(_ target: PortingStyle) -> String? {
        switch target {
        case .maplibre: return "any MLNAnnotation"
        case .tomtom: return "any Annotation"
        case .rm: return "RMAnnotation"
        default: return nil
        }
    }

    /// The line that opens the class that holds the table: the class itself, or, for an extension, the class's
    /// declaration in the same file (an extension cannot hold a stored property). `nil` for a struct or a class
    /// declared elsewhere.
    func tableHome(_ lines: [String], _ tokens: [SwiftToken], header: TypeHeader) -> Int? {
        if header.keyword == "class" { return tokens[header.brace].line - 1 }
        guard header.keyword == "extension" else { return nil }
        let name = tokens[header.name].text
        for (index, line) in lines.enumerated() where line.containsText("class \(name)") && line.hasSuffix("{") {
            let lineTokens = SwiftTokenizer(line).tokenize()
            guard let start = lineTokens.firstIndex(where: { !$0.isTrivia }),
                let declared = TypeHeader(lineTokens, at: start), declared.keyword == "class",
                lineTokens[declared.name].text == name
            else { continue }
            return index
        }
        return nil
    }

    /// The handlers of a NAVER class body kept in a table: the edits that keep them, the tap callback that runs
    /// them, the table's declaration (once per class: the caller writes it), and where to make the callback called if the type sets no delegate. `nil` when the body sets none or
    /// is not a class's; a handler set otherwise than on a name and a closure that ends on a line of its own is
    /// left to the member-level port.
    func touchHandlerTable(
        _ lines: [String], _ tokens: [SwiftToken], _ body: Range<Int>, header: TypeHeader
    ) -> (found: Found, edits: [Edit], declaration: Edit, setUp: (line: Int, indent: String, receiver: String))? {
        guard let annotationType = Self.tableAnnotationType(target),
            let event = CallbackEvent.all.first(where: { $0.id == "tap.annotation" }),
            let home = tableHome(lines, tokens, header: header)
        else { return nil }
        let first = tokens[body.lowerBound].line - 1
        let last = tokens[body.upperBound].line - 1
        var edits: [Edit] = []
        var setUp: (line: Int, indent: String, receiver: String)?
        var line = first + 1
        while line < last {
            let text = lines[line]
            if let named = Self.namedHandler(text) {
                // A handler made a constant first (`let handler: NMFOverlayTouchHandler = { … }`, then
                // `marker.touchHandler = handler`): the constant stays, kept with its overlay.
                let indent = String(text.prefix { $0 == " " || $0 == "\t" })
                edits.append(
                    Edit(
                        at: line, remove: line...line,
                        with: [indent + "self.\(Self.touchHandlerTable).append((\(named.overlay), \(named.handler)))"]))
                setUp = setUp ?? (line + 1, indent, Self.mapReceiver(of: named.overlay, lines[first...last]))
                line += 1
                continue
            }
            guard text.containsText(".touchHandler = {"), let range = text.range(of: ".touchHandler = {") else {
                line += 1
                continue
            }
            let indent = String(text.prefix { $0 == " " || $0 == "\t" })
            let variable = String(text[text.index(text.startIndex, offsetBy: indent.count)..<range.lowerBound])
            let end = Self.closureEnd(from: line, in: lines, through: last)
            defer { line = end + 1 }
            guard !variable.isEmpty, variable.allSatisfy({ $0.isLetter || $0.isNumber || "_.?".contains($0) }),
                end == line ? text.hasSuffix("}") : lines[end].trimming(" \t") == "}"
            else { continue }
            // The closure made a constant of its own (so that a statement inside it the target cannot say goes
            // alone), then kept with its overlay.
            let owner = variable.split(whereSeparator: { $0 == "." || $0 == "?" }).last.map(String.init) ?? "overlay"
            let handler = owner + "TouchHandler"
            let opening =
                indent + "let \(handler): (\(annotationType)) -> Bool = {"
                + text[range.upperBound...].replacingOccurrences(of: "NMFOverlay", with: annotationType)
            let keep = indent + "self.\(Self.touchHandlerTable).append((\(variable), \(handler)))"
            if end == line {
                edits.append(Edit(at: line, remove: line...line, with: [opening, keep]))
            } else {
                edits.append(Edit(at: line, remove: line...line, with: [opening]))
                edits.append(Edit(at: end, remove: end...end, with: [lines[end], keep]))
            }
            // After the closure: a set-up line inside it would wait for the first tap.
            setUp = setUp ?? (end + 1, indent, Self.mapReceiver(of: variable, lines[first...last]))
        }
        guard let setUp, !edits.isEmpty else { return nil }
        let memberIndent = String(lines[first].prefix { $0 == " " || $0 == "\t" }) + "    "
        let homeIndent = String(lines[home].prefix { $0 == " " || $0 == "\t" }) + "    "
        // Not `private`: an extension in another file may set handlers too.
        let table =
            homeIndent + "var \(Self.touchHandlerTable): "
            + "[(annotation: AnyObject?, handler: (\(annotationType)) -> Bool)] = []"
        let declaration = Edit(at: home, remove: nil, with: [table], after: true)
        // Each handler kept for the tapped annotation runs; the port says where NAVER's answer (consume or not)
        // is not the target's.
        let dispatch = [
            memberIndent + "    for entry in \(Self.touchHandlerTable) where entry.annotation === annotation {",
            memberIndent + "        _ = entry.handler(annotation)",
            memberIndent + "    }",
        ]
        let found = Found(
            event: event, bindings: [.annotation: "annotation"], body: dispatch, bodyRange: nil, remove: nil,
            anchor: last, original: [], indent: memberIndent,
            review: "NAVER's handlers return whether the tap is consumed; the target always consumes a marker's tap")
        return (found, edits, declaration, setUp)
    }

    /// The map the overlay `variable` is put on, wherever the type puts it (not where it takes it off): NAVER's
    /// `marker.mapView = map`, or the add a marker construction already wrote for the target.
    static func mapReceiver(of variable: String, _ lines: ArraySlice<String>) -> String {
        let code = lines.lazy.map { $0.trimming(" \t") }
        let put = code.first { $0.hasPrefix(variable + ".mapView = ") && !$0.hasSuffix(" = nil") }
        let add = code.first { $0.hasSuffix(".addAnnotation(\(variable))") }
        return put.map { String($0.dropFirst(variable.count + ".mapView = ".count)) }
            ?? add.map { String($0.dropLast(".addAnnotation(\(variable))".count)) } ?? "mapView"
    }

    /// The overlay and the constant of `overlay.touchHandler = handler`, a whole line that sets a handler made
    /// before (an identifier, not `nil`).
    static func namedHandler(_ line: String) -> (overlay: String, handler: String)? {
        let code = line.trimming(" \t")
        guard code.containsText(".touchHandler = "), let range = code.range(of: ".touchHandler = ") else { return nil }
        let overlay = String(code[..<range.lowerBound])
        let handler = String(code[range.upperBound...])
        let isName = { (text: String) in
            !text.isEmpty && text.first.map { !$0.isNumber } == true
                && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        }
        guard isName(overlay.replacingOccurrences(of: "?", with: "")), isName(handler), handler != "nil"
        else { return nil }
        return (overlay, handler)
    }
}
