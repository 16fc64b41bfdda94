/// `(a, b)`, or a parenthesised expression.
public struct TupleExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.tupleExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The elements, in order.
    public var elements: [LabeledExpr] { syntax.children(LabeledExpr.self) }
}

/// `[a, b]`.
public struct ArrayExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.arrayExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The elements, in order.
    public var elements: [ArrayElement] { syntax.children(ArrayElement.self) }
}

/// One element of an array literal.
public struct ArrayElement: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.arrayElement
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The value.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }
}

/// `[key: value]` or `[:]`.
public struct DictionaryExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.dictionaryExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The entries, in order.
    public var elements: [DictionaryElement] { syntax.children(DictionaryElement.self) }
}

/// One entry of a dictionary literal.
public struct DictionaryElement: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.dictionaryElement
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The key.
    public var key: ExprSyntax? { syntax.nth(0, ExprSyntax.self) }

    /// The value.
    public var value: ExprSyntax? { syntax.nth(1, ExprSyntax.self) }
}

/// `42`.
public struct IntegerLiteralExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.integerLiteralExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The literal.
    public var literal: Token { syntax.firstToken }
}

/// `1.5`.
public struct FloatLiteralExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.floatLiteralExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The literal.
    public var literal: Token { syntax.firstToken }
}

/// `true` or `false`.
public struct BooleanLiteralExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.booleanLiteralExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The value.
    public var value: Bool { syntax.firstToken.keyword == .true }
}

/// `nil`.
public struct NilLiteralExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.nilLiteralExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
}

/// `\\Root.path?.to[0]`.
public struct KeyPathExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.keyPathExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The root type, if written.
    public var root: TypeSyntax? { syntax.first(TypeSyntax.self) }

    /// The components, in order.
    public var components: [KeyPathComponent] { syntax.children(KeyPathComponent.self) }
}

/// One component of a key path: `.name`, `?`, `!` or `[index]`.
public struct KeyPathComponent: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.keyPathComponent
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The member's name, for a `.name` component.
    public var name: Token? { syntax.token(role: .name) }

    /// The subscript's arguments, for a `[index]` component.
    public var arguments: [LabeledExpr] { syntax.children(LabeledExpr.self) }
}

/// `#name(arguments)`: `#selector(…)`, `#keyPath(…)`, `#available(…)`, `#file`.
public struct MacroExpansionExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.macroExpansionExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The macro's name: `selector`.
    public var macroName: Token? { syntax.token(role: .name) }

    /// The arguments, in order (none for `#available`, whose arguments are ``opaqueArguments``).
    public var arguments: [LabeledExpr] { syntax.children(LabeledExpr.self) }

    /// `#available`'s and `#unavailable`'s arguments, kept as tokens.
    public var opaqueArguments: AttributeArguments? { syntax.first(AttributeArguments.self) }

    /// The trailing closure.
    public var trailingClosure: ClosureExpr? { syntax.first(ClosureExpr.self) }
}

/// `Name<Arguments>` in an expression.
public struct GenericSpecializationExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.genericSpecializationExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The expression specialised.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }

    /// `<Arguments>`.
    public var genericArgumentClause: GenericArgumentClause? { syntax.first(GenericArgumentClause.self) }
}

/// A pattern inside an expression pattern: `let x` in `case .some(let x)`.
public struct PatternExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.patternExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The pattern.
    public var pattern: PatternSyntax? { syntax.first(PatternSyntax.self) }
}
