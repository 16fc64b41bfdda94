import Foundation
import MapCompatConformance
import MapCompatCore
import MapCompatTestSupport
import Testing

/// The one list of capabilities: a plugin's typo fails with the closest known name, every name a spec can
/// need is on the list, and the documentation lists each name with its meaning.
struct CapabilityCatalogueTests {
    private static let json = """
        {"format": "mapcompat-spec/1", "title": "t", "steps": [{"wait": 0.1}],
         "expect": {"events": [{"kind": "cameraIdle"}]}}
        """

    @Test func aMistypedCapabilityIsAnErrorThatNamesTheClosestKnownName() throws {
        let plugin = ScriptedPlugin(
            id: "toy", capabilities: [.step(.wait), "scene.tapHandler.nnoe", "evnt.cameraIdle"])
        #expect(
            plugin.unknownCapabilities.map(\.description) == [
                "plugin \"toy\" lists unknown capability \"evnt.cameraIdle\"; did you mean \"event.cameraIdle\"?",
                "plugin \"toy\" lists unknown capability \"scene.tapHandler.nnoe\"; did you mean \"scene.tapHandler.none\"?",
            ])
        #expect(throws: UnknownCapability.self) { try plugin.validateCapabilities() }
        let spec = try #require(loadSpec(Self.json).spec)
        let result = try #require(ConformanceRunner(plugins: [plugin]).run(spec).first)
        #expect(result.status == .error)
        #expect(result.message.contains("did you mean \"event.cameraIdle\"?"))
    }

    @Test func aNameFarFromEveryKnownOneGetsNoSuggestion() {
        #expect(Capability("teleport").closestKnown == nil)
        #expect(Capability("step.swipe").isKnown == false)
    }

    @Test func everyCapabilityASpecCanNeedIsKnown() throws {
        var needed: Set<Capability> = []
        for run in 0..<300 { needed.formUnion(SpecGenerator(seed: 3).spec(run: run).requiredCapabilities) }
        for step in Step.Kind.allCases { needed.insert(.step(step)) }
        for kind in MapEvent.Kind.allCases { needed.insert(.event(kind)) }
        #expect(needed.filter { !$0.isKnown }.isEmpty, "\(needed.filter { !$0.isKnown }.sorted())")
        #expect(Capability.catalogue.count == Capability.known.count, "a name is listed twice")
        #expect(Capability.catalogue.allSatisfy { !$0.meaning.isEmpty })
    }

    @Test func theNamesOnceFoundOnlyInTheSourceAreDocumented() {
        for name: Capability in ["scene.tapHandler.none", "scene.polygonHoles", "map.viewport.insets"] {
            #expect(name.meaning != nil, "\(name)")
        }
    }

    /// The article's table is `Capability.catalogue` (but the per-field event names, which follow one
    /// pattern the article states once); `MAPCOMPAT_RECORD=1` rewrites it from the catalogue.
    @Test func theCapabilitiesArticleListsEveryNameWithItsMeaning() throws {
        let file = PackagePaths.root.appending(
            path: "Sources/MapCompatConformance/MapCompatConformance.docc/CapabilityList.md")
        let article = try String(contentsOf: file, encoding: .utf8)
        let begin = "<!-- The table below is Capability.catalogue; MAPCOMPAT_RECORD=1 swift test rewrites it. -->\n"
        let end = "<!-- end of the generated table -->"
        let rows = Capability.catalogue.filter {
            $0.capability.unreportedField == nil && $0.capability.eventFieldParts == nil
        }
        .map { "| `\($0.capability)` | \($0.meaning) |" }
        let table = (["| capability | meaning |", "| --- | --- |"] + rows).joined(separator: "\n") + "\n"
        let head = try #require(article.range(of: begin), "the article has no generated table")
        let tail = try #require(article.range(of: end, range: head.upperBound..<article.endIndex))
        let current = String(article[head.upperBound..<tail.lowerBound])
        if ProcessInfo.processInfo.environment["MAPCOMPAT_RECORD"] == "1", current != table {
            try Data((article[..<head.upperBound] + table + article[tail.lowerBound...]).utf8).write(to: file)
            Issue.record("rewrote the capability table of \(file.lastPathComponent); run again to check")
            return
        }
        #expect(current == table, "the article's table is not Capability.catalogue (re-record with MAPCOMPAT_RECORD=1)")
    }
}
