extension Keyword {
    /// Whether the word may also be a name (`open`, `get`, `weak`): Swift reserves it only where it stands as
    /// a keyword.
    var isContextual: Bool {
        switch self {
        case .actor, .macro, .open, .package, .final, .override, .convenience, .required, .mutating, .nonmutating,
            .lazy, .weak, .unowned, .optional, .dynamic, .indirect, .prefix, .postfix, .infix, .nonisolated,
            .distributed, .consuming, .borrowing, .sending, .isolated, .owned, .shared, .legacyConsuming, .await,
            .async, .some, .any, .type, .protocolMetatype, .get, .set, .willSet, .didSet, .modifyAccessor,
            .readAccessor, .elseif, .endif, .available, .unavailable:
            true
        default: false
        }
    }

    /// Whether the word is a declaration modifier.
    var isModifier: Bool {
        switch self {
        case .fileprivate, .internal, .private, .public, .open, .package, .static, .final, .override, .convenience,
            .required, .mutating, .nonmutating, .lazy, .weak, .unowned, .optional, .dynamic, .indirect, .prefix,
            .postfix, .infix, .nonisolated, .distributed, .consuming, .borrowing, .legacyConsuming, .async:
            true
        default: false
        }
    }

    /// Whether the word introduces a declaration.
    var introducesDeclaration: Bool {
        switch self {
        case .associatedtype, .class, .deinit, .enum, .extension, .func, .import, .`init`, .let, .operator,
            .precedencegroup, .protocol, .struct, .subscript, .typealias, .var, .actor, .macro, .case:
            true
        default: false
        }
    }

    /// Whether the word introduces an accessor in an accessor block.
    var isAccessor: Bool {
        switch self {
        case .get, .set, .willSet, .didSet, .modifyAccessor, .readAccessor: true
        default: false
        }
    }

    /// Whether the word is a type specifier: `inout Int`, `sending T`.
    var isTypeSpecifier: Bool {
        switch self {
        case .inout, .owned, .shared, .borrowing, .consuming, .sending, .isolated, .legacyConsuming: true
        default: false
        }
    }
}

extension RawToken {
    /// Whether the token is a word that can name something where a name is expected: an identifier, or a
    /// keyword Swift reserves only in other places.
    var isName: Bool {
        kind == .identifier && (keyword == nil || keyword?.isContextual == true)
    }

    /// Whether the token is the word `keyword`.
    func isKeyword(_ keyword: Keyword) -> Bool { kind == .identifier && self.keyword == keyword }
}
