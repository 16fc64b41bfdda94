extension Syntax: CustomDebugStringConvertible {
    /// The node's structure, one line per node indented by depth, with the text of the tokens directly
    /// inside each: what a test or a rule's author reads to see how something parsed.
    ///
    /// ```
    /// infixOperatorExpr
    ///   declReferenceExpr zoom
    ///   binaryOperatorExpr ??
    ///   integerLiteralExpr 17
    /// ```
    public var debugDescription: String {
        var lines: [String] = []
        var depth = 0
        walk(
            enter: { node in
                let words = node.directTokens.map(\.text).filter { !$0.isEmpty }
                let indent = String(repeating: "  ", count: depth)
                lines.append(indent + ([String(describing: node.kind)] + words).joined(separator: " "))
                depth += 1
                return .visitChildren
            },
            exit: { _ in depth -= 1 })
        return lines.joined(separator: "\n")
    }
}
