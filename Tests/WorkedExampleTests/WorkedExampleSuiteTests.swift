import MapCompatConformance
import MapCompatCore
import MapCompatTestSupport
import Testing
import WorkedExamplePlugin

/// The whole built-in suite through the worked example's plugin: every spec runs or declines with a reason;
/// none ends in `error`.
@Suite struct WorkedExampleSuiteTests {
    @Test func theBuiltInSuiteRunsWithoutErrors() throws {
        let files = try SpecLoader().load(path: PackagePaths.specsPath)
        let report = ConformanceRunner(plugins: [CorePlugin(), GoogleMapsPlugin()]).run(files)
        let results = report.results.filter { $0.adapter == "google" }
        let errors = results.filter { $0.status == .error }
        print(
            "google:",
            Dictionary(grouping: results, by: { "\($0.status.rawValue)" }).mapValues(\.count).sorted { $0.key < $1.key }
        )
        for result in results where result.status != .pass && result.missing.isEmpty {
            print(result.spec, result.status, result.message)
        }
        #expect(errors.isEmpty, "\(errors.map(\.spec))")
        #expect(results.contains { $0.status == .pass })
    }
}
