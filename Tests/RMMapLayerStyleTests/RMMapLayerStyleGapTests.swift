import Foundation
import MapCompatConformance
import MapCompatTestSupport
import RMMapLayerStyleConformance
import Testing

/// The article's table of what route-me's API cannot express, kept in step with the `rm` plugin: every
/// capability a built-in spec lacks on `rm` is listed with its reason, and every listed one is really lacking.
@Suite struct RMMapLayerStyleGapTests {
    /// The article's gap table.
    static func table() throws -> GapTable {
        try GapTable(
            article: "Adapters/RMMapLayerStyle/Sources/RMMapLayerStyle.docc/PortingToAndFromRMMapLayerStyle.md",
            after: "### Specs route-me's API cannot express")
    }

    @Test func everyMissingCapabilityOfTheSuiteIsListed() throws {
        let table = try Self.table()
        let plugin = RMPlugin()
        let files = try SpecLoader().load(path: PackagePaths.specsPath)
        var missing: Set<Capability> = []
        var setUp: Set<Capability> = []
        for spec in files.compactMap(\.spec) where spec.adapters?.contains("rm") ?? true {
            missing.formUnion(plugin.missingCapabilities(for: spec))
            setUp.formUnion(plugin.missingSetUpCapabilities(for: spec))
        }
        let expectedSetUp: Set<Capability> = [
            "handler.symbolTap.consume", "handler.symbolTap.propagate", "map.camera", "map.controls.compass",
            "map.controls.indoorLevelPicker", "map.controls.locationButton", "map.controls.logo",
            "map.controls.scaleBar", "map.controls.zoomButtons", "map.disabledGestures.doubleTap", "map.exclusions",
            "map.gestures.rotate", "map.gestures.stop", "map.gestures.tilt", "map.gestures.zoom", "map.limits.maxTilt",
            "map.viewport.insets", "scene.indoor", "scene.symbol", "scene.tapHandler.propagate",
            "step.camera", "step.quickZoom", "step.rotate", "step.selectIndoorLevel", "step.tilt",
        ]
        #expect(setUp == expectedSetUp)
        for capability in missing.sorted() where !table.covers(capability.rawValue) {
            Issue.record("\(capability) makes specs n/a on rm but the article does not list it")
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
        #expect(table.names.contains("scene.tapHandler") && table.names.contains("event.cameraWillChange"))
        let capabilities = RMPlugin().capabilities
        for name in table.names {
            let present = capabilities.filter { GapTable.name(name, covers: $0.rawValue) }
            #expect(present.isEmpty, "the article lists \(name) as inexpressible, but the plugin has \(present)")
        }
    }
}
