import Foundation
import GoogleMapsStyleConformance
import MapCompatConformance
import MapCompatTestSupport
import Testing

/// The whole built-in suite on the core and the `google` plugin. `SuiteMatrixTests` pins every result; these
/// tests state the rules the `google` row keeps whatever the counts.
struct GoogleSuiteTests {
    static func report() throws -> ConformanceReport {
        ConformanceRunner(plugins: [CorePlugin(), GooglePlugin()]).run(
            try SpecLoader().load(path: PackagePaths.specsPath))
    }

    @Test func noSpecFailsOrBreaksOnGoogleAndSixtyRun() throws {
        let results = try Self.report().results.filter { $0.adapter == "google" }
        for result in results where result.status == .fail || result.status == .error {
            Issue.record("\(result.spec): \(result.message)")
        }
        #expect(results.count { $0.status == .pass || $0.status == .partial } >= 60)
    }

    @Test func everyGoogleSpecPassesOnGoogleOnly() throws {
        let vendor = try Self.report().results.filter { $0.spec.hasPrefix("vendor/google/") }
        let onGoogle = vendor.filter { $0.adapter == "google" }
        let files = try FileManager.default.contentsOfDirectory(
            atPath: PackagePaths.specsRoot.appendingPathComponent("vendor/google").path
        ).filter { $0.hasSuffix(".json") }
        #expect(onGoogle.count == files.count)
        for result in onGoogle { #expect(result.status == .pass, "\(result.spec): \(result.message)") }
        #expect(vendor.filter { $0.adapter == "core" }.allSatisfy { $0.status == .notApplicable })
    }

    @Test func googleDeclinesWhatNoCapabilityNamesWithItsReason() throws {
        let results = try Self.report().results.filter { $0.adapter == "google" }
        let symbol = try #require(results.first { $0.spec == "taps/symbol-without-callback-is-transparent" })
        #expect(symbol.status == .notApplicable)
        #expect(symbol.message.contains("issue #98"))
        let propagate = try #require(results.first { $0.spec == "taps/overlay-propagates-to-map" })
        #expect(propagate.missing == ["scene.tapHandler.propagate"])
    }

    @Test func theMarkerRulesShowOnlyUnderGooglesProfile() throws {
        // The neutral annotation spec keeps its selection on a second tap; Google's reselects (vendor spec).
        let results = try Self.report().results.filter { $0.adapter == "google" }
        let neutral = try #require(results.first { $0.spec == "annotations/tap-on-selection-changes-nothing" })
        #expect(neutral.status == .partial)
        let vendor = try #require(
            results.first { $0.spec == "vendor/google/tap-on-selected-marker-closes-and-reopens-its-info-window" })
        #expect(vendor.status == .pass)
    }
}
