import Foundation
import MapCompatConformance
import Testing

/// `mapcompat compare OLD.json NEW.json`, run as a user would: its output and exit status.
struct CompareCommandTests {
    private func compare(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = try #require(CommandLineTests.binary, "build the mapcompat product before running these tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["compare"] + arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }

    private func write(_ results: [ConformanceResult]) throws -> String {
        let report = ConformanceReport(
            specs: results.map { .init(id: $0.spec, title: "", file: "") }, adapters: ["core"], results: results)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mapcompat-compare-\(UUID()).json")
            .path
        try Data(ReportFormat.json.render(report).utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aRegressionExitsWithOneAndIsNamed() throws {
        let old = try write([
            ConformanceResult(spec: "a", adapter: "core", status: .pass, checks: .init(made: 1, held: 1)),
            ConformanceResult(spec: "b", adapter: "core", status: .fail, message: "no", checks: .init(made: 1)),
        ])
        let new = try write([
            ConformanceResult(
                spec: "a", adapter: "core", status: .fail, message: "camera.zoom: 15 ≠ 16",
                checks: .init(made: 1)),
            ConformanceResult(spec: "b", adapter: "core", status: .pass, checks: .init(made: 1, held: 1)),
        ])
        let text = try compare([old, new])
        #expect(text.status == 1)
        #expect(text.stdout.contains("core: 1 now pass, 1 regressed, 0 changed, 0 added, 0 removed, 0 unchanged"))
        #expect(text.stdout.contains("camera.zoom: 15 ≠ 16"))
        let same = try compare([old, old])
        #expect(same.status == 0)
        #expect(same.stdout.contains("core: no change (2 unchanged)"))
        let page = try compare([old, new, "--format", "html"])
        #expect(page.status == 1)
        #expect(page.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(page.stdout.contains(#"data-spec="a" data-adapter="core" data-change="regressed""#))
    }

    @Test func aFileThatIsNotAReportIsAUsageErrorNamingIt() throws {
        let old = try write([])
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("mapcompat-bad-\(UUID()).json").path
        try Data(#"{"format": "mapcompat-report/1", "results": [{"spec": "a"}]}"#.utf8).write(
            to: URL(fileURLWithPath: bad))
        let run = try compare([old, bad])
        #expect(run.status == 2)
        #expect(run.stderr.contains(bad + ": $.results[0].adapter: missing"))
        #expect(try compare([old]).status == 2)
        #expect(try compare([old, old, "--format", "pdf"]).status == 2)
    }
}
