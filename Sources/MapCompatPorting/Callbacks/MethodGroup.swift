/// The source callbacks a type's port receives in one delegate method of the target: two events that the target
/// reports through the same method (route-me's region change and end of move both through NAVER's
/// `cameraDidChangeByReason`), or through methods of which the target calls only one
/// (``CallbackEvent/supersededBy``). Two methods with one signature would not compile, and a superseded one
/// would compile and never be called.
struct MethodGroup {
    /// The selector the group's method answers (`mapView(_:cameraDidChangeByReason:animated:)`).
    var key: String
    /// The line before which the method goes: the first callback's.
    var at: Int
    /// Each callback with the target signature it asked for and its review lines, in source order.
    var items: [(signature: String, callback: CallbackPorter.Found, review: [String])]

    /// The selector of a signature (`mapView(_:didTapMap:point:)`).
    static func selector(_ signature: String) -> String {
        let parsed = CallbackEvent.parse(signature)
        return parsed.name + "(" + parsed.parameters.map { $0.label + ":" }.joined() + ")"
    }

    /// Adds a callback to the group of its selector (or of the selector that supersedes it), or to a new group.
    static func add(
        _ signature: String, _ callback: CallbackPorter.Found, review: [String], to groups: inout [MethodGroup]
    ) {
        let selector = selector(signature)
        let key = CallbackEvent.supersededBy[selector] ?? selector
        if let index = groups.firstIndex(where: { $0.key == key }) {
            // A review the method already says (the same set-up asked for by both bodies) is said once.
            let said = Set(groups[index].items.flatMap(\.review).map { $0.trimming(" \t") })
            groups[index].items.append((signature, callback, review.filter { !said.contains($0.trimming(" \t")) }))
        } else {
            groups.append(MethodGroup(key: key, at: callback.anchor, items: [(signature, callback, review)]))
        }
    }

    /// The signature written: the one that answers the key (the superseding method's, which passes more).
    var signature: String {
        (items.first { Self.selector($0.signature) == key } ?? items[0]).signature
    }
}

extension CallbackPorter {
    /// The access level the source's method declared (`public `, with its space), kept on the target's method: a
    /// public type's witness to a public delegate protocol must be public (rideOS's and otpkit's map adapters
    /// declare theirs so). `nil` for a callback that was no method, or that declared none.
    static func access(of callback: Found) -> String? {
        guard let header = callback.original.first(where: { $0.contains("func ") }) else { return nil }
        let words = header.split(separator: " ").prefix { $0 != "func" }
        return words.first { ["public", "open", "internal", "fileprivate", "private"].contains($0) }.map { $0 + " " }
    }

    /// A delegate method of the target with the source bodies of a group: the first body as it is, each further
    /// one after it, in a scope of its own when it declares names (its own values, computed, or its own
    /// `let`s); a body that may `return` early runs as a closure, so that it does not skip the bodies after it.
    func method(_ group: MethodGroup) -> [String] {
        let first = group.items[0].callback
        let parsed = CallbackEvent.parse(group.signature)
        var provided: [CallbackRole: String] = [:]
        for parameter in parsed.parameters {
            if let role = CallbackRole(rawValue: parameter.role) { provided[role] = Self.name(for: role, first) }
        }
        let parameters = parsed.parameters.map { parameter -> String in
            var name = CallbackRole(rawValue: parameter.role).flatMap { provided[$0] } ?? parameter.role
            // A parameter the body does not read, named as the body names a value it does (TomTom's `mapView:
            // MapView` beside the map a MapLibre body calls `mapView`), goes unnamed: two parameters of one
            // name do not compile.
            if CallbackRole(rawValue: parameter.role) == nil, provided.values.contains(name) { name = "_" }
            if parameter.label == "_", name == "_" { return "_: " + parameter.type }
            return (parameter.label == name ? name : parameter.label + " " + name) + ": " + parameter.type
        }
        let indent = first.indent
        let inner = indent + "    "
        let access = group.items.lazy.compactMap { Self.access(of: $0.callback) }.first ?? ""
        var lines =
            group.items[0].review + ["\(indent)\(access)func \(parsed.name)(\(parameters.joined(separator: ", "))) {"]
        for (offset, item) in group.items.enumerated() {
            let callback = item.callback
            let isLast = offset == group.items.count - 1
            let returns = !isLast && Self.names(in: callback.body).contains("return")
            if offset == 0, !returns {
                lines += prologue(callback, provided: provided, indent: inner, exit: "return") + bodyLines(callback)
                continue
            }
            if offset > 0 { lines += item.review.map { "    " + $0 } }
            let values = prologue(callback, provided: provided, indent: inner + "    ", exit: "return")
            if returns {
                lines += ["\(inner){ () in"] + values + bodyLines(callback, extra: "    ") + ["\(inner)}()"]
            } else if !values.isEmpty || !Self.declared(in: callback.body).isEmpty {
                lines += ["\(inner)do {"] + values + bodyLines(callback, extra: "    ") + ["\(inner)}"]
            } else {
                lines += bodyLines(callback)
            }
        }
        return lines + ["\(indent)}"]
    }
}
