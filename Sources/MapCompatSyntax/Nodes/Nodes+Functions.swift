/// `func name<T>(parameters) async throws -> Result where … { body }`.
public struct FunctionDecl: SyntaxKindNode, FunctionLikeNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.functionDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The function's name (an operator for an operator function).
    public var name: Token? { syntax.token(role: .name) }

    /// `<T>` after the name.
    public var genericParameterClause: GenericParameterClause? { syntax.first(GenericParameterClause.self) }

    /// `where …`.
    public var genericWhereClause: GenericWhereClause? { syntax.first(GenericWhereClause.self) }

    /// The body; `nil` for a requirement.
    public var body: CodeBlock? { syntax.first(CodeBlock.self) }

    /// The name with its argument labels, as a selector names it: `mapView(_:didTapAt:)`.
    public var fullName: String { "\(name?.identifier ?? "")(\(parameters.map { "\($0.label ?? "_"):" }.joined()))" }
}

/// `init?(parameters) throws { body }`.
public struct InitializerDecl: SyntaxKindNode, FunctionLikeNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.initializerDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// `?` or `!` of a failable initialiser.
    public var optionalMark: Token? { syntax.directTokens.first { $0.text == "?" || $0.text == "!" } }

    /// The body; `nil` for a requirement.
    public var body: CodeBlock? { syntax.first(CodeBlock.self) }

    /// `init` with its argument labels: `init(frame:)`.
    public var fullName: String { "init(\(parameters.map { "\($0.label ?? "_"):" }.joined()))" }
}

/// `deinit { … }`.
public struct DeinitializerDecl: SyntaxKindNode, DeclarationNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.deinitializerDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The body.
    public var body: CodeBlock? { syntax.first(CodeBlock.self) }
}

/// `subscript(parameters) -> Result { accessors }`.
public struct SubscriptDecl: SyntaxKindNode, FunctionLikeNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.subscriptDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The accessors, or the getter's statements.
    public var accessorBlock: AccessorBlock? { syntax.first(AccessorBlock.self) }
}

/// A function's parameters, effects and result.
public struct FunctionSignature: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.functionSignature
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// `(parameters)`.
    public var parameterClause: FunctionParameterClause? { syntax.first(FunctionParameterClause.self) }

    /// The parameters, in order.
    public var parameters: [FunctionParameter] { parameterClause?.parameters ?? [] }

    /// `async`, if written.
    public var asyncSpecifier: Token? { syntax.token(.async) }

    /// `throws` or `rethrows`, if written.
    public var throwsSpecifier: Token? { syntax.token(.throws) ?? syntax.token(.rethrows) }

    /// `-> Type`.
    public var returnClause: ReturnClause? { syntax.first(ReturnClause.self) }

    /// The result type.
    public var returnType: TypeSyntax? { returnClause?.type }
}

/// `(parameters)`.
public struct FunctionParameterClause: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.functionParameterClause
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The parameters, in order.
    public var parameters: [FunctionParameter] { syntax.children(FunctionParameter.self) }
}

/// One parameter: `label name: Type = default`.
public struct FunctionParameter: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.functionParameter
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The first name: the argument label, or the only name.
    public var firstName: Token? { syntax.token(role: .label) }

    /// The second name, when the parameter has two.
    public var secondName: Token? { syntax.token(role: .name) }

    /// The name the body uses: the second name, or the only one.
    public var name: Token? { secondName ?? firstName }

    /// The argument label callers write; `nil` for `_`.
    public var label: String? { firstName.flatMap { $0.keyword == .wildcard ? nil : $0.identifier } }

    /// The parameter's attributes.
    public var attributes: [Attribute] { syntax.children(Attribute.self) }

    /// The type.
    public var type: TypeSyntax? { syntax.first(TypeSyntax.self) }

    /// Whether the parameter is variadic (`Int...`).
    public var isVariadic: Bool { syntax.directTokens.contains { $0.text == "..." } }

    /// The default value.
    public var defaultValue: ExprSyntax? { syntax.first(InitializerClause.self)?.value }
}

/// `-> Type`.
public struct ReturnClause: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.returnClause
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The type.
    public var type: TypeSyntax? { syntax.first(TypeSyntax.self) }
}

/// `<T, U: Protocol>`.
public struct GenericParameterClause: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.genericParameterClause
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The parameters, in order.
    public var parameters: [GenericParameter] { syntax.children(GenericParameter.self) }
}

/// One generic parameter: `T`, `U: Equatable`.
public struct GenericParameter: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.genericParameter
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The parameter's name.
    public var name: Token? { syntax.token(role: .name) }

    /// The constraint after `:`.
    public var inheritedType: TypeSyntax? { syntax.first(TypeSyntax.self) }
}

/// `where T: Equatable, U == Int`.
public struct GenericWhereClause: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.genericWhereClause
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The requirements, in order.
    public var requirements: [GenericRequirement] { syntax.children(GenericRequirement.self) }
}

/// One requirement of a `where` clause: `T: P` or `T == U`.
public struct GenericRequirement: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.genericRequirement
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The type constrained.
    public var leftType: TypeSyntax? { syntax.nth(0, TypeSyntax.self) }

    /// The constraint or the type it equals.
    public var rightType: TypeSyntax? { syntax.nth(1, TypeSyntax.self) }

    /// Whether the requirement is `==`.
    public var isSameType: Bool { syntax.directTokens.contains { $0.text == "==" } }
}

/// `<Int, String>`.
public struct GenericArgumentClause: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.genericArgumentClause
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The arguments, in order.
    public var arguments: [TypeSyntax] { syntax.children(TypeSyntax.self) }
}

/// `: Superclass, Protocol`.
public struct InheritanceClause: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.inheritanceClause
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The entries, in order.
    public var inheritedTypes: [InheritedType] { syntax.children(InheritedType.self) }
}

/// One entry of an inheritance clause.
public struct InheritedType: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.inheritedType
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The type.
    public var type: TypeSyntax? { syntax.first(TypeSyntax.self) }
}

/// `{ get set }`, `{ willSet { … } didSet { … } }`, or a computed property's getter body.
public struct AccessorBlock: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.accessorBlock
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The accessors; empty for a getter written as statements.
    public var accessors: [AccessorDecl] { syntax.children(AccessorDecl.self) }

    /// The getter's statements, when the block is written as statements.
    public var statements: [Syntax] { accessors.isEmpty ? syntax.children : [] }
}

/// One accessor: `get { … }`, `set(newValue) { … }`, `didSet { … }`.
public struct AccessorDecl: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.accessorDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// `get`, `set`, `willSet`, `didSet`, `_modify` or `_read`.
    public var accessorSpecifier: Token? { syntax.directTokens.first { $0.keyword?.isAccessor == true } }

    /// The parameter's name: `value` in `set(value)`.
    public var parameterName: Token? { syntax.token(role: .name) }

    /// The body.
    public var body: CodeBlock? { syntax.first(CodeBlock.self) }
}

/// `= value`.
public struct InitializerClause: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.initializerClause
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The value.
    public var value: ExprSyntax? { syntax.first(ExprSyntax.self) }
}

/// `: Type`.
public struct TypeAnnotation: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.typeAnnotation
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The type.
    public var type: TypeSyntax? { syntax.first(TypeSyntax.self) }
}

/// `= Type` of a type alias or associated type.
public struct TypeInitializerClause: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.typeInitializerClause
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The type.
    public var value: TypeSyntax? { syntax.first(TypeSyntax.self) }
}
