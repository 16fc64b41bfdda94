import Foundation
import MapCompatConformance
import MapCompatTestSupport
import RMMapLayerStyleConformance
import Testing

/// The article's table of what route-me's API cannot express, kept in step with the `rm` plugin: every
/// capability a built-in spec lacks on `rm` is listed with its reason, and every listed one is really lacking.
@Suite struct RMMapLayerStyleGapTests {
    /// The backticked capability names in the first column of the table under "Specs route-me's API cannot
    /// express"; a name ending in `.*` stands for every capability below it.
    static func listedGaps() throws -> [String] {
        let article = PackagePaths.root.appendingPathComponent(
            "Adapters/RMMapLayerStyle/Sources/RMMapLayerStyle.docc/PortingToAndFromRMMapLayerStyle.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let heading = "### Specs route-me's API cannot express"
        guard let start = text.range(of: heading) else {
            Issue.record("the article has no section \"\(heading)\"")
            return []
        }
        let rest = text[start.upperBound...]
        let section = rest.range(of: "\n#").map { rest[..<$0.lowerBound] } ?? rest
        let firstCells = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap {
            $0.split(separator: "|").first
        }
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
            "map.viewport.insets", "scene.globalZ", "scene.indoor", "scene.symbol", "scene.tapHandler.propagate",
            "step.camera", "step.quickZoom", "step.rotate", "step.selectIndoorLevel", "step.tilt",
        ]
        #expect(setUp == expectedSetUp)
        for capability in missing.sorted() where !Self.covers(listed, capability) {
            Issue.record("\(capability) makes specs n/a on rm but the article does not list it")
        }
    }

    @Test func everyListedCapabilityIsLackingInThePlugin() throws {
        let listed = try Self.listedGaps()
        #expect(listed.contains("scene.tapHandler") && listed.contains("event.cameraWillChange"))
        let capabilities = RMPlugin().capabilities
        for name in listed {
            let present = capabilities.filter { Self.covers([name], $0) }
            #expect(present.isEmpty, "the article lists \(name) as inexpressible, but the plugin has \(present)")
        }
    }
}
