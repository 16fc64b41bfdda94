extension ResolverBuilder {
    /// One step of the walk; the walk keeps its own stack of steps, so any depth of tree is walked without
    /// recursion.
    enum Step {
        case visit(Syntax)
        case openScope(local: Bool)
        case openType(Int)
        case close
        case bind(Syntax)
        case rebind(Syntax)
        case bindParameters(Syntax)
        case prepareCaptures(ClosureExpr)
        case bindClosure(ClosureExpr)
        case resolveMember(MemberAccessExpr)
    }

    /// Walks the tree in source order with the names in scope, resolving each reference as it is reached.
    mutating func resolve() {
        var steps: [Step] = tree.root.syntax.children.reversed().map { .visit($0) }
        while let step = steps.popLast() {
            switch step {
            case .visit(let node): steps += plan(node).reversed()
            case .openScope(let local): pushScope(local: local)
            case .openType(let entity):
                pushScope(local: false)
                typeScopes.append((entity, depth))
            case .close: popScope()
            case .bind(let node): bindNames(of: node)
            case .rebind(let node): for index in bindings[node.index] ?? [] { bringIntoScope(index) }
            case .bindParameters(let node): bindParameters(of: node)
            case .prepareCaptures(let closure): prepareCaptures(of: closure)
            case .bindClosure(let closure): bindClosure(closure)
            case .resolveMember(let member): resolveMember(member)
            }
        }
    }

    /// The steps that visit `node`: its scopes, the names it binds, and its parts in order.
    private mutating func plan(_ node: Syntax) -> [Step] {
        let kind = node.kind
        if kind.isType { return [] }
        switch kind {
        case .declReferenceExpr:
            resolveReference(DeclReferenceExpr(unchecked: node))
            return []
        case .memberAccessExpr:
            let member = MemberAccessExpr(unchecked: node)
            return (member.base.map { [.visit($0.syntax)] } ?? []) + [.resolveMember(member)]
        case .genericParameterClause, .genericWhereClause, .inheritanceClause, .typeAnnotation, .returnClause,
            .typeInitializerClause, .genericArgumentClause, .identifierPattern, .wildcardPattern, .declNameArguments,
            .attributeArguments, .precedenceGroupDecl, .operatorDecl, .importDecl, .keyPathComponent:
            return kind == .keyPathComponent ? node.children(LabeledExpr.self).map { .visit($0.syntax) } : []
        case .classDecl, .structDecl, .enumDecl, .protocolDecl, .actorDecl, .extensionDecl:
            return planType(node)
        case .functionDecl, .initializerDecl, .subscriptDecl, .deinitializerDecl, .macroDecl:
            return planFunction(node)
        case .variableDecl:
            return planVariable(node)
        case .accessorDecl:
            return [.openScope(local: true), .bind(node)] + visits(node.first(CodeBlock.self)) + [.close]
        case .accessorBlock:
            if node.child(.accessorDecl) != nil { return node.children.map { .visit($0) } }
            return [.openScope(local: true)] + node.children.map { .visit($0) } + [.close]
        case .codeBlock:
            return [.openScope(local: true)] + node.children.map { .visit($0) } + [.close]
        case .closureExpr:
            return planClosure(ClosureExpr(unchecked: node))
        case .ifExpr, .whileStmt, .guardStmt:
            return planConditional(node)
        case .optionalBindingCondition:
            return visits(node.as(OptionalBindingCondition.self)?.value)
        case .matchingPatternCondition:
            let condition = MatchingPatternCondition(unchecked: node)
            return visits(condition.value) + visits(condition.pattern)
        case .forStmt:
            let loop = ForStmt(unchecked: node)
            return visits(loop.sequence) + [.openScope(local: true)] + visits(loop.pattern) + [.bind(node)]
                + visits(loop.whereClause) + visits(loop.body) + [.close]
        case .switchCase:
            let switchCase = SwitchCase(unchecked: node)
            let items = switchCase.items.flatMap { item in
                visits(item.pattern) + [.bind(item.syntax)] + visits(item.whereClause)
            }
            return [.openScope(local: true)] + items + switchCase.statements.map { .visit($0) } + [.close]
        case .catchClause:
            let clause = CatchClause(unchecked: node)
            let items =
                clause.items.isEmpty
                ? [.bind(node)]
                : clause.items.flatMap { item in
                    visits(item.pattern) + [.bind(item.syntax)] + visits(item.whereClause)
                }
            return [.openScope(local: true)] + items + visits(clause.body) + [.close]
        default:
            return node.children.map { .visit($0) }
        }
    }

    private func visits(_ node: (some SyntaxNode)?) -> [Step] {
        node.map { [.visit($0.syntax)] } ?? []
    }

    /// A type's attributes in the scope around it, then its members in the type's scope; a local type is
    /// declared first, so that its own members can name it.
    private mutating func planType(_ node: Syntax) -> [Step] {
        guard let entity = entityOfNode[node.index] else { return [] }
        if node.kind != .extensionDecl, inLocalScope { bindNames(of: node) }
        let attributes: [Step] = node.children(Attribute.self).map { .visit($0.syntax) }
        return attributes + [.openType(entity)] + visits(node.first(MemberBlock.self)) + [.close]
    }

    /// Default values in the scope around a function, then its parameters and body in its own; a local
    /// function is declared first, so that it can call itself.
    private mutating func planFunction(_ node: Syntax) -> [Step] {
        if node.kind == .functionDecl, inLocalScope { bindNames(of: node) }
        let attributes: [Step] = node.children(Attribute.self).map { .visit($0.syntax) }
        let defaults = (node.first(FunctionSignature.self)?.parameters ?? []).flatMap { visits($0.defaultValue) }
        let body = visits(node.first(CodeBlock.self)) + visits(node.first(AccessorBlock.self))
        return attributes + defaults + [.openScope(local: true), .bindParameters(node)] + body + [.close]
    }

    /// Each binding's value and accessors, then (for a local) its names, so that `let x = x` reads the
    /// outer `x`.
    private func planVariable(_ node: Syntax) -> [Step] {
        let local = inLocalScope
        let attributes: [Step] = node.children(Attribute.self).map { .visit($0.syntax) }
        return attributes
            + node.children(PatternBinding.self).flatMap { binding in
                visits(binding.value) + visits(binding.accessorBlock) + (local ? [.bind(binding.syntax)] : [])
            }
    }

    /// Captures' values outside the closure, then its captures, parameters and statements inside.
    private func planClosure(_ closure: ClosureExpr) -> [Step] {
        let captures = (closure.signature?.captureClause?.captures ?? []).flatMap { visits($0.expression) }
        return captures + [.prepareCaptures(closure), .openScope(local: true), .bindClosure(closure)]
            + closure.statements.map { .visit($0) } + [.close]
    }

    /// `if`, `while`: each condition's names for the conditions after it and the body (not the `else`);
    /// `guard`: for the conditions after it and, after the `else` body, the rest of the block.
    private func planConditional(_ node: Syntax) -> [Step] {
        let conditions = node.conditionNodes
        var steps: [Step] = [.openScope(local: true)]
        for condition in conditions {
            steps.append(.visit(condition))
            if condition.kind == .optionalBindingCondition || condition.kind == .matchingPatternCondition {
                steps.append(.bind(condition))
            }
        }
        let body = visits(node.first(CodeBlock.self))
        if node.kind == .guardStmt {
            return steps + [.close] + body + conditions.map { .rebind($0) }
        }
        let elseBody = node.as(IfExpr.self)?.elseBody.map { [Step.visit($0)] } ?? []
        return steps + body + [.close] + elseBody
    }
}
