import MapCompatSyntax

/// A member of a source vendor type used without a receiver inside an extension or subclass of that type: `self.`
/// is written before it, so that the member-level port, whose templates name the value they act on, finds it as
/// it finds `mapView.animate(toZoom:)`.
///
/// - Inside the map view (`animate(toZoom: zoom + 1)`, `camera.zoom` in an app's `extension` of the vendor's map
///   view), the members are those the source style's spellings call on the map view (`$map.member…`) and those
///   its description lists for the map view (``StyleTypes/members``).
/// - Inside a subclass of another vendor type (an app's `MKMarkerAnnotationView` that sets `canShowCallout` and
///   `markerTintColor` as its annotation is set), the members are those the source style's description spells on a
///   value (`$view.member`) for concepts the target cannot express: the member-level port then leaves the target's
///   note on each, instead of a bare name the target's superclass lacks. A described style has no adapter whose
///   members the API map lists, so its spellings are all that is known of its types; members the target writes
///   the same, and extensions, stay as they are.
///
/// A name the file declares in scope (a parameter, a local, the type's own property) resolves to that declaration
/// and is left alone, as is every name outside such a type.
struct ImplicitSelfMemberRule: PortRule {
    let members: Set<String>
    let mapViewTypes: Set<String>
    /// The members of the source's other vendor types that the target cannot express, with their concepts.
    let lostMembers: [String: String]
    /// The source's vendor types other than the map view: those its type roles and type spellings name.
    let vendorTypes: Set<String>

    init(context: PortContext) {
        let members = Self.mapViewMembers(context.porter, context.source)
        self.members = members
        mapViewTypes = Set(
            [context.source, context.target].flatMap { style in
                style.types.roles.filter { $0.value == .mapView }.map(\.key)
            })
        lostMembers = Self.lostMembers(context.porter, context.source, context.target).filter {
            !members.contains($0.key)
        }
        vendorTypes = Self.vendorTypes(context.porter, context.source).subtracting(mapViewTypes)
    }

    static func applies(to context: PortContext) -> Bool { true }

    /// Only a file with an extension or subclass of a vendor type has members used on implicit `self`.
    func mayEdit(_ text: String) -> Bool {
        (!members.isEmpty && InheritanceHint.mayExtendOrInherit(mapViewTypes, in: text))
            || (!lostMembers.isEmpty && InheritanceHint.mayExtendOrInherit(vendorTypes, in: text))
    }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        let superclasses = Self.superclasses(in: file)
        var edits: [SourceEdit] = []
        var concept: String?
        file.tree.root.syntax.walk { node in
            let extended: String? =
                node.as(ExtensionDecl.self)?.extendedType?.trimmedText
                ?? node.as(ClassDecl.self)?.name?.identifier
            guard let extended else { return .visitChildren }
            let wanted: Set<String>
            if Self.reaches(extended, mapViewTypes, superclasses) {
                wanted = members
                concept = concept ?? "type.mapView"
            } else if !lostMembers.isEmpty, node.is(ClassDecl.self), Self.reaches(extended, vendorTypes, superclasses) {
                wanted = Set(lostMembers.keys)
            } else {
                return .visitChildren
            }
            for reference in node.descendants(DeclReferenceExpr.self)
            where wanted.contains(reference.name) && Self.isImplicitMember(reference, file) {
                edits.append(.insert("self.", at: reference.trimmedRange.lowerBound))
                concept = concept ?? lostMembers[reference.name]
            }
            return .skipChildren
        }
        if let first = edits.first, let concept {
            let owner = concept == "type.mapView" ? "the map view" : "a vendor type"
            findings.append(
                PortFinding(
                    offset: first.range.lowerBound, kind: .automatic, concept: concept,
                    message: "members of \(owner) used inside its extension written on self"))
        }
        return edits
    }

    /// Whether `reference` names a member through implicit `self`: a bare name (not a member after a period, not
    /// a name with argument labels) that resolves to no declaration of the file.
    static func isImplicitMember(_ reference: DeclReferenceExpr, _ file: PortFile) -> Bool {
        guard reference.argumentNames == nil, !file.isRestored(reference.syntax),
            file.names.declaration(of: reference) == nil
        else { return false }
        if let access = reference.syntax.parent?.as(MemberAccessExpr.self), access.base?.syntax != reference.syntax {
            return false
        }
        return true
    }

    /// Each class of the file with its superclass (the first type of its inheritance clause).
    static func superclasses(in file: PortFile) -> [String: String] {
        var superclasses: [String: String] = [:]
        for type in file.tree.root.syntax.descendants(ClassDecl.self) {
            guard let name = type.name?.identifier, let first = type.inheritedTypes.first else { continue }
            superclasses[name] = first.trimmedText
        }
        return superclasses
    }

    /// Whether `name` is one of `types`, or a class of the file whose superclass chain reaches one.
    static func reaches(_ name: String, _ types: Set<String>, _ superclasses: [String: String]) -> Bool {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if types.contains(current) { return true }
            guard let next = superclasses[current] else { return false }
            current = next
        }
        return false
    }

    /// The members that the source's description spells on a value (`$view.canShowCallout`) for concepts the
    /// target cannot express, with their concepts.
    static func lostMembers(_ porter: Porter, _ source: PortingStyle, _ target: PortingStyle) -> [String: String] {
        var lost: [String: String] = [:]
        for rule in porter.rules where rule.isSpelling && rule.concept.writtenSpelling(target) == nil {
            let id = rule.concept.id
            guard source.spellings[id] != nil || source.searchedAlternatives[id] != nil else { continue }
            let pieces = rule.template.pieces
            guard pieces.count >= 3, case .placeholder = pieces[0], pieces[1] == .literal("."),
                case .literal(let name) = pieces[2], name.first?.isLetter == true
            else { continue }
            lost[name] = lost[name] ?? rule.concept.id
        }
        return lost
    }

    /// The source's vendor types: those its type roles name, and its spellings of type concepts that are one name.
    static func vendorTypes(_ porter: Porter, _ source: PortingStyle) -> Set<String> {
        var types = Set(source.types.roles.keys)
        for rule in porter.rules where rule.isSpelling && rule.concept.kind == .type {
            guard rule.template.pieces.count == 1, case .literal(let name) = rule.template.pieces[0],
                name.first?.isUppercase == true
            else { continue }
            types.insert(name)
        }
        return types
    }

    /// The first name after `$map.` in the source's spellings and in the lines that make its callbacks called
    /// (`addCameraDelegate(delegate: self)` in a subclass of the map view), and the map view's members its
    /// description lists.
    static func mapViewMembers(_ porter: Porter, _ source: PortingStyle) -> Set<String> {
        var members = source.types.members[.mapView] ?? []
        for receiver in CallbackEvent.all.flatMap({ $0.receivers(in: source) }) {
            guard let suffix = receiver.setUpSuffix?.dropFirst() else { continue }
            let name = suffix.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { members.insert(String(name)) }
        }
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
