import Foundation

/// The Markdown rendering: a parity matrix (spec rows, adapter columns, `partial 3/4` for checks made out of
/// checks), the counts and share of checks made per adapter, and the capabilities each adapter lacked.
enum MarkdownReport {
    static func render(_ report: ConformanceReport) -> String {
        var lines = [
            "| spec | behaviour | " + report.adapters.map(cell).joined(separator: " | ") + " |",
            "| --- | --- |" + String(repeating: " :---: |", count: report.adapters.count),
        ]
        for row in report.specs {
            let cells = report.adapters.map { adapter in
                guard let result = report.result(spec: row.id, adapter: adapter) else { return "–" }
                return switch result.status {
                case .pass, .partial, .notApplicable: result.cellLabel
                case .fail: "**FAIL**"
                case .error: "**ERROR**"
                }
            }
            lines.append("| `\(row.id)` | \(cell(row.title)) | " + cells.joined(separator: " | ") + " |")
        }
        let summary = report.summary
        lines.append("")
        lines.append("| adapter | pass | partial | fail | n/a | error | checks made |")
        lines.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for adapter in report.adapters {
            let counts = summary[adapter] ?? .init()
            lines.append(
                "| \(cell(adapter)) | \(counts.pass) | \(counts.partial) | \(counts.fail) | \(counts.notApplicable) "
                    + "| \(counts.error) | \(report.checkShareText(adapter) ?? "–") |")
        }
        let missing = missingByAdapter(report)
        if !missing.isEmpty {
            lines.append("")
            lines.append("Capabilities lacking (specs marked n/a):")
            lines.append("")
            lines += missing.map { "- \($0.0): " + $0.1.map { "`\($0.rawValue)`" }.joined(separator: ", ") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func missingByAdapter(_ report: ConformanceReport) -> [(String, [Capability])] {
        report.adapters.compactMap { adapter in
            let missing = Set(report.results.filter { $0.adapter == adapter }.flatMap(\.missing))
            return missing.isEmpty ? nil : (cell(adapter), missing.sorted())
        }
    }

    /// Text safe inside a table cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
