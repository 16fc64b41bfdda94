/// `base?`, starting an optional chain.
public struct OptionalChainingExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.optionalChainingExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The optional.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }
}

/// `base!`.
public struct ForceUnwrapExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.forceUnwrapExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The optional unwrapped.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }
}

/// `operand…` with a postfix operator.
public struct PostfixOperatorExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.postfixOperatorExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The operand.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }

    /// The operator.
    public var operatorToken: Token { syntax.lastToken }
}

/// `-operand`, `!operand`.
public struct PrefixOperatorExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.prefixOperatorExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The operator.
    public var operatorToken: Token { syntax.firstToken }

    /// The operand.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }
}

/// `&operand`.
public struct InOutExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.inOutExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The operand.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }
}

/// `left operator right`, folded by Swift's standard precedence groups: `a ?? 17 - 1` is `a ?? (17 - 1)`.
public struct InfixOperatorExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.infixOperatorExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The left operand.
    public var leftOperand: ExprSyntax? { syntax.nth(0, ExprSyntax.self) }

    /// The operator: a ``BinaryOperatorExpr``, ``AssignmentExpr`` or ``ArrowExpr``.
    public var `operator`: ExprSyntax? {
        syntax.child { $0 == .binaryOperatorExpr || $0 == .assignmentExpr || $0 == .arrowExpr }.map(
            ExprSyntax.init(unchecked:))
    }

    /// The operator's text: `??`, `=`, `+=`.
    public var operatorText: String { self.operator?.syntax.firstToken.text ?? "" }

    /// The right operand.
    public var rightOperand: ExprSyntax? {
        syntax.children(before: nil) {
            $0.isExpression && $0 != .binaryOperatorExpr && $0 != .assignmentExpr && $0 != .arrowExpr
        }.dropFirst().first.map(ExprSyntax.init(unchecked:))
    }

    /// Whether the operator is `=`.
    public var isAssignment: Bool { self.operator?.kind == .assignmentExpr }

    /// The operator's precedence group.
    public var precedenceGroup: PrecedenceGroup { PrecedenceGroup(infixOperator: operatorText) }
}

/// An infix operator other than `=` and `->`, in an ``InfixOperatorExpr``.
public struct BinaryOperatorExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.binaryOperatorExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The operator.
    public var operatorToken: Token { syntax.firstToken }
}

/// `=` of an assignment, in an ``InfixOperatorExpr``.
public struct AssignmentExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.assignmentExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// `=`.
    public var equal: Token { syntax.firstToken }
}

/// `->` in an expression, in an ``InfixOperatorExpr``.
public struct ArrowExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.arrowExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// `->`.
    public var arrow: Token { syntax.firstToken }
}

/// `condition ? then : else`.
public struct TernaryExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.ternaryExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The condition.
    public var condition: ExprSyntax? { syntax.nth(0, ExprSyntax.self) }

    /// The value when the condition holds.
    public var thenExpression: ExprSyntax? { syntax.nth(1, ExprSyntax.self) }

    /// The value otherwise.
    public var elseExpression: ExprSyntax? { syntax.nth(2, ExprSyntax.self) }
}

/// `value as Type`, `as?`, `as!`.
public struct AsExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.asExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The value cast.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }

    /// `?` or `!` after `as`.
    public var questionOrExclamationMark: Token? {
        syntax.directTokens.first { $0.kind == .postfixQuestionMark || $0.kind == .exclamationMark }
    }

    /// The type.
    public var type: TypeSyntax? { syntax.first(TypeSyntax.self) }
}

/// `value is Type`.
public struct IsExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.isExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The value tested.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }

    /// The type.
    public var type: TypeSyntax? { syntax.first(TypeSyntax.self) }
}

/// `try`, `try?` or `try!` over everything to its right.
public struct TryExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.tryExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// `?` or `!` after `try`.
    public var questionOrExclamationMark: Token? {
        syntax.directTokens.first { $0.kind == .postfixQuestionMark || $0.kind == .exclamationMark }
    }

    /// The expression tried.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }
}

/// `await` over everything to its right.
public struct AwaitExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.awaitExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The expression awaited.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }
}
