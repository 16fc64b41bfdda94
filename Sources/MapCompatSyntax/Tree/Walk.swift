/// What a walk does after visiting a node.
public enum WalkDecision: Sendable {
    /// Goes on into the node's children.
    case visitChildren
    /// Skips the node's children and goes on with its next sibling.
    case skipChildren
}

extension Syntax {
    /// Visits the node and everything inside it in source order (pre-order), depth first. `visit` decides
    /// for each node whether to go into its children. The walk keeps its own stack, so any depth of tree is
    /// walked without recursion.
    public func walk(_ visit: (Syntax) throws -> WalkDecision) rethrows {
        try walk(enter: visit, exit: { _ in })
    }

    /// Visits the node and everything inside it, calling `enter` before a node's children (which it may
    /// skip) and `exit` after them (also when they were skipped).
    public func walk(enter: (Syntax) throws -> WalkDecision, exit: (Syntax) throws -> Void) rethrows {
        // Each entry is a node and the next child slot to look at; a slot of -1 means not entered yet.
        var stack: [(node: Int, slot: Int)] = [(index, -1)]
        while let (node, slot) = stack.last {
            let raw = tree.nodes[node]
            if slot < 0 {
                if try enter(Syntax(tree: tree, index: node)) == .skipChildren {
                    stack.removeLast()
                    try exit(Syntax(tree: tree, index: node))
                    continue
                }
                stack[stack.count - 1].slot = raw.firstChild
                continue
            }
            var next = slot
            let end = raw.firstChild + raw.childCount
            while next < end, !tree.children[next].isNode { next += 1 }
            if next < end {
                stack[stack.count - 1].slot = next + 1
                stack.append((tree.children[next].nodeIndex, -1))
            } else {
                stack.removeLast()
                try exit(Syntax(tree: tree, index: node))
            }
        }
    }

    /// Every node of type `type` inside this one (this one included), in source order.
    public func descendants<Node: SyntaxNode>(_ type: Node.Type) -> [Node] {
        var result: [Node] = []
        walk { node in
            if let typed = node.as(type) { result.append(typed) }
            return .visitChildren
        }
        return result
    }

    /// The innermost node of type `type` that contains this one, if any (this one excluded).
    public func ancestor<Node: SyntaxNode>(_ type: Node.Type) -> Node? {
        var node = parent
        while let current = node {
            if let typed = current.as(type) { return typed }
            node = current.parent
        }
        return nil
    }

    /// Writes the node's text, with trivia, by walking its tokens through the tree's structure.
    public func write(to output: inout [UInt8]) {
        var stack: [(node: Int, slot: Int)] = [(index, tree.nodes[index].firstChild)]
        while let (node, slot) = stack.last {
            let raw = tree.nodes[node]
            guard slot < raw.firstChild + raw.childCount else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].slot = slot + 1
            let child = tree.children[slot]
            if child.isNode {
                stack.append((child.nodeIndex, tree.nodes[child.nodeIndex].firstChild))
            } else {
                let token = tree.tokens[child.tokenIndex]
                output.append(contentsOf: tree.bytes[token.start..<token.end])
            }
        }
    }

    /// The node's text printed from the tree (see ``write(to:)``): for the root, the whole source.
    public var printed: String {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        write(to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
