import MapCompatSyntax

/// The `if` chains of a renderer method that test which kind of shape it is asked about (`if overlay is MKPolyline`,
/// `else if let area = overlay as? MKPolygon`), so that a method the target asks about one kind of shape only
/// (MapLibre's line width, of lines) leaves out the branches for the others, whose tests could never hold.
struct ShapeKindBranches {
    /// One `if` chain: its clauses, each with the kind of shape it tests for (`nil` for any other condition).
    struct Chain {
        let clauses: [(node: IfExpr, kind: ShapePaintRecipe.ShapeKind?)]
        let hasFinalElse: Bool
        let statement: Range<Int>
    }

    let chains: [Chain]

    /// Reads the chains of `body` that test `shape`, a parameter, against the types of `kinds`.
    init(_ body: CodeBlock, shape: String, kinds: [String: ShapePaintRecipe.ShapeKind]) {
        var chains: [Chain] = []
        body.syntax.walk { node in
            if node.kind == .closureExpr || node.kind == .functionDecl { return .skipChildren }
            guard let head = node.as(IfExpr.self), head.parent?.kind != .ifExpr else { return .visitChildren }
            var clauses: [(IfExpr, ShapePaintRecipe.ShapeKind?)] = []
            var clause: IfExpr? = head
            var hasFinalElse = false
            while let current = clause {
                clauses.append((current, Self.testedType(current, shape).flatMap { kinds[$0] }))
                clause = current.elseBody?.as(IfExpr.self)
                hasFinalElse = current.elseBody?.kind == .codeBlock
            }
            if clauses.contains(where: { $0.1 != nil }) {
                chains.append(Chain(clauses: clauses, hasFinalElse: hasFinalElse, statement: head.trimmedRange))
            }
            return .visitChildren
        }
        self.chains = chains
    }

    /// The type a clause's only condition tests `shape` against: `shape is T` or `let name = shape as? T`.
    private static func testedType(_ clause: IfExpr, _ shape: String) -> String? {
        guard clause.conditions.count == 1, let condition = clause.conditions.first else { return nil }
        if let test = condition.as(IsExpr.self), test.expression?.trimmedText == shape {
            return test.type?.trimmedText
        }
        if let binding = condition.as(OptionalBindingCondition.self), let cast = binding.value?.syntax.as(AsExpr.self),
            cast.questionOrExclamationMark?.text == "?", cast.expression?.trimmedText == shape
        {
            return cast.type?.trimmedText
        }
        return nil
    }

    /// The edits that take out every clause testing for a kind of shape not in `kept`. A chain whose every clause
    /// goes but whose final `else` stays is left whole.
    func edits(keeping kept: Set<ShapePaintRecipe.ShapeKind>, in file: PortFile) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        for chain in chains {
            let pruned = chain.clauses.map { clause in clause.kind.map { !kept.contains($0) } ?? false }
            guard pruned.contains(true) else { continue }
            guard let firstKept = pruned.firstIndex(of: false) else {
                if !chain.hasFinalElse { edits.append(.delete(file.wholeLine(chain.statement) ?? chain.statement)) }
                continue
            }
            if firstKept > 0 {
                edits.append(
                    .delete(
                        chain.clauses[0].node.trimmedRange
                            .lowerBound..<chain.clauses[firstKept].node.trimmedRange.lowerBound))
            }
            for index in chain.clauses.indices.dropFirst(firstKept + 1) where pruned[index] {
                guard let previous = chain.clauses[index - 1].node.body, let body = chain.clauses[index].node.body
                else { continue }
                edits.append(.delete(previous.trimmedRange.upperBound..<body.trimmedRange.upperBound))
            }
        }
        return edits
    }
}
