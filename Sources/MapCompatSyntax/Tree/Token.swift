/// A token of a ``SyntaxTree``: a view of its kind, text and trivia.
///
/// As in SwiftSyntax, ``text`` is the token's own text, without trivia; ``range`` covers the token with its
/// leading and trailing trivia and ``trimmedRange`` its text alone.
public struct Token: Hashable, Sendable, CustomStringConvertible {
    /// The tree the token belongs to.
    public let tree: SyntaxTree
    let index: Int

    init(tree: SyntaxTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    var raw: RawToken { tree.tokens[index] }

    /// The token's position among its tree's tokens.
    public var id: Int { index }

    /// What the lexer saw.
    public var kind: TokenKind { raw.kind }

    /// The keyword the token's word spells, if any (whether it acts as one depends on where it stands).
    public var keyword: Keyword? { raw.keyword }

    /// The token's text, without trivia.
    public var text: String { tree.text(raw.textStart..<raw.textEnd) }

    /// The token's name as code refers to it: its text without the backticks that let a keyword be a name.
    public var identifier: String {
        let raw = raw
        if raw.textEnd - raw.textStart >= 2, tree.bytes[raw.textStart] == 0x60, tree.bytes[raw.textEnd - 1] == 0x60 {
            return tree.text((raw.textStart + 1)..<(raw.textEnd - 1))
        }
        return text
    }

    /// The token's bytes with its trivia.
    public var range: Range<Int> { raw.start..<raw.end }

    /// The bytes of the token's text.
    public var trimmedRange: Range<Int> { raw.textStart..<raw.textEnd }

    /// The trivia before the text: what follows the previous token's line, and the indentation.
    public var leadingTrivia: Trivia { Trivia(tree.text(raw.start..<raw.textStart)) }

    /// The trivia after the text, up to the end of its line.
    public var trailingTrivia: Trivia { Trivia(tree.text(raw.textEnd..<raw.end)) }

    /// Whether a line break comes before the token (or it is the file's first).
    public var startsLine: Bool { raw.startsLine }

    /// The 1-based line of the token's text.
    public var line: Int { tree.location(of: raw.textStart).line }

    /// The 1-based column, in UTF-8 bytes, of the token's text.
    public var column: Int { tree.location(of: raw.textStart).column }

    /// The innermost node that holds the token.
    public var parent: Syntax { Syntax(tree: tree, index: tree.tokenParents[index]) }

    /// The token's text with its trivia.
    public var description: String { tree.text(range) }

    /// Two tokens are equal when they are the same token of the same tree.
    public static func == (lhs: Token, rhs: Token) -> Bool { lhs.tree === rhs.tree && lhs.index == rhs.index }

    /// Hashes the tree's identity and the token's index.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(index)
    }
}
