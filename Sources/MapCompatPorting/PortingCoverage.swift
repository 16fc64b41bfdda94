import Foundation

/// What a port does with each public adapter member, towards each other style: the table behind
/// `mapcompat port --coverage`.
///
/// A row is one member (as the ``APIMap`` lists it, which ``APICoverage`` keeps equal to the adapter's public
/// declarations) and one target style. A port rewrites it (a rule), writes a note giving the target's spelling
/// of the same concept (the member is not the concept's own spelling in its style), or comments it out with the
/// reason the target has no equivalent. A member whose concept has neither a spelling nor a reason for the target
/// is a hole: the table is complete when it has none. A reason that states no fact about the target ("has no
/// counterpart", "rewrite by hand") is counted apart, as unexplained, until a documented reason replaces it
/// (``documentedReasons``).
public struct PortingCoverage: Sendable {
    /// What a port to the target does with a member.
    public enum Status: String, Hashable, Sendable, CaseIterable, Comparable {
        /// Rewritten to the target's spelling.
        case rule
        /// Found and noted with the target's spelling of the same concept, to rewrite by hand.
        case guided
        /// The target has no equivalent: commented out under the reason.
        case none = "no equivalent"
        /// Commented out under a reason that names no fact about the target (``isUnexplained(_:)``).
        case unexplained = "no equivalent, unexplained"
        /// Neither a rule nor a reason: a hole in the map.
        case missing

        /// Rules first, holes last.
        public static func < (lhs: Status, rhs: Status) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// One member towards one target style.
    public struct Row: Hashable, Sendable {
        /// The style whose adapter declares the member.
        public var source: PortingStyle
        /// The style ported to.
        public var target: PortingStyle
        /// The member's declaration key (``PublicDeclaration/key``).
        public var member: String
        /// The concept that lists it.
        public var concept: String
        /// What a port does with it.
        public var status: Status
        /// The target's template (rule, guided) or the reason there is no equivalent.
        public var detail: String
    }

    /// The rows, by source style, member and target style.
    public let rows: [Row]

    /// The table of `map`: every member each style lists, towards each other style.
    public init(map: [APIConcept] = APIMap.concepts) {
        var rows: [Row] = []
        for source in PortingStyle.allCases {
            var seen: Set<String> = []
            for concept in map {
                let spelling = concept.spelling(in: source).map { Template($0.template).signature }
                for member in concept.members[source] ?? [] where seen.insert(member.key).inserted {
                    let isSpelling = member.template.map { Template($0).signature == spelling } ?? false
                    for target in PortingStyle.allCases where target != source {
                        rows.append(Self.row(member, of: concept, isSpelling: isSpelling, from: source, to: target))
                    }
                }
            }
        }
        self.rows = rows.sorted {
            ($0.source, $0.member, $0.target) < ($1.source, $1.member, $1.target)
        }
    }

    static func row(
        _ member: APIMember, of concept: APIConcept, isSpelling: Bool, from source: PortingStyle,
        to target: PortingStyle
    ) -> Row {
        var row = Row(
            source: source, target: target, member: member.key, concept: concept.id, status: .missing, detail: "")
        if let spelling = concept.writtenSpelling(target) {
            row.status = isSpelling ? .rule : .guided
            row.detail = spelling.template
        } else if let callback = callbackRow(member, from: source, to: target) {
            (row.status, row.detail) = callback
        } else if let reason = concept.reason(for: target), !reason.isEmpty {
            row.status = isUnexplained(reason) ? .unexplained : .none
            row.detail = reason
        }
        return row
    }

    /// Whether a reason states nothing about the target: the map's placeholders for a member no concept spans
    /// yet ("{style} has no counterpart: port by hand.", "Rewrite by hand.").
    public static func isUnexplained(_ reason: String) -> Bool {
        let text = reason.lowercased()
        return text.contains("has no counterpart") || text.contains("cannot express it")
            || text.trimmingCharacters(in: .whitespaces) == "rewrite by hand."
    }

    /// The members `source` lists (each once).
    public func members(of source: PortingStyle) -> Set<String> {
        Set(rows.lazy.filter { $0.source == source }.map(\.member))
    }

    /// The number of rows of each status from `source` to `target`.
    public func counts(from source: PortingStyle, to target: PortingStyle) -> [Status: Int] {
        var counts: [Status: Int] = [:]
        for row in rows where row.source == source && row.target == target { counts[row.status, default: 0] += 1 }
        return counts
    }

    /// The holes: rows with neither a rule nor a reason.
    public var missing: [Row] { rows.filter { $0.status == .missing } }
}
