import Foundation
import MapCompatConformance
import MapCompatTestSupport
import MapLibreStyleConformance
import Testing

/// The article's table of what MapLibre's API cannot express, kept in step with the `maplibre` plugin: every
/// capability a spec lacks on `maplibre` is listed with its reason, and every listed one is really lacking.
@Suite struct MapLibreGapTests {
    /// The article's gap table.
    static func table() throws -> GapTable {
        try GapTable(
            article: "Adapters/MapLibreStyle/Sources/MapLibreStyle.docc/PortingToAndFromMapLibreStyle.md",
            after: "| missing | why MapLibre cannot express it |")
    }

    @Test func everyMissingCapabilityOfTheSuiteIsListed() throws {
        let table = try Self.table()
        let plugin = MapLibrePlugin()
        let files = try SpecLoader().load(path: PackagePaths.specsPath)
        var missing: Set<Capability> = []
        for spec in files.compactMap(\.spec) where spec.adapters?.contains("maplibre") ?? true {
            missing.formUnion(plugin.missingCapabilities(for: spec))
        }
        #expect(!missing.isEmpty)
        for capability in missing.sorted() where !table.covers(capability.rawValue) {
            Issue.record("\(capability) makes specs n/a on maplibre but the article does not list it")
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
        #expect(table.names.contains("scene.calloutOffset"))
        let capabilities = MapLibrePlugin().capabilities
        for name in table.names {
            let present = capabilities.filter { GapTable.name(name, covers: $0.rawValue) }
            #expect(present.isEmpty, "the article lists \(name) as inexpressible, but the plugin has \(present)")
        }
    }
}
