import Foundation
import MapCompatConformance
import MapLibreStyleConformance
import Testing

/// The article's table of what MapLibre's API cannot express, kept in step with the `maplibre` plugin: every
/// capability a spec lacks on `maplibre` is listed with its reason, and every listed one is really lacking.
@Suite struct MapLibreGapTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The backticked capability names in the first column of the article's gap table; a name ending in `.*`
    /// stands for every capability below it.
    static func listedGaps() throws -> [String] {
        let article = packageRoot.appendingPathComponent(
            "Adapters/MapLibreStyle/Sources/MapLibreStyle.docc/PortingToAndFromMapLibreStyle.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let header = "| missing | why MapLibre cannot express it |"
        guard let start = text.range(of: header) else {
            Issue.record("the article has no gap table")
            return []
        }
        let rows = text[start.upperBound...].split(separator: "\n").prefix { $0.hasPrefix("|") }
        let firstCells = rows.filter { $0.hasPrefix("| `") }.compactMap { $0.split(separator: "|").first }
        return firstCells.flatMap { cell in
            cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }
                .map { String($0.element) }
        }
    }

    static func covers(_ listed: [String], _ capability: Capability) -> Bool {
        listed.contains { name in
            name.hasSuffix(".*")
                ? capability.rawValue.hasPrefix(String(name.dropLast())) : capability.rawValue == name
        }
    }

    @Test func everyMissingCapabilityOfTheSuiteIsListed() throws {
        let listed = try Self.listedGaps()
        let plugin = MapLibrePlugin()
        let files = try SpecLoader().load(path: Self.packageRoot.appendingPathComponent("Specs").path)
        var missing: Set<Capability> = []
        for spec in files.compactMap(\.spec) where spec.adapters?.contains("maplibre") ?? true {
            missing.formUnion(plugin.missingCapabilities(for: spec))
        }
        #expect(!missing.isEmpty)
        for capability in missing.sorted() where !Self.covers(listed, capability) {
            Issue.record("\(capability) makes specs n/a on maplibre but the article does not list it")
        }
    }

    @Test func everyListedCapabilityIsLackingInThePlugin() throws {
        let listed = try Self.listedGaps()
        #expect(listed.contains("handler.drag"))
        let capabilities = MapLibrePlugin().capabilities
        for name in listed {
            let present = capabilities.filter { Self.covers([name], $0) }
            #expect(present.isEmpty, "the article lists \(name) as inexpressible, but the plugin has \(present)")
        }
    }
}
