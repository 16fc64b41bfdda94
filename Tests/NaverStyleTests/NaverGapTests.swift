import Foundation
import MapCompatConformance
import MapCompatTestSupport
import NaverStyleConformance
import Testing

/// The article's list of what NAVER's API cannot express, kept in step with the `naver` plugin: every
/// capability a spec lacks on `naver` is listed with its reason, and every listed one is really lacking.
@Suite struct NaverGapTests {
    /// The article's gap table.
    static func table() throws -> GapTable {
        try GapTable(
            article: "Adapters/NaverStyle/Sources/NaverStyle.docc/PortingToAndFromNaverStyle.md",
            after: "### Specs NAVER's API cannot express")
    }

    @Test func everyMissingCapabilityOfTheSuiteIsListed() throws {
        let table = try Self.table()
        let plugin = NaverPlugin()
        let files = try SpecLoader().load(path: PackagePaths.specsPath)
        var missing: Set<Capability> = []
        for spec in files.compactMap(\.spec) where spec.adapters?.contains("naver") ?? true {
            missing.formUnion(plugin.missingCapabilities(for: spec))
        }
        #expect(!missing.isEmpty)
        for capability in missing.sorted() where !table.covers(capability.rawValue) {
            Issue.record("\(capability) makes specs n/a on naver but the article does not list it")
        }
    }

    /// Every reason names the public page, header or source file it rests on (the table's last column).
    @Test func everyReasonNamesItsSource() throws {
        let table = try Self.table()
        #expect(!table.names.isEmpty)
        #expect(table.unsourced.isEmpty, "rows without a source: \(table.unsourced)")
    }

    @Test func everyListedCapabilityIsLackingInThePlugin() throws {
        let table = try Self.table()
        #expect(table.names.contains("event.gesture") && table.names.contains("scene.annotation"))
        let capabilities = NaverPlugin().capabilities
        for name in table.names {
            let present = capabilities.filter { GapTable.name(name, covers: $0.rawValue) }
            #expect(present.isEmpty, "the article lists \(name) as inexpressible, but the plugin has \(present)")
        }
    }

    @Test func documentedOutcomesOfInexpressibleEventsPassOnNaver() throws {
        // Each vendor spec the article names in place of an inexpressible event runs and passes.
        let names = [
            "double-tap-zooms-in-one-level", "two-finger-tap-zooms-out-one-level",
            "compass-tap-levels-heading-and-tilt", "zoom-out-button-removes-one-level",
            "location-button-steps-through-modes", "logo-interaction-off-passes-tap-to-map",
        ]
        let files = try SpecLoader().load(path: PackagePaths.specsPath).filter { file in
            names.contains { file.id == "vendor/naver/\($0)" }
        }
        #expect(files.count == names.count)
        let report = ConformanceRunner(plugins: [NaverPlugin()]).run(files)
        for result in report.results {
            #expect(result.status == .pass, "\(result.spec): \(result.message)")
        }
    }
}
