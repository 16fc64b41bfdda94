/// Comments out a function or computed property whose value the port commented out, with its uses.
///
/// `static var defaultCamera: NMFCameraPosition { NMFCameraPosition(…) }` ported to a style without camera
/// positions keeps its header and loses its only expression; `func addPin() -> RMAnnotation { …; return pin }`
/// loses its `return` when `pin` goes. Neither compiles. The declaration is then commented out whole (what is
/// commented out inside stays as it is, under its own note), and its name is gone from every line of the file
/// that uses it unqualified or through `self`/`Self` (`DependentLines` comments those out).
enum DependentDeclarations {
    /// The text with each such declaration commented out, and the names of the declarations.
    static func commentOut(_ text: String, source: PortingStyle) -> (text: String, names: [String]) {
        let marker = "// PORT(\(source.id)): "
        var lines = text.lines().map(String.init)
        var names: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = String(line.drop { $0 == " " || $0 == "\t" })
            guard !trimmed.hasPrefix("//"), let name = valueDeclaration(trimmed),
                let close = closingLine(lines, from: index)
            else {
                index += 1
                continue
            }
            let body = lines[(index + 1)..<close].map { String($0.drop { $0 == " " || $0 == "\t" }) }
            let code = body.filter { !$0.isEmpty && !$0.hasPrefix("//") }
            let commentedReturn = body.contains {
                $0.hasPrefix(marker) && $0.dropFirst(marker.count).hasPrefix("return")
            }
            let returns = code.contains { Self.hasReturn($0) }
            guard code.isEmpty && body.contains(where: { $0.hasPrefix(marker) }) || (!returns && commentedReturn)
            else {
                index += 1
                continue
            }
            let indent = String(line.prefix { $0 == " " || $0 == "\t" })
            for offset in index...close {
                let text = lines[offset]
                let rest = text.drop { $0 == " " || $0 == "\t" }
                guard !rest.isEmpty, !rest.hasPrefix("//") else { continue }
                let pad = String(repeating: " ", count: max(0, text.count - rest.count - indent.count))
                lines[offset] = indent + marker + pad + rest
            }
            // The closing line follows the body's own notes: it takes a note of its own, so that porting back
            // restores it.
            lines.insert(
                indent + Porter.notePrefix + DependentLines.concept + " (\(source.displayName)): the end of `\(name)`.",
                at: close)
            lines.insert(
                indent + Porter.notePrefix + DependentLines.concept + " (\(source.displayName)): `\(name)` has no "
                    + "value left once the lines that made it are commented out. Port it with them.",
                at: index)
            names.append(name)
            index = close + 3
        }
        return (lines.joined(separator: "\n"), names)
    }

    /// The name a line declares as a function with a result (`func name(…) -> T {`), a computed property
    /// (`var name: T {`) or a constant made by a closure with a result, when the line opens the body.
    static func valueDeclaration(_ code: String) -> String? {
        guard code.containsAnyText(["let", "var", "func"]) else { return nil }
        let tokens = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }.map(\.text)
        // A constant made by a closure with a declared result (`let annotations = names.map { name -> Marker in`).
        if tokens.last == "in", let keyword = tokens.firstIndex(where: { $0 == "let" || $0 == "var" }),
            keyword + 2 < tokens.count, tokens[keyword + 2] == "=" || tokens[keyword + 2] == ":",
            let brace = tokens.firstIndex(of: "{"),
            tokens[brace...].indices.contains(where: { tokens[$0] == ">" && tokens[$0 - 1] == "-" })
        {
            return tokens[keyword + 1]
        }
        guard tokens.last == "{" else { return nil }
        if let keyword = tokens.firstIndex(of: "func"), keyword + 1 < tokens.count {
            let arrow = tokens.indices.contains { $0 > 0 && tokens[$0 - 1] == "-" && tokens[$0] == ">" }
            let void = tokens.suffix(3).first == "Void" || tokens.suffix(3).first == ")"
            return arrow && !void ? tokens[keyword + 1] : nil
        }
        if let keyword = tokens.firstIndex(of: "var"), keyword + 2 < tokens.count, tokens[keyword + 2] == ":",
            !tokens.contains("=")
        {
            return tokens[keyword + 1]
        }
        return nil
    }

    /// Whether a code line returns a value (`return x`, not a bare `return`).
    static func hasReturn(_ code: String) -> Bool {
        let tokens = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }
        guard let index = tokens.firstIndex(where: { $0.text == "return" }) else { return false }
        return index + 1 < tokens.count && tokens[index + 1].text != "}"
    }

    /// The line that closes the brace the line at `start` opens last, counting code only.
    static func closingLine(_ lines: [String], from start: Int) -> Int? {
        var depth = 0
        for index in start..<lines.count {
            depth += DependentLines.bracketBalance(lines[index])
            if depth <= 0 { return index > start ? index : nil }
        }
        return nil
    }
}
