import Foundation
import MapCompatConformance
import MapCompatCore
import Testing
import TomTomStyleConformance

/// The built-in suite through the TomTom plugin, next to the core.
struct ConformanceTests {
    static let specsRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Specs").path

    static func report() throws -> ConformanceReport {
        ConformanceRunner(plugins: [CorePlugin(), TomTomPlugin()]).run(try SpecLoader().load(path: specsRoot))
    }

    @Test func theWholeSuitePassesOrIsNotApplicable() throws {
        let report = try Self.report()
        for result in report.results where result.status == .fail || result.status == .error {
            Issue.record("\(result.spec) [\(result.adapter)]: \(result.message)")
        }
        let tomTom = report.results.filter { $0.adapter == "tomtom" }
        #expect(tomTom.filter { $0.status == .pass }.count >= 32)
    }

    @Test func everyTomTomVendorSpecRunsAndPasses() throws {
        let report = try Self.report()
        let vendor = report.results.filter { $0.adapter == "tomtom" && $0.spec.hasPrefix("vendor/tomtom/") }
        #expect(vendor.count >= 19)
        for result in vendor { #expect(result.status == .pass, "\(result.spec): \(result.message)") }
    }

    @Test func theVendorSpecsAreTomTomsOnly() throws {
        let report = try Self.report()
        for result in report.results where result.adapter == "core" && result.spec.hasPrefix("vendor/tomtom/") {
            #expect(result.status == .notApplicable)
        }
    }

    @Test func thePluginDoesNotClaimWhatTomTomCannotReport() {
        let capabilities = TomTomPlugin().capabilities
        for missing in ["event.gesture", "event.cameraWillChange", "scene.tapHandler", "map.gestures.stop"] {
            #expect(!capabilities.contains(Capability(missing)))
        }
        #expect(capabilities.contains(Capability("map.exclusions")))
        #expect(TomTomPlugin().id == "tomtom")
    }

    @Test func thePluginReportsThePhasesOfTheFourGesturesTomTomNames() {
        let capabilities = TomTomPlugin().capabilities
        for reported in ["pan", "pinch", "rotate", "tilt"] {
            #expect(capabilities.contains(Capability("event.gesture.\(reported)")))
        }
        for unreported in ["tap", "doubleTap", "twoFingerTap", "longPress", "quickZoom"] {
            #expect(!capabilities.contains(Capability("event.gesture.\(unreported)")))
        }
    }

    @Test func gestureAndLocationMarkerSpecsRunAndPass() throws {
        let report = try Self.report()
        let ids = [
            "gestures/pinch/zoom-in", "gestures/rotate/clockwise-turns-bearing-back",
            "gestures/tilt/two-fingers-up-tilt", "location/tap-on-location-marker",
        ]
        for id in ids {
            let result = report.results.first { $0.adapter == "tomtom" && $0.spec == id }
            #expect(result?.status == .pass, "\(id): \(result?.message ?? "missing")")
        }
    }
}
