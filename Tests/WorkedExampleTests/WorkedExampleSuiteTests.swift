import MapCompatConformance
import MapCompatCore
import MapCompatTestSupport
import Testing
import WorkedExamplePlugin

/// The whole built-in suite through the worked example's plugin: every spec runs or declines with a reason;
/// none ends in `fail` or `error`.
@Suite struct WorkedExampleSuiteTests {
    @Test func theBuiltInSuiteRunsWithoutFailuresOrErrors() throws {
        let files = try SpecLoader().load(path: PackagePaths.specsPath)
        let report = ConformanceRunner(plugins: [CorePlugin(), MapboxMapsPlugin()]).run(files)
        let results = report.results.filter { $0.adapter == "mapbox" }
        let broken = results.filter { $0.status == .error || $0.status == .fail }
        #expect(broken.isEmpty, "\(broken.map { "\($0.spec): \($0.message)" })")
        #expect(results.filter { $0.status == .pass || $0.status == .partial }.count >= 30)
        let unexplained = results.filter { $0.status == .notApplicable && $0.missing.isEmpty && $0.message.isEmpty }
        #expect(unexplained.isEmpty, "\(unexplained.map(\.spec))")
    }
}
