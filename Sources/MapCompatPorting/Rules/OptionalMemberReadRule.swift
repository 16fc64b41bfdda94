import MapCompatSyntax

/// A map-view member the target declares optional where the source gives a value always (``StyleTypes/
/// optionalMembers``: MapLibre's `annotations` and `userLocation`, where MapKit's `MKMapView` has a list and an
/// `MKUserLocation`): the port keeps what the source read, so the code around it stays as the app wrote it.
///
/// - A list is read as empty when missing: `mapView.annotations` becomes `(mapView.annotations ?? [])`.
/// - A value's own members are read through an optional chain: `mapView.userLocation.location` becomes
///   `mapView.userLocation?.location`, with a review note, since what it reads may now be missing too.
///
/// The map view is a name the file declares with a map-view type, `self`, or the implicit `self` of an extension
/// or subclass of one. A read the code already tests (`?`, `!`, `??`) or an assignment is left alone.
struct OptionalMemberReadRule: PortRule {
    /// The map view's members that are optional in the target and not in the source.
    let members: [String: StyleTypes.OptionalMember]
    let mapViewTypes: Set<String>
    let styles: [PortingStyle]

    let target: PortingStyle

    init(context: PortContext) {
        members = Self.optionalOnlyInTarget(context)
        target = context.target
        mapViewTypes = Set(
            [context.source, context.target].flatMap { style in
                style.types.roles.filter { $0.value == .mapView }.map(\.key)
            })
        styles = [context.source, context.target]
    }

    static func applies(to context: PortContext) -> Bool { !optionalOnlyInTarget(context).isEmpty }

    /// The map view's members optional in the target's description and not in the source's.
    static func optionalOnlyInTarget(_ context: PortContext) -> [String: StyleTypes.OptionalMember] {
        let sourceOptional = context.source.types.optionalMembers[.mapView] ?? [:]
        return (context.target.types.optionalMembers[.mapView] ?? [:]).filter { sourceOptional[$0.key] == nil }
    }

    func mayEdit(_ text: String) -> Bool { members.keys.contains { text.containsText($0) } }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        let names = TypeModel(SwiftTokenizer(file.text).tokenize(), styles: styles).names
        let insideMapView = mapViewBodies(file)
        var edits: [SourceEdit] = []
        func read(_ node: Syntax, _ member: String) {
            guard let kind = members[member], !file.isRestored(node), !isTested(node, file) else { return }
            let range = node.trimmedRange
            let concept = APIMap.concept(listingMember: member, of: .mapView, in: target)?.id ?? "type.mapView"
            switch kind {
            case .list:
                edits.append(.insert("(", at: range.lowerBound))
                edits.append(.insert(" ?? [])", at: range.upperBound))
                findings.append(
                    PortFinding(
                        offset: range.lowerBound, kind: .automatic, concept: concept,
                        message: "\(member) is optional on the target's map view: read as empty when missing"))
            case .chained:
                guard let outer = node.parent?.as(MemberAccessExpr.self), outer.base?.syntax == node else { return }
                edits.append(.insert("?", at: range.upperBound))
                findings.append(
                    PortFinding(
                        offset: range.lowerBound, kind: .review, concept: concept,
                        message: "\(member) is optional on the target's map view: what is read through it may be nil"))
            }
        }
        for access in file.tree.root.syntax.descendants(MemberAccessExpr.self) where members[access.name] != nil {
            guard let base = access.base?.syntax else { continue }
            let text = base.trimmedText
            let isMapView =
                text == "self"
                ? insideMapView.contains { $0.contains(base.trimmedRange.lowerBound) } : names[text] == .mapView
            if isMapView { read(access.syntax, access.name) }
        }
        for reference in file.tree.root.syntax.descendants(DeclReferenceExpr.self)
        where members[reference.name] != nil
            && insideMapView.contains(where: { $0.contains(reference.trimmedRange.lowerBound) })
        {
            guard ImplicitSelfMemberRule.isImplicitMember(reference, file) else { continue }
            read(reference.syntax, reference.name)
        }
        return edits
    }

    /// The byte ranges of the file's extensions and subclasses of a map-view type, where `self` is a map view.
    func mapViewBodies(_ file: PortFile) -> [Range<Int>] {
        let superclasses = ImplicitSelfMemberRule.superclasses(in: file)
        var bodies: [Range<Int>] = []
        file.tree.root.syntax.walk { node in
            let extended: String? =
                node.as(ExtensionDecl.self)?.extendedType?.trimmedText ?? node.as(ClassDecl.self)?.name?.identifier
            guard let extended else { return .visitChildren }
            if ImplicitSelfMemberRule.reaches(extended, mapViewTypes, superclasses) { bodies.append(node.trimmedRange) }
            return .skipChildren
        }
        return bodies
    }

    /// Whether the code already tests the read (`?`, `!`, `??` after it) or assigns to it.
    func isTested(_ node: Syntax, _ file: PortFile) -> Bool {
        let after = file.text.utf8.dropFirst(node.trimmedRange.upperBound).drop { $0 == UInt8(ascii: " ") }
        guard let next = after.first else { return false }
        if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") { return true }
        return next == UInt8(ascii: "=") && after.dropFirst().first != UInt8(ascii: "=")
    }
}
