import MapCompatSyntax

/// A condition that unwraps a member the source's view gives optional where the target's view is the value
/// itself: TomTom's `MapView.map` is optional until the map is ready (``StyleTypes/optionalMembers``), and a style
/// whose view is its map reads it as the view, which is never optional. Unwrapped as it was, the port would bind
/// a value that is not optional, which does not compile, so the binding becomes a plain one:
///
/// ```swift
/// guard let map = mapView.map else { return }     // the source
/// let map = mapView.map                           // before the member-level port writes `mapView`
///
/// guard let map = mapView.map, map.isReady else { return }
/// let map = mapView.map
/// guard map.isReady else { return }
///
/// if let map = mapView.map, map.isReady { … }
/// if case let map = mapView.map, map.isReady { … }
/// ```
///
/// A value read through the held member's optional chain is bound so too when the port writes it as a value
/// that is not optional, with no `?` left (`if let zoom = mapView.map?.cameraProperties.zoom, zoom < 3` reads
/// `(mapView.zoomLevel + 1)` in MapLibre, a `Double`); one the port leaves optional (`mapView.userLocation?`)
/// keeps its `let`. Such a value's default goes (`mapView.map?.cameraProperties.zoom ?? 0 > 4`), which Swift
/// would warn is never used.
///
/// Only the first condition is read, on a view the file declares with the source's view type and not optional.
/// Modelled on TomTom's guides, which read the map off the view once it is ready (TomTomSDKMapDisplay
/// `MapView.map`, `onMapReadyCallback`).
struct UnwrapOfHeldMapRule: PortRule {
    /// The source's optional members of each kind of value whose value the target's view is.
    let members: [TypeRole: Set<String>]
    let styles: [PortingStyle]
    /// The member-level port, which tells what a read through the held member is written as.
    let porter: Porter

    init(context: PortContext) {
        members = Self.heldMembers(context)
        styles = [context.source, context.target]
        porter = context.porter
    }

    /// The source's optional members (of a kind the target has no type for: its view is the value) with a role of
    /// their own.
    static func heldMembers(_ context: PortContext) -> [TypeRole: Set<String>] {
        let targetRoles = Set(context.target.types.roles.values)
        var members: [TypeRole: Set<String>] = [:]
        for (owner, optional) in context.source.types.optionalMembers where !targetRoles.contains(owner) {
            let held = optional.keys.filter { context.source.types.ownedMemberRoles[owner]?[$0] != nil }
            if !held.isEmpty { members[owner] = Set(held) }
        }
        return members
    }

    static func applies(to context: PortContext) -> Bool { !heldMembers(context).isEmpty }

    func mayEdit(_ text: String) -> Bool {
        (text.containsText("let ") || text.containsText("??"))
            && members.values.joined().contains { text.containsText("." + $0) }
    }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        let types = TypeModel(SwiftTokenizer(file.text).tokenize(), styles: styles)
        var edits: [SourceEdit] = []
        let statements =
            file.tree.root.syntax.descendants(GuardStmt.self).map { ($0.syntax, $0.conditions) }
            + file.tree.root.syntax.descendants(IfExpr.self).map { ($0.syntax, $0.conditions) }
        for (node, conditions) in statements {
            guard let first = conditions.first?.as(OptionalBindingCondition.self), !file.isRestored(node),
                let value = first.value, isHeld(value, types) || readsThroughHeld(value, types),
                let binding = first.bindingSpecifier
            else { continue }
            let start = node.trimmedRange.lowerBound
            let condition = first.syntax.trimmedRange
            let bound = file.text(condition)
            if node.kind == .ifExpr {
                edits.append(.insert("case ", at: binding.trimmedRange.lowerBound))
            } else if conditions.count == 1 {
                edits.append(SourceEdit(range: start..<node.trimmedRange.upperBound, replacement: bound))
            } else {
                let indent = OptionalCallbackParameterRule.indentation(of: start, in: file.text)
                let next = conditions[1].trimmedRange.lowerBound
                edits.append(SourceEdit(range: start..<next, replacement: bound + "\n" + indent + "guard "))
            }
            findings.append(
                PortFinding(
                    offset: start, kind: .automatic, concept: "type.mapView",
                    message: "\(value.trimmedText) reads the target's view itself, never missing: bound without "
                        + "unwrapping"))
        }
        for coalescing in file.tree.root.syntax.descendants(InfixOperatorExpr.self)
        where coalescing.operatorText == "??" {
            guard !file.isRestored(coalescing.syntax), let value = coalescing.leftOperand,
                readsThroughHeld(value, types)
            else { continue }
            let whole = coalescing.syntax.trimmedRange
            // A default that holds a string or a comment stays: no edit loses their text.
            let dropped = file.text(value.trimmedRange.upperBound..<whole.upperBound)
            guard !dropped.containsByte(UInt8(ascii: "\"")), !dropped.containsByte(UInt8(ascii: "/")) else { continue }
            edits.append(SourceEdit(range: whole, replacement: value.trimmedText))
            findings.append(
                PortFinding(
                    offset: whole.lowerBound, kind: .automatic, concept: "type.mapView",
                    message: "\(value.trimmedText) reads the target's view itself, never missing: its default goes"))
        }
        return edits
    }

    /// Whether `value` reads a held member (`mapView.map`) off a name the file declares with the member's owner
    /// type, not optional.
    func isHeld(_ value: ExprSyntax, _ types: TypeModel) -> Bool {
        guard let access = value.as(MemberAccessExpr.self), case let member = access.name,
            let base = access.base?.as(DeclReferenceExpr.self), let owner = types.names[base.name],
            members[owner]?.contains(member) == true
        else { return false }
        return !types.optionalNames.contains(base.name)
    }

    /// Whether `value` reads members through a held member's optional chain, and only through it
    /// (`mapView.map?.cameraProperties.zoom`), and the member-level port writes it with no optional left.
    func readsThroughHeld(_ value: ExprSyntax, _ types: TypeModel) -> Bool {
        var node = value
        var chain = 0
        while let access = node.as(MemberAccessExpr.self), let base = access.base {
            node = base
            chain += 1
        }
        guard chain > 0, let optional = node.as(OptionalChainingExpr.self), let held = optional.expression,
            isHeld(held, types)
        else { return false }
        // One rule reads the whole value, and writes it automatically with no `?`: a read ported in part
        // (`locationProvider` as MapLibre's `locationManager`, its `lastKnownLocation` left) proves nothing.
        let tokens = SwiftTokenizer(value.trimmedText).tokenize()
        let matcher = TemplateMatcher(tokens: tokens, types: types.namesOnly)
        let hits = porter.findHits(matcher, 0..<tokens.count)
        guard hits.count == 1, hits[0].match.range == 0..<tokens.count else { return false }
        var writer = Writer(file: "")
        porter.rewrite(matcher, 0..<tokens.count, into: &writer)
        return writer.changes.allSatisfy { $0.kind == .automatic } && !writer.text.containsByte(UInt8(ascii: "?"))
    }
}
