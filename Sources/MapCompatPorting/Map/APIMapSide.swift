import Foundation

/// How one style expresses a concept, as the map's tables write it: the members, and either the template
/// the porter writes or the note it leaves.
struct Side: Sendable {
    var members: [APIMember]
    var spelling: APISpelling?
    var gap: String?

    /// Expressed by `members`; the first one's own template is the spelling, so styles whose members take the
    /// same arguments are rewritten into each other automatically.
    static func same(_ members: APIMember..., review: String? = nil) -> Side {
        guard let first = members.first, let template = first.template else { return Side(members: members) }
        guard first.isSearched else {
            // A template the porter cannot find again would not come back on the return trip.
            return Side(
                members: members, gap: "Rewrite by hand as `\(template)` (too common a name to port automatically).")
        }
        return Side(members: members, spelling: APISpelling(template, review: review))
    }

    /// Expressed by `members` and spelled by `template`.
    static func spelled(_ template: String, _ members: APIMember..., review: String? = nil) -> Side {
        Side(members: members, spelling: APISpelling(template, review: review))
    }

    /// Expressed by `members`, but in a shape the porter cannot rewrite: `note` says how to do it by hand.
    static func hand(_ note: String, _ members: APIMember...) -> Side {
        Side(members: members, gap: note)
    }

    /// The closure type of the table in which a port keeps NAVER's overlay tap handlers; written, never searched
    /// (a closure type is no vendor name).
    static func handlerTableClosure(_ type: String) -> Side {
        Side(
            members: [],
            spelling: APISpelling(
                type,
                review: "the target calls the handler from its annotation-tap callback, through the handler table",
                isSearched: false))
    }

    /// Not expressible: `reason` says why and what to do instead.
    static func none(_ reason: String) -> Side {
        Side(members: [], gap: reason)
    }

    /// Not expressible in `style`, for the reason `reasons` gives that style.
    static func none(_ reasons: [PortingStyle: String], in style: PortingStyle) -> Side {
        .none(reasons[style] ?? "Rewrite by hand.")
    }
}

extension APIConcept {
    /// A concept from one ``Side`` per style.
    init(
        _ id: String, _ kind: Kind, _ summary: String, naver: Side, maplibre: Side, tomtom: Side, rm: Side,
        differences: [String] = []
    ) {
        let sides: [PortingStyle: Side] = [.naver: naver, .maplibre: maplibre, .tomtom: tomtom, .rm: rm]
        self.init(
            id, kind, summary, spellings: sides.compactMapValues(\.spelling),
            gaps: sides.compactMapValues { $0.spelling == nil ? ($0.gap ?? "Rewrite by hand.") : nil },
            differences: differences, members: sides.compactMapValues { $0.members.isEmpty ? nil : $0.members })
    }
}

extension APIConcept {
    /// A concept that only `style` can express; every other style gets `reason` with `{style}` replaced by its
    /// name.
    static func only(
        _ style: PortingStyle, _ id: String, _ kind: Kind, _ summary: String, _ side: Side, others reason: String,
        differences: [String] = []
    ) -> APIConcept {
        var sides: [PortingStyle: Side] = [:]
        for other in PortingStyle.allCases {
            sides[other] =
                other == style ? side : .none(reason.replacingOccurrences(of: "{style}", with: other.displayName))
        }
        return APIConcept(
            id, kind, summary, naver: sides[.naver] ?? side, maplibre: sides[.maplibre] ?? side,
            tomtom: sides[.tomtom] ?? side, rm: sides[.rm] ?? side, differences: differences)
    }

    /// A concept that only `style` can express; each other style gets its own reason from `reasons`, which says
    /// what that style's SDK writes instead.
    static func only(
        _ style: PortingStyle, _ id: String, _ kind: Kind, _ summary: String, _ side: Side,
        reasons: [PortingStyle: String], differences: [String] = []
    ) -> APIConcept {
        let sides = Dictionary(
            uniqueKeysWithValues: PortingStyle.allCases.map { other in
                (other, other == style ? side : Side.none(reasons[other] ?? "Rewrite by hand."))
            })
        return APIConcept(
            id, kind, summary, naver: sides[.naver] ?? side, maplibre: sides[.maplibre] ?? side,
            tomtom: sides[.tomtom] ?? side, rm: sides[.rm] ?? side, differences: differences)
    }
}
