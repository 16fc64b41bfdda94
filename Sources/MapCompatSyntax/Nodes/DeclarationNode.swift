/// A declaration that may carry attributes and modifiers.
public protocol DeclarationNode: SyntaxNode {}

extension DeclarationNode {
    /// The attributes written before the declaration: `@objc`, `@MainActor`.
    public var attributes: [Attribute] { syntax.children(Attribute.self) }

    /// The modifiers: `public`, `static`, `override`, `private(set)`.
    public var modifiers: [DeclModifier] { syntax.children(DeclModifier.self) }

    /// Whether a modifier is the word `keyword` (`.static`, `.override`).
    public func hasModifier(_ keyword: Keyword) -> Bool {
        modifiers.contains { $0.name.keyword == keyword }
    }

    /// Whether an attribute is named `name` (`objc`, `IBAction`).
    public func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0.name == name }
    }
}

/// A type declaration or an extension: a declaration with an inheritance clause and a member block.
public protocol DeclGroupNode: DeclarationNode {}

extension DeclGroupNode {
    /// `: Superclass, Protocol`.
    public var inheritanceClause: InheritanceClause? { syntax.first(InheritanceClause.self) }

    /// The types in the inheritance clause, in order.
    public var inheritedTypes: [TypeSyntax] { inheritanceClause?.inheritedTypes.compactMap(\.type) ?? [] }

    /// `where …`.
    public var genericWhereClause: GenericWhereClause? { syntax.first(GenericWhereClause.self) }

    /// `{ members }`.
    public var memberBlock: MemberBlock? { syntax.first(MemberBlock.self) }

    /// The member declarations, those inside `#if` clauses included.
    public var members: [DeclSyntax] { memberBlock?.declarations ?? [] }
}

/// A class, struct, enum, protocol or actor: a named type declaration.
public protocol NominalTypeNode: DeclGroupNode {}

extension NominalTypeNode {
    /// The declared name.
    public var name: Token? { syntax.token(role: .name) }

    /// `<T, U>` after the name (a protocol's primary associated types).
    public var genericParameterClause: GenericParameterClause? { syntax.first(GenericParameterClause.self) }
}

/// A function, initialiser or subscript: a declaration with a signature.
public protocol FunctionLikeNode: DeclarationNode {}

extension FunctionLikeNode {
    /// Parameters, effects and result.
    public var signature: FunctionSignature? { syntax.first(FunctionSignature.self) }

    /// The parameters, in order.
    public var parameters: [FunctionParameter] { signature?.parameters ?? [] }

    /// The result type, if written.
    public var returnType: TypeSyntax? { signature?.returnType }

    /// Whether the declaration is `async`.
    public var isAsync: Bool { signature?.asyncSpecifier != nil }

    /// Whether the declaration `throws` or `rethrows`.
    public var isThrowing: Bool { signature?.throwsSpecifier != nil }

    /// `<T>`.
    public var genericParameters: [GenericParameter] {
        syntax.first(GenericParameterClause.self)?.parameters ?? []
    }
}

extension Syntax {
    /// The child declarations, and those of `#if` clauses inside, in order.
    var declarationsThroughDirectives: [DeclSyntax] {
        childrenThroughDirectives.compactMap { $0.as(DeclSyntax.self) }.filter { $0.kind != .ifConfigDecl }
    }

    /// The switch cases, and those of `#if` clauses inside, in order.
    var switchCasesThroughDirectives: [SwitchCase] {
        childrenThroughDirectives.compactMap { $0.as(SwitchCase.self) }
    }

    /// The children, with each `#if` block replaced by its clauses' elements (recursively).
    private var childrenThroughDirectives: [Syntax] {
        var result: [Syntax] = []
        var pending = children.reversed() as [Syntax]
        while let node = pending.popLast() {
            guard let directive = node.as(IfConfigDecl.self) else {
                result.append(node)
                continue
            }
            for clause in directive.clauses.reversed() { pending.append(contentsOf: clause.elements.reversed()) }
        }
        return result
    }

    /// The conditions of an `if`, `guard` or `while`: the children before the first block.
    var conditionNodes: [Syntax] {
        var result: [Syntax] = []
        for child in children {
            if child.kind == .codeBlock { break }
            result.append(child)
        }
        return result
    }

    /// The index of the first child node, or -1.
    var firstChildNodeIndex: Int {
        for slot in childSlots where tree.children[slot].isNode { return tree.children[slot].nodeIndex }
        return -1
    }

    /// `name(label:label:)` of a call to a name or member; the labels are those written in parentheses and
    /// of the labelled trailing closures.
    func calledName(arguments: [LabeledExpr]) -> String? {
        guard let callee = first(ExprSyntax.self) else { return nil }
        let name: String
        if let reference = callee.as(DeclReferenceExpr.self) {
            name = reference.name
        } else if let member = callee.as(MemberAccessExpr.self) {
            name = member.name
        } else {
            return nil
        }
        let labels =
            arguments.map { ($0.label?.identifier ?? "_") + ":" }
            + children(MultipleTrailingClosureElement.self).map { ($0.label?.identifier ?? "_") + ":" }
        return "\(name)(\(labels.joined()))"
    }
}
