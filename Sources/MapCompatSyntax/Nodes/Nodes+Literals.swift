/// A string literal: its delimiters, text segments and interpolations, whose code is parsed as expressions.
public struct StringLiteralExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.stringLiteralExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The opening delimiter: `"`, `"""`, `#"`.
    public var openingQuote: Token { syntax.firstToken }

    /// The closing delimiter; `nil` when the string is not closed.
    public var closingQuote: Token? { syntax.token(.closingQuote) }

    /// The segments, in order: ``StringSegment`` (text) and ``ExpressionSegment`` (`\\(…)`).
    public var segments: [Syntax] { syntax.children }

    /// The interpolations, in order.
    public var interpolations: [ExpressionSegment] { syntax.children(ExpressionSegment.self) }

    /// Whether the literal spans lines (`"""`).
    public var isMultiline: Bool { openingQuote.text.hasSuffix("\"\"\"") }

    /// The literal's text as written between its delimiters when it has no interpolation (escapes as written); `nil`
    /// otherwise.
    public var literalText: String? {
        interpolations.isEmpty ? syntax.children(StringSegment.self).map(\.content.text).joined() : nil
    }
}

/// Literal text of a string literal (escapes as written).
public struct StringSegment: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.stringSegment
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The text.
    public var content: Token { syntax.firstToken }
}

/// An interpolation `\\(…)`, its code parsed as expressions.
public struct ExpressionSegment: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.expressionSegment
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The expressions (usually one; `\\(value, format: f)` has two).
    public var expressions: [LabeledExpr] { syntax.children(LabeledExpr.self) }
}

/// `{ signature in statements }`.
public struct ClosureExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.closureExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The signature, if written.
    public var signature: ClosureSignature? { syntax.first(ClosureSignature.self) }

    /// The statements, in order.
    public var statements: [Syntax] { syntax.children.filter { $0.kind != .closureSignature } }

    /// The names of the parameters declared in the signature (none when the body uses `$0`).
    public var parameterNames: [Token] { signature?.parameterNames ?? [] }
}

/// A closure's `[captures] (parameters) -> Result in`.
public struct ClosureSignature: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.closureSignature
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The capture list.
    public var captureClause: ClosureCaptureClause? { syntax.first(ClosureCaptureClause.self) }

    /// `(parameters)`, when parenthesised.
    public var parameterClause: ClosureParameterClause? { syntax.first(ClosureParameterClause.self) }

    /// The parameters named without parentheses: `a, b in`.
    public var shorthandParameters: [ClosureShorthandParameter] { syntax.children(ClosureShorthandParameter.self) }

    /// The names of the parameters, in order.
    public var parameterNames: [Token] {
        (parameterClause?.parameters.compactMap(\.name) ?? []) + shorthandParameters.compactMap(\.name)
    }

    /// `-> Type`.
    public var returnClause: ReturnClause? { syntax.first(ReturnClause.self) }

    /// `in`.
    public var inKeyword: Token? { syntax.token(.in) }
}

/// `[weak self, x = value]`.
public struct ClosureCaptureClause: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.closureCaptureClause
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The captures, in order.
    public var captures: [ClosureCapture] { syntax.children(ClosureCapture.self) }
}

/// One capture: `weak self`, `x = value`.
public struct ClosureCapture: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.closureCapture
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// `weak` or `unowned`.
    public var specifier: Token? { syntax.directTokens.first { $0.keyword == .weak || $0.keyword == .unowned } }

    /// The name the closure uses.
    public var name: Token? { syntax.token(role: .name) }

    /// The value captured, after `=`.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }
}

/// `(a: Int, b)` of a closure.
public struct ClosureParameterClause: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.closureParameterClause
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The parameters, in order.
    public var parameters: [ClosureParameter] { syntax.children(ClosureParameter.self) }
}

/// One parenthesised closure parameter.
public struct ClosureParameter: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.closureParameter
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The first name, when there are two.
    public var firstName: Token? { syntax.token(role: .label) }

    /// The name the body uses.
    public var name: Token? { syntax.token(role: .name) }

    /// The type, if written.
    public var type: TypeSyntax? { syntax.first(TypeSyntax.self) }
}

/// A closure parameter named without parentheses: `a` in `{ a, b in … }`.
public struct ClosureShorthandParameter: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.closureShorthandParameter
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The name.
    public var name: Token? { syntax.token(role: .name) }
}
