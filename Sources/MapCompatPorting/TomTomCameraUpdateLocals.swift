import Foundation

/// TomTom's camera update made into a constant, then passed once, as TomTom's camera guide writes it:
///
/// ```swift
/// let cameraUpdate = CameraUpdate(position: amsterdam, zoom: 10)
/// map.applyCamera(cameraUpdate, animationDuration: 1.5)
/// ```
///
/// Ported away from TomTom, the update is written where it is passed (`map.applyCamera(CameraUpdate(position:
/// amsterdam, zoom: 10), animationDuration: 1.5)`), the one statement the camera shapes know. It is inlined only
/// when the constant is used once, by `moveCamera` or `applyCamera`, later in its block, and nothing between sets a
/// name the update reads.
enum TomTomCameraUpdateLocals {
    /// The text with each such constant written where it is passed, and the (0-based) protected lines moved
    /// with the text.
    static func inline(_ text: String, protected: Set<Int>) -> (text: String, protected: Set<Int>) {
        guard text.containsText("CameraUpdate(") else { return (text, protected) }
        var lines = text.lines().map(String.init)
        var flags = lines.indices.map { protected.contains($0) }
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            let trimmed = lines[index].trimming(" \t")
            guard trimmed.hasPrefix("let "), !flags[index], let equals = trimmed.range(of: " = CameraUpdate(")
            else { continue }
            let name = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<equals.lowerBound])
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            let (statement, end) = MarkerConstruction.statement(at: index, lines)
            let update = String(statement.dropFirst(4 + name.count + 3))
            guard let use = singleUse(of: name, after: end, in: lines, reading: update), !flags[use] else { continue }
            lines[use] = replacing(name, in: lines[use], with: update)
            lines.removeSubrange(index...end)
            flags.removeSubrange(index...end)
            index -= 1
        }
        return (lines.joined(separator: "\n"), Set(flags.indices.filter { flags[$0] }))
    }

    /// The line of the one use of `name` after line `end`, in its block, when that use is the update passed to
    /// `moveCamera` or `applyCamera` and no statement before it sets a name `update` reads.
    static func singleUse(of name: String, after end: Int, in lines: [String], reading update: String) -> Int? {
        let read = Set(SwiftTokenizer(update).tokenize().filter { $0.kind == .identifier }.map(\.text))
        var depth = 0
        var found: Int?
        for index in (end + 1)..<lines.count {
            let tokens = SwiftTokenizer(lines[index]).tokenize().filter { !$0.isTrivia }
            let words = tokens.map(\.text)
            for (offset, word) in words.enumerated() {
                if word == "{" { depth += 1 }
                if word == "}" { depth -= 1 }
                if depth < 0 { return found }
                guard tokens[offset].kind == .identifier else { continue }
                if word == name, offset == 0 || words[offset - 1] != "." {
                    guard found == nil, offset >= 2, words[offset - 1] == "(",
                        ["moveCamera", "applyCamera"].contains(words[offset - 2])
                    else { return nil }
                    found = index
                }
                // A name the update reads, set before the use.
                if found == nil, read.contains(word), offset + 1 < words.count,
                    ["=", "+=", "-=", "*=", "/="].contains(words[offset + 1])
                {
                    return nil
                }
            }
        }
        return found
    }

    /// `line` with the identifier `name` (not a member of that name) replaced by `value`.
    static func replacing(_ name: String, in line: String, with value: String) -> String {
        var output = ""
        var previous = ""
        for token in SwiftTokenizer(line).tokenize() {
            output += token.kind == .identifier && token.text == name && previous != "." ? value : token.text
            if !token.isTrivia { previous = token.text }
        }
        return output
    }
}
