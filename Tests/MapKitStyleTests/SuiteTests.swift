import Foundation
import MapCompatConformance
import MapCompatTestSupport
import MapKitStyleConformance
import Testing

/// The whole `Specs/` suite on the core and the `mapkit` plugin.
struct SuiteTests {
    static let report = Result {
        try ConformanceRunner(plugins: [CorePlugin(), MapKitPlugin()]).run(
            SpecLoader().load(path: PackagePaths.specsPath))
    }

    @Test func everySpecPassesOrIsNotApplicable() throws {
        let report = try Self.report.get()
        for result in report.results where result.status == .fail || result.status == .error {
            Issue.record("\(result.spec) [\(result.adapter)]: \(result.message)")
        }
        let mapKit = report.results.filter { $0.adapter == "mapkit" }
        #expect(mapKit.filter { $0.status == .pass }.count == 35)
        #expect(mapKit.filter { $0.status == .partial }.count == 47)
    }

    @Test func thePluginsCapabilitiesAreKnownNames() throws {
        try MapKitPlugin().validateCapabilities()
    }

    /// A tap that deselects is heard by the app's recognizer before MapKit deselects: the run leaves map taps
    /// unchecked rather than report them in the wrong order.
    @Test func aDeselectingTapLeavesMapTapsUnchecked() throws {
        let result = try Self.report.get().results.first {
            $0.adapter == "mapkit" && $0.spec == "annotations/tap-elsewhere-deselects"
        }
        #expect(result?.status == .partial)
        #expect(result?.checks?.unchecked.contains("events[2] mapTap") == true)
    }
}
