/// The plain-text rendering: a matrix with specs as rows and adapters as columns, details of everything that
/// did not pass, then a summary line.
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
        lines.append(summaryLine(report))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func matrix(_ report: ConformanceReport) -> [String] {
        let firstWidth = max(4, report.specs.map(\.id.count).max() ?? 0)
        let widths = report.adapters.map { max($0.count, 5) }
        var lines = [pad("spec", firstWidth) + zip(report.adapters, widths).map { "  " + pad($0, $1) }.joined()]
        for row in report.specs {
            let cells = zip(report.adapters, widths).map { adapter, width in
                "  " + pad(report.result(spec: row.id, adapter: adapter)?.status.cellLabel ?? "-", width)
            }
            lines.append(pad(row.id, firstWidth) + cells.joined())
        }
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    static func summaryLine(_ report: ConformanceReport) -> String {
        let totals = report.totals
        let perAdapter = report.adapters.map { adapter in
            let counts = report.summary[adapter] ?? .init()
            return "\(adapter) \(counts.pass)/\(counts.fail)/\(counts.notApplicable)/\(counts.error)"
        }
        return "\(report.specs.count) specs × \(report.adapters.count) adapters: \(totals.pass) passed, "
            + "\(totals.fail) failed, \(totals.notApplicable) n/a, \(totals.error) errors"
            + (perAdapter.isEmpty ? "" : " (pass/fail/n/a/error: " + perAdapter.joined(separator: ", ") + ")")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
