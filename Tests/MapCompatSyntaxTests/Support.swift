import MapCompatSyntax

/// Parses `source`.
func parse(_ source: String) -> SyntaxTree { SyntaxTree(parsing: source) }

/// The first node of `type` in `source`, in source order.
func first<Node: SyntaxNode>(_ type: Node.Type, in source: String) -> Node? {
    parse(source).root.syntax.descendants(type).first
}

/// Every node of `type` in `source`, in source order.
func all<Node: SyntaxNode>(_ type: Node.Type, in source: String) -> [Node] {
    parse(source).root.syntax.descendants(type)
}

/// The kinds of the top-level statements of `source`.
func statementKinds(_ source: String) -> [SyntaxKind] {
    parse(source).root.statements.map(\.kind)
}

/// How many tokens of `tree` lie in unknown nodes.
func unknownTokenCount(_ tree: SyntaxTree) -> Int {
    var count = 0
    tree.root.walk { node in
        guard node.kind == .unknown else { return .visitChildren }
        count += node.tokens.count
        return .skipChildren
    }
    return count
}

/// An expression written with a pair of parentheses around every infix, ternary, cast, `try` and `await`
/// node, so that a test can state how an expression was folded: `a ?? 17 - 1` reads `(a ?? (17 - 1))`.
func parenthesized(_ node: Syntax) -> String {
    switch node.kind {
    case .infixOperatorExpr:
        let infix = InfixOperatorExpr(unchecked: node)
        let left = infix.leftOperand.map { parenthesized($0.syntax) } ?? "?"
        let right = infix.rightOperand.map { parenthesized($0.syntax) } ?? "?"
        return "(\(left) \(infix.operatorText) \(right))"
    case .ternaryExpr:
        let ternary = TernaryExpr(unchecked: node)
        let parts = [ternary.condition, ternary.thenExpression, ternary.elseExpression].map {
            $0.map { parenthesized($0.syntax) } ?? "?"
        }
        return "(\(parts[0]) ? \(parts[1]) : \(parts[2]))"
    case .asExpr:
        let cast = AsExpr(unchecked: node)
        let mark = cast.questionOrExclamationMark?.text ?? ""
        return "(\(cast.expression.map { parenthesized($0.syntax) } ?? "?") as\(mark) \(cast.type?.trimmedText ?? "?"))"
    case .isExpr:
        let test = IsExpr(unchecked: node)
        return "(\(test.expression.map { parenthesized($0.syntax) } ?? "?") is \(test.type?.trimmedText ?? "?"))"
    case .tryExpr, .awaitExpr:
        let keyword = node.firstToken.text
        let operand = node.children.first.map(parenthesized) ?? "?"
        return "\(keyword) \(operand)"
    default:
        return node.trimmedText
    }
}

/// The folded form of the first statement of `source` (see ``parenthesized(_:)``).
func folded(_ source: String) -> String {
    guard let statement = parse(source).root.statements.first else { return "" }
    if let variable = statement.as(VariableDecl.self), let value = variable.bindings.first?.value {
        return parenthesized(value.syntax)
    }
    return parenthesized(statement)
}
