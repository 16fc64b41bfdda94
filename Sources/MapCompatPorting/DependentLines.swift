/// Comments out the statements that use a name whose declaration the port commented out, a source vendor's name
/// (`SourceVendorNames`) or a member the target's type lacks (`MissingMembers`), and takes from a type header what
/// the target cannot give it (with the `override`s and `super` calls of a class that loses its superclass).
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
        /// The top-level type whose stored property it was: its extensions use it too.
        var owner: String?
    }

    /// The result with dependent statements commented out, its changes moved to their new lines and one manual
    /// change per note added.
    /// `module` names the vendor types the module's other files give their names; `goneElsewhere` the static
    /// members whose declarations the ports of those files comment out.
    static func apply(
        to result: PortResult, source: PortingStyle, target: PortingStyle, file: String,
        module: [String: TypeModel.Role] = [:], goneElsewhere: [String] = [], input: String = ""
    ) -> PortResult {
        // Types whose header an earlier port kept (`// PORT(target)^:`), restored now, keep their list: it is
        // the app's own.
        let restoredMarker = replacedMarker(target)
        var restoredTypes: Set<String> = []
        for line in input.lines() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix(restoredMarker) else { continue }
            if let type = topLevelType(String(trimmed.dropFirst(restoredMarker.count))) { restoredTypes.insert(type) }
        }
        // Each pass may comment out a declaration that earlier lines use: a few passes, each linear.
        var text = result.output
        let tokens = SwiftTokenizer(text).tokenize()
        let fileNames = TypeModel(tokens, styles: [source, target]).names.merging(module) { mine, _ in mine }
        // What the file declares and extends is read once too: later passes only comment lines out.
        let implicit =
            source == target ? nil : MissingMembers.ImplicitUses(tokens, source: source, target: target)
        for _ in 0..<3 {
            let pass = commentOut(
                text, source: source, target: target, functionsGone: commentedFunctions(text, source), module: module,
                restoredTypes: restoredTypes, fileNames: fileNames, implicit: implicit, goneElsewhere: goneElsewhere
            )
            var next = pass.text
            let declarations = DependentDeclarations.commentOut(next, source: source)
            // A pass that commented out no declaration leaves nothing for another pass to find: the names it saw
            // gone are those the next one would see.
            if !pass.declared, declarations.names.isEmpty {
                text = next
                break
            }
            if !declarations.names.isEmpty {
                next =
                    commentOut(
                        declarations.text, source: source, target: target, goneEverywhere: declarations.names,
                        module: module, restoredTypes: restoredTypes, fileNames: fileNames, implicit: implicit
                    ).text
            }
            if next == text { break }
            text = next
        }
        guard text != result.output else { return EmptyCases.fill(result) }
        // The old line of each new line: the notes are new, every other line is an old one, in order.
        var newLine: [Int] = []
        var notes: [Int] = []
        let old = Set(result.output.lines().filter(isNote))
        let replaced = replacedMarker(source)
        let oldHeaders = Set(
            result.output.lines().filter {
                $0.drop { $0 == " " || $0 == "\t" }.hasPrefix(replaced)
            })
        for (line, text) in text.lines().enumerated() {
            if isNote(text) && !old.contains(text) {
                notes.append(line)
            } else if text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(replaced), !oldHeaders.contains(text) {
                continue
            } else {
                newLine.append(line + 1)
            }
        }
        var changes = result.changes.map { change in
            var moved = change
            if change.line >= 1, change.line <= newLine.count { moved.line = newLine[change.line - 1] }
            return moved
        }
        let lines = text.lines()
        changes += notes.map { line in
            // The note says why: its text after the style's name.
            let note = lines[line]
            let message = note.firstRange(of: "): ").map { String(note[$0.upperBound...]) } ?? String(note)
            return PortChange(file: file, line: line + 1, kind: .manual, concept: concept, message: message)
        }
        return EmptyCases.fill(PortResult(output: text, changes: changes.sorted { $0.line < $1.line }))
    }

    /// The functions the port commented out whole (their header is a commented-out line) and declares nowhere
    /// in code: calls to them go too.
    static func commentedFunctions(_ text: String, _ source: PortingStyle) -> [String] {
        let marker = "// PORT(\(source.id)): "
        var commented: [String] = []
        var declared: Set<String> = []
        for line in text.lines() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let isCommented = trimmed.hasPrefix(marker)
            if !isCommented && trimmed.hasPrefix("//") { continue }
            let code = String(isCommented ? trimmed.dropFirst(marker.count) : trimmed)
            guard code.containsText("func") else { continue }
            let words = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }.map(\.text)
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

    /// The marker of a header the next line replaces (its original, to port back).
    static func replacedMarker(_ source: PortingStyle) -> String { "// PORT(\(source.id))^:" }

    /// The output with dependent statements commented out, and the (0-based) lines of the notes added.
    /// `goneEverywhere` names members commented out whole, `functionsGone` functions: their uses go wherever they
    /// are. `declared` tells whether a statement it commented out declares a name or a function, whose uses above
    /// it only a further pass finds.
    static func commentOut(
        _ text: String, source: PortingStyle, target: PortingStyle, goneEverywhere: [String] = [],
        functionsGone: [String] = [], module: [String: TypeModel.Role] = [:], restoredTypes: Set<String> = [],
        fileNames: [String: TypeModel.Role]? = nil, implicit: MissingMembers.ImplicitUses? = nil,
        goneElsewhere: [String] = []
    ) -> (text: String, notes: [Int], declared: Bool) {
        let marker = "// PORT(\(source.id)): "
        let lines = text.lines().map(String.init)
        var result: [String] = []
        var notes: [Int] = []
        var declared = false
        // The file's names are read once per port (`fileNames`): a declaration this pass comments out keeps its
        // name, whose uses go with it anyway.
        let fileNames =
            fileNames
            ?? TypeModel(SwiftTokenizer(text).tokenize(), styles: [source, target]).names.merging(module) { mine, _ in
                mine
            }
        var names = fileNames
        // The function whose parameters hide the file's names, by the indentation of its header.
        var parameterScope: Int?
        let check = MissingMembers.Check(from: source, to: target)
        let knownRoles = StyleTypes.known(involving: [source, target]).roles
        // The top-level type being read, while its body lasts: in a vendor type's subclass or extension, a bare
        // name may be a member `self` has from it.
        var selfType: String?
        var gone =
            (goneEverywhere + goneElsewhere).map { Gone(name: $0, indent: 0) }
            + functionsGone.map { Gone(name: $0, indent: 0, isFunction: true) }
        // Where the statement of the current line starts in `result`, while brackets it opened are still open.
        var statementStart: Int?
        var openBrackets = 0
        // Whether the last code line ended a list item with a comma (`if let a = …,`): the next line continues it.
        var listContinues = false
        var lastEnd = -1
        // A closure's body passed as an argument holds statements of its own: the call's open brackets wait
        // outside it (``argumentClosureDepths(_:marker:)``).
        let depths = argumentClosureDepths(lines, marker: marker)
        var outside: [(openBrackets: Int, statementStart: Int?, listContinues: Bool)] = []
        // A class that lost its superclass (its header is written without one), by its header's indentation:
        // its overrides override nothing, and its `super` calls have nothing to call.
        var orphan: Int?
        var orphans = Orphans()
        // The top-level type (or extension) being read, and the owner of a name declared at its members' level.
        var currentType: String?
        func owner(_ indent: Int) -> String? { indent == 4 ? currentType : nil }
        var index = 0
        while index < lines.count {
            while outside.count < depths[index] {
                outside.append((openBrackets, statementStart, listContinues))
                (openBrackets, statementStart, listContinues) = (0, nil, false)
            }
            while outside.count > depths[index], let call = outside.popLast() {
                (openBrackets, statementStart, listContinues) = call
            }
            var line = lines[index]
            var trimmed = line.drop { $0 == " " || $0 == "\t" }
            let indent = line.count - trimmed.count
            if let scope = orphan, !trimmed.isEmpty, !trimmed.hasPrefix("//"), openBrackets <= 0, indent <= scope {
                orphan = nil
                gone.removeAll { $0.name == "super" || MissingMembers.viewMembers.contains($0.name) }
            }
            if !trimmed.hasPrefix("//"),
                let header = SourceVendorNames.header(
                    String(trimmed), source: source, target: target,
                    unadoptable: !restoredTypes.contains(topLevelType(String(trimmed)) ?? ""))
            {
                // The type stays without the conformances; its original header is kept to port back.
                let pad = String(line.prefix(indent))
                notes.append(result.count)
                result.append(
                    pad + Porter.notePrefix + concept + " (\(source.displayName)): the type no longer inherits or "
                        + "adopts " + header.names.map { "`\($0)`" }.joined(separator: ", ") + ", which "
                        + "\(target.displayName) cannot give it as the source did; its members stay as its own.")
                result.append(pad + replacedMarker(source) + " " + trimmed)
                line = pad + header.line
                trimmed = line.dropFirst(indent)
            }
            if !trimmed.hasPrefix("//"), let previous = result.last,
                previous.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(replacedMarker(source)),
                let superclass = TypeHeader.lostSuperclass(String(previous), String(trimmed))
            {
                orphan = indent
                if let type = topLevelType(String(trimmed)) {
                    orphans.add(
                        type, lost: superclass, lines: lines, at: index, indent: indent, source: source, target: target)
                }
                // Its superclass's members, called on `self` implicitly, go too: `super`, and a view's `frame`.
                let inherited = MissingMembers.viewClasses.contains(superclass) ? MissingMembers.viewMembers : []
                gone += (["super"] + inherited.sorted()).map { Gone(name: $0, indent: indent) }
            }
            if orphan != nil, !trimmed.hasPrefix("//"), let written = TypeHeader.withoutOverride(String(trimmed)) {
                line = String(line.prefix(indent)) + written
                trimmed = line.dropFirst(indent)
            }
            if trimmed.hasPrefix(marker) {
                let code = String(trimmed.dropFirst(marker.count))
                // A line commented out inside a whole declaration keeps its own indentation after the marker
                // (`// PORT(naver):     let x`): its scope is that of the code it was.
                let scope = indent + code.prefix { $0 == " " }.count
                gone += declaredNames(code).map { Gone(name: $0, indent: scope, owner: owner(scope)) }
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
            // A comment ends no scope, wherever it starts (`//print(x)` at the margin, a doc comment before an
            // extension of the type whose property went).
            let isComment = trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*")
            if openBrackets <= 0, !isComment {
                let header = indent == 0 ? topLevelType(String(trimmed)) : nil
                if let header { currentType = header }
                if indent == 0 { selfType = header ?? (trimmed.hasPrefix("}") ? nil : selfType) }
                // A stored property stays gone past its type's closing brace, in the extensions of that type that
                // follow (another type's body between them included, where it is not read: ``Gone/owner``).
                gone.removeAll { $0.indent > indent && $0.owner == nil }
            }
            if openBrackets <= 0, let scope = parameterScope, indent <= scope {
                names = fileNames
                parameterScope = nil
            }
            if trimmed.hasPrefix("func ") || trimmed.containsASCII(" func ") || trimmed.hasPrefix("init(") {
                let roles = MissingMembers.parameterRoles(String(trimmed), known: knownRoles)
                if !roles.isEmpty {
                    names = fileNames.merging(roles) { _, parameter in parameter }
                    parameterScope = indent
                }
                // A parameter of the same name hides the gone one.
                let parameters = Set(labels(String(trimmed)))
                gone.removeAll { parameters.contains($0.name) }
            }
            let lineCode = String(trimmed)
            // The gone names this line may use: those of its scope whose text it holds (most lines hold none, and
            // are not tokenized for them).
            var uses: [String] = []
            if !gone.isEmpty {
                var among: Set<String> = []
                var calls: Set<String> = []
                for name in gone where name.owner == nil || name.owner == currentType {
                    guard lineCode.containsText(name.name) else { continue }
                    if name.isFunction { calls.insert(name.name) } else { among.insert(name.name) }
                }
                if !among.isEmpty || !calls.isEmpty { uses = usedNames(lineCode, among: among, calls: calls) }
            }
            let leftovers = SourceVendorNames.leftovers(lineCode, source: source, target: target)
            orphans.read(lineCode, indent: indent)
            let whole = statement(lines, from: index, marker: marker, depths: depths)
            let lacking = check.uses(whole, names: names, implicit: implicit, selfType: selfType).reduce(
                into: orphans.uses(whole)
            ) { found, use in
                if !found.contains(use) { found.append(use) }
            }
            guard !uses.isEmpty || !leftovers.isEmpty || !lacking.isEmpty else {
                if openBrackets <= 0, !listContinues { statementStart = result.count }
                openBrackets = max(0, openBrackets + bracketBalance(String(trimmed), braces: false))
                listContinues = openBrackets <= 0 && endsWithComma(String(trimmed))
                result.append(line)
                index += 1
                continue
            }
            // Comment out the whole statement: from its first line (already written) to the line that closes
            // every bracket it opened, or that ends a list the lines above continued with a comma.
            var start = openBrackets > 0 || listContinues ? (statementStart ?? result.count) : result.count
            listContinues = false
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
            // `} else if …`: the brace closes the branch above and stays code; the statement is the `else`.
            var next = lines[index]
            if statement.isEmpty, let split = elseAfterBrace(next) {
                result.append(split.brace)
                start = result.count
                next = split.rest
            }
            // Lines of the statement already commented out count with their code: a call whose arguments an
            // earlier rule commented out closes there.
            var balance = statement.reduce(0) { $0 + bracketBalance(code($1, marker: marker)) }
            repeat {
                statement.append(next)
                balance += bracketBalance(code(next, marker: marker))
                index += 1
                if index < lines.count { next = lines[index] }
            } while (balance > 0 || continues(lines, at: index)) && index < lines.count
            openBrackets = 0
            statementStart = nil
            let first = statement.first { !$0.drop(while: { $0 == " " || $0 == "\t" }).isEmpty } ?? line
            let noteIndent = String(first.prefix { $0 == " " || $0 == "\t" })
            // Statements commented out one after the other share one note.
            if lastEnd != result.count || start != result.count {
                notes.append(result.count)
                result.append(
                    noteIndent + Porter.notePrefix + concept + " (\(source.displayName)): "
                        + note(
                            uses: uses, elsewhere: uses.allSatisfy(goneElsewhere.contains), leftovers: leftovers,
                            lacking: lacking,
                            lackingReason: reason(lacking, names: names, source: source, target: target),
                            source: source, target: target))
            }
            for code in statement {
                let codeTrimmed = code.drop { $0 == " " || $0 == "\t" }
                // A review note is about code that is now commented out, unless it holds the source's own text
                // that no line kept (a marker's title TomTom cannot show: `(was "Portland")`).
                if codeTrimmed.hasPrefix(Porter.reviewPrefix), !codeTrimmed.utf8.contains(UInt8(ascii: "\"")) {
                    continue
                }
                if codeTrimmed.hasPrefix(marker) || codeTrimmed.hasPrefix("//") || codeTrimmed.isEmpty {
                    result.append(code)
                    continue
                }
                let codeIndent = code.count - codeTrimmed.count
                let pad = String(repeating: " ", count: max(0, codeIndent - noteIndent.count))
                result.append(noteIndent + marker + pad + codeTrimmed)
                // A name declared on an inner line of the statement (a closure's `if let point`) is of that
                // line's scope, as a line commented out earlier keeps it (see above), not of the statement's.
                let scope = max(codeIndent, noteIndent.count)
                let names = declaredNames(String(codeTrimmed))
                gone += names.map { Gone(name: $0, indent: scope, owner: owner(scope)) }
                declared = declared || !names.isEmpty || codeTrimmed.containsASCII("func")
            }
            lastEnd = result.count
        }
        return (result.joined(separator: "\n"), notes, declared)
    }
}
