import MapCompatConformance
import MapCompatCore
import MapCompatTestSupport
import Testing

/// A plugin written against the first kit compiles unchanged and runs the built-in suite: no `error`, and it
/// agrees with `core` wherever it runs.
@Suite struct MigrationTests {
    @Test func aFirstKitPluginRunsTheSuiteUnchanged() throws {
        let files = try SpecLoader().load(path: PackagePaths.specsPath)
        let report = ConformanceRunner(plugins: [CorePlugin(), LegacyKitPlugin()]).run(files)
        let results = report.results.filter { $0.adapter == "legacy" }
        let broken = results.filter { $0.status == .error || $0.status == .fail }
        #expect(broken.isEmpty, "\(broken.map { "\($0.spec): \($0.message)" })")
        #expect(results.filter { $0.status == .pass || $0.status == .partial }.count >= 10)
    }
}
