extension ResolverBuilder {
    /// Resolves a name in the scopes open at this point: `$0` to its closure's parameter, `$name` (a
    /// property wrapper's projection) to `name`, overloads by the labels of the call they are the callee of.
    mutating func resolveReference(_ reference: DeclReferenceExpr) {
        let name = reference.name
        var found: Int?
        if name.hasPrefix("$"), name.count > 1 {
            let rest = name.dropFirst()
            if rest.allSatisfy(\.isNumber) {
                found = anonymousParameter(name)
            } else {
                found = lookUp(String(rest)).first
            }
        } else {
            found = choose(lookUp(name), for: reference.syntax)
        }
        if let found { resolutions[reference.syntax.index] = found }
    }

    /// Resolves `self.name`, `self?.name`, `Self.name`, `Type.name` and `super.name` to a member of a type of
    /// the file.
    mutating func resolveMember(_ member: MemberAccessExpr) {
        guard var base = member.base, let name = member.declName?.identifier else { return }
        while let unwrapped = base.as(OptionalChainingExpr.self)?.expression
            ?? base.as(ForceUnwrapExpr.self)?.expression
        {
            base = unwrapped
        }
        var entity: Int?
        if base.kind == .superExpr {
            if let scope = typeScopes.last {
                entity = entities[scope.entity].inherited.compactMap { entityByName[$0] }.first
            }
        } else if base.kind == .declReferenceExpr, let declaration = underlyingDeclaration(of: base.syntax) {
            entity = entityOfDeclaration[declaration]
        }
        guard let entity else { return }
        if let found = choose(lookUpMember(name, in: entity), for: member.syntax) {
            resolutions[member.syntax.index] = found
        }
    }

    /// The declaration a resolved reference stands for, through the names that only rebind it (`[weak self]`,
    /// `guard let self`), so that `self.x` in a closure still reaches the type's `x`.
    private func underlyingDeclaration(of reference: Syntax) -> Int? {
        guard var current = Optional(resolutions[reference.index]), current >= 0 else { return nil }
        for _ in 0..<16 {
            let declaration = declarations[current]
            guard declaration.kind == .capture || declaration.kind == .optionalBinding else { return current }
            if let source = declaration.sourceDeclaration {
                current = source.index
            } else if let value = declaration.initializer, value.kind == .declReferenceExpr,
                resolutions[value.syntax.index] >= 0
            {
                current = resolutions[value.syntax.index]
            } else {
                return current
            }
        }
        return current
    }

    /// Of several declarations of a name (overloads), the function whose argument labels match the call
    /// `node` is the callee of; otherwise the first.
    private func choose(_ candidates: [Int], for node: Syntax) -> Int? {
        guard candidates.count > 1, let call = node.parent?.as(FunctionCallExpr.self),
            call.calledExpression?.syntax == node
        else { return candidates.first }
        let labels = call.arguments.map { $0.label?.identifier }
        let trailing = call.trailingClosures.count
        for candidate in candidates {
            let declaration = declarations[candidate]
            guard let function = declaration.node.as(FunctionDecl.self) else { continue }
            let parameters = function.parameters.map(\.label)
            if parameters.count == labels.count + trailing, Array(parameters.prefix(labels.count)) == labels {
                return candidate
            }
        }
        return candidates.first
    }
}
