import Foundation
import MapCompatConformance
import MapLibreStyleConformance
import Testing

/// The whole `Specs/` suite on the core and the `maplibre` plugin.
struct SuiteTests {
    static let specsRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Specs").path

    @Test func everySpecPassesOrIsNotApplicable() throws {
        let report = ConformanceRunner(plugins: [CorePlugin(), MapLibrePlugin()])
            .run(try SpecLoader().load(path: Self.specsRoot))
        for result in report.results where result.status == .fail || result.status == .error {
            Issue.record("\(result.spec) [\(result.adapter)]: \(result.message)")
        }
        let mapLibrePasses = report.results.filter { $0.adapter == "maplibre" && $0.status == .pass }
        #expect(mapLibrePasses.count >= 30)
    }
}
