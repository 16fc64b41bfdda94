/// How `DependentLines` reads a line of code: what it declares, which names it uses, where its statement ends.
extension DependentLines {
    /// The code of the statement that starts on line `index`: its lines up to the one that closes every
    /// parenthesis and bracket it opens (at most 40), lines commented out by the port read as their code.
    /// Lines inside the body of a closure passed as an argument (``argumentClosureDepths(_:marker:)``) are
    /// statements of their own, read when the scan reaches them: they are left out.
    static func statement(_ lines: [String], from index: Int, marker: String, depths: [Int] = []) -> String {
        var texts: [String] = []
        var balance = 0
        let depth = index < depths.count ? depths[index] : 0
        for (offset, line) in zip(index..., lines[index..<min(lines.count, index + 40)]) {
            let text = code(line, marker: marker)
            balance += bracketBalance(text, braces: false)
            if offset >= depths.count || depths[offset] <= depth { texts.append(text) }
            if balance <= 0 { break }
        }
        return texts.joined(separator: "\n")
    }

    /// For each line, how many closures passed as arguments it is in the body of: the lines between
    /// `configure(title: title, tapHandler: { _ in` and its `})` are 1 deeper than both. A statement in such a
    /// body is a statement of its own: a member the target lacks there takes that statement, not the call the
    /// closure is an argument of (issue: "when one expression has no counterpart, … the statements that use it
    /// stay"). A line that starts by closing such a closure belongs to the call.
    static func argumentClosureDepths(_ lines: [String], marker: String) -> [Int] {
        var depths: [Int] = []
        depths.reserveCapacity(lines.count)
        // The brackets open, each with whether it is a closure's brace inside `(` or `[`.
        var stack: [(brace: Bool, argument: Bool)] = []
        var open = 0
        // Read byte by byte, in place (a port reads every line: tokenizing each again took a twentieth of a
        // port): string literals, multi-line ones too, and comments hold no brackets.
        let markerBytes = Array(marker.utf8)
        var inMultilineString = false
        var inBlockComment = false
        for var line in lines {
            var depth = open
            line.withUTF8 { bytes in
                func at(_ index: Int, _ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
                var index = 0
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
                // A line the port commented out is read as the code it holds.
                if bytes.count - index >= markerBytes.count,
                    markerBytes.indices.allSatisfy({ bytes[index + $0] == markerBytes[$0] })
                {
                    index += markerBytes.count
                }
                var leading = true
                while index < bytes.count {
                    let byte = bytes[index]
                    if inMultilineString || inBlockComment {
                        if inMultilineString, byte == 0x22, at(index + 1, 0x22), at(index + 2, 0x22) {
                            inMultilineString = false
                            index += 2
                        } else if inBlockComment, byte == 0x2A, at(index + 1, 0x2F) {
                            inBlockComment = false
                            index += 1
                        }
                        index += 1
                        continue
                    }
                    switch byte {
                    case 0x22:  // `"`
                        if at(index + 1, 0x22), at(index + 2, 0x22) {
                            inMultilineString = true
                            index += 2
                        } else {
                            index += 1
                            while index < bytes.count, bytes[index] != 0x22 { index += bytes[index] == 0x5C ? 2 : 1 }
                        }
                    case 0x2F where at(index + 1, 0x2F): return  // `//`
                    case 0x2F where at(index + 1, 0x2A):  // `/*`
                        inBlockComment = true
                        index += 1
                    case 0x28, 0x5B: stack.append((false, false))  // `(`, `[`
                    case 0x7B:  // `{`
                        let argument = stack.last.map { !$0.brace } ?? false
                        stack.append((true, argument))
                        if argument { open += 1 }
                    case 0x29, 0x5D, 0x7D:  // `)`, `]`, `}`
                        if let top = stack.popLast(), top.argument {
                            open -= 1
                            if leading { depth -= 1 }
                        }
                    default: break
                    }
                    if byte != 0x20, byte != 0x09, byte != 0x7D { leading = false }
                    index += 1
                }
            }
            depths.append(max(0, depth))
        }
        return depths
    }

    /// A line without its indentation, read as code: a line the port commented out (`marker`) as the code it holds.
    static func code(_ line: String, marker: String) -> String {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return String(trimmed.hasPrefix(marker) ? trimmed.dropFirst(marker.count) : trimmed)
    }

    /// The type a top-level line declares or extends (`final class Screen: …`, `extension Screen {`), if any.
    static func topLevelType(_ code: String) -> String? {
        guard code.containsAnyText(TypeHeader.keywords) else { return nil }
        let words = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }.map(\.text)
        guard let keyword = words.firstIndex(where: { TypeHeader.keywords.contains($0) }), keyword + 1 < words.count,
            words[..<keyword].allSatisfy(TypeHeader.modifiers.contains)
        else { return nil }
        return words[keyword + 1]
    }

    /// The name a statement declares (`let name`, `var name`, `if let name`, `guard let name`), if any.
    static func declaredNames(_ code: String) -> [String] {
        guard let first = declaredName(code) else { return [] }
        // `guard let map, let start = …`, `if let a, var b = …`: each condition binds a name.
        let words = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }.map(\.text)
        guard ["if", "guard", "while"].contains(words.first ?? "") else { return [first] }
        var names = [first]
        for index in words.indices.dropLast() where ["let", "var"].contains(words[index]) && words[index - 1] == "," {
            let name = words[index + 1]
            if name.first.map({ $0.isLetter || $0 == "_" }) == true, !names.contains(name) { names.append(name) }
        }
        return names
    }

    static func declaredName(_ code: String) -> String? {
        let words = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }.map(\.text)
        let modifiers: Set<String> = [
            "private", "fileprivate", "internal", "public", "static", "lazy", "weak", "unowned", "final", "if",
            "guard", "@", "IBOutlet", "nonisolated",
        ]
        // `private(set)` is a modifier too.
        let head = words.enumerated().drop { offset, word in
            modifiers.contains(word)
                || (offset >= 1 && ["(", "set", ")"].contains(word)
                    && ["private", "fileprivate", "internal", "public", "(", "set"].contains(words[offset - 1]))
        }.map(\.element)
        guard let keyword = head.first, keyword == "let" || keyword == "var" else { return nil }
        let name = head.dropFirst().first ?? ""
        return name.first.map { $0.isLetter || $0 == "_" } == true ? name : nil
    }

    /// The gone names a line uses: as an identifier that is not a member of something else (`self.name` is the
    /// name), not an argument label, and not a parameter the line declares.
    static func usedNames(_ code: String, among names: Set<String>, calls: Set<String> = []) -> [String] {
        let tokens = SwiftTokenizer(code).tokenize().filter { !$0.isTrivia }
        var used: [String] = []
        // A string's interpolations use names too (`"\(insets.top)"`).
        for code in tokens.flatMap(\.interpolatedCode) {
            for name in usedNames(code, among: names, calls: calls) where !used.contains(name) { used.append(name) }
        }
        for (offset, token) in tokens.enumerated()
        where token.kind == .identifier && (names.contains(token.text) || calls.contains(token.text)) {
            let before = offset > 0 ? tokens[offset - 1].text : ""
            let beforeDot = offset > 1 ? tokens[offset - 2].text : ""
            let after = offset + 1 < tokens.count ? tokens[offset + 1].text : ""
            // `if let name {`, `guard let name else`: the shorthand unwraps the name, so it uses it.
            let unwraps = ["let", "var"].contains(before) && ["{", ",", "else"].contains(after)
            if ["let", "var", "func", "case"].contains(before), !unwraps { continue }
            if !names.contains(token.text) && after != "(" { continue }
            // `self.name`, and `self?.name` in a closure that captures `self` weakly.
            let weakSelf = ["?", "!"].contains(beforeDot) && offset > 2 && tokens[offset - 3].text == "self"
            if before == "." && beforeDot != "self" && beforeDot != "Self" && !weakSelf { continue }
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
        // A line with no string and no comment is counted by its bytes (most lines of a port).
        if !code.containsByte(UInt8(ascii: "\"")) && !code.containsByte(UInt8(ascii: "/")) {
            return code.bracketBalanceOfBytes(braces: braces)
        }
        let opening: Set<String> = braces ? ["(", "[", "{"] : ["(", "["]
        let closing: Set<String> = braces ? [")", "]", "}"] : [")", "]"]
        return SwiftTokenizer(code).tokenize().reduce(0) { balance, token in
            guard token.kind == .punctuation else { return balance }
            if opening.contains(token.text) { return balance + 1 }
            if closing.contains(token.text) { return balance - 1 }
            return balance
        }
    }

    /// Whether a line of code ends with a comma, outside comments: a condition or pattern list goes on below.
    static func endsWithComma(_ code: String) -> Bool {
        // Read once per line of a port: a line with no comment or string is judged by its last character.
        guard code.containsASCII("//") || code.containsASCII("\"") || code.containsASCII("/*") else {
            return code.trimming(" \t").last == ","
        }
        return SwiftTokenizer(code).tokenize().last { !$0.isTrivia }.map { $0.kind == .punctuation && $0.text == "," }
            ?? false
    }

    /// A line that opens with `} else` (or `} catch`), split into the brace, which closes the branch above, and
    /// the rest at the same indentation; `nil` for any other line.
    static func elseAfterBrace(_ line: String) -> (brace: String, rest: String)? {
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        let trimmed = line.dropFirst(indent.count)
        guard trimmed.hasPrefix("}") else { return nil }
        let rest = trimmed.dropFirst().drop { $0 == " " }
        guard
            rest.hasPrefix("else ") || rest.hasPrefix("else{") || rest.hasPrefix("catch ") || rest == "catch"
                || rest.hasPrefix("catch{")
        else { return nil }
        return (indent + "}", String(indent + rest))
    }

    /// Whether line `index` continues the statement above it (`else {` after an `if`'s closing brace, a chained
    /// member): see ``Porter/continuations``.
    static func continues(_ lines: [String], at index: Int) -> Bool {
        guard index < lines.count else { return false }
        let first = SwiftTokenizer(lines[index]).tokenize().first { !$0.isTrivia }
        return first.map { Porter.continuations.contains($0.text) } ?? false
    }
}

extension StringProtocol {
    /// Whether the text holds `needle`, compared byte by byte: for the ASCII marks the line readers look for, where
    /// `contains(_:)` compares characters and took a tenth of a port's instructions (`mapcompat-bench port`).
    func containsASCII(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return true }
        let bytes = utf8
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: first) {
            if bytes[found...].starts(with: pattern) { return true }
            index = bytes.index(after: found)
        }
        return false
    }
}
