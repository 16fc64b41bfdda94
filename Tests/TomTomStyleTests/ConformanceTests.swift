import Foundation
import MapCompatConformance
import MapCompatCore
import MapCompatTestSupport
import Testing
import TomTomStyleConformance

/// The built-in suite through the TomTom plugin, next to the core.
struct ConformanceTests {
    static func report() throws -> ConformanceReport {
        ConformanceRunner(plugins: [CorePlugin(), TomTomPlugin()])
            .run(try SpecLoader().load(path: PackagePaths.specsPath))
    }

    @Test func theWholeSuitePassesOrIsNotApplicable() throws {
        let report = try Self.report()
        for result in report.results where result.status == .fail || result.status == .error {
            Issue.record("\(result.spec) [\(result.adapter)]: \(result.message)")
        }
        let tomTom = report.results.filter { $0.adapter == "tomtom" }
        // The tomtom row of the pinned matrix (SuiteMatrixTests): pass, partial, n/a.
        #expect(tomTom.filter { $0.status == .pass }.count == 71)
        #expect(tomTom.filter { $0.status == .partial }.count == 19)
        #expect(tomTom.filter { $0.status == .notApplicable }.count == 115)
    }

    @Test func everyTomTomVendorSpecRunsAndPasses() throws {
        let report = try Self.report()
        let vendor = report.results.filter { $0.adapter == "tomtom" && $0.spec.hasPrefix("vendor/tomtom/") }
        #expect(vendor.count == 21)
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

/// What the plugin gained with `MapView`, annotations, controls and tracking, and the gap table's step with it.
struct ConformanceCoverageTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Adapters/TomTomStyle/Sources/TomTomStyle.docc/PortingToAndFromTomTomStyle.md")

    @Test func everyMissingCapabilityHasTomTomsReasonInTheGapTable() throws {
        let report = try ConformanceTests.report()
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let gaps = try #require(text.components(separatedBy: "### What TomTom's API cannot say").last)
        let missing = Set(report.results.filter { $0.adapter == "tomtom" }.flatMap(\.missing))
        #expect(!missing.isEmpty)
        for capability in missing {
            #expect(gaps.contains("`\(capability.rawValue)`"), "\(capability) has no reason in the gap table")
        }
    }

    /// Every reason in the gap list names the public page it rests on.
    @Test func everyGapNamesItsSource() throws {
        let unsourced = try GapTable.unsourcedBullets(
            article: "Adapters/TomTomStyle/Sources/TomTomStyle.docc/PortingToAndFromTomTomStyle.md",
            after: "### What TomTom's API cannot say")
        #expect(unsourced.isEmpty, "gaps without a source: \(unsourced)")
    }

    @Test func specsWhoseItemsConsumeTheirTapsRunOnTomTom() throws {
        let report = try ConformanceTests.report()
        let ids = [
            "taps/overlay-consumes", "taps/shapes/circle-inside-radius", "taps/shapes/polyline-within-half-width",
        ]
        for id in ids {
            let result = report.results.first { $0.adapter == "tomtom" && $0.spec == id }
            #expect(result?.status == .pass, "\(id): \(result?.message ?? "missing")")
        }
        for id in ["taps/overlay-propagates-to-map", "taps/overlay-without-handler-is-transparent"] {
            let result = report.results.first { $0.adapter == "tomtom" && $0.spec == id }
            #expect(result?.status == .notApplicable, "\(id)")
        }
        // A tapped item without a handler is declined with TomTom's reason.
        let tapped = report.results.first {
            $0.adapter == "tomtom" && $0.spec == "taps/overlay-without-handler-is-transparent"
        }
        #expect(tapped?.missing == ["scene.tapHandler.none"])
    }

    @Test func anUntouchedMarkerWithoutAHandlerRunsAndItsPositionReadsBack() throws {
        let report = try ConformanceTests.report()
        // The pan never hit-tests the marker, so a consuming TomTom marker stands in for it; `Marker.coordinate`
        // reads its position back.
        let result = report.results.first { $0.adapter == "tomtom" && $0.spec == "taps/marker-position-is-reported" }
        #expect(result?.status == .pass, "\(result?.message ?? "missing")")
    }

    @Test func controlAndTrackingSpecsRunOnTomTom() throws {
        let report = try ConformanceTests.report()
        let tomTom = report.results.filter { $0.adapter == "tomtom" }
        let passing = tomTom.filter { $0.spec.hasPrefix("controls/") && $0.status == .pass }.map(\.spec)
        #expect(
            Set(passing) == [
                "controls/compass/hidden-while-north-up-and-flat", "controls/compass/shows-while-tilted",
                "controls/only-logo-by-default", "controls/scale-bar/shown-when-enabled",
            ])
        // Tracking sets up and reads back; the reasons of camera moves, which TomTom's callbacks do not carry,
        // go unchecked, so these run as partial with nothing missing.
        for id in [
            "location/follow-moves-camera", "location/pan-ends-following", "location/tracking-set-later-moves-camera",
            "location/follow-with-heading-turns", "location/no-follow-keeps-camera",
        ] {
            let result = try #require(tomTom.first { $0.spec == id })
            #expect(result.status == .partial && result.missing.isEmpty, "\(id): \(result.status) \(result.missing)")
        }
    }

    @Test func whatTomTomCannotObserveIsDeclinedWithItsReason() throws {
        let report = try ConformanceTests.report()
        let declined: [String: Capability] = [
            "controls/location-button/cycles-tracking-modes": "expect.tracking.noneWithLocation",
            "gestures/stop/touch-stops-animation": "step.camera.animated",
        ]
        for (id, capability) in declined {
            let result = try #require(report.results.first { $0.adapter == "tomtom" && $0.spec == id })
            #expect(result.status == .notApplicable && result.missing == [capability], "\(id): \(result.missing)")
        }
    }

    @Test func aTimedMoveThatEndsTheSpecRunsToItsEnd() throws {
        let report = try ConformanceTests.report()
        // Only the move's end shows, which `applyCamera(_:animationDuration:)` reaches whatever its curve: the
        // camera and the idle time are checked, the reasons TomTom's callbacks do not carry go unchecked.
        let result = try #require(report.results.first { $0.adapter == "tomtom" && $0.spec == "camera/animated-move" })
        #expect(result.status == .partial && result.missing.isEmpty, "\(result.status) \(result.message)")
    }
}
