/// Comments out the statements that use a name whose declaration the port commented out.
///
/// When a declaration has no counterpart (`let shape = RMShape(view: mapView)` ported to NAVER), its line is
/// commented out under a note; the lines after it that read or write `shape` would no longer compile. Each such
/// statement (all its lines, until every bracket it opens is closed) is commented out too, under one note naming
/// the name, in the declaration's scope only: until a code line indented less than the declaration, and not
/// inside a function or closure that takes a parameter of the same name. A statement commented out this way that
/// declares a name itself (`let annotation = shape.annotation`) takes its uses along in turn. Porting back
/// restores the lines and ports them back (they were commented out in the target's spelling).
enum DependentLines {
    /// The concept its notes and changes name.
    static let concept = "port.dependent"

    /// A name that is gone, and the indentation of its declaration (its scope).
    private struct Gone {
        var name: String
        var indent: Int
        /// A function: only calls use it (`name(`), so that a variable of the same name is not taken for it.
        var isFunction = false
    }

    /// The result with dependent statements commented out, its changes moved to their new lines and one manual
    /// change per note added.
    static func apply(to result: PortResult, source: PortingStyle, target: PortingStyle, file: String) -> PortResult {
        // Each pass may comment out a declaration that earlier lines use: a few passes, each linear.
        var text = result.output
        for _ in 0..<3 {
            var next = commentOut(
                text, source: source, target: target, functionsGone: commentedFunctions(text, source)
            ).text
            let declarations = DependentDeclarations.commentOut(next, source: source)
            if !declarations.names.isEmpty {
                next =
                    commentOut(declarations.text, source: source, target: target, goneEverywhere: declarations.names)
                    .text
            }
            if next == text { break }
            text = next
        }
        guard text != result.output else { return result }
        // The old line of each new line: the notes are new, every other line is an old one, in order.
        var newLine: [Int] = []
        var notes: [Int] = []
        let old = Set(result.output.split(separator: "\n", omittingEmptySubsequences: false).filter(isNote))
        for (line, text) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if isNote(text) && !old.contains(text) { notes.append(line) } else { newLine.append(line + 1) }
        }
        var changes = result.changes.map { change in
            var moved = change
            if change.line >= 1, change.line <= newLine.count { moved.line = newLine[change.line - 1] }
            return moved
        }
        changes += notes.map { line in
            PortChange(
                file: file, line: line + 1, kind: .manual, concept: concept,
                message: "uses a name whose declaration is commented out; commented out with it")
        }
        return PortResult(output: text, changes: changes.sorted { $0.line < $1.line })
    }

    /// The functions the port commented out whole (their header is a commented-out line) and declares nowhere
    /// in code: calls to them go too.
    static func commentedFunctions(_ text: String, _ source: PortingStyle) -> [String] {
        let marker = "// PORT(\(source.rawValue)): "
        var commented: [String] = []
        var declared: Set<String> = []
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let isCommented = trimmed.hasPrefix(marker)
            if !isCommented && trimmed.hasPrefix("//") { continue }
            let code = isCommented ? trimmed.dropFirst(marker.count) : trimmed
            let words = SwiftTokenizer(String(code)).tokenize().filter { !$0.isTrivia }.map(\.text)
            guard let keyword = words.firstIndex(of: "func"), keyword + 1 < words.count,
                words[..<keyword].allSatisfy({ PublicAPIScanner.modifierWords.contains($0) || $0 == "@" })
            else { continue }
            if isCommented { commented.append(words[keyword + 1]) } else { declared.insert(words[keyword + 1]) }
        }
        return commented.filter { !declared.contains($0) }
    }

    /// Whether a line is a note of this pass.
    static func isNote(_ line: Substring) -> Bool {
        line.drop { $0 == " " || $0 == "\t" }.hasPrefix(Porter.notePrefix + concept + " (")
    }

    /// The output with dependent statements commented out, and the (0-based) lines of the notes added.
    /// `goneEverywhere` names members commented out whole, `functionsGone` functions: their uses go wherever they
    /// are.
    static func commentOut(
        _ text: String, source: PortingStyle, target: PortingStyle, goneEverywhere: [String] = [],
        functionsGone: [String] = []
    ) -> (text: String, notes: [Int]) {
        let marker = "// PORT(\(source.rawValue)): "
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [String] = []
        var notes: [Int] = []
        var gone =
            goneEverywhere.map { Gone(name: $0, indent: 0) }
            + functionsGone.map { Gone(name: $0, indent: 0, isFunction: true) }
        // Where the statement of the current line starts in `result`, while brackets it opened are still open.
        var statementStart: Int?
        var openBrackets = 0
        var lastEnd = -1
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let indent = line.count - trimmed.count
            if trimmed.hasPrefix(marker) {
                let code = String(trimmed.dropFirst(marker.count))
                if let name = declaredName(code) { gone.append(Gone(name: name, indent: indent)) }
                // A statement begun in code may end in a commented-out line (and the other way round).
                openBrackets = max(0, openBrackets + bracketBalance(code, braces: false))
                result.append(line)
                index += 1
                continue
            }
            if trimmed.isEmpty || trimmed.hasPrefix("//") {
                result.append(line)
                index += 1
                continue
            }
            if openBrackets <= 0 { gone.removeAll { $0.indent > indent } }
            if trimmed.hasPrefix("func ") || trimmed.contains(" func ") || trimmed.hasPrefix("init(") {
                // A parameter of the same name hides the gone one.
                let parameters = Set(labels(String(trimmed)))
                gone.removeAll { parameters.contains($0.name) }
            }
            let uses =
                gone.isEmpty
                ? []
                : usedNames(
                    String(trimmed), among: Set(gone.filter { !$0.isFunction }.map(\.name)),
                    calls: Set(gone.filter(\.isFunction).map(\.name)))
            let leftovers = SourceVendorNames.leftovers(String(trimmed), source: source, target: target)
            guard !uses.isEmpty || !leftovers.isEmpty else {
                if openBrackets <= 0 { statementStart = result.count }
                openBrackets = max(0, openBrackets + bracketBalance(String(trimmed), braces: false))
                result.append(line)
                index += 1
                continue
            }
            // Comment out the whole statement: from its first line (already written) to the line that closes
            // every bracket it opened.
            var start = openBrackets > 0 ? (statementStart ?? result.count) : result.count
            // A declaration's attributes (`@discardableResult`) go with it, and the review notes between them.
            var above = start
            while above > 0 {
                let previous = result[above - 1].drop { $0 == " " || $0 == "\t" }
                guard previous.hasPrefix("@") || previous.hasPrefix(Porter.reviewPrefix) else { break }
                above -= 1
                if previous.hasPrefix("@") { start = above }
            }
            var statement = Array(result[start...])
            result.removeSubrange(start...)
            var balance = statement.reduce(0) { $0 + bracketBalance(String($1.drop { $0 == " " || $0 == "\t" })) }
            repeat {
                statement.append(lines[index])
                balance += bracketBalance(String(lines[index].drop { $0 == " " || $0 == "\t" }))
                index += 1
            } while balance > 0 && index < lines.count
            openBrackets = 0
            statementStart = nil
            let first = statement.first { !$0.drop(while: { $0 == " " || $0 == "\t" }).isEmpty } ?? line
            let noteIndent = String(first.prefix { $0 == " " || $0 == "\t" })
            // Statements commented out one after the other share one note.
            if lastEnd != result.count || start != result.count {
                notes.append(result.count)
                result.append(
                    noteIndent + Porter.notePrefix + concept + " (\(source.displayName)): "
                        + (uses.isEmpty
                            ? "\(target.displayName) has no counterpart for "
                                + leftovers.map { "`\($0)`" }.joined(separator: ", ") + ". Port it by hand."
                            : "uses " + uses.map { "`\($0)`" }.joined(separator: ", ")
                                + ", whose declaration is commented out above. Port it with that line."))
            }
            for code in statement {
                let codeTrimmed = code.drop { $0 == " " || $0 == "\t" }
                // A review note is about code that is now commented out.
                if codeTrimmed.hasPrefix(Porter.reviewPrefix) { continue }
                if codeTrimmed.hasPrefix(marker) || codeTrimmed.hasPrefix("//") || codeTrimmed.isEmpty {
                    result.append(code)
                    continue
                }
                let codeIndent = code.count - codeTrimmed.count
                let pad = String(repeating: " ", count: max(0, codeIndent - noteIndent.count))
                result.append(noteIndent + marker + pad + codeTrimmed)
                if let name = declaredName(String(codeTrimmed)) {
                    gone.append(Gone(name: name, indent: noteIndent.count))
                }
            }
            lastEnd = result.count
        }
        return (result.joined(separator: "\n"), notes)
    }

    /// The name a statement declares (`let name`, `var name`, `if let name`, `guard let name`), if any.
    static func declaredName(_ code: String) -> String? {
        let words = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }.map(\.text)
        let modifiers: Set<String> = [
            "private", "fileprivate", "internal", "public", "static", "lazy", "weak", "unowned", "final", "if",
            "guard", "@", "IBOutlet", "nonisolated",
        ]
        let head = words.drop { modifiers.contains($0) }
        guard let keyword = head.first, keyword == "let" || keyword == "var" else { return nil }
        let name = head.dropFirst().first ?? ""
        return name.first.map { $0.isLetter || $0 == "_" } == true ? name : nil
    }

    /// The gone names a line uses: as an identifier that is not a member of something else (`self.name` is the
    /// name), not an argument label, and not a parameter the line declares.
    static func usedNames(_ code: String, among names: Set<String>, calls: Set<String> = []) -> [String] {
        let tokens = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }
        var used: [String] = []
        for (offset, token) in tokens.enumerated()
        where token.kind == .identifier && (names.contains(token.text) || calls.contains(token.text)) {
            let before = offset > 0 ? tokens[offset - 1].text : ""
            let beforeDot = offset > 1 ? tokens[offset - 2].text : ""
            let after = offset + 1 < tokens.count ? tokens[offset + 1].text : ""
            if ["let", "var", "func", "case"].contains(before) { continue }
            if !names.contains(token.text) && after != "(" { continue }
            if before == "." && beforeDot != "self" && beforeDot != "Self" { continue }
            if after == ":" && before != "?" { continue }
            if !used.contains(token.text) { used.append(token.text) }
        }
        return used
    }

    /// The names followed by `:` on a line (argument labels and parameter names).
    static func labels(_ code: String) -> [String] {
        let tokens = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }
        return tokens.indices.dropLast().filter { tokens[$0].kind == .identifier && tokens[$0 + 1].text == ":" }
            .map { tokens[$0].text }
    }

    /// Brackets opened minus brackets closed on a line (braces too unless `braces` is false), outside strings
    /// and comments.
    static func bracketBalance(_ code: String, braces: Bool = true) -> Int {
        let opening: Set<String> = braces ? ["(", "[", "{"] : ["(", "["]
        let closing: Set<String> = braces ? [")", "]", "}"] : [")", "]"]
        return SwiftTokenizer(code).tokenize().reduce(0) { balance, token in
            guard token.kind == .punctuation else { return balance }
            if opening.contains(token.text) { return balance + 1 }
            if closing.contains(token.text) { return balance - 1 }
            return balance
        }
    }
}
