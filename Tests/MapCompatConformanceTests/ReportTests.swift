import Foundation
import MapCompatConformance
import Testing

struct ReportTests {
    private let report = ConformanceReport(
        specs: [
            .init(id: "gestures/pan", title: "Pan | drag", file: "Specs/gestures/pan.json"),
            .init(id: "broken", title: "", file: "Specs/broken.json"),
        ],
        adapters: ["core", "toy"],
        results: [
            ConformanceResult(spec: "gestures/pan", adapter: "core", status: .pass),
            ConformanceResult(
                spec: "gestures/pan", adapter: "toy", status: .notApplicable, message: "missing step.pan",
                missing: [.step("pan")]),
            ConformanceResult(
                spec: "broken", adapter: "core", status: .fail, message: "expect.camera.zoom: <\"wrong\">\nmore"),
            ConformanceResult(spec: "broken", adapter: "toy", status: .error, message: "step 1 (tap): boom"),
        ])

    @Test func jsonFollowsTheReportFormat() throws {
        let text = ReportFormat.json.render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "mapcompat-report/1")
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 4)
        #expect(results[1]["status"] as? String == "n/a")
        #expect(results[1]["missing"] as? [String] == ["step.pan"])
        #expect(results[2]["message"] as? String == "expect.camera.zoom: <\"wrong\">\nmore")
        #expect(Set(results[0].keys) == ["spec", "adapter", "status", "message", "missing"])
        let summary = try #require(object["summary"] as? [String: [String: Int]])
        #expect(summary["toy"] == ["pass": 0, "fail": 0, "n/a": 1, "error": 1])
    }

    @Test func textShowsTheMatrixDetailsAndSummary() {
        #expect(
            ReportFormat.text.render(report) == """
                spec          core   toy
                gestures/pan  pass   n/a
                broken        FAIL   ERROR

                n/a gestures/pan [toy]: missing step.pan
                FAIL broken [core]: expect.camera.zoom: <"wrong">
                    more
                ERROR broken [toy]: step 1 (tap): boom

                2 specs × 2 adapters: 1 passed, 1 failed, 1 n/a, 1 errors (pass/fail/n/a/error: core 1/1/0/0, toy 0/0/1/1)

                """)
        #expect(report.exitStatus == 1)
    }

    @Test func junitHasASuitePerAdapterWithSkippedNotApplicable() {
        let xml = ReportFormat.junit.render(report)
        #expect(xml.contains(#"<testsuite name="toy" tests="2" failures="0" errors="1" skipped="1">"#))
        #expect(xml.contains(#"<skipped message="missing step.pan"/>"#))
        #expect(xml.contains(#"<failure message="expect.camera.zoom: &lt;&quot;wrong&quot;&gt;">"#))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 4)
        #expect(xml.hasSuffix("</testsuites>\n"))
    }

    @Test func markdownIsAParityMatrix() {
        let markdown = ReportFormat.markdown.render(report)
        #expect(markdown.hasPrefix("| spec | behaviour | core | toy |\n| --- | --- | :---: | :---: |\n"))
        #expect(markdown.contains("| `gestures/pan` | Pan \\| drag | pass | n/a |"))
        #expect(markdown.contains("| `broken` |  | **FAIL** | **ERROR** |"))
        #expect(markdown.contains("- toy: `step.pan`"))
    }
}
