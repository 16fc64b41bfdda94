/// The whitespace, line breaks and comments around a token, split into pieces.
public struct Trivia: Hashable, Sendable, CustomStringConvertible {
    /// The pieces, in order.
    public let pieces: [TriviaPiece]

    /// Splits `text`, which holds only trivia, into its pieces.
    init(_ source: String) {
        var pieces: [TriviaPiece] = []
        let scalars = Array(source.unicodeScalars)
        var index = 0
        func run(_ scalar: Unicode.Scalar) -> Int {
            let start = index
            while index < scalars.count, scalars[index] == scalar { index += 1 }
            return index - start
        }
        func text(_ range: Range<Int>) -> String {
            var result = ""
            result.unicodeScalars.append(contentsOf: scalars[range])
            return result
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch scalar {
            case " ": pieces.append(.spaces(run(" ")))
            case "\t": pieces.append(.tabs(run("\t")))
            case "\n": pieces.append(.newlines(run("\n")))
            case "\r" where next == "\n":
                let start = index
                while index + 1 < scalars.count, scalars[index] == "\r", scalars[index + 1] == "\n" { index += 2 }
                pieces.append(.carriageReturnLineFeeds((index - start) / 2))
            case "\r": pieces.append(.carriageReturns(run("\r")))
            case "/" where next == "/":
                let start = index
                while index < scalars.count, scalars[index] != "\n", scalars[index] != "\r" { index += 1 }
                let comment = text(start..<index)
                pieces.append(comment.hasPrefix("///") ? .docLineComment(comment) : .lineComment(comment))
            case "/" where next == "*":
                let start = index
                var depth = 0
                while index < scalars.count {
                    if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                        depth += 1
                        index += 2
                    } else if scalars[index] == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        index += 1
                    }
                }
                let comment = text(start..<index)
                let isDoc = comment.hasPrefix("/**") && comment != "/**/"
                pieces.append(isDoc ? .docBlockComment(comment) : .blockComment(comment))
            case "#" where index == 0 && next == "!":
                let start = index
                while index < scalars.count, scalars[index] != "\n", scalars[index] != "\r" { index += 1 }
                pieces.append(.shebang(text(start..<index)))
            default:
                let start = index
                index += 1
                pieces.append(.other(text(start..<index)))
            }
        }
        self.pieces = pieces
    }

    /// The trivia's text.
    public var description: String { pieces.map(\.text).joined() }

    /// Whether the trivia holds a line break.
    public var containsNewline: Bool {
        pieces.contains {
            switch $0 {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: true
            default: false
            }
        }
    }

    /// The comments, in order.
    public var comments: [String] {
        pieces.compactMap {
            switch $0 {
            case .lineComment(let text), .blockComment(let text), .docLineComment(let text),
                .docBlockComment(let text):
                text
            default: nil
            }
        }
    }
}

/// One piece of trivia.
public enum TriviaPiece: Hashable, Sendable {
    /// `count` spaces.
    case spaces(Int)
    /// `count` tabs.
    case tabs(Int)
    /// `count` line feeds.
    case newlines(Int)
    /// `count` carriage returns not followed by a line feed.
    case carriageReturns(Int)
    /// `count` `\r\n` pairs.
    case carriageReturnLineFeeds(Int)
    /// `// …` up to the end of its line.
    case lineComment(String)
    /// `/* … */`, possibly nested, or running to the end of the file when not closed.
    case blockComment(String)
    /// `/// …`.
    case docLineComment(String)
    /// `/** … */`.
    case docBlockComment(String)
    /// `#!…` on a file's first line.
    case shebang(String)
    /// Another character Swift skips between tokens: a vertical tab, a form feed, a NUL, a byte-order mark.
    case other(String)

    /// The piece's text.
    public var text: String {
        switch self {
        case .spaces(let count): String(repeating: " ", count: count)
        case .tabs(let count): String(repeating: "\t", count: count)
        case .newlines(let count): String(repeating: "\n", count: count)
        case .carriageReturns(let count): String(repeating: "\r", count: count)
        case .carriageReturnLineFeeds(let count): String(repeating: "\r\n", count: count)
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text),
            .shebang(let text), .other(let text):
            text
        }
    }
}
