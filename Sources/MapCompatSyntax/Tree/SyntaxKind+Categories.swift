extension SyntaxKind {
    /// Whether nodes of the kind are expressions (``ExprSyntax``).
    public var isExpression: Bool {
        switch self {
        case .declReferenceExpr, .superExpr, .discardAssignmentExpr, .memberAccessExpr, .functionCallExpr,
            .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr, .postfixOperatorExpr, .prefixOperatorExpr,
            .inOutExpr, .infixOperatorExpr, .binaryOperatorExpr, .assignmentExpr, .arrowExpr, .ternaryExpr, .asExpr,
            .isExpr, .tryExpr, .awaitExpr, .tupleExpr, .arrayExpr, .dictionaryExpr, .integerLiteralExpr,
            .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr, .stringLiteralExpr, .keyPathExpr,
            .macroExpansionExpr, .closureExpr, .genericSpecializationExpr, .patternExpr, .ifExpr, .switchExpr:
            true
        default: false
        }
    }

    /// Whether nodes of the kind are declarations (``DeclSyntax``).
    public var isDeclaration: Bool {
        switch self {
        case .importDecl, .classDecl, .structDecl, .enumDecl, .protocolDecl, .actorDecl, .extensionDecl,
            .typeAliasDecl, .associatedTypeDecl, .functionDecl, .initializerDecl, .deinitializerDecl, .subscriptDecl,
            .variableDecl, .enumCaseDecl, .operatorDecl, .precedenceGroupDecl, .macroDecl, .ifConfigDecl:
            true
        default: false
        }
    }

    /// Whether nodes of the kind are statements other than `if` and `switch` (``StmtSyntax``).
    public var isStatement: Bool {
        switch self {
        case .guardStmt, .forStmt, .whileStmt, .repeatStmt, .returnStmt, .throwStmt, .breakStmt, .continueStmt,
            .fallthroughStmt, .deferStmt, .doStmt, .labeledStmt:
            true
        default: false
        }
    }

    /// Whether nodes of the kind are types (``TypeSyntax``).
    public var isType: Bool {
        switch self {
        case .identifierType, .memberType, .optionalType, .implicitlyUnwrappedOptionalType, .arrayType,
            .dictionaryType, .tupleType, .functionType, .attributedType, .someOrAnyType, .metatypeType,
            .compositionType, .suppressedType:
            true
        default: false
        }
    }

    /// Whether nodes of the kind are patterns (``PatternSyntax``).
    public var isPattern: Bool {
        switch self {
        case .identifierPattern, .wildcardPattern, .tuplePattern, .valueBindingPattern, .expressionPattern,
            .isTypePattern:
            true
        default: false
        }
    }
}

/// Any expression node.
public struct ExprSyntax: SyntaxNode {
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
    /// Whether `kind` is an expression kind.
    public static func accepts(_ kind: SyntaxKind) -> Bool { kind.isExpression }
}

/// Any declaration node.
public struct DeclSyntax: SyntaxNode {
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
    /// Whether `kind` is a declaration kind.
    public static func accepts(_ kind: SyntaxKind) -> Bool { kind.isDeclaration }
}

/// Any statement node other than `if` and `switch`, which are expressions.
public struct StmtSyntax: SyntaxNode {
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
    /// Whether `kind` is a statement kind.
    public static func accepts(_ kind: SyntaxKind) -> Bool { kind.isStatement }
}

/// Any type node.
public struct TypeSyntax: SyntaxNode {
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
    /// Whether `kind` is a type kind.
    public static func accepts(_ kind: SyntaxKind) -> Bool { kind.isType }
}

/// Any pattern node.
public struct PatternSyntax: SyntaxNode {
    /// The node viewed.
    public let syntax: Syntax
    /// Views `syntax` without checking its kind.
    public init(unchecked syntax: Syntax) { self.syntax = syntax }
    /// Whether `kind` is a pattern kind.
    public static func accepts(_ kind: SyntaxKind) -> Bool { kind.isPattern }

    /// The names the pattern binds, in order: `a` and `b` in `(a, b)`, `x` in `.some(let x)`.
    public var boundNames: [Token] {
        var names: [Token] = []
        syntax.walk { node in
            if node.kind == .identifierPattern, let name = node.token(role: .name) { names.append(name) }
            return node.kind == .closureExpr ? .skipChildren : .visitChildren
        }
        return names
    }
}
