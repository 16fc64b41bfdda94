/// The state of a name resolution: the declarations found, the types' member tables, and, while the tree is
/// walked, the names in scope.
struct ResolverBuilder {
    /// A type of the file, or a type the file extends: its declaration and its members by name.
    struct TypeEntity {
        var declaration: Int
        var members: [String: [Int]] = [:]
        var memberOrder: [Int] = []
        /// The names of the types it inherits from or conforms to.
        var inherited: [String] = []
    }

    /// A local name in scope, at the scope depth that declared it.
    struct Local {
        var declaration: Int
        var depth: Int
    }

    /// A closure being walked, for `$0`.
    struct ClosureScope {
        var node: Syntax
        var depth: Int
        var hasParameters: Bool
        var anonymous: [String: Int] = [:]
    }

    let tree: SyntaxTree
    var declarations: [Declaration] = []
    var resolutions: [Int]
    var declaredByToken: [Int: Int] = [:]
    var entities: [TypeEntity] = []
    var entityByName: [String: Int] = [:]
    var entityOfNode: [Int: Int] = [:]
    var entityOfDeclaration: [Int: Int] = [:]
    var fileNames: [String: [Int]] = [:]
    /// The declarations a node made, to declare again later (a guard's names after its `else`).
    var bindings: [Int: [Int]] = [:]

    // Scope state while walking.
    var depth = 0
    var locals: [String: [Local]] = [:]
    /// The names declared since each open scope, to remove when it closes.
    var declaredNames: [String] = []
    var scopeStarts: [Int] = []
    /// The type scopes open, innermost last, with their depth.
    var typeScopes: [(entity: Int, depth: Int)] = []
    var closures: [ClosureScope] = []
    /// Whether each open scope declares locals (a block, function, closure or condition) or not (a type).
    var scopeIsLocal: [Bool] = []

    init(tree: SyntaxTree) {
        self.tree = tree
        resolutions = Array(repeating: -1, count: tree.nodes.count)
    }

    var memberLists: [Int: [Int]] {
        var lists: [Int: [Int]] = [:]
        for entity in entities { lists[entity.declaration] = entity.memberOrder }
        return lists
    }

    /// Adds a declaration and returns its index.
    mutating func declare(
        _ name: String, _ kind: DeclarationKind, token: Token?, node: Syntax, type: TypeSyntax? = nil,
        initializer: ExprSyntax? = nil, source: Int? = nil, container: Int? = nil
    ) -> Int {
        let index = declarations.count
        declarations.append(
            Declaration(
                id: DeclID(index: index), name: name, kind: kind, nameToken: token, node: node, typeAnnotation: type,
                initializer: initializer, sourceDeclaration: source.map { DeclID(index: $0) },
                container: container.map { DeclID(index: $0) }))
        if let token { declaredByToken[token.index] = index }
        return index
    }

    // MARK: Scopes

    mutating func pushScope(local: Bool) {
        depth += 1
        scopeStarts.append(declaredNames.count)
        scopeIsLocal.append(local)
    }

    mutating func popScope() {
        guard let start = scopeStarts.popLast() else { return }
        for name in declaredNames[start...].reversed() { locals[name]?.removeLast() }
        declaredNames.removeSubrange(start...)
        scopeIsLocal.removeLast()
        if let type = typeScopes.last, type.depth == depth { typeScopes.removeLast() }
        if let closure = closures.last, closure.depth == depth { closures.removeLast() }
        depth -= 1
    }

    /// Makes declaration `index` visible in the innermost scope.
    mutating func bringIntoScope(_ index: Int) {
        let name = declarations[index].name
        guard name != "_" else { return }
        locals[name, default: []].append(Local(declaration: index, depth: depth))
        declaredNames.append(name)
    }

    /// Whether the innermost scope takes local declarations.
    var inLocalScope: Bool { scopeIsLocal.last ?? false }

    // MARK: Lookup

    /// The declarations `name` may refer to at this point, innermost first; several for overloads.
    func lookUp(_ name: String) -> [Int] {
        let local = locals[name]?.last
        for scope in typeScopes.reversed() {
            if let local, local.depth > scope.depth { return [local.declaration] }
            let members = lookUpMember(name, in: scope.entity)
            if !members.isEmpty { return members }
        }
        if let local { return [local.declaration] }
        return fileNames[name] ?? []
    }

    /// The members named `name` of `entity` (`self` and `Self` name the type), or of a type it inherits
    /// from that the file declares.
    func lookUpMember(_ name: String, in entity: Int) -> [Int] {
        var visited: Set<Int> = []
        var pending = [entity]
        while let current = pending.popLast() {
            guard visited.insert(current).inserted else { continue }
            if name == "self" || name == "Self" { return [entities[current].declaration] }
            if let found = entities[current].members[name], !found.isEmpty { return found }
            for inherited in entities[current].inherited {
                if let next = entityByName[inherited] { pending.insert(next, at: 0) }
            }
        }
        return []
    }
}
