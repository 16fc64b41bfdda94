extension ResolverBuilder {
    /// Where a declaration met while collecting stands.
    private enum Context {
        case file
        case type(Int)
        case local
    }

    /// Collects what is visible regardless of order: the types of the file (with qualified names, so that
    /// an extension finds its type), their members (those of extensions included), and the file-level
    /// declarations.
    mutating func collect() {
        collectTypes()
        collectExtensions()
        collectMembers()
    }

    private static func isTypeDeclaration(_ kind: SyntaxKind) -> Bool {
        kind == .classDecl || kind == .structDecl || kind == .enumDecl || kind == .protocolDecl
            || kind == .actorDecl
    }

    private static func opensLocalScope(_ kind: SyntaxKind) -> Bool {
        kind == .codeBlock || kind == .closureExpr || kind == .accessorBlock
    }

    /// Creates an entity for each type declaration, named by the types around it (`Outer.Inner`); a local
    /// type gets a name no extension can spell.
    private mutating func collectTypes() {
        var names: [String?] = []
        tree.root.syntax.walk(
            enter: { node in
                let kind = node.kind
                if Self.isTypeDeclaration(kind) {
                    let name = node.token(role: .name)?.identifier ?? ""
                    let outer = names.last ?? nil
                    let qualified = outer.map { "\($0).\(name)" } ?? (names.isEmpty ? name : "#\(node.index).\(name)")
                    let container = outer.flatMap { entityByName[$0] }.map { entities[$0].declaration }
                    let declaration = declare(
                        name, .type, token: node.token(role: .name), node: node, container: container)
                    let entity = entities.count
                    entities.append(TypeEntity(declaration: declaration, inherited: Self.inheritedNames(of: node)))
                    entityByName[qualified] = entityByName[qualified] ?? entity
                    entityOfNode[node.index] = entity
                    entityOfDeclaration[declaration] = entity
                    names.append(qualified)
                } else if Self.opensLocalScope(kind) {
                    names.append(nil)
                } else if kind == .extensionDecl {
                    names.append(Self.extendedName(of: node))
                }
                return .visitChildren
            },
            exit: { node in
                let kind = node.kind
                if Self.isTypeDeclaration(kind) || Self.opensLocalScope(kind) || kind == .extensionDecl {
                    names.removeLast()
                }
            })
    }

    /// Gives each extension its type's entity, or one shared by the extensions of a type declared elsewhere.
    private mutating func collectExtensions() {
        for node in tree.root.syntax.descendants(ExtensionDecl.self) {
            guard let name = Self.extendedName(of: node.syntax) else { continue }
            let entity: Int
            if let known = entityByName[name] ?? entityByName[name.split(separator: ".").last.map(String.init) ?? ""] {
                entity = known
            } else {
                let declaration = declare(name, .extendedType, token: nil, node: node.syntax)
                entity = entities.count
                entities.append(TypeEntity(declaration: declaration))
                entityByName[name] = entity
                entityOfDeclaration[declaration] = entity
            }
            entities[entity].inherited += Self.inheritedNames(of: node.syntax)
            entityOfNode[node.syntax.index] = entity
        }
    }

    /// Declares the members of types and extensions, and the file's own declarations.
    private mutating func collectMembers() {
        var contexts: [Context] = [.file]
        tree.root.syntax.walk(
            enter: { node in
                let kind = node.kind
                if let entity = entityOfNode[node.index] {
                    if case .local = contexts.last ?? .file {
                    } else if Self.isTypeDeclaration(kind) {
                        addVisible(entities[entity].declaration, in: contexts.last ?? .file)
                    }
                    contexts.append(.type(entity))
                    return .visitChildren
                }
                if Self.opensLocalScope(kind) {
                    contexts.append(.local)
                    return .visitChildren
                }
                let context = contexts.last ?? .file
                if case .local = context { return .visitChildren }
                collectDeclaration(node, in: context)
                return .visitChildren
            },
            exit: { node in
                if entityOfNode[node.index] != nil || Self.opensLocalScope(node.kind) { contexts.removeLast() }
            })
    }

    /// Declares what `node` declares at file or type level.
    private mutating func collectDeclaration(_ node: Syntax, in context: Context) {
        let container: Int? =
            if case .type(let entity) = context { entities[entity].declaration } else { nil }
        switch node.kind {
        case .functionDecl, .typeAliasDecl, .associatedTypeDecl, .macroDecl:
            guard let name = node.token(role: .name) else { return }
            let kind: DeclarationKind = node.kind == .functionDecl || node.kind == .macroDecl ? .function : .type
            addVisible(declare(name.identifier, kind, token: name, node: node, container: container), in: context)
        case .patternBinding:
            for index in declareBinding(node, container: container) { addVisible(index, in: context) }
        case .enumCaseElement:
            guard let name = node.token(role: .name) else { return }
            let value = node.as(EnumCaseElement.self)?.rawValue?.value
            addVisible(
                declare(name.identifier, .enumCase, token: name, node: node, initializer: value, container: container),
                in: context)
        default:
            break
        }
    }

    /// Makes `declaration` a member of the type of `context`, or a file-level name.
    private mutating func addVisible(_ declaration: Int, in context: Context) {
        let name = declarations[declaration].name
        switch context {
        case .file: fileNames[name, default: []].append(declaration)
        case .type(let entity):
            entities[entity].members[name, default: []].append(declaration)
            entities[entity].memberOrder.append(declaration)
        case .local: break
        }
    }

    /// The name an extension's type is written with, without generic arguments: `Outer.Inner`.
    static func extendedName(of node: Syntax) -> String? {
        guard let type = node.first(TypeSyntax.self) else { return nil }
        return typeName(type)
    }

    /// `Name` or `Outer.Inner` of an identifier or member type, without generic arguments.
    static func typeName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierType.self) { return identifier.name?.identifier }
        if let member = type.as(MemberType.self), let base = member.baseType, let name = member.name {
            return typeName(base).map { "\($0).\(name.identifier)" }
        }
        return nil
    }

    private static func inheritedNames(of node: Syntax) -> [String] {
        node.first(InheritanceClause.self)?.inheritedTypes.compactMap { $0.type.flatMap(typeName) } ?? []
    }
}
