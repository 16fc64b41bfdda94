/// One public declaration of an adapter module, named the way the API map names members.
///
/// The key is the Swift name qualified by the enclosing type: `NMFMapView` (a type),
/// `NMFMapView.isScrollGestureEnabled` (a property), `NMFMapView.moveCamera(_:completion:)` (a method),
/// `NMFCameraUpdate.init(scrollTo:zoomTo:)` (an initializer), `MapInteraction.tapped` (an enum case),
/// `NMF_MAX_ZOOM` (a top-level constant). Overloads that share argument labels share a key.
public struct PublicDeclaration: Hashable, Sendable, Comparable {
    /// What kind of declaration it is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A class, struct, enum, protocol, actor or type alias.
        case type
        /// A stored or computed property, or a constant.
        case property
        /// A method or function.
        case method
        /// An initializer.
        case initializer
        /// A case of an enum.
        case enumCase = "enum case"
        /// A subscript.
        case `subscript`
        /// An associated type of a protocol.
        case associatedType = "associated type"
    }

    /// The qualified Swift name.
    public var key: String
    /// What kind of declaration it is.
    public var kind: Kind
    /// Whether it is a requirement of a protocol (a delegate method, for instance) rather than a member of a
    /// concrete type.
    public var isRequirement: Bool
    /// Whether it is a `static` or `class` member.
    public var isStatic: Bool
    /// The file it was read from, as given to the scanner.
    public var file: String
    /// The 1-based line of its declaring keyword.
    public var line: Int

    /// Creates a declaration.
    public init(
        key: String, kind: Kind, isRequirement: Bool = false, isStatic: Bool = false, file: String = "",
        line: Int = 0
    ) {
        self.key = key
        self.kind = kind
        self.isRequirement = isRequirement
        self.isStatic = isStatic
        self.file = file
        self.line = line
    }

    /// The enclosing type's qualified name, or `nil` at the top level.
    public var owner: String? {
        let base = key.split(separator: "(", maxSplits: 1).first.map(String.init) ?? key
        guard let dot = base.lastIndex(of: "."), kind != .type || base.contains(".") else { return nil }
        return String(base[..<dot])
    }

    /// The member's own name, without the owner (`moveCamera(_:completion:)`).
    public var member: String {
        guard let owner else { return key }
        return String(key.dropFirst(owner.count + 1))
    }

    /// Orders by key.
    public static func < (lhs: PublicDeclaration, rhs: PublicDeclaration) -> Bool {
        lhs.key < rhs.key
    }
}
