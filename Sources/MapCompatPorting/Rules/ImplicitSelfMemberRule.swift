import MapCompatSyntax

/// A member of the source's map view used without a receiver inside an extension or subclass of the map view
/// (`animate(toZoom: zoom + 1)`, `camera.zoom` in an app's `extension` of the vendor's map view): `self.` is
/// written before it, so that the member-level port, whose templates name the map view they act on, finds it as
/// it finds `mapView.animate(toZoom:)`.
///
/// The members are those the source style's spellings call on the map view (`$map.member…`) and those its
/// description lists for the map view (``StyleTypes/members``). A name the file declares in scope (a parameter,
/// a local, the extension's own property) resolves to that declaration and is left alone, as is every name
/// outside such a type.
struct ImplicitSelfMemberRule: PortRule {
    let members: Set<String>
    let mapViewTypes: Set<String>

    init(context: PortContext) {
        members = Self.mapViewMembers(context.porter, context.source)
        mapViewTypes = Set(
            [context.source, context.target].flatMap { style in
                style.types.roles.filter { $0.value == .mapView }.map(\.key)
            })
    }

    static func applies(to context: PortContext) -> Bool { true }

    /// Only a file with an extension or subclass of a map view has members used on implicit `self`.
    func mayEdit(_ text: String) -> Bool {
        !members.isEmpty && InheritanceHint.mayExtendOrInherit(mapViewTypes, in: text)
    }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        guard !members.isEmpty else { return [] }
        let subclasses = subclassesOfTheMapView(file)
        var edits: [SourceEdit] = []
        file.tree.root.syntax.walk { node in
            let extended: String? =
                node.as(ExtensionDecl.self)?.extendedType?.trimmedText
                ?? node.as(ClassDecl.self)?.name?.identifier
            guard let extended, mapViewTypes.contains(extended) || subclasses.contains(extended) else {
                return .visitChildren
            }
            for reference in node.descendants(DeclReferenceExpr.self) where isImplicitMember(reference, file) {
                edits.append(.insert("self.", at: reference.trimmedRange.lowerBound))
            }
            return .skipChildren
        }
        if let first = edits.first {
            findings.append(
                PortFinding(
                    offset: first.range.lowerBound, kind: .automatic, concept: "type.mapView",
                    message: "members of the map view used inside its extension written on self"))
        }
        return edits
    }

    /// Whether `reference` names a map-view member through implicit `self`: a bare name (not a member after a
    /// period, not a name with argument labels) that resolves to no declaration of the file.
    func isImplicitMember(_ reference: DeclReferenceExpr, _ file: PortFile) -> Bool {
        guard members.contains(reference.name), reference.argumentNames == nil, !file.isRestored(reference.syntax),
            file.names.declaration(of: reference) == nil
        else { return false }
        if let access = reference.syntax.parent?.as(MemberAccessExpr.self), access.base?.syntax != reference.syntax {
            return false
        }
        return true
    }

    /// The classes of the file whose superclass is the map view, or another such class.
    func subclassesOfTheMapView(_ file: PortFile) -> Set<String> {
        var superclasses: [String: String] = [:]
        for type in file.tree.root.syntax.descendants(ClassDecl.self) {
            guard let name = type.name?.identifier, let first = type.inheritedTypes.first else { continue }
            superclasses[name] = first.trimmedText
        }
        return Set(
            superclasses.keys.filter { name in
                var current = name
                var seen: Set<String> = [name]
                while let next = superclasses[current], seen.insert(next).inserted {
                    if mapViewTypes.contains(next) { return true }
                    current = next
                }
                return false
            })
    }

    /// The first name after `$map.` in the source's spellings, and the map view's members its description lists.
    static func mapViewMembers(_ porter: Porter, _ source: PortingStyle) -> Set<String> {
        var members = source.types.members[.mapView] ?? []
        for rule in porter.rules where rule.isSpelling {
            let pieces = rule.template.pieces
            guard pieces.count >= 3, pieces[0] == .placeholder("map"), pieces[1] == .literal("."),
                case .literal(let name) = pieces[2], name.first?.isLetter == true
            else { continue }
            members.insert(name)
        }
        return members
    }
}
