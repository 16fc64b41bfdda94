/// Resolves every name a file's code refers to, to its declaration, by lexical scope, as Swift's own name
/// lookup does for what a single file can tell.
///
/// - File-level declarations are visible everywhere in the file; a type's members (those declared in its
///   extensions in the same file included, and those of a superclass or protocol declared in the file) in
///   the type's body and its extensions' bodies, as bare names and after `self.` or the type's name.
/// - Parameters of functions, initialisers, subscripts and closures (`$0` too) are visible in their bodies;
///   a capture list's names in its closure; `newValue` and `oldValue` in accessors.
/// - A local `let`/`var`, function or type is visible from its declaration to the end of its block;
///   `if let`/`while let` names in the conditions after them and the body; `guard let` names in the rest of
///   the enclosing block; `for … in` and `case let` names in the loop or case; `catch` names (or `error`) in
///   the catch body.
/// - The innermost declaration of a name wins.
///
/// What it leaves to a type layer: the members of values (`mapView.zoomLevel` resolves `mapView`, not
/// `zoomLevel`), implicit members (`.red`), and anything declared outside the file.
///
/// ```swift
/// let tree = SyntaxTree(parsing: source)
/// let names = NameResolver(tree)
/// for reference in tree.root.syntax.descendants(DeclReferenceExpr.self) {
///     if let id = names.declaration(of: reference) {
///         let declaration = names[id]
///         print(reference.name, declaration.kind, declaration.typeAnnotation?.trimmedText ?? "?")
///     }
/// }
/// ```
public final class NameResolver: Sendable {
    /// The tree whose names are resolved.
    public let tree: SyntaxTree
    /// Every declaration found, in the order the resolver met them.
    public let declarations: [Declaration]
    /// For each node index, the declaration it refers to (`-1` for none).
    private let resolutions: [Int]
    /// For each token that declares a name, its declaration.
    private let declared: [Int: Int]
    /// For each type or extended type, its members.
    private let memberLists: [Int: [Int]]

    /// Resolves the names of `tree`.
    public init(_ tree: SyntaxTree) {
        var builder = ResolverBuilder(tree: tree)
        builder.collect()
        builder.resolve()
        self.tree = tree
        declarations = builder.declarations
        resolutions = builder.resolutions
        declared = builder.declaredByToken
        memberLists = builder.memberLists
    }

    /// The declaration `id` names.
    public subscript(id: DeclID) -> Declaration { declarations[id.index] }

    /// The declaration `reference` refers to, if the file declares it in scope.
    public func declaration(of reference: DeclReferenceExpr) -> DeclID? { declaration(of: reference.syntax) }

    /// The member `member` names, when its base is `self`, `Self`, `super` or a type of the file
    /// (`self.mapView`, `Style.shared`).
    public func declaration(of member: MemberAccessExpr) -> DeclID? { declaration(of: member.syntax) }

    /// The declaration a ``DeclReferenceExpr`` or ``MemberAccessExpr`` node refers to.
    public func declaration(of node: Syntax) -> DeclID? {
        guard node.tree === tree, node.index < resolutions.count, resolutions[node.index] >= 0 else { return nil }
        return DeclID(index: resolutions[node.index])
    }

    /// The declaration whose name `token` declares (a pattern's, parameter's, function's or type's name).
    public func declaration(declaredBy token: Token) -> DeclID? {
        guard token.tree === tree, let index = declared[token.index] else { return nil }
        return DeclID(index: index)
    }

    /// The references to `id`, in source order: ``DeclReferenceExpr`` and ``MemberAccessExpr`` nodes.
    public func references(to id: DeclID) -> [Syntax] {
        var result: [Syntax] = []
        for (index, declaration) in resolutions.enumerated() where declaration == id.index {
            result.append(Syntax(tree: tree, index: index))
        }
        return result.sorted { $0.trimmedRange.lowerBound < $1.trimmedRange.lowerBound }
    }

    /// The members of the type or extended type `id` declared in the file, in source order.
    public func members(of id: DeclID) -> [DeclID] {
        (memberLists[id.index] ?? []).map { DeclID(index: $0) }
    }
}
