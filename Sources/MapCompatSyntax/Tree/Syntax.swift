/// A node of a ``SyntaxTree``, of any kind: a cheap view (the tree and an index) that reads the tree's
/// arrays. Typed views (``FunctionDecl``, ``MemberAccessExpr``…) wrap it; ``as(_:)`` makes one.
///
/// A node's ``range`` covers its tokens with their trivia, ``trimmedRange`` the same without the first
/// token's leading and the last token's trailing trivia; ``text`` and ``trimmedText`` are their texts.
public struct Syntax: Hashable, Sendable, CustomStringConvertible {
    /// The tree the node belongs to.
    public let tree: SyntaxTree
    let index: Int

    init(tree: SyntaxTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    var raw: RawNode { tree.nodes[index] }

    /// What kind of node this is.
    public var kind: SyntaxKind { raw.kind }

    /// The node's position in its tree, unique among its nodes (nodes are numbered children first).
    public var id: Int { index }

    /// The node that contains this one; `nil` for the source file.
    public var parent: Syntax? {
        let parent = raw.parent
        return parent >= 0 ? Syntax(tree: tree, index: parent) : nil
    }

    /// The nodes that contain this one, innermost first.
    public var ancestors: [Syntax] {
        var result: [Syntax] = []
        var node = parent
        while let current = node {
            result.append(current)
            node = current.parent
        }
        return result
    }

    /// The node's child nodes, in source order (its tokens are not among them; see ``elements``).
    public var children: [Syntax] {
        let raw = raw
        var result: [Syntax] = []
        for slot in raw.firstChild..<(raw.firstChild + raw.childCount) where tree.children[slot].isNode {
            result.append(Syntax(tree: tree, index: tree.children[slot].nodeIndex))
        }
        return result
    }

    /// The node's children, nodes and the tokens directly inside it, in source order.
    public var elements: [SyntaxElement] {
        let raw = raw
        return (raw.firstChild..<(raw.firstChild + raw.childCount)).map { slot in
            let child = tree.children[slot]
            return child.isNode
                ? .node(Syntax(tree: tree, index: child.nodeIndex)) : .token(Token(tree: tree, index: child.tokenIndex))
        }
    }

    /// Every token the node covers, in order, those of its descendants included.
    public var tokens: [Token] {
        (raw.firstToken..<raw.endToken).map { Token(tree: tree, index: $0) }
    }

    /// The node's first token.
    public var firstToken: Token { Token(tree: tree, index: raw.firstToken) }

    /// The node's last token.
    public var lastToken: Token { Token(tree: tree, index: raw.endToken - 1) }

    /// The node's bytes in the source, with its leading and trailing trivia.
    public var range: Range<Int> {
        let raw = raw
        return tree.tokens[raw.firstToken].start..<tree.tokens[raw.endToken - 1].end
    }

    /// The node's bytes in the source, without the first token's leading trivia and the last token's
    /// trailing trivia.
    public var trimmedRange: Range<Int> {
        let raw = raw
        let start = tree.tokens[raw.firstToken].textStart
        return start..<max(start, tree.tokens[raw.endToken - 1].textEnd)
    }

    /// The node's source text with its trivia: printing every node of a file in order gives the file.
    public var text: String { tree.text(range) }

    /// The node's source text without leading and trailing trivia.
    public var trimmedText: String { tree.text(trimmedRange) }

    /// The node's text, with trivia.
    public var description: String { text }

    /// The 1-based line where the node's text starts (lines end at `\n`, `\r\n` or `\r`).
    public var line: Int { tree.location(of: trimmedRange.lowerBound).line }

    /// The 1-based column, in UTF-8 bytes, where the node's text starts.
    public var column: Int { tree.location(of: trimmedRange.lowerBound).column }

    /// The node as a `type` view, if it is of that kind.
    public func `as`<Node: SyntaxNode>(_ type: Node.Type) -> Node? { Node(self) }

    /// Whether the node is of `type`'s kind.
    public func `is`<Node: SyntaxNode>(_ type: Node.Type) -> Bool { Node.accepts(kind) }

    /// Two nodes are equal when they are the same node of the same tree.
    public static func == (lhs: Syntax, rhs: Syntax) -> Bool { lhs.tree === rhs.tree && lhs.index == rhs.index }

    /// Hashes the tree's identity and the node's index.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(index)
    }
}

/// A child of a node: a node or a token.
public enum SyntaxElement: Hashable, Sendable {
    /// A child node.
    case node(Syntax)
    /// A token directly inside the node.
    case token(Token)
}
