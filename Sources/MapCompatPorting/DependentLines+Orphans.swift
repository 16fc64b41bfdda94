extension DependentLines {
    /// The app's classes that lost their vendor superclass (route-me's `BikeAnnotation: RMAnnotation`, ported to
    /// TomTom, whose `Marker` is final), and the values the file makes of them: those values no longer have the
    /// superclass's members (`annotation.coordinate`), except the ones the class declares itself.
    struct Orphans {
        /// Each orphan class and the vendor members it no longer has.
        private var lost: [String: Set<String>] = [:]
        /// Each value of an orphan class, with its class and the indentation of its declaration (its scope).
        private var values: [String: (type: String, indent: Int)] = [:]

        var isEmpty: Bool { lost.isEmpty }

        /// Records the class declared on `lines[index]`, which lost `superclass`: it keeps the members its body
        /// declares (one level in).
        mutating func add(
            _ type: String, lost superclass: String, lines: [String], at index: Int, indent: Int,
            source: PortingStyle, target: PortingStyle
        ) {
            guard let role = StyleTypes.builtIn.roles[superclass] else { return }
            var own: Set<String> = []
            for line in lines[(index + 1)...] {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
                let depth = line.count - trimmed.count
                if depth <= indent { break }
                guard depth == indent + 4 else { continue }
                let words = SwiftTokenizer(String(trimmed)).tokenize().filter { !$0.isTrivia }.map(\.text)
                if let name = declaredName(String(trimmed)) { own.insert(name) }
                if let function = words.firstIndex(of: "func"), function + 1 < words.count {
                    own.insert(words[function + 1])
                }
            }
            lost[type] = MissingMembers.sourceMembers(role, source).union(MissingMembers.members(role, target))
                .subtracting(own)
        }

        /// Reads a code line: a value it declares of an orphan class (`let name = Type(`, `name: Type`) joins;
        /// values declared deeper than the line go out of scope.
        mutating func read(_ code: String, indent: Int) {
            guard !lost.isEmpty else { return }
            values = values.filter { $0.value.indent <= indent }
            let words = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }.map(\.text)
            for index in words.indices.dropFirst().dropLast() where lost[words[index + 1]] != nil {
                if words[index] == "=", index >= 2, ["let", "var"].contains(words[index - 2]), index + 2 < words.count,
                    words[index + 2] == "("
                {
                    values[words[index - 1]] = (words[index + 1], indent)
                } else if words[index] == ":", index >= 1, words[index - 1] != ")" {
                    values[words[index - 1]] = (words[index + 1], indent)
                }
            }
        }

        /// The lost members a statement reads or calls on a value of an orphan class (`annotation.coordinate`).
        func uses(_ statement: String) -> [String] {
            guard !values.isEmpty else { return [] }
            let tokens = SwiftTokenizer(statement).tokenize().filter { !$0.isTrivia }
            var found: [String] = []
            for (offset, token) in tokens.enumerated() where token.kind == .identifier {
                guard let value = values[token.text], offset == 0 || tokens[offset - 1].text != "." else { continue }
                var next = offset + 1
                while next < tokens.count, ["?", "!"].contains(tokens[next].text) { next += 1 }
                guard next + 1 < tokens.count, tokens[next].text == ".",
                    lost[value.type]?.contains(tokens[next + 1].text) == true
                else { continue }
                let use = "\(token.text).\(tokens[next + 1].text)"
                if !found.contains(use) { found.append(use) }
            }
            return found
        }
    }
}
