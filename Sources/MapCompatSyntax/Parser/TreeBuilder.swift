/// Builds the tree's arrays as the parser goes: tokens in order, and nodes children first. The children of
/// the nodes being built wait on a stack; finishing a node moves its slice of the stack into the child array
/// and leaves the new node on the stack in their place.
struct TreeBuilder {
    var tokens: [RawToken] = []
    /// The node holding each token directly.
    var tokenParents: [Int] = []
    var nodes: [RawNode] = []
    var children: [RawChild] = []
    var pending: [RawChild] = []

    /// Where a node being built starts: its first child slot and its first token.
    struct Marker {
        var slot: Int
        var token: Int
    }

    init(capacity: Int) {
        tokens.reserveCapacity(capacity)
        tokenParents.reserveCapacity(capacity)
        nodes.reserveCapacity(capacity)
        children.reserveCapacity(capacity * 2)
        pending.reserveCapacity(256)
    }

    /// A marker for a node that starts at the next token.
    func start() -> Marker { Marker(slot: pending.count, token: tokens.count) }

    /// A marker for a node that starts with the last finished child (a postfix or infix expression wrapping
    /// what came before it).
    func precedeLast() -> Marker {
        guard let last = pending.last else { return start() }
        return Marker(slot: pending.count - 1, token: firstToken(of: last))
    }

    /// A marker for a node that starts with the child `fromTop` slots below the top of the stack.
    func precede(slotsFromTop: Int) -> Marker {
        let slot = pending.count - slotsFromTop
        return Marker(slot: slot, token: firstToken(of: pending[slot]))
    }

    func firstToken(of child: RawChild) -> Int {
        child.isNode ? nodes[child.nodeIndex].firstToken : child.tokenIndex
    }

    /// Appends `token` as a child of the node being built.
    mutating func add(_ token: RawToken, role: ChildRole) {
        pending.append(.token(tokens.count, role: role))
        tokens.append(token)
        tokenParents.append(-1)
    }

    /// Finishes the node started at `marker` as a `kind` node, unless it covers no token (then its children,
    /// if any, stay where they are). Returns the node's index.
    @discardableResult
    mutating func finish(_ marker: Marker, _ kind: SyntaxKind, role: ChildRole = .none) -> Int? {
        guard tokens.count > marker.token else { return nil }
        let index = nodes.count
        let firstChild = children.count
        for child in pending[marker.slot...] {
            if child.isNode {
                nodes[child.nodeIndex].parent = index
            } else {
                tokenParents[child.tokenIndex] = index
            }
            children.append(child)
        }
        let count = pending.count - marker.slot
        pending.removeLast(count)
        nodes.append(
            RawNode(
                kind: kind, firstToken: marker.token, endToken: tokens.count, parent: -1, firstChild: firstChild,
                childCount: count))
        pending.append(.node(index, role: role))
        return index
    }

    /// Gives the last child on the stack `role`.
    mutating func setRoleOfLast(_ role: ChildRole) {
        guard !pending.isEmpty else { return }
        pending[pending.count - 1].role = role
    }

    /// The kind of the last child on the stack, if it is a node.
    var lastNodeKind: SyntaxKind? {
        guard let last = pending.last, last.isNode else { return nil }
        return nodes[last.nodeIndex].kind
    }
}
