import Foundation
import MapCompatConformance
import Testing

/// The results page: one cell per result with its status, escaped text, nothing loaded from elsewhere, and
/// trace pictures where they were given.
struct HTMLReportTests {
    static let report = ConformanceReport(
        specs: [
            .init(id: "gestures/pan", title: "Pan <drag> & hold", file: "Specs/gestures/pan.json"),
            .init(id: "broken", title: "", file: "Specs/broken.json"),
            .init(id: "taps/double", title: "Double tap zooms in", file: "Specs/taps/double.json"),
        ],
        adapters: ["core", "toy"],
        results: [
            ConformanceResult(spec: "gestures/pan", adapter: "core", status: .pass, checks: .init(made: 2, held: 2)),
            ConformanceResult(
                spec: "gestures/pan", adapter: "toy", status: .notApplicable, message: "missing step.pan",
                missing: [.step(.pan)], checks: .init(unchecked: ["camera.lat", "camera.lng"])),
            ConformanceResult(
                spec: "broken", adapter: "core", status: .fail, message: "camera.zoom: <\"wrong\"> & more",
                failures: [CheckFailure(check: "camera.zoom", message: "expected <16> & observed <15>")],
                checks: .init(made: 1, held: 0)),
            ConformanceResult(spec: "broken", adapter: "toy", status: .error, message: "step 1 (tap): <boom>"),
            ConformanceResult(spec: "taps/double", adapter: "core", status: .pass, checks: .init(made: 2, held: 2)),
            ConformanceResult(
                spec: "taps/double", adapter: "toy", status: .partial,
                message: "1 of 2 checks made; unchecked: events[0] mapDoubleTap",
                checks: .init(made: 1, held: 1, unchecked: ["events[0] mapDoubleTap"])),
        ])

    /// `(spec, adapter, status)` of every element carrying `data-status`, in page order.
    static func cells(_ page: String) throws -> [(String, String, String)] {
        let pattern = try NSRegularExpression(
            pattern: #"<(\w+)[^>]*? data-spec="([^"]*)" data-adapter="([^"]*)" data-status="([^"]*)""#)
        let all = try NSRegularExpression(pattern: #"data-status=""#)
        let range = NSRange(page.startIndex..., in: page)
        #expect(all.numberOfMatches(in: page, range: range) == pattern.numberOfMatches(in: page, range: range))
        return pattern.matches(in: page, range: range).map { match in
            let part = { (index: Int) in Range(match.range(at: index), in: page).map { String(page[$0]) } ?? "" }
            #expect(part(1) == "td")
            return (unescape(part(2)), unescape(part(3)), part(4))
        }
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func everyResultIsOneCellWithItsStatus() throws {
        let page = HTMLReport.render(Self.report)
        let cells = try Self.cells(page)
        #expect(cells.count == Self.report.results.count)
        for result in Self.report.results {
            let matching = cells.filter { $0.0 == result.spec && $0.1 == result.adapter }
            #expect(matching.count == 1, "\(result.spec) @ \(result.adapter)")
            #expect(matching.first?.2 == result.status.rawValue, "\(result.spec) @ \(result.adapter)")
        }
        // The same page as ReportFormat gives.
        #expect(ReportFormat.html.render(Self.report) == page)
        // Areas: the first path component, the rest under "other".
        #expect(page.contains(#"<section class="area" data-area="gestures">"#))
        #expect(page.contains(#"<section class="area" data-area="other">"#))
    }

    @Test func textIsEscaped() {
        let page = HTMLReport.render(Self.report)
        #expect(page.contains("Pan &lt;drag&gt; &amp; hold"))
        #expect(!page.contains("<drag>"))
        #expect(page.contains("expected &lt;16&gt; &amp; observed &lt;15&gt;"))
        #expect(!page.contains("<16>"))
        #expect(page.contains("step 1 (tap): &lt;boom&gt;"))
        #expect(!page.contains("<boom>"))
        #expect(!page.contains("<\"wrong\">"))
    }

    @Test func thePageLoadsNothingFromElsewhere() {
        let page = HTMLReport.render(Self.report)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("Content-Security-Policy\" content=\"default-src 'none'"))
        #expect(!page.contains(" src="))
        #expect(!page.contains("<link"))
        #expect(!page.contains("@import"))
        #expect(!page.contains("url(http"))
    }

    @Test func cellsOpenIntoTheirEvidence() {
        let page = HTMLReport.render(Self.report)
        // One template per result, named by the cell's button.
        for index in Self.report.results.indices {
            #expect(page.contains(#"data-evidence="e\#(index)""#))
            #expect(page.contains(#"<template id="e\#(index)">"#))
        }
        #expect(page.contains("<h3>Failing checks (1)</h3>"))
        #expect(page.contains("<h3>Why n/a</h3><p class=\"reason\">missing step.pan</p>"))
        #expect(
            page.contains("the adapter&#39;s set-up capabilities") || page.contains("the adapter's set-up capabilities")
        )
        #expect(page.contains("<li><code>events[0] mapDoubleTap</code></li>"))
        #expect(page.contains("<h3>Error</h3>"))
        // The summary: one row per adapter, each status counted.
        #expect(page.contains(#"<tr><th scope="row">toy</th><td class="zero">0</td><td class="s-partial">1</td>"#))
    }

    @Test func tracePicturesAreEmbeddedForTheCellsThatRanAndDidNotPass() throws {
        let path = TraceSVGTests.failing
        let files = [SpecLoader().loadFile(at: path, defaultID: "failing/pan-from-a-marker")]
        let runner = ConformanceRunner(plugins: [CorePlugin()])
        let report = runner.run(files)
        let result = try #require(report.results.first)
        #expect(result.status == .fail)
        let traces = runner.tracePictures(for: report, files: files)
        #expect(Array(traces.keys) == [result.key])
        let page = HTMLReport.render(report, traces: traces)
        #expect(
            page.contains(#"<div class="trace"><script type="image/svg+xml"><svg xmlns="http://www.w3.org/2000/svg""#))
        // Kept as text until the cell opens: nothing in a picture can end the script element early.
        #expect(traces.values.allSatisfy { !$0.lowercased().contains("</script") })
        #expect(page.contains(#"class="map-before""#))
        // The picture shows the runner's verdict: its failing checks.
        for failure in result.failures { #expect(traces[result.key]?.contains(failure.check) == true) }
        // A pass gets no picture by default.
        let passing = ConformanceReport(
            specs: report.specs, adapters: report.adapters,
            results: [
                ConformanceResult(spec: result.spec, adapter: "core", status: .pass, checks: .init(made: 1, held: 1))
            ])
        #expect(runner.tracePictures(for: passing, files: files).isEmpty)
    }
}
