/// A typed view of a node: ``FunctionDecl``, ``MemberAccessExpr``, ``ExprSyntax``… Each wraps a ``Syntax``
/// of the kinds it ``accepts(_:)`` and reads its parts through accessors.
public protocol SyntaxNode: Hashable, Sendable, CustomStringConvertible {
    /// The node viewed.
    var syntax: Syntax { get }
    /// Views `syntax` without checking its kind.
    init(unchecked syntax: Syntax)
    /// Whether nodes of `kind` can be viewed as this type.
    static func accepts(_ kind: SyntaxKind) -> Bool
}

extension SyntaxNode {
    /// Views `syntax` as this type, if it is of a kind this type accepts.
    public init?(_ syntax: Syntax) {
        guard Self.accepts(syntax.kind) else { return nil }
        self.init(unchecked: syntax)
    }

    /// Views `node` as this type, if it is of a kind this type accepts.
    public init?(_ node: some SyntaxNode) { self.init(node.syntax) }

    /// The node's kind.
    public var kind: SyntaxKind { syntax.kind }
    /// The node's text, with trivia.
    public var text: String { syntax.text }
    /// The node's text without leading and trailing trivia.
    public var trimmedText: String { syntax.trimmedText }
    /// The node's bytes, with trivia.
    public var range: Range<Int> { syntax.range }
    /// The node's bytes without leading and trailing trivia.
    public var trimmedRange: Range<Int> { syntax.trimmedRange }
    /// The 1-based line where the node's text starts.
    public var line: Int { syntax.line }
    /// The node that contains this one.
    public var parent: Syntax? { syntax.parent }
    /// The node's text, with trivia.
    public var description: String { syntax.text }

    /// The node viewed as `type`, if it is of that kind.
    public func `as`<Node: SyntaxNode>(_ type: Node.Type) -> Node? { Node(syntax) }

    /// Whether the node is of `type`'s kind.
    public func `is`<Node: SyntaxNode>(_ type: Node.Type) -> Bool { Node.accepts(kind) }

    /// Visits the node and everything inside it in source order (see ``Syntax/walk(_:)``).
    public func walk(_ visit: (Syntax) throws -> WalkDecision) rethrows { try syntax.walk(visit) }
}

/// A typed view of one kind of node.
public protocol SyntaxKindNode: SyntaxNode {
    /// The kind the view is for.
    static var kind: SyntaxKind { get }
}

extension SyntaxKindNode {
    /// Whether `kind` is this view's kind.
    public static func accepts(_ kind: SyntaxKind) -> Bool { kind == Self.kind }
}
