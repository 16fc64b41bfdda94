/// A name used as a value: `x`, `self`, `Self`, `init`, or an operator passed as a function.
public struct DeclReferenceExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.declReferenceExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The name's token.
    public var baseName: Token { syntax.token(role: .name) ?? syntax.firstToken }

    /// The name as code refers to it, without backticks.
    public var name: String { baseName.identifier }

    /// `(label:label:)` after the name.
    public var argumentNames: DeclNameArguments? { syntax.first(DeclNameArguments.self) }
}

/// `super`.
public struct SuperExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.superExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
}

/// `_` assigned to.
public struct DiscardAssignmentExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.discardAssignmentExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
}

/// `base.name`, or `.name` with the base implied.
public struct MemberAccessExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.memberAccessExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The base; `nil` for an implicit member `.name`.
    public var base: ExprSyntax? { syntax.first(ExprSyntax.self) }

    /// `.`.
    public var period: Token? { syntax.token(.period) }

    /// The member's name (or a tuple index).
    public var declName: Token? { syntax.token(role: .name) }

    /// The member's name without backticks; empty when missing.
    public var name: String { declName?.identifier ?? "" }

    /// `(label:label:)` after the name.
    public var argumentNames: DeclNameArguments? { syntax.first(DeclNameArguments.self) }

    /// Whether the base is implied: `.name`.
    public var isImplicit: Bool { base == nil }
}

/// `(label:other:)` naming a function's argument labels.
public struct DeclNameArguments: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.declNameArguments
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The labels, in order.
    public var labels: [Token] { syntax.directTokens.filter { $0.kind == .identifier } }
}

/// `callee(arguments) { trailing closure } label: { more }`.
public struct FunctionCallExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.functionCallExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The expression called.
    public var calledExpression: ExprSyntax? {
        syntax.first(ExprSyntax.self).flatMap {
            $0.kind == .closureExpr && $0.syntax == trailingClosure?.syntax ? nil : $0
        }
    }

    /// `(`; `nil` for a call with trailing closures only.
    public var leftParen: Token? { syntax.token(.leftParen) }

    /// `)`.
    public var rightParen: Token? { syntax.token(.rightParen) }

    /// The arguments in parentheses, in order.
    public var arguments: [LabeledExpr] { syntax.children(LabeledExpr.self) }

    /// The first trailing closure.
    public var trailingClosure: ClosureExpr? {
        syntax.children(ClosureExpr.self).first { $0.syntax.index != syntax.firstChildNodeIndex }
    }

    /// The labelled trailing closures after the first.
    public var additionalTrailingClosures: [MultipleTrailingClosureElement] {
        syntax.children(MultipleTrailingClosureElement.self)
    }

    /// Every trailing closure, in order.
    public var trailingClosures: [ClosureExpr] {
        (trailingClosure.map { [$0] } ?? []) + additionalTrailingClosures.compactMap(\.closure)
    }

    /// The name called with its argument labels, as a selector names it: `setCenter(_:animated:)`; `nil` when the
    /// callee is not a name or member.
    public var calledName: String? { syntax.calledName(arguments: arguments) }
}

/// `base[arguments]`.
public struct SubscriptCallExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.subscriptCallExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The expression subscripted.
    public var calledExpression: ExprSyntax? { syntax.first(ExprSyntax.self) }

    /// The arguments, in order.
    public var arguments: [LabeledExpr] { syntax.children(LabeledExpr.self) }

    /// A trailing closure.
    public var trailingClosure: ClosureExpr? {
        syntax.children(ClosureExpr.self).first { $0.syntax.index != syntax.firstChildNodeIndex }
    }
}

/// One argument or tuple element: `label: value`.
public struct LabeledExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.labeledExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The label.
    public var label: Token? { syntax.token(role: .label) }

    /// The value.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }
}

/// A labelled trailing closure: `label: { … }`.
public struct MultipleTrailingClosureElement: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.multipleTrailingClosureElement
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The label.
    public var label: Token? { syntax.token(role: .label) }

    /// The closure.
    public var closure: ClosureExpr? { syntax.first(ClosureExpr.self) }
}
