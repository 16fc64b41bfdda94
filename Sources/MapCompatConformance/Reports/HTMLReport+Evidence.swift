import Foundation

/// What a cell of the results page opens into: the evidence behind its status.
extension HTMLReport {
    /// The evidence of one result: its status and checks, the failing checks with their expected and observed
    /// rows, the `n/a` reason and its source, the error, the checks left unchecked, and the trace picture.
    static func evidence(_ result: ConformanceResult, row: ConformanceReport.SpecRow?, trace: String?) -> String {
        let spec = HTMLText.escape(result.spec)
        let adapter = HTMLText.escape(result.adapter)
        var parts = [
            #"<h2 id="evidence-title"><code>\#(spec)</code> on <code>\#(adapter)</code> "#
                + #"<span class="badge \#(HTMLText.statusClass(result.status))">\#(HTMLText.escape(result.cellLabel))"#
                + "</span></h2>"
        ]
        if let row, !row.title.isEmpty { parts.append(#"<p class="spec-title">\#(HTMLText.escape(row.title))</p>"#) }
        if let row, !row.file.isEmpty {
            parts.append(#"<p class="file">spec file <code>\#(HTMLText.escape(relative(row.file)))</code></p>"#)
        }
        if let checks = result.checks, checks.total > 0 {
            parts.append(
                #"<p class="checks">\#(checks.made) of \#(checks.total) checks made, \#(checks.held) held"#
                    + (checks.unchecked.isEmpty ? "" : ", \(checks.unchecked.count) unchecked") + "</p>")
        }
        switch result.status {
        case .pass:
            parts.append(#"<p class="verdict">Every check was made and held.</p>"#)
        case .partial:
            parts.append(#"<p class="verdict">\#(HTMLText.escape(result.message))</p>"#)
        case .fail:
            parts.append(failures(result))
        case .notApplicable:
            parts.append(
                #"<h3>Why n/a</h3><p class="reason">\#(HTMLText.escape(result.message))</p>"#
                    + #"<p class="source">Source: \#(naSource(result, row: row))</p>"#)
            if !result.missing.isEmpty {
                parts.append(
                    #"<p class="missing">Missing: "#
                        + result.missing.map { "<code>\(HTMLText.escape($0.rawValue))</code>" }.joined(separator: ", ")
                        + "</p>")
            }
        case .error:
            parts.append(#"<h3>Error</h3><pre class="message">\#(HTMLText.escape(result.message))</pre>"#)
        }
        if let unchecked = result.checks?.unchecked, !unchecked.isEmpty {
            parts.append(
                #"<h3>Unchecked (\#(unchecked.count))</h3><p class="hint">The adapter cannot observe these.</p>"#
                    + #"<ul class="unchecked">"#
                    + unchecked.map { "<li><code>\(HTMLText.escape($0))</code></li>" }
                    .joined() + "</ul>")
        }
        // Kept as text (a script element the browser does not run) until the cell opens: the page need not
        // build a hundred pictures' elements to show the matrix. The SVG escapes its text, so it holds no
        // `</script`.
        if let trace {
            parts.append(
                #"<h3>Trace</h3><div class="trace"><script type="image/svg+xml">"#
                    + trace.trimmingCharacters(in: .whitespacesAndNewlines) + "</script></div>")
        }
        if result.status != .notApplicable {
            parts.append(
                #"<p class="replay">Replay it: <code>mapcompat replay \#(spec) --adapter \#(adapter) "#
                    + "--svg run.svg</code></p>")
        }
        return parts.joined()
    }

    /// Each failing check with its account (the expected and observed rows, as ``ConformanceCheck`` writes
    /// them), first in time first.
    private static func failures(_ result: ConformanceResult) -> String {
        guard !result.failures.isEmpty else {
            return #"<h3>Failing</h3><pre class="message">\#(HTMLText.escape(result.message))</pre>"#
        }
        let ordered = result.failures.enumerated().sorted {
            ($0.element.time ?? .infinity, $0.offset) < ($1.element.time ?? .infinity, $1.offset)
        }
        let items = ordered.map { _, failure in
            let time = failure.time.map { " at \(TraceFormatter.formatTime($0)) s" } ?? ""
            return #"<div class="failure"><h4><code>\#(HTMLText.escape(failure.check))</code>\#(time)</h4>"#
                + #"<pre class="message">\#(HTMLText.escape(failure.message))</pre></div>"#
        }
        return "<h3>Failing checks (\(result.failures.count))</h3>" + items.joined()
    }

    /// A spec file's path relative to the current directory when it lies below it: the page names the file as
    /// the reader's checkout does, not the machine that ran the suite.
    static func relative(_ path: String) -> String {
        let base = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// Where an `n/a` comes from, read from the runner's reason: the spec's own `adapters` or `profile`, the
    /// plugin's set-up capabilities, its refusal through ``NotExpressible``, or its observation capabilities.
    static func naSource(_ result: ConformanceResult, row: ConformanceReport.SpecRow?) -> String {
        let file = row.map { " (<code>\(HTMLText.escape(relative($0.file)))</code>)" } ?? ""
        let message = result.message
        if message.hasPrefix("the spec runs only on") {
            return "the spec's <code>adapters</code> list\(file)"
        }
        if result.missing.contains(where: { $0.rawValue.hasPrefix("profile.") }) {
            return "the spec's <code>profile</code>\(file), which this adapter does not have"
        }
        if message.hasPrefix("not expressible") {
            return "the adapter's plugin, which found the spec not expressible through its vendor API"
        }
        if message.hasPrefix("no check") {
            return "the adapter's observation capabilities: it can set the spec up but observe none of its checks"
        }
        if message.hasPrefix("missing") {
            return "the adapter's set-up capabilities (its plugin's <code>capabilities</code>)"
        }
        return "the runner"
    }
}
