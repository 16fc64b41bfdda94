import Foundation
import MapCompatConformance
import Testing

/// The built-in suite (`Specs/`) on every registered plugin, as part of `swift test`.
struct BuiltInSuiteTests {
    /// `Specs/` at the root of this package.
    static let specsRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Specs").path

    static let plugins: [any AdapterPlugin] = [CorePlugin()]

    @Test func everySpecFileIsValid() throws {
        let files = try SpecLoader().load(path: Self.specsRoot)
        #expect(files.count >= 30)
        for file in files {
            if case .failure(let error) = file.result { Issue.record("\(error)") }
            #expect(file.warnings.isEmpty, "\(file.path): \(file.warnings)")
        }
    }

    @Test func everySpecPassesOrIsNotApplicableOnEveryPlugin() throws {
        let report = ConformanceRunner(plugins: Self.plugins).run(try SpecLoader().load(path: Self.specsRoot))
        for result in report.results where result.status == .fail || result.status == .error {
            Issue.record("\(result.spec) [\(result.adapter)]: \(result.message)")
        }
        #expect(report.totals.pass >= 30)
    }

    @Test func everySpecNamesWhereItsBehaviourIsDocumented() throws {
        for file in try SpecLoader().load(path: Self.specsRoot) {
            if case .success(let spec) = file.result {
                #expect(!(spec.source ?? "").isEmpty, "\(spec.id) has no source")
            }
        }
    }
}

extension BuiltInSuiteTests {
    @Test func runningOnSeveralThreadsGivesTheSameReport() throws {
        let files = try SpecLoader().load(path: Self.specsRoot)
        let runner = ConformanceRunner(plugins: Self.plugins)
        let serial = runner.run(files)
        for jobs in [2, 3, 8] {
            #expect(runner.run(files, jobs: jobs) == serial, "jobs \(jobs)")
        }
    }
}
