/// `class Name: Superclass { … }`.
public struct ClassDecl: SyntaxKindNode, NominalTypeNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.classDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
}

/// `struct Name { … }`.
public struct StructDecl: SyntaxKindNode, NominalTypeNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.structDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
}

/// `enum Name { … }`.
public struct EnumDecl: SyntaxKindNode, NominalTypeNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.enumDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The cases declared directly in the enum's body (and in its `#if` clauses).
    public var caseElements: [EnumCaseElement] {
        memberBlock?.declarations.compactMap { $0.as(EnumCaseDecl.self) }.flatMap(\.elements) ?? []
    }
}

/// `protocol Name { … }`.
public struct ProtocolDecl: SyntaxKindNode, NominalTypeNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.protocolDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
}

/// `actor Name { … }`.
public struct ActorDecl: SyntaxKindNode, NominalTypeNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.actorDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
}

/// `extension Type: Protocol where … { … }`.
public struct ExtensionDecl: SyntaxKindNode, DeclGroupNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.extensionDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The type extended.
    public var extendedType: TypeSyntax? { syntax.first(TypeSyntax.self) }
}

/// `import Module`, `import class Module.Type`.
public struct ImportDecl: SyntaxKindNode, DeclarationNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.importDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The path's names: `Module`, `Type`.
    public var path: [Token] { syntax.tokens(role: .name) }

    /// The word after `import` that names the kind of symbol imported (`class`, `func`), if any.
    public var importKind: Token? {
        syntax.directTokens.dropFirst().first.flatMap { $0 == syntax.token(role: .name) ? nil : $0 }
    }

    /// The dotted path: `UIKit.UIView`.
    public var moduleName: String { path.map(\.identifier).joined(separator: ".") }
}

/// `typealias Name = Type`.
public struct TypeAliasDecl: SyntaxKindNode, DeclarationNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.typeAliasDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The declared name.
    public var name: Token? { syntax.token(role: .name) }

    /// The type aliased.
    public var aliasedType: TypeSyntax? { syntax.first(TypeInitializerClause.self)?.value }
}

/// `associatedtype Name: Constraint = Default`.
public struct AssociatedTypeDecl: SyntaxKindNode, DeclarationNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.associatedTypeDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The declared name.
    public var name: Token? { syntax.token(role: .name) }

    /// `: Constraint`.
    public var inheritanceClause: InheritanceClause? { syntax.first(InheritanceClause.self) }

    /// The default type.
    public var defaultType: TypeSyntax? { syntax.first(TypeInitializerClause.self)?.value }
}

/// `let` or `var` with one or more pattern bindings.
public struct VariableDecl: SyntaxKindNode, DeclarationNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.variableDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// `let` or `var`.
    public var bindingSpecifier: Token? { syntax.directTokens.first { $0.keyword == .let || $0.keyword == .var } }

    /// Whether it is a `let`.
    public var isLet: Bool { bindingSpecifier?.keyword == .let }

    /// The bindings, in order.
    public var bindings: [PatternBinding] { syntax.children(PatternBinding.self) }
}

/// One binding of a variable declaration: `name: Type = value { accessors }`.
public struct PatternBinding: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.patternBinding
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The pattern bound: usually an ``IdentifierPattern``.
    public var pattern: PatternSyntax? { syntax.first(PatternSyntax.self) }

    /// The name bound, when the pattern is a single name.
    public var name: Token? { pattern?.as(IdentifierPattern.self)?.name }

    /// `: Type`.
    public var typeAnnotation: TypeAnnotation? { syntax.first(TypeAnnotation.self) }

    /// The declared type.
    public var type: TypeSyntax? { typeAnnotation?.type }

    /// `= value`.
    public var initializer: InitializerClause? { syntax.first(InitializerClause.self) }

    /// The initial value.
    public var value: ExprSyntax? { initializer?.value }

    /// The accessors or observers, or a computed property's getter.
    public var accessorBlock: AccessorBlock? { syntax.first(AccessorBlock.self) }
}

/// `case a, b(Int), c = 3` in an enum.
public struct EnumCaseDecl: SyntaxKindNode, DeclarationNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.enumCaseDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The cases declared, in order.
    public var elements: [EnumCaseElement] { syntax.children(EnumCaseElement.self) }
}

/// One case of an enum case declaration.
public struct EnumCaseElement: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.enumCaseElement
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The case's name.
    public var name: Token? { syntax.token(role: .name) }

    /// The associated values.
    public var parameters: [EnumCaseParameter] { syntax.first(EnumCaseParameterClause.self)?.parameters ?? [] }

    /// `= rawValue`.
    public var rawValue: InitializerClause? { syntax.first(InitializerClause.self) }
}

/// An enum case's associated values: `(Int, label: String)`.
public struct EnumCaseParameterClause: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.enumCaseParameterClause
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The associated values.
    public var parameters: [EnumCaseParameter] { syntax.children(EnumCaseParameter.self) }
}

/// One associated value of an enum case.
public struct EnumCaseParameter: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.enumCaseParameter
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The label, if any.
    public var firstName: Token? { syntax.token(role: .label) }

    /// The second name, if any.
    public var secondName: Token? { syntax.token(role: .name) }

    /// The type.
    public var type: TypeSyntax? { syntax.first(TypeSyntax.self) }

    /// The default value.
    public var defaultValue: ExprSyntax? { syntax.first(InitializerClause.self)?.value }
}

/// `infix operator +++ : AdditionPrecedence`.
public struct OperatorDecl: SyntaxKindNode, DeclarationNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.operatorDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The operator declared.
    public var name: Token? { syntax.token(role: .name) }
}

/// `precedencegroup Name { … }`, its body kept as tokens.
public struct PrecedenceGroupDecl: SyntaxKindNode, DeclarationNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.precedenceGroupDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The group's name.
    public var name: Token? { syntax.token(role: .name) }
}

/// `macro name(…) = #externalMacro(…)`.
public struct MacroDecl: SyntaxKindNode, DeclarationNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.macroDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The macro's name.
    public var name: Token? { syntax.token(role: .name) }

    /// Parameters and result.
    public var signature: FunctionSignature? { syntax.first(FunctionSignature.self) }
}
