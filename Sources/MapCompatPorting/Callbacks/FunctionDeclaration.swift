/// A `func` declaration found in source: its name, parameters and the lines of its body, enough to move the body
/// into another style's callback.
struct FunctionDeclaration {
    /// One parameter: its argument label, the name the body uses, and its type as written.
    struct Parameter {
        var label: String
        var name: String
        var type: String
    }

    var name: String
    var parameters: [Parameter]
    /// The 0-based line of `func` (attributes on earlier lines are not included).
    var firstLine: Int
    /// The 0-based line of the body's opening brace: the `func` line, or the last line of a header that lists its
    /// parameters over several lines, as swift-format writes a long delegate signature.
    var openLine: Int
    /// The 0-based line of the closing brace.
    var lastLine: Int
    /// The body of a one-line declaration, without its braces.
    var inlineBody: String?
    /// The token index of the opening brace of the body, and of its closing brace.
    var bodyOpen: Int
    var bodyClose: Int

    /// The labels, as in a selector (`mapView(_:didTapMap:point:)`).
    var selector: String { name + "(" + parameters.map { $0.label + ":" }.joined() + ")" }

    /// The lines between the braces of a body written over several lines.
    var bodyLines: Range<Int> { (openLine + 1)..<lastLine }

    /// The declaration whose `func` keyword is at token `index`, when its body opens on the line that closes the
    /// parameter list and closes on a line of its own.
    init?(_ tokens: [SwiftToken], funcAt index: Int, matcher: TemplateMatcher) {
        let nameIndex = matcher.nextSignificant(index + 1)
        guard nameIndex < tokens.count, tokens[nameIndex].kind == .identifier else { return nil }
        name = tokens[nameIndex].text
        let open = matcher.nextSignificant(nameIndex + 1)
        guard open < tokens.count, tokens[open].text == "(", let close = matcher.closing(open) else { return nil }
        var parameters: [Parameter] = []
        var pieces: [[SwiftToken]] = [[]]
        var depth = 0
        for token in tokens[(open + 1)..<close] where !token.isTrivia || token.kind == .whitespace {
            if token.kind == .punctuation, ["(", "[", "<"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", ">"].contains(token.text) { depth -= 1 }
            if token.text == ",", depth == 0 {
                pieces.append([])
            } else {
                pieces[pieces.count - 1].append(token)
            }
        }
        for piece in pieces where piece.contains(where: { !$0.isTrivia }) {
            guard let colon = piece.firstIndex(where: { $0.text == ":" }) else { return nil }
            let names = piece[..<colon].filter { $0.kind == .identifier }.map(\.text)
            guard let first = names.first else { return nil }
            let type = piece[(colon + 1)...].map(\.text).joined().trimming(" ")
            parameters.append(Parameter(label: first, name: names.last ?? first, type: type))
        }
        self.parameters = parameters
        var brace = close + 1
        while brace < tokens.count, tokens[brace].text != "{" {
            if tokens[brace].kind == .newline { return nil }
            brace += 1
        }
        guard brace < tokens.count, let end = matcher.closing(brace) else { return nil }
        bodyOpen = brace
        bodyClose = end
        firstLine = tokens[index].line - 1
        openLine = tokens[brace].line - 1
        lastLine = tokens[end].line - 1
        inlineBody = nil
        if lastLine == openLine {
            // `func f() { body }` on one line: the body is the text between the braces.
            inlineBody = tokens[(brace + 1)..<end].map(\.text).joined().trimming(" \t")
            return
        }
        // The closing brace must be alone on its line.
        var before = end - 1
        while before > brace, tokens[before].kind == .whitespace { before -= 1 }
        guard tokens[before].kind == .newline else { return nil }
    }

    /// The comments of the declaration outside its body's lines, which a port that writes the target's method
    /// anew would lose: in the header, after the opening brace and after the closing one (`{  // venue`).
    func comments(_ tokens: [SwiftToken], funcAt index: Int) -> [String] {
        func restOfLine(from start: Int) -> ArraySlice<SwiftToken> { tokens[start...].prefix { $0.kind != .newline } }
        let afterOpen = inlineBody == nil ? restOfLine(from: bodyOpen + 1) : []
        return (tokens[index..<bodyOpen] + afterOpen + restOfLine(from: bodyClose + 1)).filter { $0.kind == .comment }
            .map(\.text)
    }

    /// Whether the signature is `receiver`'s: same name and labels, types equal up to `!`/`?` and spaces.
    func bindings(for signature: String) -> [CallbackRole: String]? {
        // Most signatures a declaration is compared with have another name: told apart by bytes before parsing
        // (for an ASCII name, where equal names have equal bytes).
        if name.isASCIIText, signature.isASCIIText {
            let nameBytes = name.utf8
            let bytes = signature.utf8
            guard bytes.starts(with: nameBytes),
                bytes.count == nameBytes.count || bytes.dropFirst(nameBytes.count).first == UInt8(ascii: "(")
            else { return nil }
        }
        let parsed = CallbackEvent.parse(signature)
        guard parsed.name == name, parsed.parameters.count == parameters.count else { return nil }
        var bindings: [CallbackRole: String] = [:]
        for (expected, actual) in zip(parsed.parameters, parameters) {
            guard expected.label == actual.label, Self.bare(expected.type) == Self.bare(actual.type) else { return nil }
            // A parameter left unnamed (`_: TomTomMap`) binds nothing the body could use.
            if let role = CallbackRole(rawValue: expected.role), actual.name != "_" { bindings[role] = actual.name }
        }
        return bindings
    }

    static func bare(_ type: String) -> String {
        type.filter { $0 != "!" && $0 != "?" && $0 != " " }.replacingAny("any", with: "")
    }
}

extension String {
    func replacingAny(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) && count > prefix.count ? replacement + dropFirst(prefix.count) : self
    }
}
