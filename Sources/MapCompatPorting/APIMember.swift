/// One public declaration of an adapter that a concept of the ``APIMap`` accounts for, and the template that
/// finds its uses in app code.
///
/// Members are written as their ``PublicDeclaration/key`` with an optional prefix that says how app code uses
/// them: `static ` for a static member or enum case written with its type (`static GestureType.pan`), `func `
/// for a protocol requirement the app implements (`func NMFMapViewDelegate.mapViewIdle(_:)`), `~` for a member
/// whose name is too common to find in app code without types (`~NMGLatLng.description`). Without a
/// prefix, `Owner.name` is an instance member used on a receiver, `Owner.init(…)` an initializer, and a name
/// without a dot a type or top-level constant.
public struct APIMember: Hashable, Sendable, ExpressibleByStringLiteral {
    /// How app code uses a member.
    public enum Use: String, Hashable, Sendable {
        /// A type or top-level constant, named as it is.
        case name
        /// An instance member, on a receiver (`$receiver.member`).
        case instance
        /// A static member or enum case, written with its type.
        case `static`
        /// An initializer, written as the type applied to arguments.
        case initializer
        /// A protocol requirement the app implements (`func member(…)`).
        case requirement
    }

    /// The declaration key (``PublicDeclaration/key``).
    public var key: String
    /// How app code uses it.
    public var use: Use
    /// Whether the porter looks for its uses: `false` for a name too common (`description`, `zoom`) to find
    /// without types; the porter still writes it when it is a concept's spelling.
    public var isSearched: Bool

    /// Reads a member from its written form (see the type's documentation).
    public init(_ written: String) {
        isSearched = !written.hasPrefix("~")
        let written = isSearched ? written : String(written.dropFirst())
        if written.hasPrefix("static ") {
            key = String(written.dropFirst("static ".count))
            use = .static
        } else if written.hasPrefix("func ") {
            key = String(written.dropFirst("func ".count))
            use = .requirement
        } else {
            key = written
            let base = written.split(separator: "(", maxSplits: 1).first.map(String.init) ?? written
            use = !base.contains(".") ? .name : base.hasSuffix(".init") ? .initializer : .instance
        }
    }

    /// Reads a member from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The member's owner (`NMFMapView`), empty at the top level.
    public var owner: String {
        let base = key.split(separator: "(", maxSplits: 1).first.map(String.init) ?? key
        guard let dot = base.lastIndex(of: ".") else { return "" }
        return String(base[..<dot])
    }

    /// The member's own name, without owner or labels (`moveCamera`).
    public var name: String {
        let base = key.split(separator: "(", maxSplits: 1).first.map(String.init) ?? key
        return base.split(separator: ".").last.map(String.init) ?? base
    }

    /// The argument labels, or `nil` for a member that is not called.
    public var labels: [String]? {
        guard let open = key.firstIndex(of: "("), key.hasSuffix(")") else { return nil }
        return key[key.index(after: open)..<key.index(before: key.endIndex)].split(separator: ":").map(String.init)
    }

    /// The template that finds the member's uses, with `$receiver` and `$arg1`… placeholders; `nil` for an
    /// operator, which app code does not spell by name.
    public var template: String? {
        guard name.first.map({ $0.isLetter || $0 == "_" }) ?? false else { return nil }
        let labels = self.labels
        func arguments(_ labels: [String]) -> String {
            labels.enumerated().map {
                $0.element == "_" ? "$arg\($0.offset + 1)" : "\($0.element): $arg\($0.offset + 1)"
            }
            .joined(separator: ", ")
        }
        switch use {
        case .name:
            return labels.map { "\(name)(\(arguments($0)))" } ?? name
        case .static:
            return "\(owner).\(name)" + (labels.map { "(\(arguments($0)))" } ?? "")
        case .initializer:
            return "\(owner)(\(arguments(labels ?? [])))"
        case .instance:
            return "$receiver.\(name)" + (labels.map { "(\(arguments($0)))" } ?? "")
        case .requirement:
            let parameters = (labels ?? []).enumerated().map { "\($0.element) $arg\($0.offset + 1)" }
            return "func \(name)(\(parameters.joined(separator: ", ")))"
        }
    }
}
