/// A whole file: its statements and declarations, then the end-of-file token.
public struct SourceFile: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.sourceFile
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The top-level statements and declarations (unknown nodes included), in order.
    public var statements: [Syntax] { syntax.children }

    /// The end-of-file token, whose leading trivia is whatever follows the last token.
    public var endOfFile: Token { syntax.lastToken }
}

/// `{ statements }`.
public struct CodeBlock: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.codeBlock
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The statements and declarations inside the braces, in order.
    public var statements: [Syntax] { syntax.children }

    /// `{`.
    public var leftBrace: Token? { syntax.token(.leftBrace) }

    /// `}`, missing when the block is not closed.
    public var rightBrace: Token? { syntax.token(.rightBrace) }
}

/// `{ members }` of a type or extension.
public struct MemberBlock: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.memberBlock
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The members (declarations, `#if` blocks), in order.
    public var members: [Syntax] { syntax.children }

    /// The members that are declarations, those inside `#if` clauses included.
    public var declarations: [DeclSyntax] { syntax.declarationsThroughDirectives }
}

/// Tokens the parser did not understand, kept byte for byte.
public struct UnknownSyntax: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.unknown
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
}

/// `@name` or `@name(arguments)`.
public struct Attribute: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.attribute
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The attribute's name: `objc`, `MainActor`, `available`.
    public var name: String {
        syntax.directTokens.filter { $0.kind == .identifier || $0.kind == .period }.map(\.text).joined()
    }

    /// The arguments of a custom attribute (a property wrapper, a result builder), parsed as expressions.
    public var arguments: [LabeledExpr] { syntax.children(LabeledExpr.self) }

    /// The arguments of one of the compiler's attributes (`(iOS 13, *)`, `(mapView:didTap:)`), kept as tokens.
    public var opaqueArguments: AttributeArguments? { syntax.first(AttributeArguments.self) }
}

/// An attribute's parenthesised arguments, kept as tokens.
public struct AttributeArguments: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.attributeArguments
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
}

/// A declaration modifier: `public`, `private(set)`, `static`, `override`, `weak`.
public struct DeclModifier: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.declModifier
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The modifier's word.
    public var name: Token { syntax.firstToken }

    /// The word in parentheses after it: `set` in `private(set)`.
    public var detail: Token? { syntax.directTokens.dropFirst().first { $0.kind == .identifier } }
}

/// `#if … #elseif … #else … #endif`.
public struct IfConfigDecl: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.ifConfigDecl
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The clauses, in order.
    public var clauses: [IfConfigClause] { syntax.children(IfConfigClause.self) }
}

/// One clause of an `#if` block.
public struct IfConfigClause: SyntaxKindNode {
    /// The kind of node the view is for.
    public static let kind = SyntaxKind.ifConfigClause
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }

    /// The directive's word: `if`, `elseif` or `else`.
    public var directive: Token? { syntax.directTokens.dropFirst().first }

    /// The condition (`os(iOS)`), `nil` for `#else`.
    public var condition: ExprSyntax? {
        syntax.first(ExprSyntax.self).flatMap { $0.syntax.line == syntax.line ? $0 : nil }
    }

    /// The statements, members or cases of the clause.
    public var elements: [Syntax] {
        condition.map { condition in syntax.children.filter { $0 != condition.syntax } } ?? syntax.children
    }
}
