import Foundation
import MapCompatConformance
import MapCompatTestSupport
import MapLibreStyleConformance
import Testing

/// The whole `Specs/` suite on the core and the `maplibre` plugin.
struct SuiteTests {
    @Test func everySpecPassesOrIsNotApplicable() throws {
        let report = ConformanceRunner(plugins: [CorePlugin(), MapLibrePlugin()])
            .run(try SpecLoader().load(path: PackagePaths.specsPath))
        for result in report.results where result.status == .fail || result.status == .error {
            Issue.record("\(result.spec) [\(result.adapter)]: \(result.message)")
        }
        let mapLibre = report.results.filter { $0.adapter == "maplibre" }
        #expect(mapLibre.filter { $0.status == .pass }.count == 73)
        #expect(mapLibre.filter { $0.status == .partial }.count == 31)
        #expect(mapLibre.filter { $0.status == .notApplicable }.count == 101)
    }

    /// A tap that deselects leaves the run's map taps unchecked under the neutral profile, with MapLibre's
    /// reason, and runs (no map tap, as MapLibre does) under MapLibre's own.
    @Test func aDeselectingTapLeavesMapTapsUncheckedOnlyWhereTheCoreReportsOne() throws {
        let report = ConformanceRunner(plugins: [CorePlugin(), MapLibrePlugin()])
            .run(try SpecLoader().load(path: PackagePaths.specsPath))
        let neutral = report.results.first {
            $0.adapter == "maplibre" && $0.spec == "annotations/tap-elsewhere-deselects"
        }
        #expect(neutral?.status == .partial)
        #expect(neutral?.checks?.unchecked == ["events[2] mapTap"])
        let vendor = report.results.first {
            $0.adapter == "maplibre" && $0.spec == "vendor/maplibre/tap-that-deselects-does-not-reach-fallback"
        }
        #expect(vendor?.status == .pass)
    }
}
