/// The plain-text rendering: a matrix with specs as rows and adapters as columns (`partial 3/4`: checks made
/// out of checks), details of everything that did not pass, then the checks made out of checks per adapter and,
/// last, the summary line.
enum TextReport {
    static func render(_ report: ConformanceReport) -> String {
        var lines = matrix(report)
        let details = report.results.filter { $0.status != .pass }
        if !details.isEmpty { lines.append("") }
        for result in details {
            let body = result.message.split(separator: "\n", omittingEmptySubsequences: false)
            lines.append(
                "\(result.status.cellLabel) \(result.spec) [\(result.adapter)]: " + (body.first.map(String.init) ?? ""))
            lines += body.dropFirst().map { "    " + $0 }
        }
        if !report.warnings.isEmpty {
            lines.append("")
            lines += report.warnings.map { "warning: \($0)" }
        }
        lines.append("")
        if let checks = checksLine(report) { lines.append(checks) }
        lines.append(summaryLine(report))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func matrix(_ report: ConformanceReport) -> [String] {
        let firstWidth = max(4, report.specs.map(\.id.count).max() ?? 0)
        let widths = report.adapters.map { adapter in
            max(adapter.count, 5, report.results.filter { $0.adapter == adapter }.map(\.cellLabel.count).max() ?? 0)
        }
        var lines = [pad("spec", firstWidth) + zip(report.adapters, widths).map { "  " + pad($0, $1) }.joined()]
        for row in report.specs {
            let cells = zip(report.adapters, widths).map { adapter, width in
                "  " + pad(report.result(spec: row.id, adapter: adapter)?.cellLabel ?? "-", width)
            }
            lines.append(pad(row.id, firstWidth) + cells.joined())
        }
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    static func summaryLine(_ report: ConformanceReport) -> String {
        let totals = report.totals
        let perAdapter = report.adapters.map { adapter in
            let counts = report.summary[adapter] ?? .init()
            return "\(adapter) \(counts.pass)/\(counts.partial)/\(counts.fail)/\(counts.notApplicable)/\(counts.error)"
        }
        return "\(report.specs.count) specs × \(report.adapters.count) adapters: \(totals.pass) passed, "
            + "\(totals.partial) partial, \(totals.fail) failed, \(totals.notApplicable) n/a, \(totals.error) errors"
            + (perAdapter.isEmpty ? "" : " (pass/partial/fail/n/a/error: " + perAdapter.joined(separator: ", ") + ")")
    }

    /// `checks made: core 812/812 (100 %), naver 655/812 (80 %)`, or `nil` when no result lists checks.
    static func checksLine(_ report: ConformanceReport) -> String? {
        let shares = report.adapters.compactMap { adapter in report.checkShareText(adapter).map { "\(adapter) \($0)" } }
        return shares.isEmpty ? nil : "checks made: " + shares.joined(separator: ", ")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
