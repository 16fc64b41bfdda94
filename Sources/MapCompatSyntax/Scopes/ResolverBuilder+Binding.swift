extension ResolverBuilder {
    /// Declares the names of a `let`/`var` binding, each with its annotated type and value (the matching
    /// element when the pattern is a tuple).
    mutating func declareBinding(_ node: Syntax, container: Int?) -> [Int] {
        guard let binding = node.as(PatternBinding.self), let pattern = binding.pattern else { return [] }
        if let name = binding.name {
            return [
                declare(
                    name.identifier, .variable, token: name, node: node, type: binding.type,
                    initializer: binding.value, container: container)
            ]
        }
        let tupleTypes = binding.type?.as(TupleType.self)?.elements.map(\.type)
        let tupleValues = binding.value?.as(TupleExpr.self)?.elements.map(\.expression)
        let elements = pattern.as(TuplePattern.self)?.elements ?? []
        var result: [Int] = []
        for name in pattern.boundNames {
            let position = elements.firstIndex { $0.pattern?.as(IdentifierPattern.self)?.name == name }
            let type = position.flatMap { tupleTypes?.count == elements.count ? tupleTypes?[$0] : nil }
            let value = position.flatMap { tupleValues?.count == elements.count ? tupleValues?[$0] : nil }
            result.append(
                declare(
                    name.identifier, .variable, token: name, node: node, type: type, initializer: value,
                    container: container))
        }
        return result
    }

    /// Declares the names a node binds when the walk reaches it, makes them visible, and remembers them.
    mutating func bindNames(of node: Syntax) {
        var made: [Int] = []
        switch node.kind {
        case .patternBinding:
            made = declareBinding(node, container: nil)
        case .optionalBindingCondition:
            guard let condition = node.as(OptionalBindingCondition.self) else { return }
            for name in condition.pattern?.boundNames ?? [] {
                let source = condition.isShorthand ? lookUp(name.identifier).first : nil
                made.append(
                    declare(
                        name.identifier, .optionalBinding, token: name, node: node,
                        type: condition.typeAnnotation?.type,
                        initializer: condition.value, source: source))
            }
        case .matchingPatternCondition:
            let value = node.as(MatchingPatternCondition.self)?.value
            made = declarePattern(node.first(PatternSyntax.self), .patternBinding, node: node, initializer: value)
        case .forStmt:
            guard let loop = node.as(ForStmt.self) else { return }
            let single = loop.pattern?.is(IdentifierPattern.self) == true
            made = declarePattern(
                loop.pattern, .forInElement, node: node, initializer: loop.sequence,
                type: single ? loop.typeAnnotation?.type : nil)
        case .switchCaseItem:
            let subject = node.ancestor(SwitchExpr.self)?.subject
            made = declarePattern(node.first(PatternSyntax.self), .patternBinding, node: node, initializer: subject)
        case .catchItem:
            made = declarePattern(node.first(PatternSyntax.self), .patternBinding, node: node, initializer: nil)
        case .catchClause:
            made = [declare("error", .catchError, token: nil, node: node)]
        case .accessorDecl:
            made = declareAccessorParameter(node)
        case .functionDecl, .classDecl, .structDecl, .enumDecl, .protocolDecl, .actorDecl, .typeAliasDecl:
            if let existing = node.token(role: .name).flatMap({ declaredByToken[$0.index] }) {
                made = [existing]
            } else if let name = node.token(role: .name) {
                made = [
                    declare(name.identifier, node.kind == .functionDecl ? .function : .type, token: name, node: node)
                ]
            }
        default:
            break
        }
        for index in made { bringIntoScope(index) }
        bindings[node.index, default: []] += made
    }

    private mutating func declarePattern(
        _ pattern: PatternSyntax?, _ kind: DeclarationKind, node: Syntax, initializer: ExprSyntax?,
        type: TypeSyntax? = nil
    ) -> [Int] {
        (pattern?.boundNames ?? []).map { name in
            declare(name.identifier, kind, token: name, node: node, type: type, initializer: initializer)
        }
    }

    /// `newValue` (or the named parameter) of `set` and `willSet`, `oldValue` of `didSet`, typed as the
    /// property or subscript.
    private mutating func declareAccessorParameter(_ node: Syntax) -> [Int] {
        guard let accessor = node.as(AccessorDecl.self), let specifier = accessor.accessorSpecifier?.keyword
        else { return [] }
        let implicit: String
        switch specifier {
        case .set, .willSet: implicit = "newValue"
        case .didSet: implicit = "oldValue"
        default: return []
        }
        let type = node.ancestor(PatternBinding.self)?.type ?? node.ancestor(SubscriptDecl.self)?.returnType
        let token = accessor.parameterName
        return [declare(token?.identifier ?? implicit, .accessorParameter, token: token, node: node, type: type)]
    }

    /// Declares the parameters and generic parameters of a function, initialiser, subscript or macro.
    mutating func bindParameters(of node: Syntax) {
        for generic in node.first(GenericParameterClause.self)?.parameters ?? [] {
            guard let name = generic.name else { continue }
            bringIntoScope(declare(name.identifier, .genericParameter, token: name, node: generic.syntax))
        }
        for parameter in node.first(FunctionSignature.self)?.parameters ?? [] {
            guard let name = parameter.name, name.keyword != .wildcard else { continue }
            bringIntoScope(
                declare(
                    name.identifier, .parameter, token: name, node: parameter.syntax, type: parameter.type,
                    initializer: parameter.defaultValue))
        }
    }

    /// Declares a closure's captures (looked up outside the closure, so called before its scope opens) and
    /// remembers them for ``bindClosure(_:)``.
    mutating func prepareCaptures(of closure: ClosureExpr) {
        var made: [Int] = []
        for capture in closure.signature?.captureClause?.captures ?? [] {
            guard let name = capture.name else { continue }
            let source = capture.expression == nil ? lookUp(name.identifier).first : nil
            made.append(
                declare(
                    name.identifier, .capture, token: name, node: capture.syntax, initializer: capture.expression,
                    source: source))
        }
        bindings[closure.syntax.index] = made
    }

    /// Brings a closure's captures and parameters into its scope, and opens it to `$0`.
    mutating func bindClosure(_ closure: ClosureExpr) {
        for index in bindings[closure.syntax.index] ?? [] { bringIntoScope(index) }
        let signature = closure.signature
        for parameter in signature?.parameterClause?.parameters ?? [] {
            guard let name = parameter.name, name.keyword != .wildcard else { continue }
            bringIntoScope(
                declare(name.identifier, .closureParameter, token: name, node: parameter.syntax, type: parameter.type))
        }
        for parameter in signature?.shorthandParameters ?? [] {
            guard let name = parameter.name, name.keyword != .wildcard else { continue }
            bringIntoScope(declare(name.identifier, .closureParameter, token: name, node: parameter.syntax))
        }
        let hasParameters = signature?.parameterClause != nil || !(signature?.shorthandParameters.isEmpty ?? true)
        closures.append(ClosureScope(node: closure.syntax, depth: depth, hasParameters: hasParameters))
    }

    /// The declaration of `$0`, `$1`… of the innermost closure, made on first use.
    mutating func anonymousParameter(_ name: String) -> Int? {
        guard var closure = closures.last, !closure.hasParameters else { return nil }
        if let known = closure.anonymous[name] { return known }
        let index = declare(name, .anonymousClosureParameter, token: nil, node: closure.node)
        closure.anonymous[name] = index
        closures[closures.count - 1] = closure
        return index
    }
}
