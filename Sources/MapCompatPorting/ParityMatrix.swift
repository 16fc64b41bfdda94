import Foundation
import MapCompatConformance

/// How well an adapter covers one spec area, computed from a conformance run.
public struct ParityCell: Hashable, Sendable {
    /// The verdict.
    public enum Level: String, Hashable, Sendable {
        /// Every spec of the area passed.
        case supported
        /// Some passed; the others were not applicable (the reason lists the missing capabilities).
        case partial
        /// No spec of the area could be expressed through the adapter's API.
        case notExpressible = "not expressible"
        /// Something failed or erred: a conformance bug, not a parity fact.
        case failing
    }

    /// The verdict.
    public var level: Level
    /// Passed specs over specs run.
    public var passed: Int
    /// Specs in the area.
    public var total: Int
    /// The capabilities the adapter lacked, most frequent first.
    public var missing: [Capability]

    /// A short text: `supported`, `partial 3/5 (missing event.gesture)`, `not expressible (missing …)`, or
    /// `n/a (another style's spec)` for a vendor spec limited to other adapters.
    public var summary: String {
        let why =
            missing.isEmpty
            ? ""
            : " (missing " + missing.prefix(3).map(\.rawValue).joined(separator: ", ")
                + (missing.count > 3 ? ", …" : "") + ")"
        switch level {
        case .supported: return "supported"
        case .partial: return "partial \(passed)/\(total)" + why
        case .notExpressible: return missing.isEmpty ? "n/a (another style's spec)" : "not expressible" + why
        case .failing: return "failing \(passed)/\(total)"
        }
    }
}

/// The spec area × adapter parity matrix of a conformance run.
public struct ParityMatrix: Hashable, Sendable {
    /// The spec areas (the spec id up to its last `/`), sorted.
    public var areas: [String]
    /// The adapter ids, in report order.
    public var adapters: [String]
    /// The cells, by area then adapter.
    public var cells: [String: [String: ParityCell]]

    /// Computes the matrix from a report.
    public init(report: ConformanceReport) {
        adapters = report.adapters
        func area(_ spec: String) -> String {
            guard let slash = spec.lastIndex(of: "/") else { return "(top)" }
            return String(spec[..<slash])
        }
        areas = Array(Set(report.specs.map { area($0.id) })).sorted()
        var cells: [String: [String: ParityCell]] = [:]
        for name in areas {
            let specs = Set(report.specs.filter { area($0.id) == name }.map(\.id))
            for adapter in adapters {
                let results = report.results.filter { $0.adapter == adapter && specs.contains($0.spec) }
                let passed = results.filter { $0.status == .pass }.count
                let notApplicable = results.filter { $0.status == .notApplicable }
                var counts: [Capability: Int] = [:]
                for result in notApplicable { for capability in result.missing { counts[capability, default: 0] += 1 } }
                let missing = counts.keys.sorted {
                    counts[$0] ?? 0 != counts[$1] ?? 0 ? counts[$0] ?? 0 > counts[$1] ?? 0 : $0 < $1
                }
                let level: ParityCell.Level
                if results.contains(where: { $0.status == .fail || $0.status == .error }) {
                    level = .failing
                } else if notApplicable.isEmpty {
                    level = .supported
                } else if passed == 0 {
                    level = .notExpressible
                } else {
                    level = .partial
                }
                cells[name, default: [:]][adapter] = ParityCell(
                    level: level, passed: passed, total: results.count, missing: missing)
            }
        }
        self.cells = cells
    }

    /// The matrix as aligned text.
    public func text() -> String {
        let header = ["area"] + adapters
        let rows = areas.map { area in [area] + adapters.map { cells[area]?[$0]?.summary ?? "-" } }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpace
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    /// The matrix as a Markdown table.
    public func markdown() -> String {
        var lines = ["| area | " + adapters.joined(separator: " | ") + " |"]
        lines.append("| --- |" + String(repeating: " --- |", count: adapters.count))
        for area in areas {
            lines.append(
                "| \(area) | " + adapters.map { cells[area]?[$0]?.summary ?? "-" }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
