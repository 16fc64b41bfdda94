/// `if conditions { … } else …`, as a statement or an expression.
public struct IfExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.ifExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The conditions: ``OptionalBindingCondition``, ``MatchingPatternCondition``, ``AvailabilityCondition`` or an
    /// expression.
    public var conditions: [Syntax] { syntax.conditionNodes }

    /// The body run when the conditions hold.
    public var body: CodeBlock? { syntax.first(CodeBlock.self) }

    /// `else`.
    public var elseKeyword: Token? { syntax.token(.else) }

    /// What follows `else`: an ``IfExpr`` or a ``CodeBlock``.
    public var elseBody: Syntax? { syntax.child(after: elseKeyword) { $0 == .ifExpr || $0 == .codeBlock } }
}

/// `guard conditions else { … }`.
public struct GuardStmt: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.guardStmt
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The conditions (see ``IfExpr/conditions``).
    public var conditions: [Syntax] { syntax.conditionNodes }

    /// The `else` body.
    public var body: CodeBlock? { syntax.first(CodeBlock.self) }
}

/// `for pattern in sequence where condition { … }`.
public struct ForStmt: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.forStmt
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The pattern bound to each element.
    public var pattern: PatternSyntax? { syntax.first(PatternSyntax.self) }

    /// `: Type` after the pattern.
    public var typeAnnotation: TypeAnnotation? { syntax.first(TypeAnnotation.self) }

    /// The sequence iterated.
    public var sequence: ExprSyntax? { syntax.first(ExprSyntax.self, after: syntax.token(.in)) }

    /// `where condition`.
    public var whereClause: WhereClause? { syntax.first(WhereClause.self) }

    /// The body.
    public var body: CodeBlock? { syntax.first(CodeBlock.self) }
}

/// `while conditions { … }`.
public struct WhileStmt: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.whileStmt
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The conditions (see ``IfExpr/conditions``).
    public var conditions: [Syntax] { syntax.conditionNodes }

    /// The body.
    public var body: CodeBlock? { syntax.first(CodeBlock.self) }
}

/// `repeat { … } while condition`.
public struct RepeatStmt: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.repeatStmt
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The body.
    public var body: CodeBlock? { syntax.first(CodeBlock.self) }

    /// The condition after `while`.
    public var condition: ExprSyntax? { syntax.first(ExprSyntax.self, after: syntax.token(.while)) }
}

/// `switch subject { cases }`, as a statement or an expression.
public struct SwitchExpr: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.switchExpr
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The value switched on.
    public var subject: ExprSyntax? { syntax.first(ExprSyntax.self) }

    /// The cases, those inside `#if` clauses included.
    public var cases: [SwitchCase] { syntax.switchCasesThroughDirectives }
}

/// One case of a switch: its label and statements.
public struct SwitchCase: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.switchCase
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// `case …:` (``SwitchCaseLabel``) or `default:` (``SwitchDefaultLabel``).
    public var label: Syntax? { syntax.child { $0 == .switchCaseLabel || $0 == .switchDefaultLabel } }

    /// Whether this is the `default` case.
    public var isDefault: Bool { label?.kind == .switchDefaultLabel }

    /// The patterns of a `case` label.
    public var items: [SwitchCaseItem] { label?.as(SwitchCaseLabel.self)?.items ?? [] }

    /// `@unknown`, if written.
    public var attribute: Attribute? { syntax.first(Attribute.self) }

    /// The statements.
    public var statements: [Syntax] {
        syntax.children.filter { ![.switchCaseLabel, .switchDefaultLabel, .attribute].contains($0.kind) }
    }
}

/// `case pattern, pattern where condition:`.
public struct SwitchCaseLabel: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.switchCaseLabel
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The patterns, in order.
    public var items: [SwitchCaseItem] { syntax.children(SwitchCaseItem.self) }
}

/// `default:`.
public struct SwitchDefaultLabel: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.switchDefaultLabel
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
}

/// One pattern of a case label, with its `where` clause.
public struct SwitchCaseItem: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.switchCaseItem
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The pattern.
    public var pattern: PatternSyntax? { syntax.first(PatternSyntax.self) }

    /// `where condition`.
    public var whereClause: WhereClause? { syntax.first(WhereClause.self) }
}

/// `where condition`.
public struct WhereClause: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.whereClause
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The condition.
    public var condition: ExprSyntax? { syntax.first(ExprSyntax.self) }
}

/// `return value`.
public struct ReturnStmt: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.returnStmt
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The value returned.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }
}

/// `throw error`.
public struct ThrowStmt: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.throwStmt
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The error thrown.
    public var expression: ExprSyntax? { syntax.first(ExprSyntax.self) }
}

/// `break label`.
public struct BreakStmt: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.breakStmt
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The label, if any.
    public var label: Token? { syntax.token(role: .name) }
}

/// `continue label`.
public struct ContinueStmt: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.continueStmt
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The label, if any.
    public var label: Token? { syntax.token(role: .name) }
}

/// `fallthrough`.
public struct FallthroughStmt: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.fallthroughStmt
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
}

/// `defer { … }`.
public struct DeferStmt: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.deferStmt
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The body.
    public var body: CodeBlock? { syntax.first(CodeBlock.self) }
}

/// `do { … } catch … { … }`.
public struct DoStmt: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.doStmt
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The body.
    public var body: CodeBlock? { syntax.first(CodeBlock.self) }

    /// The catch clauses, in order.
    public var catchClauses: [CatchClause] { syntax.children(CatchClause.self) }
}

/// `catch pattern where condition { … }`.
public struct CatchClause: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.catchClause
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The patterns; empty for a bare `catch`, which binds `error`.
    public var items: [CatchItem] { syntax.children(CatchItem.self) }

    /// The body.
    public var body: CodeBlock? { syntax.first(CodeBlock.self) }
}

/// One pattern of a catch clause.
public struct CatchItem: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.catchItem
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The pattern.
    public var pattern: PatternSyntax? { syntax.first(PatternSyntax.self) }

    /// `where condition`.
    public var whereClause: WhereClause? { syntax.first(WhereClause.self) }
}

/// `label: statement`.
public struct LabeledStmt: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.labeledStmt
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The label.
    public var label: Token? { syntax.token(role: .name) }

    /// The statement labelled.
    public var statement: Syntax? { syntax.children.first }
}

/// `let name: Type = value`, or `let name` alone, in a condition.
public struct OptionalBindingCondition: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.optionalBindingCondition
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// `let` or `var`.
    public var bindingSpecifier: Token? { syntax.firstToken.kind == .identifier ? syntax.firstToken : nil }

    /// The pattern bound.
    public var pattern: PatternSyntax? { syntax.first(PatternSyntax.self) }

    /// The name bound, when the pattern is a name.
    public var name: Token? { pattern?.as(IdentifierPattern.self)?.name }

    /// `: Type`.
    public var typeAnnotation: TypeAnnotation? { syntax.first(TypeAnnotation.self) }

    /// `= value`.
    public var initializer: InitializerClause? { syntax.first(InitializerClause.self) }

    /// The optional unwrapped: the value after `=`; `nil` for the shorthand `if let name`.
    public var value: ExprSyntax? { initializer?.value }

    /// Whether it is the shorthand `if let name`, unwrapping the variable of the same name.
    public var isShorthand: Bool { initializer == nil }
}

/// `case pattern = value` in a condition.
public struct MatchingPatternCondition: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.matchingPatternCondition
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The pattern.
    public var pattern: PatternSyntax? { syntax.first(PatternSyntax.self) }

    /// `: Type`.
    public var typeAnnotation: TypeAnnotation? { syntax.first(TypeAnnotation.self) }

    /// The value matched.
    public var value: ExprSyntax? { syntax.first(InitializerClause.self)?.value }
}

/// `#available(…)` or `#unavailable(…)` in a condition.
public struct AvailabilityCondition: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.availabilityCondition
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The arguments, kept as tokens.
    public var arguments: AttributeArguments? { syntax.first(AttributeArguments.self) }
}
