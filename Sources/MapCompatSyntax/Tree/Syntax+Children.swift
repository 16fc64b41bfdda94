extension Syntax {
    /// The child slots of the node.
    var childSlots: Range<Int> {
        let raw = raw
        return raw.firstChild..<(raw.firstChild + raw.childCount)
    }

    /// The first child node of `kind`.
    func child(_ kind: SyntaxKind) -> Syntax? {
        for slot in childSlots {
            let child = tree.children[slot]
            if child.isNode, tree.nodes[child.nodeIndex].kind == kind {
                return Syntax(tree: tree, index: child.nodeIndex)
            }
        }
        return nil
    }

    /// The first child node whose kind `matches`.
    func child(where matches: (SyntaxKind) -> Bool) -> Syntax? {
        for slot in childSlots {
            let child = tree.children[slot]
            if child.isNode, matches(tree.nodes[child.nodeIndex].kind) {
                return Syntax(tree: tree, index: child.nodeIndex)
            }
        }
        return nil
    }

    /// The child nodes of `kind`, typed.
    func children<Node: SyntaxNode>(_ type: Node.Type) -> [Node] {
        var result: [Node] = []
        for slot in childSlots {
            let child = tree.children[slot]
            if child.isNode, let node = Node(Syntax(tree: tree, index: child.nodeIndex)) { result.append(node) }
        }
        return result
    }

    /// The child node at position `ordinal` among the child nodes whose kind `matches`.
    func child(at ordinal: Int, where matches: (SyntaxKind) -> Bool) -> Syntax? {
        var seen = 0
        for slot in childSlots {
            let child = tree.children[slot]
            guard child.isNode, matches(tree.nodes[child.nodeIndex].kind) else { continue }
            if seen == ordinal { return Syntax(tree: tree, index: child.nodeIndex) }
            seen += 1
        }
        return nil
    }

    /// The first token directly inside the node with `role`.
    func token(role: ChildRole) -> Token? {
        for slot in childSlots {
            let child = tree.children[slot]
            if !child.isNode, child.role == role { return Token(tree: tree, index: child.tokenIndex) }
        }
        return nil
    }

    /// The tokens directly inside the node with `role`, in order.
    func tokens(role: ChildRole) -> [Token] {
        childSlots.compactMap { slot in
            let child = tree.children[slot]
            return !child.isNode && child.role == role ? Token(tree: tree, index: child.tokenIndex) : nil
        }
    }

    /// The first token directly inside the node of `kind`.
    func token(_ kind: TokenKind) -> Token? {
        for slot in childSlots {
            let child = tree.children[slot]
            if !child.isNode, tree.tokens[child.tokenIndex].kind == kind {
                return Token(tree: tree, index: child.tokenIndex)
            }
        }
        return nil
    }

    /// The first token directly inside the node that is the word `keyword`.
    func token(_ keyword: Keyword) -> Token? {
        for slot in childSlots {
            let child = tree.children[slot]
            if !child.isNode, tree.tokens[child.tokenIndex].isKeyword(keyword) {
                return Token(tree: tree, index: child.tokenIndex)
            }
        }
        return nil
    }

    /// The first child node whose kind `matches` after the token `after` (a child of this node).
    func child(after token: Token?, where matches: (SyntaxKind) -> Bool) -> Syntax? {
        guard let token else { return nil }
        for slot in childSlots {
            let child = tree.children[slot]
            if child.isNode, tree.nodes[child.nodeIndex].firstToken > token.index,
                matches(tree.nodes[child.nodeIndex].kind)
            {
                return Syntax(tree: tree, index: child.nodeIndex)
            }
        }
        return nil
    }

    /// The first child node whose kind `matches` before the token `before` (a child of this node), or among
    /// all children when `before` is `nil`.
    func children(before token: Token?, where matches: (SyntaxKind) -> Bool) -> [Syntax] {
        var result: [Syntax] = []
        for slot in childSlots {
            let child = tree.children[slot]
            guard child.isNode else { continue }
            let node = tree.nodes[child.nodeIndex]
            if let token, node.firstToken > token.index { break }
            if matches(node.kind) { result.append(Syntax(tree: tree, index: child.nodeIndex)) }
        }
        return result
    }
}

extension Syntax {
    /// The first child node viewable as `type`.
    func first<Node: SyntaxNode>(_ type: Node.Type) -> Node? {
        for slot in childSlots {
            let child = tree.children[slot]
            if child.isNode, Node.accepts(tree.nodes[child.nodeIndex].kind) {
                return Node(unchecked: Syntax(tree: tree, index: child.nodeIndex))
            }
        }
        return nil
    }

    /// The child node at position `ordinal` among those viewable as `type`.
    func nth<Node: SyntaxNode>(_ ordinal: Int, _ type: Node.Type) -> Node? {
        child(at: ordinal) { Node.accepts($0) }.map(Node.init(unchecked:))
    }

    /// The first child node viewable as `type` after the token `token`.
    func first<Node: SyntaxNode>(_ type: Node.Type, after token: Token?) -> Node? {
        child(after: token) { Node.accepts($0) }.map(Node.init(unchecked:))
    }

    /// The tokens directly inside the node, in order.
    var directTokens: [Token] {
        childSlots.compactMap { slot in
            let child = tree.children[slot]
            return child.isNode ? nil : Token(tree: tree, index: child.tokenIndex)
        }
    }
}
