import Foundation
import MapCompatSyntax

/// The parts of a file no edit may change: comments and the text of string literals.
///
/// The porter promises that nothing inside a string or a comment changes: a rule that rewrote a vendor call
/// named in a log message, or put a note line inside a multi-line string, would change what the program does or
/// says. A rule may move such text whole (commenting out a statement keeps its strings, line by line, in the
/// comment), so an edit is refused only when it starts or ends inside such text, or loses a line of it.
enum LiteralText {
    /// The byte ranges of every comment and of every string literal's quotes and text segments, in order.
    static func ranges(in tree: SyntaxTree) -> [Range<Int>] {
        let bytes = Array(tree.source.utf8)
        var ranges: [Range<Int>] = []
        for token in tree.root.syntax.tokens {
            comments(in: token.range.lowerBound..<token.trimmedRange.lowerBound, of: bytes, into: &ranges)
            switch token.kind {
            case .stringSegment, .openingQuote, .closingQuote:
                if let last = ranges.last, last.upperBound == token.trimmedRange.lowerBound {
                    ranges[ranges.count - 1] = last.lowerBound..<token.trimmedRange.upperBound
                } else {
                    ranges.append(token.trimmedRange)
                }
            default: break
            }
            comments(in: token.trimmedRange.upperBound..<token.range.upperBound, of: bytes, into: &ranges)
        }
        return ranges
    }

    /// The comments in the trivia at `range` (trivia holds only whitespace and comments): `//` to the end of its
    /// line, `/*` to its matching `*/`.
    private static func comments(in range: Range<Int>, of bytes: [UInt8], into ranges: inout [Range<Int>]) {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D else {
                index += 1
                continue
            }
            let start = index
            if byte == 0x2F, index + 1 < range.upperBound, bytes[index + 1] == 0x2A {
                var depth = 0
                while index < range.upperBound {
                    if bytes[index] == 0x2F, index + 1 < range.upperBound, bytes[index + 1] == 0x2A {
                        depth += 1
                        index += 2
                    } else if bytes[index] == 0x2A, index + 1 < range.upperBound, bytes[index + 1] == 0x2F {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        index += 1
                    }
                }
            } else {
                while index < range.upperBound, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            }
            ranges.append(start..<index)
        }
    }

    /// Whether `edit` keeps every literal text of `ranges` (sorted) whole: it neither starts nor ends strictly
    /// inside one, and each one it replaces appears, line by line and in order, in its replacement.
    static func keeps(_ edit: SourceEdit, _ ranges: [Range<Int>], in file: PortFile) -> Bool {
        // The first literal range that ends after the edit starts.
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= edit.range.lowerBound { low = middle + 1 } else { high = middle }
        }
        guard low < ranges.count else { return true }
        if edit.range.isEmpty {
            return !(ranges[low].lowerBound < edit.range.lowerBound)
        }
        var searchFrom = edit.replacement.startIndex
        var index = low
        while index < ranges.count, ranges[index].lowerBound < edit.range.upperBound {
            let literal = ranges[index]
            if literal.lowerBound < edit.range.lowerBound || literal.upperBound > edit.range.upperBound {
                return false
            }
            for line in file.text(literal).split(separator: "\n", omittingEmptySubsequences: false) {
                let kept = line.hasSuffix("\r") ? line.dropLast() : line
                guard let found = edit.replacement.range(of: kept, range: searchFrom..<edit.replacement.endIndex)
                else { return false }
                searchFrom = found.upperBound
            }
            index += 1
        }
        return true
    }
}
