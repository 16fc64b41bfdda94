import Foundation
import MapCompatConformance
import Testing

struct ReportTests {
    private let report = ConformanceReport(
        specs: [
            .init(id: "gestures/pan", title: "Pan | drag", file: "Specs/gestures/pan.json"),
            .init(id: "broken", title: "", file: "Specs/broken.json"),
            .init(id: "double-tap", title: "Double tap zooms in", file: "Specs/double-tap.json"),
        ],
        adapters: ["core", "toy"],
        results: [
            ConformanceResult(spec: "gestures/pan", adapter: "core", status: .pass, checks: .init(made: 2, held: 2)),
            ConformanceResult(
                spec: "gestures/pan", adapter: "toy", status: .notApplicable, message: "missing step.pan",
                missing: [.step(.pan)], checks: .init(unchecked: ["camera.lat", "camera.lng"])),
            ConformanceResult(
                spec: "broken", adapter: "core", status: .fail, message: "camera.zoom: <\"wrong\">\nmore",
                checks: .init(made: 1, held: 0)),
            ConformanceResult(spec: "broken", adapter: "toy", status: .error, message: "step 1 (tap): boom"),
            ConformanceResult(spec: "double-tap", adapter: "core", status: .pass, checks: .init(made: 2, held: 2)),
            ConformanceResult(
                spec: "double-tap", adapter: "toy", status: .partial,
                message: "1 of 2 checks made; unchecked: events[0] mapDoubleTap",
                checks: .init(made: 1, held: 1, unchecked: ["events[0] mapDoubleTap"])),
        ])

    @Test func jsonFollowsTheReportFormat() throws {
        let text = ReportFormat.json.render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "mapcompat-report/1")
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 6)
        #expect(results[1]["status"] as? String == "n/a")
        #expect(results[1]["missing"] as? [String] == ["step.pan"])
        #expect(results[2]["message"] as? String == "camera.zoom: <\"wrong\">\nmore")
        #expect(Set(results[0].keys) == ["spec", "adapter", "status", "message", "missing", "checks"])
        // `checks` on every result but an error; an n/a lists every check as unchecked.
        #expect(results[3]["checks"] == nil)
        let notApplicable = try #require(results[1]["checks"] as? [String: Any])
        #expect(notApplicable["made"] as? Int == 0)
        #expect(notApplicable["unchecked"] as? [String] == ["camera.lat", "camera.lng"])
        #expect(results[5]["status"] as? String == "partial")
        let partial = try #require(results[5]["checks"] as? [String: Any])
        #expect(partial["made"] as? Int == 1 && partial["held"] as? Int == 1)
        #expect(partial["unchecked"] as? [String] == ["events[0] mapDoubleTap"])
        let summary = try #require(object["summary"] as? [String: [String: Int]])
        #expect(summary["toy"] == ["pass": 0, "partial": 1, "fail": 0, "n/a": 1, "error": 1])
        #expect(summary["core"] == ["pass": 2, "partial": 0, "fail": 1, "n/a": 0, "error": 0])
    }

    @Test func textShowsTheMatrixDetailsAndSummary() {
        #expect(
            ReportFormat.text.render(report) == """
                spec          core   toy
                gestures/pan  pass   n/a
                broken        FAIL   ERROR
                double-tap    pass   partial 1/2

                n/a gestures/pan [toy]: missing step.pan
                FAIL broken [core]: camera.zoom: <"wrong">
                    more
                ERROR broken [toy]: step 1 (tap): boom
                partial double-tap [toy]: 1 of 2 checks made; unchecked: events[0] mapDoubleTap

                checks made: core 5/5 (100 %), toy 1/4 (25 %)
                3 specs × 2 adapters: 2 passed, 1 partial, 1 failed, 1 n/a, 1 errors (pass/partial/fail/n/a/error: core 2/0/1/0/0, toy 0/1/0/1/1)

                """)
        #expect(report.exitStatus == 1)
    }

    @Test func partialAndNotApplicableAloneExitWithZero() {
        var quiet = report
        quiet.results.removeAll { $0.status == .fail || $0.status == .error }
        #expect(quiet.succeeded)
        #expect(quiet.exitStatus == 0)
        #expect(quiet.totals.partial == 1 && quiet.totals.pass == 2 && quiet.totals.notApplicable == 1)
    }

    @Test func junitHasASuitePerAdapterWithSkippedNotApplicableAndPassingPartial() {
        let xml = ReportFormat.junit.render(report)
        #expect(xml.contains(#"<testsuite name="toy" tests="3" failures="0" errors="1" skipped="1">"#))
        #expect(xml.contains(#"<skipped message="missing step.pan"/>"#))
        #expect(xml.contains(#"<failure message="camera.zoom: &lt;&quot;wrong&quot;&gt;">"#))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 6)
        // A partial result is a passing test case that names what it could not check.
        let partial = xml.components(separatedBy: #"<testcase classname="toy" name="double-tap">"#).last ?? ""
        let testCase = partial.components(separatedBy: "</testcase>").first ?? ""
        #expect(testCase.contains(#"<property name="unchecked" value="events[0] mapDoubleTap"/>"#))
        #expect(testCase.contains("<system-out>1 of 2 checks made; unchecked: events[0] mapDoubleTap</system-out>"))
        #expect(!testCase.contains("<failure") && !testCase.contains("<skipped") && !testCase.contains("<error"))
        #expect(xml.hasSuffix("</testsuites>\n"))
    }

    @Test func markdownIsAParityMatrix() {
        let markdown = ReportFormat.markdown.render(report)
        #expect(markdown.hasPrefix("| spec | behaviour | core | toy |\n| --- | --- | :---: | :---: |\n"))
        #expect(markdown.contains("| `gestures/pan` | Pan \\| drag | pass | n/a |"))
        #expect(markdown.contains("| `broken` |  | **FAIL** | **ERROR** |"))
        #expect(markdown.contains("| `double-tap` | Double tap zooms in | pass | partial 1/2 |"))
        #expect(markdown.contains("| toy | 0 | 1 | 0 | 1 | 1 | 1/4 (25 %) |"))
        #expect(markdown.contains("- toy: `step.pan`"))
    }
}
