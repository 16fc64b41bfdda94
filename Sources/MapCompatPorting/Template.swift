/// A spelling's template, tokenized: literal tokens and `$name` placeholders, trivia dropped.
struct Template: Sendable {
    enum Piece: Hashable, Sendable {
        case literal(String)
        case placeholder(String)
    }

    let text: String
    let pieces: [Piece]
    /// The text's tokens, trivia kept, each with its placeholder's name: what ``render(_:)`` writes.
    private let written: [(text: String, placeholder: String?)]

    init(_ text: String) {
        self.text = text
        let tokens = SwiftTokenizer(text).tokenize()
        pieces = tokens.filter { !$0.isTrivia }.map { token in
            Self.placeholderName(token).map(Piece.placeholder) ?? .literal(token.text)
        }
        written = tokens.map { ($0.text, Self.placeholderName($0)) }
    }

    static func placeholderName(_ token: SwiftToken) -> String? {
        guard token.kind == .identifier, token.text.hasPrefix("$"), token.text.count > 1,
            let first = token.text.dropFirst().first, first.isLetter
        else { return nil }
        return String(token.text.dropFirst())
    }

    /// The pieces with every placeholder written `$`: templates with the same signature find the same code.
    var signature: [String] {
        pieces.map {
            switch $0 {
            case .literal(let text): text
            case .placeholder: "$"
            }
        }
    }

    var placeholders: Set<String> {
        Set(
            pieces.compactMap {
                if case .placeholder(let name) = $0 { return name }
                return nil
            })
    }

    /// Whether the template is an infix expression at its top level (`UIImage(named: $name) ?? UIImage()`): written
    /// where a member, a subscript or an unwrap follows, it needs parentheses to keep its meaning. The tokens are
    /// single characters, so `??` is two.
    var isInfix: Bool {
        var depth = 0
        let literals = pieces.map { piece -> String in
            if case .literal(let text) = piece { return text }
            return "$"
        }
        for (index, text) in literals.enumerated() {
            switch text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "+", "*", "/":
                if depth == 0 { return true }
            case "?", "&", "|", "=":
                if depth == 0, index + 1 < literals.count, literals[index + 1] == text { return true }
            default: break
            }
        }
        return false
    }

    /// Writes the template with each placeholder replaced by `value(name)`.
    func render(_ value: (String) -> String) -> String {
        written.map { token in token.placeholder.map(value) ?? token.text }.joined()
    }
}

/// Matches templates against a token stream.
struct TemplateMatcher {
    let tokens: [SwiftToken]
    /// Lines no template may start on (code restored from an earlier port).
    var protectedLines: Set<Int> = []
    /// The vendor types the file gives its names, for rules that hold only on a known receiver.
    var types: TypeModel?

    static let keywords: Set<String> = [
        "let", "var", "func", "return", "try", "await", "if", "guard", "else", "case", "switch", "for", "while",
        "in", "import", "class", "struct", "enum", "extension", "protocol", "throw", "defer", "do", "catch", "where",
        "private", "fileprivate", "public", "internal", "final", "static", "init",
    ]

    /// The one-character operators that may start or end a longer one (`==`, `!=`, `<=`, `>=`).
    // Short lists of short strings: comparing a few small strings is cheaper than hashing one.
    static let comparisonCharacters = ["=", "<", ">", "!"]
    static let termEnders = [",", ";", ")", "]", "}"]
    static let receiverContinuations = ["(", "[", "?", "!"]
    static let statementStarts = ["let", "var", "func", "return"]
    static let openers = ["(", "[", "{"]
    static let closers = [")", "]", "}"]

    /// A match: the tokens it covers and the token range of each placeholder.
    struct Match {
        var range: Range<Int>
        var bindings: [String: Range<Int>]
    }

    func nextSignificant(_ index: Int) -> Int {
        var index = index
        while index < tokens.count, tokens[index].isTrivia { index += 1 }
        return index
    }

    func previousSignificant(_ index: Int) -> Int? {
        var index = index - 1
        while index >= 0, tokens[index].isTrivia { index -= 1 }
        return index >= 0 ? index : nil
    }

    func text(_ range: Range<Int>) -> String {
        tokens[range].map(\.text).joined()
    }

    func significantText(_ range: Range<Int>) -> String {
        tokens[range].filter { !$0.isTrivia }.map(\.text).joined(separator: " ")
    }

    /// Matches `template` starting at the significant token `start`.
    func match(_ template: Template, at start: Int) -> Match? {
        if case .placeholder = template.pieces.first {
            if let previous = previousSignificant(start), tokens[previous].text == "." { return nil }
        }
        let isDeclaration = template.pieces.first == .literal("func")
        guard
            let (end, bindings) = match(
                template.pieces[...], at: start, last: start, bindings: [:], isDeclaration: isDeclaration)
        else {
            return nil
        }
        return Match(range: start..<end, bindings: bindings)
    }

    private func match(
        _ pieces: ArraySlice<Template.Piece>, at index: Int, last: Int, bindings: [String: Range<Int>],
        isDeclaration: Bool
    ) -> (Int, [String: Range<Int>])? {
        guard let piece = pieces.first else { return (last, bindings) }
        let rest = pieces.dropFirst()
        switch piece {
        case .literal(let text):
            guard index < tokens.count, tokens[index].text == text else { return nil }
            // One-character operators are single tokens: `=` must not be the start of `==` (or `!=`'s end).
            if tokens[index].kind == .punctuation, Self.comparisonCharacters.contains(text) {
                var nextIsEquals = false
                if case .literal(let next) = rest.first { nextIsEquals = next == "=" }
                let following = index + 1 < tokens.count ? tokens[index + 1].text : ""
                let preceding = index > 0 && last != index ? tokens[index - 1].text : ""
                if following == "=" && !nextIsEquals { return nil }
                if text == "=", Self.comparisonCharacters.contains(preceding) { return nil }
            }
            return match(
                rest, at: nextSignificant(index + 1), last: index + 1, bindings: bindings, isDeclaration: isDeclaration)
        case .placeholder(let name):
            let isReceiver = pieces.startIndex == 0
            if !isReceiver, !isDeclaration, startsWithLabel(index) { return nil }
            var candidates = termEnds(from: index, receiver: isReceiver)
            if name.hasPrefix("body") {
                // A block: the braces and everything between them, line breaks included.
                guard index < tokens.count, tokens[index].text == "{", let close = closing(index) else { return nil }
                candidates = [close + 1]
            }
            if rest.isEmpty { candidates.reverse() }
            for end in candidates {
                if let bound = bindings[name], significantText(bound) != significantText(index..<end) { continue }
                var next = bindings
                next[name] = index..<end
                if let result = match(
                    rest, at: nextSignificant(end), last: end, bindings: next, isDeclaration: isDeclaration)
                {
                    return result
                }
            }
            return nil
        }
    }

    /// Whether the call argument at `start` opens with a label (`to: cluster`) where `template` puts an unlabelled
    /// argument, right after `(` or `,`: the app's own `moveCamera(to:)` is not NAVER's `moveCamera(_:)`. (A
    /// declaration's template, `func mapView(_ $, …)`, binds parameters, whose names come before a colon.)
    func startsWithLabel(_ start: Int) -> Bool {
        guard start < tokens.count, tokens[start].kind == .identifier, case let next = nextSignificant(start + 1),
            next < tokens.count, tokens[next].text == ":", let previous = previousSignificant(start)
        else { return false }
        return tokens[previous].text == "(" || tokens[previous].text == ","
    }

    /// The possible ends (exclusive) of an expression starting at `start`, shortest first.
    func termEnds(from start: Int, receiver: Bool) -> [Int] {
        var ends: [Int] = []
        var index = start
        var first = true
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .newline { break }
            if token.isTrivia {
                index += 1
                continue
            }
            if token.kind == .punctuation, Self.termEnders.contains(token.text) { break }
            if receiver {
                if first {
                    guard token.kind == .identifier, !Self.keywords.contains(token.text) else { break }
                } else if token.text == "." {
                    index += 1
                    continue
                } else if !(token.kind == .punctuation && Self.receiverContinuations.contains(token.text)),
                    !(token.kind == .identifier && tokens[previousSignificant(index) ?? 0].text == ".")
                {
                    break
                }
            } else if first, token.kind == .identifier, Self.statementStarts.contains(token.text) {
                break
            }
            if token.kind == .punctuation, Self.openers.contains(token.text) {
                guard let close = closing(index) else { break }
                index = close + 1
            } else {
                index += 1
            }
            first = false
            ends.append(index)
        }
        return ends
    }

    /// The name called with the argument that starts at `start` (`Tile` in `Tile(zoom: z, coordinate: <start>…)`),
    /// or `nil` when that token does not start an argument of a call.
    func callee(ofArgumentAt start: Int) -> String? {
        guard var index = previousSignificant(start) else { return nil }
        // A labelled argument: `coordinate: <start>`.
        if tokens[index].text == ":" {
            guard let label = previousSignificant(index), tokens[label].kind == .identifier,
                let before = previousSignificant(label)
            else { return nil }
            index = before
        }
        // The list's `(`, or the comma after the argument before, whose brackets the walk back skips.
        guard tokens[index].text == "(" || tokens[index].text == "," else { return nil }
        var depth = 0
        while true {
            let text = tokens[index].text
            if Self.closers.contains(text) {
                depth += 1
            } else if Self.openers.contains(text) {
                if depth == 0 { break }
                depth -= 1
            }
            guard let previous = previousSignificant(index) else { return nil }
            index = previous
        }
        guard tokens[index].text == "(", let name = previousSignificant(index), tokens[name].kind == .identifier
        else { return nil }
        return tokens[name].text
    }

    /// The index of the bracket that closes the one at `open`.
    ///
    /// Brackets close their own kind: a closing bracket with no opening one of its kind still open is stray and
    /// closes nothing (an unterminated string holds the `(` of `convert(point,` and leaves the `)` on the next line
    /// alone), and one that closes an outer bracket closes the inner ones left open with it.
    func closing(_ open: Int) -> Int? {
        var awaited: [String] = []
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                if let kind = Self.openers.firstIndex(of: token.text) {
                    awaited.append(Self.closers[kind])
                } else if Self.closers.contains(token.text), let match = awaited.lastIndex(of: token.text) {
                    awaited.removeSubrange(match...)
                    if awaited.isEmpty { return index }
                }
            }
            index += 1
        }
        return nil
    }
}
