/// A node as the tree stores it: its kind, the tokens it covers, its parent and where its children are in
/// the tree's child array. Nodes are stored children first (each node after everything inside it).
struct RawNode: Sendable {
    var kind: SyntaxKind
    /// The index of the first token the node covers.
    var firstToken: Int
    /// The index after the last token the node covers.
    var endToken: Int
    /// The parent's index, `-1` for the root.
    var parent: Int
    /// Where the node's children start in the child array.
    var firstChild: Int
    var childCount: Int
}

/// What a child slot of a node holds; a role tells apart children that a node's kind alone does not (a
/// parameter's first and second name).
enum ChildRole: UInt8, Sendable {
    case none
    /// A declared name: a type's, function's, parameter's internal name, a member access's member.
    case name
    /// The first of two names, a parameter's or argument's label.
    case label
}

/// One child of a node: a node (`value >= 0`) or a token (`value == ~tokenIndex`).
struct RawChild: Sendable {
    var value: Int
    var role: ChildRole

    static func node(_ index: Int, role: ChildRole = .none) -> RawChild { RawChild(value: index, role: role) }
    static func token(_ index: Int, role: ChildRole = .none) -> RawChild { RawChild(value: ~index, role: role) }

    var isNode: Bool { value >= 0 }
    var nodeIndex: Int { value }
    var tokenIndex: Int { ~value }
}
