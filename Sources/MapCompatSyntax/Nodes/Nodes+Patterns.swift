/// A name bound by a pattern.
public struct IdentifierPattern: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.identifierPattern
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The name.
    public var name: Token { syntax.token(role: .name) ?? syntax.firstToken }
}

/// `_`.
public struct WildcardPattern: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.wildcardPattern
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
}

/// `(a, b)` as a pattern.
public struct TuplePattern: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.tuplePattern
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The elements, in order.
    public var elements: [TuplePatternElement] { syntax.children(TuplePatternElement.self) }
}

/// One element of a tuple pattern.
public struct TuplePatternElement: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.tuplePatternElement
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The label, if any.
    public var label: Token? { syntax.token(role: .label) }

    /// The pattern.
    public var pattern: PatternSyntax? { syntax.first(PatternSyntax.self) }
}

/// `let pattern` or `var pattern`.
public struct ValueBindingPattern: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.valueBindingPattern
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// `let` or `var`.
    public var bindingSpecifier: Token { syntax.firstToken }

    /// The pattern whose names bind.
    public var pattern: PatternSyntax? { syntax.first(PatternSyntax.self) }
}

/// An expression matched as a pattern: `.some(let x)`, `0...9`.
public struct ExpressionPattern: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.expressionPattern
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The expression.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }
}

/// `is Type`.
public struct IsTypePattern: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.isTypePattern
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The type.
    public var type: TypeSyntax? { syntax.first(TypeSyntax.self) }
}
