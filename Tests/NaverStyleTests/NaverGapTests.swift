import Foundation
import MapCompatConformance
import MapCompatTestSupport
import NaverStyleConformance
import Testing

/// The article's list of what NAVER's API cannot express, kept in step with the `naver` plugin: every
/// capability a spec lacks on `naver` is listed with its reason, and every listed one is really lacking.
@Suite struct NaverGapTests {
    /// The backticked capability names in the first column of the table in the article's section on specs
    /// NAVER cannot express; a name ending in `.*` stands for every capability below it.
    static func listedGaps() throws -> [String] {
        let article = PackagePaths.root.appendingPathComponent(
            "Adapters/NaverStyle/Sources/NaverStyle.docc/PortingToAndFromNaverStyle.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let heading = "### Specs NAVER's API cannot express"
        guard let start = text.range(of: heading) else {
            Issue.record("the article has no section \"\(heading)\"")
            return []
        }
        let rest = text[start.upperBound...]
        let section = rest.range(of: "\n### ").map { rest[..<$0.lowerBound] } ?? rest
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
        let plugin = NaverPlugin()
        let files = try SpecLoader().load(path: PackagePaths.specsPath)
        var missing: Set<Capability> = []
        for spec in files.compactMap(\.spec) where spec.adapters?.contains("naver") ?? true {
            missing.formUnion(plugin.missingCapabilities(for: spec))
        }
        #expect(!missing.isEmpty)
        for capability in missing.sorted() where !Self.covers(listed, capability) {
            Issue.record("\(capability) makes specs n/a on naver but the article does not list it")
        }
    }

    @Test func everyListedCapabilityIsLackingInThePlugin() throws {
        let listed = try Self.listedGaps()
        #expect(listed.contains("event.gesture") && listed.contains("scene.annotation"))
        let capabilities = NaverPlugin().capabilities
        for name in listed {
            let present = capabilities.filter { Self.covers([name], $0) }
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
