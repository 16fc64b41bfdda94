/// The results page: a conformance report as one self-contained HTML file, to look at rather than read.
///
/// It holds a summary per adapter (each status, and checks made out of checks), the spec × adapter matrix by
/// area, filters by adapter, status and area with a text search, and, for each cell, its evidence: the
/// failing checks with the expected and observed rows, the checks left unchecked, the `n/a` reason and where
/// it comes from, and the run's trace picture (``TraceSVG``) when one is given. Nothing is fetched: the style
/// and the script are inline and a content security policy forbids every other source, so the file reads the
/// same offline, attached to a CI run.
///
/// Every matrix cell is a `td` element carrying `data-spec`, `data-adapter` and `data-status` (the status as
/// `mapcompat-report/1` spells it); no other element carries `data-status`. Tools and tests may rely on it.
///
/// ```swift
/// let runner = ConformanceRunner(plugins: plugins)
/// let report = runner.run(files)
/// let page = HTMLReport.render(report, traces: runner.tracePictures(for: report, files: files))
/// ```
public enum HTMLReport: Sendable {
    /// The page for `report`, with the trace pictures in `traces` (SVG documents, by cell) in the evidence of
    /// their cells.
    public static func render(_ report: ConformanceReport, traces: [ResultKey: String] = [:]) -> String {
        var page: [String] = [head(report)]
        page.append(summary(report))
        page.append(filters(report))
        page.append(#"<main id="matrix">"#)
        var indices: [ResultKey: Int] = [:]
        for (index, result) in report.results.enumerated() { indices[result.key] = index }
        for (area, rows) in areas(report) {
            page.append(matrix(report, area: area, rows: rows, indices: indices))
        }
        page.append(#"<p id="nothing-shown" hidden>No spec matches the filters.</p></main>"#)
        if !report.warnings.isEmpty {
            page.append(
                #"<section id="warnings"><h2>Warnings</h2><ul>"#
                    + report.warnings.map { "<li>\(HTMLText.escape("\($0)"))</li>" }.joined() + "</ul></section>")
        }
        page.append(
            #"<dialog id="evidence" aria-labelledby="evidence-title"><form method="dialog" class="close">"#
                + #"<button id="evidence-close" aria-label="Close the evidence">Close ✕</button></form>"#
                + #"<div id="evidence-body"></div></dialog>"#)
        page.append(#"<div id="templates">"#)
        for (index, result) in report.results.enumerated() {
            let row = report.specs.first { $0.id == result.spec }
            page.append(
                #"<template id="e\#(index)">"# + HTMLReport.evidence(result, row: row, trace: traces[result.key])
                    + "</template>")
        }
        page.append("</div>")
        page.append("<script>\n" + HTMLReport.script + "\n</script>\n</body>\n</html>\n")
        return page.joined(separator: "\n")
    }

    private static func head(_ report: ConformanceReport) -> String {
        let title = "MapCompat conformance: \(report.specs.count) specs × \(report.adapters.count) adapters"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
            script-src 'unsafe-inline'; img-src data:">
            <meta name="generator" content="mapcompat conformance --format html (\(ConformanceReport.format))">
            <title>\(HTMLText.escape(title))</title>
            <style>
            \(HTMLReport.style)
            </style>
            </head>
            <body>
            <header><h1>\(HTMLText.escape(title))</h1>
            <p class="totals">\(HTMLText.escape(TextReport.summaryLine(report)))</p></header>
            """
    }

    private static func summary(_ report: ConformanceReport) -> String {
        let statuses = ConformanceResult.Status.allCases
        var rows = [
            "<thead><tr><th scope=\"col\">adapter</th>"
                + statuses.map { "<th scope=\"col\">\($0.rawValue)</th>" }.joined()
                + "<th scope=\"col\">checks made</th></tr></thead><tbody>"
        ]
        let counts = report.summary
        for adapter in report.adapters {
            let cells = statuses.map { status in
                let count = counts[adapter]?[status] ?? 0
                return "<td class=\"\(count > 0 ? HTMLText.statusClass(status) : "zero")\">\(count)</td>"
            }
            rows.append(
                "<tr><th scope=\"row\">\(HTMLText.escape(adapter))</th>" + cells.joined()
                    + "<td>\(HTMLText.escape(report.checkShareText(adapter) ?? "–"))</td></tr>")
        }
        return #"<section id="summary" aria-label="Summary per adapter"><table class="summary">"#
            + rows.joined(separator: "\n") + "</tbody></table></section>"
    }

    private static func filters(_ report: ConformanceReport) -> String {
        func options(_ values: [String]) -> String {
            values.map { "<option value=\"\(HTMLText.escape($0))\">\(HTMLText.escape($0))</option>" }.joined()
        }
        let areaNames = areas(report).map(\.area)
        return #"<form id="filters" role="search" aria-label="Filter the matrix">"#
            + #"<label>Adapter <select id="filter-adapter"><option value="">every adapter</option>"#
            + options(report.adapters) + "</select></label>"
            + #"<label>Status <select id="filter-status"><option value="">any status</option>"#
            + #"<option value="not-pass">anything but pass</option>"#
            + options(ConformanceResult.Status.allCases.map(\.rawValue)) + "</select></label>"
            + #"<label>Area <select id="filter-area"><option value="">every area</option>"# + options(areaNames)
            + "</select></label>"
            + #"<label>Search <input id="filter-text" type="search" placeholder="spec, title or message (press /)" "#
            + #"autocomplete="off"></label>"#
            + #"<output id="filter-count" aria-live="polite"></output></form>"#
    }

    /// The specs grouped by area, areas in the order they first appear.
    static func areas(_ report: ConformanceReport) -> [(area: String, rows: [ConformanceReport.SpecRow])] {
        var groups: [(area: String, rows: [ConformanceReport.SpecRow])] = []
        for row in report.specs {
            let area = HTMLText.area(row.id)
            if let index = groups.firstIndex(where: { $0.area == area }) {
                groups[index].rows.append(row)
            } else {
                groups.append((area, [row]))
            }
        }
        return groups
    }

    private static func matrix(
        _ report: ConformanceReport, area: String, rows: [ConformanceReport.SpecRow], indices: [ResultKey: Int]
    ) -> String {
        let name = HTMLText.escape(area)
        var lines = [
            #"<section class="area" data-area="\#(name)"><h2>\#(name) <span class="count">(\#(rows.count))</span></h2>"#,
            #"<table class="matrix"><thead><tr><th scope="col">spec</th>"#
                + report.adapters.map {
                    #"<th scope="col" class="col" data-column="\#(HTMLText.escape($0))">"# + HTMLText.escape($0)
                        + "</th>"
                }
                .joined() + "</tr></thead><tbody>",
        ]
        for row in rows {
            var search = [row.id, row.title]
            var cells: [String] = []
            for adapter in report.adapters {
                let key = ResultKey(spec: row.id, adapter: adapter)
                guard let index = indices[key] else {
                    cells.append(#"<td class="cell-missing" data-column="\#(HTMLText.escape(adapter))">–</td>"#)
                    continue
                }
                let result = report.results[index]
                if result.status != .pass { search.append(String(result.message.prefix(240))) }
                cells.append(
                    #"<td class="cell \#(HTMLText.statusClass(result.status))" data-spec="\#(HTMLText.escape(row.id))" "#
                        + #"data-adapter="\#(HTMLText.escape(adapter))" data-status="\#(result.status.rawValue)" "#
                        + #"data-column="\#(HTMLText.escape(adapter))"><button type="button" data-evidence="e\#(index)" "#
                        + #"aria-haspopup="dialog" title="\#(HTMLText.escape("\(row.id) on \(adapter)"))">"#
                        + HTMLText.escape(result.cellLabel) + "</button></td>")
            }
            let title = row.title.isEmpty ? "" : #"<span class="title">\#(HTMLText.escape(row.title))</span>"#
            lines.append(
                #"<tr class="spec" data-search="\#(HTMLText.escape(search.joined(separator: " ").lowercased()))">"#
                    + #"<th scope="row"><code>\#(HTMLText.escape(row.id))</code>\#(title)</th>"# + cells.joined()
                    + "</tr>")
        }
        lines.append("</tbody></table></section>")
        return lines.joined(separator: "\n")
    }
}
