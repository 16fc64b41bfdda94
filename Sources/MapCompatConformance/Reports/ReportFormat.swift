/// The renderings of a ``ConformanceReport`` the command line offers.
public enum ReportFormat: String, Hashable, Sendable, CaseIterable {
    /// A spec × adapter matrix, then failure details and a summary: for people at a terminal.
    case text
    /// `mapcompat-report/1` JSON: for tools.
    case json
    /// JUnit XML, one test suite per adapter, `n/a` as skipped: for CI dashboards.
    case junit
    /// A Markdown parity matrix: for documentation and pull requests.
    case markdown
    /// One self-contained HTML page (``HTMLReport``): the matrix to scan and filter, each cell opening into
    /// its evidence. Rendered here without trace pictures; ``HTMLReport/render(_:traces:)`` adds them.
    case html

    /// The report in this format, ending with a newline.
    public func render(_ report: ConformanceReport) -> String {
        switch self {
        case .text: TextReport.render(report)
        case .json: JSONReport.render(report)
        case .junit: JUnitReport.render(report)
        case .markdown: MarkdownReport.render(report)
        case .html: HTMLReport.render(report)
        }
    }
}

extension ConformanceResult.Status {
    /// How the text and Markdown matrices show a status: problems in capitals so they stand out.
    var cellLabel: String {
        switch self {
        case .pass: "pass"
        case .partial: "partial"
        case .fail: "FAIL"
        case .notApplicable: "n/a"
        case .error: "ERROR"
        }
    }
}

extension ConformanceResult {
    /// How matrices show the result: the status, and for `partial` the checks made out of checks
    /// (`partial 3/4`).
    var cellLabel: String {
        guard status == .partial, let checks else { return status.cellLabel }
        return "partial \(checks.made)/\(checks.total)"
    }
}

extension ConformanceReport {
    /// `made/total (percent)` of checks made for an adapter, or `nil` when its results list no check.
    func checkShareText(_ adapter: String) -> String? {
        guard let share = checkShares[adapter], share.total > 0 else { return nil }
        let percent = Int((Double(share.made) * 100 / Double(share.total)).rounded(.down))
        return "\(share.made)/\(share.total) (\(percent) %)"
    }
}
