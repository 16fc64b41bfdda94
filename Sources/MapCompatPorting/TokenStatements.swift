/// Statements and calls read off a file's tokens: a call's arguments with their positions, a constant read once
/// in its block, where a statement ends, and whether a declaration is a type's stored property. Positions are
/// indices into `code`, the indices of a file's tokens that are not trivia.
enum TokenStatements {
    /// A constant made on lines of its own and read once (`let mapOptions = MapOptions(…)` before
    /// `MapView(mapOptions: mapOptions)`, as TomTom's guide and most apps write it; `let cachePolicy = …` passed
    /// in the options).
    struct Local {
        /// Its 0-based lines.
        var lines: Range<Int>
        /// The code positions of its value.
        var value: ClosedRange<Int>
    }

    /// The constant the identifier at code position `use` reads, when it is made on lines of its own before it,
    /// in its block or an enclosing one, and read there alone. It walks back from the read and forward over the
    /// constant's block once, so a file pays only for the reads it asks about.
    static func local(readAt use: Int, _ code: [Int], _ tokens: [SwiftToken]) -> Local? {
        let name = tokens[code[use]].text
        guard tokens[code[use]].kind == .identifier else { return nil }
        var depth = 0
        var position = use - 1
        while position >= 2 {
            let text = tokens[code[position]].text
            if text == "}" { depth += 1 }
            if text == "{", depth > 0 { depth -= 1 }
            if depth == 0, text == "=", tokens[code[position - 1]].text == name,
                tokens[code[position - 2]].text == "let"
            {
                let let_ = tokens[code[position - 2]]
                guard position - 2 == 0 || tokens[code[position - 3]].line < let_.line,
                    let end = statementEnd(from: position + 1, code, tokens),
                    !tokens[code[position - 2]..<code[end]].contains(where: { $0.kind == .comment }),
                    singleUse(of: name, after: end, code, tokens) == use
                else { return nil }
                return Local(lines: (let_.line - 1)..<tokens[code[end]].line, value: (position + 1)...end)
            }
            position -= 1
        }
        return nil
    }

    /// The code position of the last token of the expression starting at `start`: where the brackets it opens
    /// are closed at the end of a line. `nil` when another statement follows on that line.
    static func statementEnd(from start: Int, _ code: [Int], _ tokens: [SwiftToken]) -> Int? {
        var depth = 0
        for position in start..<code.count {
            let text = tokens[code[position]].text
            if "([{".contains(text) { depth += 1 }
            if ")]}".contains(text) { depth -= 1 }
            if depth < 0 { return nil }
            let next = position + 1 < code.count ? tokens[code[position + 1]] : nil
            if depth == 0, next.map({ $0.line > tokens[code[position]].line }) ?? true {
                return next.map { [".", "?", "+", "-", "*", "/", "&&", "||", "??"].contains($0.text) } == true
                    ? nil : position
            }
        }
        return nil
    }

    /// The code position of the one read of `name` after code position `end`, up to the end of its block, if
    /// there is exactly one (argument labels are not reads).
    static func singleUse(of name: String, after end: Int, _ code: [Int], _ tokens: [SwiftToken]) -> Int? {
        var depth = 0
        var found: Int?
        for position in (end + 1)..<code.count {
            let token = tokens[code[position]]
            if token.text == "{" { depth += 1 }
            if token.text == "}" {
                depth -= 1
                if depth < 0 { break }
            }
            guard token.kind == .identifier, token.text == name else { continue }
            let isLabel =
                position + 1 < code.count && tokens[code[position + 1]].text == ":"
                && ["(", ","].contains(tokens[code[position - 1]].text)
            if isLabel { continue }
            if found != nil { return nil }
            found = position
        }
        return found
    }

    /// Whether the token at `index` lies directly in a type's body (a stored property), not in a function or
    /// closure: the statement that opens its enclosing brace declares a type.
    static func inTypeBody(_ index: Int, _ tokens: [SwiftToken]) -> Bool {
        var depth = 0
        var cursor = index - 1
        while cursor >= 0 {
            let text = tokens[cursor].text
            if text == "}" { depth += 1 }
            if text == "{" {
                if depth == 0 { break }
                depth -= 1
            }
            cursor -= 1
        }
        guard cursor >= 0 else { return true }
        let declarers: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
        cursor -= 1
        while cursor >= 0, !["{", "}", ";"].contains(tokens[cursor].text) {
            if tokens[cursor].kind == .identifier, declarers.contains(tokens[cursor].text) { return true }
            if tokens[cursor].kind == .identifier, ["func", "init", "var", "let", "in"].contains(tokens[cursor].text) {
                return false
            }
            cursor -= 1
        }
        return false
    }

    /// One argument of a call: its label, its value on one line, and the code positions of the value.
    struct Argument {
        var label: String?
        var value: String
        /// The code position of the value's first token.
        var start: Int
        /// How many code tokens the value has.
        var count: Int
    }

    /// The arguments of the call whose `(` is the code token `open`, and the code token of its `)`.
    static func arguments(openingAt open: Int, _ code: [Int], _ tokens: [SwiftToken]) -> (list: [Argument], end: Int)? {
        var depth = 0
        var list: [Argument] = []
        var current: [Int] = []
        for index in open..<code.count {
            let text = tokens[code[index]].text
            if "([{".contains(text) { depth += 1 }
            if ")]}".contains(text) { depth -= 1 }
            if depth == 0 || (depth == 1 && text == ",") {
                if !current.isEmpty {
                    var label: String?
                    if current.count > 2, tokens[code[current[0]]].kind == .identifier,
                        tokens[code[current[1]]].text == ":"
                    {
                        label = tokens[code[current[0]]].text
                        current.removeFirst(2)
                    }
                    list.append(
                        Argument(
                            label: label, value: oneLine(current.map { code[$0] }, tokens), start: current[0],
                            count: current.count))
                }
                current = []
                if depth == 0 { return (list, index) }
                continue
            }
            if index > open { current.append(index) }
        }
        return nil
    }

    /// The code tokens at `indices` written on one line: one space where the source had space or a line break
    /// between two of them, none after an opening bracket or before a closing one.
    static func oneLine(_ indices: [Int], _ tokens: [SwiftToken]) -> String {
        var text = ""
        for (offset, index) in indices.enumerated() {
            if offset > 0, index - indices[offset - 1] > 1, !"([".contains(tokens[indices[offset - 1]].text),
                !")]".contains(tokens[index].text)
            {
                text += " "
            }
            text += tokens[index].text
        }
        return text
    }

    /// The column (in characters) at which token `index` starts on its line.
    static func column(of index: Int, _ tokens: [SwiftToken]) -> Int {
        var column = 0
        var cursor = index - 1
        while cursor >= 0, tokens[cursor].kind != .newline {
            column += tokens[cursor].text.count
            cursor -= 1
        }
        return column
    }
}
