import Foundation
import MapCompatConformance
import Testing

/// `mapcompat compare`'s model: reading two JSON reports back and sorting what moved between them.
struct ReportComparisonTests {
    private func result(
        _ spec: String, _ adapter: String, _ status: ConformanceResult.Status, made: Int = 1, unchecked: Int = 0
    ) -> ConformanceResult {
        ConformanceResult(
            spec: spec, adapter: adapter, status: status, message: status == .pass ? "" : "\(spec) <\(status)>",
            checks: status == .error
                ? nil : .init(made: made, held: made, unchecked: (0..<unchecked).map { "camera.c\($0)" }))
    }

    private func report(_ results: [ConformanceResult]) -> ConformanceReport {
        var specs: [ConformanceReport.SpecRow] = []
        for id in results.map(\.spec) where !specs.contains(where: { $0.id == id }) {
            specs.append(.init(id: id, title: "", file: ""))
        }
        var adapters: [String] = []
        for id in results.map(\.adapter) where !adapters.contains(id) { adapters.append(id) }
        return ConformanceReport(specs: specs, adapters: adapters, results: results)
    }

    private var old: ConformanceReport {
        report([
            result("a", "x", .pass), result("b", "x", .fail), result("c", "x", .partial, unchecked: 2),
            result("d", "x", .notApplicable, made: 0), result("e", "x", .partial, unchecked: 1),
            result("f", "x", .pass), result("g", "x", .fail), result("gone", "x", .pass),
        ])
    }

    private var new: ConformanceReport {
        report([
            result("a", "x", .fail), result("b", "x", .pass), result("c", "x", .partial, made: 2, unchecked: 1),
            result("d", "x", .partial, unchecked: 1), result("e", "x", .notApplicable, made: 0),
            result("f", "x", .pass), result("g", "x", .error), result("fresh", "x", .fail),
        ])
    }

    @Test func eachCellIsSortedByHowItMoved() {
        let comparison = ReportComparison(old: old, new: new)
        let changes = Dictionary(uniqueKeysWithValues: comparison.entries.map { ($0.key.spec, $0.change) })
        #expect(
            changes == [
                "a": .regressed, "b": .nowPasses, "c": .changed, "d": .changed, "e": .changed, "g": .regressed,
                "fresh": .added, "gone": .removed,
            ])
        #expect(comparison.unchanged == ["x": 1])
        #expect(comparison.hasRegressions)
        #expect(comparison.exitStatus == 1)
        #expect(ReportComparison(old: old, new: old).exitStatus == 0)
        #expect(ReportComparison(old: old, new: old).entries.isEmpty)
        // Only a pass lost, or a fail or error gained, is a regression.
        #expect(
            ReportComparison.change(from: result("s", "x", .partial), to: result("s", "x", .notApplicable)) == .changed)
        #expect(
            ReportComparison.change(from: result("s", "x", .notApplicable), to: result("s", "x", .fail)) == .regressed)
        #expect(ReportComparison.change(from: result("s", "x", .error), to: result("s", "x", .fail)) == .changed)
    }

    @Test func theTextNamesEachMoveAndTheTotals() {
        let text = ReportComparison(old: old, new: new).renderText(oldName: "old.json", newName: "new.json")
        #expect(text.hasPrefix("compare old.json → new.json\n"))
        #expect(text.contains("x: 1 now pass, 2 regressed, 3 changed, 1 added, 1 removed, 1 unchanged"))
        #expect(text.contains("  regressed   a "))
        #expect(text.contains("pass → FAIL\n      a <fail>\n"))
        #expect(text.contains("partial 1/3 → partial 2/3"))
        #expect(text.contains("  removed     gone"))
        #expect(text.hasSuffix("total: 1 now pass, 2 regressed, 3 changed, 1 added, 1 removed, 1 unchanged\n"))
    }

    @Test func thePageMarksEachMovedCellAndEscapes() {
        let page = ReportComparison(old: old, new: new).renderHTML(oldName: "old<1>.json", newName: "new.json")
        #expect(
            page.contains(
                #"<tr data-spec="a" data-adapter="x" data-change="regressed" data-old="pass" data-new="fail">"#))
        #expect(page.contains(#"data-spec="fresh" data-adapter="x" data-change="added" data-old="" data-new="fail""#))
        #expect(page.contains("old&lt;1&gt;.json"))
        #expect(!page.contains("<1>"))
        #expect(page.contains("a &lt;fail&gt;"))
        #expect(!page.contains(" src="))
    }

    @Test func aJSONReportReadsBackAsItWasWritten() throws {
        let json = ReportFormat.json.render(new)
        let read = try ReportReader.decode(Data(json.utf8), file: "new.json")
        #expect(read.adapters == new.adapters)
        #expect(read.specs.map(\.id) == new.specs.map(\.id))
        #expect(read.results.map(\.status) == new.results.map(\.status))
        #expect(read.results.map(\.checks) == new.results.map(\.checks))
        #expect(read.results.map(\.message) == new.results.map(\.message))
        #expect(ReportComparison(old: new, new: read).entries.isEmpty)
    }

    @Test func aFileThatIsNotAReportIsAnErrorNamingFileAndField() {
        func problem(_ text: String) -> String {
            do {
                _ = try ReportReader.decode(Data(text.utf8), file: "r.json")
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(problem("{").hasPrefix("r.json: not JSON: line 1, column 2"))
        #expect(problem("[]") == "r.json: $: expected an object, found an array")
        #expect(
            problem(#"{"format": "mapcompat-spec/1"}"#)
                == #"r.json: $.format: "mapcompat-spec/1" is not "mapcompat-report/1""#)
        #expect(problem(#"{"format": "mapcompat-report/1"}"#) == "r.json: $.results: expected an array")
        let result = #"{"spec": "a", "adapter": "x", "status": "passed"}"#
        #expect(
            problem(#"{"format": "mapcompat-report/1", "results": [\#(result)]}"#)
                == #"r.json: $.results[0].status: unknown status "passed" (pass, partial, fail, n/a or error)"#)
        let good = #"{"spec": "a", "adapter": "x", "status": "pass"}"#
        #expect(
            problem(#"{"format": "mapcompat-report/1", "results": [\#(good), \#(good)]}"#)
                == "r.json: $.results[1]: a second result for a [x]")
        let checks = #"{"spec": "a", "adapter": "x", "status": "pass", "checks": {"made": -1, "held": 0}}"#
        #expect(
            problem(#"{"format": "mapcompat-report/1", "results": [\#(checks)]}"#)
                == "r.json: $.results[0].checks.made: expected a whole number of checks")
        #expect(
            problem(#"{"format": "mapcompat-report/1", "results": [{"spec": 1}]}"#)
                == "r.json: $.results[0].spec: expected a string, found a number")
        #expect(throws: ReportReadError.self) { try ReportReader.read(path: "/nonexistent/report.json") }
    }
}
