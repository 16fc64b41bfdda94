import Foundation

/// The coverage table written out: text for people, JSON for tools.
extension PortingCoverage {
    /// A summary line per direction (counts of each status, and whether it is complete), then one line per
    /// row: source, target, status, member, concept, and the target's template or the reason.
    public var text: String {
        var lines = ["from      to        rule  guided  no-equivalent  unexplained  missing  complete"]
        for source in PortingStyle.allCases {
            for target in PortingStyle.allCases where target != source {
                let counts = counts(from: source, to: target)
                let cells = [
                    source.id.padding(9), target.id.padding(9),
                    String(counts[.rule] ?? 0).padding(5), String(counts[.guided] ?? 0).padding(7),
                    String(counts[.none] ?? 0).padding(14), String(counts[.unexplained] ?? 0).padding(12),
                    String(counts[.missing] ?? 0).padding(8),
                    (counts[.missing] ?? 0) + (counts[.unexplained] ?? 0) == 0 ? "yes" : "no",
                ]
                lines.append(cells.joined(separator: " "))
            }
        }
        lines.append("")
        for row in rows {
            let fields = [
                row.source.id, row.target.id, row.status.rawValue, row.member, row.concept,
                row.detail.replacingOccurrences(of: "\n", with: " "),
            ]
            lines.append(fields.joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The table as JSON: `{"directions": [{"from", "to", "rule", "guided", "noEquivalent", "unexplained",
    /// "missing"}…],
    /// "rows": [{"from", "to", "member", "concept", "status", "detail"}…]}`, keys sorted.
    public var json: String {
        struct Direction: Encodable {
            var from, to: String
            var rule, guided, noEquivalent, unexplained, missing: Int
        }
        struct Line: Encodable {
            var from, to, member, concept, status, detail: String
        }
        struct Document: Encodable {
            var directions: [Direction]
            var rows: [Line]
        }
        var directions: [Direction] = []
        for source in PortingStyle.allCases {
            for target in PortingStyle.allCases where target != source {
                let counts = counts(from: source, to: target)
                directions.append(
                    Direction(
                        from: source.id, to: target.id, rule: counts[.rule] ?? 0,
                        guided: counts[.guided] ?? 0, noEquivalent: counts[.none] ?? 0,
                        unexplained: counts[.unexplained] ?? 0, missing: counts[.missing] ?? 0))
            }
        }
        let document = Document(
            directions: directions,
            rows: rows.map {
                Line(
                    from: $0.source.id, to: $0.target.id, member: $0.member, concept: $0.concept,
                    status: $0.status.rawValue, detail: $0.detail)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Encoding strings and integers cannot fail.
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
