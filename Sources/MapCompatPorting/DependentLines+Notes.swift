/// What the notes of ``DependentLines`` say: why a statement went, in the target's terms.
extension DependentLines {
    /// The reason the map gives for the first member of `lacking` a concept lists on its receiver's kind of type
    /// (`mapView.isNightModeEnabled`, `marker.userInfo`), when it states a fact about the target.
    static func reason(
        _ lacking: [String], names: [String: TypeModel.Role], source: PortingStyle, target: PortingStyle
    ) -> String? {
        lacking.lazy.compactMap { use -> String? in
            let parts = use.split(separator: ".")
            guard parts.count == 2, let role = names[String(parts[0])] else { return nil }
            return APIMap.concept(listingMember: String(parts[1]), of: role, in: source)?.reason(for: target)
        }.first { !PortingCoverage.isUnexplained($0) }
    }

    /// Why a statement is commented out: it uses a gone name, names a source vendor type, or a member the
    /// target's type lacks.
    static func note(
        uses: [String], elsewhere: Bool = false, leftovers: [String], lacking: [String], lackingReason: String? = nil,
        source: PortingStyle, target: PortingStyle
    ) -> String {
        func list(_ names: [String]) -> String { names.map { "`\($0)`" }.joined(separator: ", ") }
        if !uses.isEmpty, uses.allSatisfy({ $0 == "super" || MissingMembers.viewMembers.contains($0) }) {
            return "the type no longer has the superclass this calls. Port it by hand."
        }
        if !uses.isEmpty, elsewhere {
            return "uses \(list(uses)), whose declaration the port of another file of the module comments out. "
                + "Port it with that line."
        }
        if !uses.isEmpty {
            return "uses \(list(uses)), whose declaration is commented out above. Port it with that line."
        }
        if !leftovers.isEmpty {
            // The reason the map gives for the first of them, when a concept lists it.
            let reason = leftovers.lazy.compactMap { APIMap.concept(listing: $0, in: source)?.reason(for: target) }
                .first { !PortingCoverage.isUnexplained($0) }
            return "\(target.displayName) has no counterpart for \(list(leftovers))"
                + (reason.map { ": " + $0 } ?? ". Port it by hand.")
        }
        return "\(target.displayName)'s type has no such member, or it cannot be set: \(list(lacking))"
            + (lackingReason.map { ": " + $0 } ?? ". Port it by hand.")
    }
}
