/// A Swift source file parsed once into an immutable syntax tree that keeps every byte.
///
/// Every node knows its exact range in the source's UTF-8 bytes, and its tokens; whitespace, line breaks and
/// comments are trivia attached to the tokens (leading and trailing, as SwiftSyntax attaches them), so
/// printing the tree gives back the source byte for byte, whatever it holds: invalid Swift, unterminated
/// strings and comments, `\r\n`, tabs, any Unicode. What the parser does not understand becomes
/// ``SyntaxKind/unknown`` nodes, copied as they are. Parsing never fails, traps or hangs, and takes time
/// linear in the source's length.
///
/// ```swift
/// let tree = SyntaxTree(parsing: "let zoom = map.zoom ?? 17 - 1")
/// tree.root.walk { node in
///     if let infix = node.as(InfixOperatorExpr.self) { print(infix.operatorText) }  // ??, then -
///     return .visitChildren
/// }
/// ```
public final class SyntaxTree: Sendable {
    /// The source the tree was parsed from.
    public let source: String
    let bytes: [UInt8]
    let tokens: [RawToken]
    let tokenParents: [Int]
    let nodes: [RawNode]
    let children: [RawChild]
    /// The byte offset where each line starts (after `\n`, `\r\n` or a lone `\r`).
    let lineStarts: [Int]

    /// Parses `source`.
    public init(parsing source: String) {
        self.source = source
        let bytes = Array(source.utf8)
        self.bytes = bytes
        let built = bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(bytes: buffer, lexed: Lexer.lex(buffer))
            return parser.parseSourceFile()
        }
        tokens = built.tokens
        tokenParents = built.tokenParents
        nodes = built.nodes
        children = built.children
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The source-file node at the root.
    public var root: SourceFile { SourceFile(unchecked: Syntax(tree: self, index: nodes.count - 1)) }

    /// The number of tokens, the end-of-file token included.
    public var tokenCount: Int { tokens.count }

    /// The number of nodes.
    public var nodeCount: Int { nodes.count }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D { starts.append(index) }
        }
        return starts
    }

    /// The 1-based line and column (in bytes) of byte `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The text of the bytes in `range`.
    func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
}
