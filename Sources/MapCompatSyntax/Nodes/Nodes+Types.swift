/// `Name` or `Name<Arguments>`.
public struct IdentifierType: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.identifierType
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The name.
    public var name: Token? { syntax.token(role: .name) }

    /// The generic arguments.
    public var genericArguments: [TypeSyntax] { syntax.first(GenericArgumentClause.self)?.arguments ?? [] }
}

/// `Base.Name`.
public struct MemberType: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.memberType
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The base type.
    public var baseType: TypeSyntax? { syntax.first(TypeSyntax.self) }

    /// The member's name.
    public var name: Token? { syntax.token(role: .name) }

    /// The generic arguments.
    public var genericArguments: [TypeSyntax] { syntax.first(GenericArgumentClause.self)?.arguments ?? [] }
}

/// `Wrapped?`.
public struct OptionalType: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.optionalType
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The wrapped type.
    public var wrappedType: TypeSyntax? { syntax.first(TypeSyntax.self) }
}

/// `Wrapped!`.
public struct ImplicitlyUnwrappedOptionalType: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.implicitlyUnwrappedOptionalType
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The wrapped type.
    public var wrappedType: TypeSyntax? { syntax.first(TypeSyntax.self) }
}

/// `[Element]`.
public struct ArrayType: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.arrayType
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The element type.
    public var element: TypeSyntax? { syntax.first(TypeSyntax.self) }
}

/// `[Key: Value]`.
public struct DictionaryType: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.dictionaryType
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The key type.
    public var key: TypeSyntax? { syntax.nth(0, TypeSyntax.self) }

    /// The value type.
    public var value: TypeSyntax? { syntax.nth(1, TypeSyntax.self) }
}

/// `(A, label: B)`.
public struct TupleType: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.tupleType
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The elements, in order.
    public var elements: [TupleTypeElement] { syntax.children(TupleTypeElement.self) }
}

/// One element of a tuple type, or one parameter of a function type.
public struct TupleTypeElement: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.tupleTypeElement
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
}

/// `(Parameters) async throws -> Result`.
public struct FunctionType: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.functionType
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The parameters.
    public var parameters: [TupleTypeElement] { syntax.first(TupleType.self)?.elements ?? [] }

    /// `async`, if written.
    public var asyncSpecifier: Token? { syntax.token(.async) }

    /// `throws` or `rethrows`, if written.
    public var throwsSpecifier: Token? { syntax.token(.throws) ?? syntax.token(.rethrows) }

    /// The result type.
    public var returnType: TypeSyntax? { syntax.first(ReturnClause.self)?.type }
}

/// A type with attributes or specifiers: `@escaping () -> Void`, `inout Int`.
public struct AttributedType: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.attributedType
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The attributes.
    public var attributes: [Attribute] { syntax.children(Attribute.self) }

    /// The specifiers: `inout`, `sending`, `borrowing`.
    public var specifiers: [Token] { syntax.directTokens }

    /// The type modified.
    public var baseType: TypeSyntax? { syntax.first(TypeSyntax.self) }
}

/// `some Protocol` or `any Protocol`.
public struct SomeOrAnyType: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.someOrAnyType
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// `some` or `any`.
    public var specifier: Token { syntax.firstToken }

    /// The constraint.
    public var constraint: TypeSyntax? { syntax.first(TypeSyntax.self) }
}

/// `Base.Type` or `Base.Protocol`.
public struct MetatypeType: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.metatypeType
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The base type.
    public var baseType: TypeSyntax? { syntax.first(TypeSyntax.self) }

    /// `Type` or `Protocol`.
    public var metatypeSpecifier: Token? { syntax.token(role: .name) }
}

/// `A & B`.
public struct CompositionType: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.compositionType
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The types composed.
    public var elements: [TypeSyntax] { syntax.children(TypeSyntax.self) }
}

/// `~Copyable`.
public struct SuppressedType: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.suppressedType
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The type suppressed.
    public var type: TypeSyntax? { syntax.first(TypeSyntax.self) }
}
