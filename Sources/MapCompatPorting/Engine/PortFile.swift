import MapCompatSyntax

/// A file as a rule reads it: its text, parsed once, the names its code refers to resolved by scope, and the
/// lines an earlier port wrote in the target style (restored, so rules leave them alone).
///
/// One port reads its files on one thread, so what is made on first use is kept without locking.
final class PortFile {
    /// The text.
    let text: String
    /// Its syntax tree.
    let tree: SyntaxTree
    /// The 1-based lines restored from an earlier port: code already in the target style.
    let restoredLines: Set<Int>

    /// Parses `text`.
    init(_ text: String, restoredLines: Set<Int> = []) {
        self.text = text
        tree = SyntaxTree(parsing: text)
        self.restoredLines = restoredLines
    }

    /// Every name the file's code refers to, resolved to its declaration by scope (made when first asked).
    lazy var names = NameResolver(tree)

    /// The byte ranges whose text no edit may change: every comment, and the text of every string literal (its
    /// interpolated code is code). Made when first asked.
    lazy var literalText: [Range<Int>] = LiteralText.ranges(in: tree)

    /// Whether `node` starts on a line restored from an earlier port.
    func isRestored(_ node: Syntax) -> Bool { restoredLines.contains(node.line) }

    /// The text's UTF-8 bytes (made when first asked).
    lazy var bytes: [UInt8] = Array(text.utf8)

    /// The offset where the line holding `offset` starts.
    func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    /// `range` with its line, when it stands alone on it (or, `withTrailingComment`, followed by a `//` comment
    /// only): from the line's start through its newline.
    func wholeLine(_ range: Range<Int>, withTrailingComment: Bool = false) -> Range<Int>? {
        var start = range.lowerBound
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") {
            start -= 1
        }
        var end = range.upperBound
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        if withTrailingComment, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "/"),
            bytes[end + 1] == UInt8(ascii: "/")
        {
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n"), end < bytes.count,
            bytes[end] == UInt8(ascii: "\n")
        else { return nil }
        return start..<(end + 1)
    }

    /// The text of the bytes in `range`.
    func text(_ range: Range<Int>) -> String {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return String(text[start..<utf8.index(start, offsetBy: range.count)])
    }
}
