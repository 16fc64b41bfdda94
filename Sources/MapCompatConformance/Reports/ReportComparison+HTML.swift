import Foundation

/// The comparison as one self-contained HTML page: the page a pull request links to.
extension ReportComparison {
    /// A table of counts per adapter, then per adapter the cells that moved, regressions first. Each moved
    /// cell is a `tr` carrying `data-spec`, `data-adapter`, `data-change`, `data-old` and `data-new` (the
    /// statuses as `mapcompat-report/1` spells them, empty for none).
    public func renderHTML(oldName: String, newName: String) -> String {
        let title = "MapCompat conformance: \(oldName) → \(newName)"
        let order: [Change] = [.regressed, .nowPasses, .changed, .added, .removed]
        var page = [
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
            <title>\(HTMLText.escape(title))</title>
            <style>
            \(HTMLReport.style)
            .moved td, .moved th { padding: 3px 8px; border-bottom: 1px solid #eaeef2; text-align: left; }
            .c-regressed { color: #cf222e; font-weight: 700; } .c-now-passes { color: #1a7f37; font-weight: 700; }
            .arrow { color: #57606a; }
            .moved td:first-child, .moved td:nth-child(3), .moved th code { white-space: nowrap; }
            </style>
            </head>
            <body>
            <header><h1>\(HTMLText.escape(title))</h1>
            <p class="totals">\(HTMLText.escape("total: " + counts(adapter: nil)))</p></header>
            """
        ]
        let header = order.map { "<th scope=\"col\">\($0.rawValue)</th>" }.joined()
        var summary = [
            #"<section id="summary"><table class="summary"><thead><tr><th scope="col">adapter</th>"# + header
                + #"<th scope="col">unchanged</th></tr></thead><tbody>"#
        ]
        for adapter in adapters {
            let cells = order.map { change in
                let count = count(change, adapter: adapter)
                return "<td class=\"\(count == 0 ? "zero" : Self.changeClass(change))\">\(count)</td>"
            }
            summary.append(
                "<tr><th scope=\"row\">\(HTMLText.escape(adapter))</th>" + cells.joined()
                    + "<td>\(unchanged[adapter] ?? 0)</td></tr>")
        }
        page.append(summary.joined(separator: "\n") + "</tbody></table></section>")
        for adapter in adapters {
            let moved = order.flatMap { entries(adapter, $0) }
            page.append("<section class=\"adapter\"><h2>\(HTMLText.escape(adapter))</h2>")
            guard !moved.isEmpty else {
                page.append("<p>No change.</p></section>")
                continue
            }
            page.append(
                #"<table class="moved"><thead><tr><th scope="col">change</th><th scope="col">spec</th>"#
                    + #"<th scope="col">before → now</th><th scope="col">now</th></tr></thead><tbody>"#)
            for entry in moved { page.append(row(entry)) }
            page.append("</tbody></table></section>")
        }
        page.append("</body>\n</html>\n")
        return page.joined(separator: "\n")
    }

    private func row(_ entry: Entry) -> String {
        let message = entry.new.map { $0.status == .pass ? "" : $0.message } ?? ""
        let first = message.split(separator: "\n").first.map(String.init) ?? ""
        return
            #"<tr data-spec="\#(HTMLText.escape(entry.key.spec))" data-adapter="\#(HTMLText.escape(entry.key.adapter))" "#
            + #"data-change="\#(entry.change.rawValue)" data-old="\#(entry.old?.status.rawValue ?? "")" "#
            + #"data-new="\#(entry.new?.status.rawValue ?? "")">"#
            + #"<td class="\#(Self.changeClass(entry.change))">\#(entry.change.rawValue)</td>"#
            + "<th scope=\"row\"><code>\(HTMLText.escape(entry.key.spec))</code></th>"
            + "<td>\(HTMLText.escape(Self.label(entry.old))) <span class=\"arrow\">→</span> "
            + "\(HTMLText.escape(Self.label(entry.new)))</td>"
            + "<td>\(HTMLText.escape(String(first.prefix(300))))</td></tr>"
    }

    private static func changeClass(_ change: Change) -> String {
        "c-" + change.rawValue.replacingOccurrences(of: " ", with: "-")
    }
}
