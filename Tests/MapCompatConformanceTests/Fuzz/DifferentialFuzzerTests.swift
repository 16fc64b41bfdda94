import Foundation
import MapCompatConformance
import MapCompatCore
import Testing

/// The fuzzer finds a planted divergence, shrinks it to a few steps, writes it as a valid spec and reports
/// the same thing for the same seed.
struct DifferentialFuzzerTests {
    static let report = DifferentialFuzzer(plugins: [PlantedBugPlugin()], runs: 120, seed: 7).run()

    @Test func aPlantedDivergenceIsFoundAndShrunk() throws {
        let report = Self.report
        #expect(report.ran["planted"] == 120 - report.skipped)
        try #require(!report.divergences.isEmpty)
        for divergence in report.divergences {
            #expect(divergence.adapter == "planted")
            #expect(divergence.check == "agrees with core")
            #expect(divergence.message.contains("mapLongPress"))
            let shrunk = divergence.shrunk
            #expect(shrunk.steps.count <= 2, "\(SpecEncoder.encode(shrunk))")
            #expect(shrunk.scene.count <= 1, "\(SpecEncoder.encode(shrunk))")
            #expect(shrunk.steps.count < divergence.original.steps.count || shrunk.steps.count == 1)
            #expect(shrunk.title.hasPrefix("planted diverges from core: events differ from core's"))
        }
        #expect(report.exitStatus == 1)
    }

    @Test func theShrunkSpecStillDivergesThroughTheRunner() throws {
        let divergence = try #require(Self.report.divergences.first)
        let results = ConformanceRunner(plugins: [CorePlugin(), PlantedBugPlugin()]).run(divergence.shrunk)
        #expect(results.last?.status == .fail)
    }

    @Test func anAdapterThatAgreesHasNoDivergence() {
        let report = DifferentialFuzzer(plugins: [CorePlugin(), RenamedCorePlugin()], runs: 60, seed: 7).run()
        #expect(report.adapters == ["twin"])
        #expect(report.divergences.isEmpty)
        #expect(report.exitStatus == 0)
        #expect((report.ran["twin"] ?? 0) > 50)
    }

    @Test func theSameSeedGivesTheSameReport() {
        let first = DifferentialFuzzer(plugins: [PlantedBugPlugin()], runs: 50, seed: 12).run()
        let again = DifferentialFuzzer(plugins: [PlantedBugPlugin()], runs: 50, seed: 12).run()
        #expect(again == first)
        #expect(FuzzReportFormat.json.render(again) == FuzzReportFormat.json.render(first))
        #expect(FuzzReportFormat.text.render(again) == FuzzReportFormat.text.render(first))
    }

    @Test func runsAimAtEachAdapterInTurn() {
        let narrow = ScriptedVocabularyPlugin(capabilities: [.step(.tap), .step(.wait)])
        let fuzzer = DifferentialFuzzer(plugins: [narrow], runs: 10, seed: 1)
        #expect(fuzzer.vocabulary(run: 0).isSuperset(of: CorePlugin().capabilities))
        #expect(fuzzer.vocabulary(run: 1) == [.step(.tap), .step(.wait)])
        for index in stride(from: 1, to: 40, by: 2) {
            let spec = fuzzer.spec(run: index)
            #expect(spec.map { narrow.missingSetUpCapabilities(for: $0).isEmpty } ?? true)
        }
    }

    @Test func targetsKeepTheSpecsWhicheverAdaptersAreCompared() {
        let all: [any AdapterPlugin] = [PlantedBugPlugin(), ScriptedVocabularyPlugin(capabilities: [.step(.tap)])]
        let one = DifferentialFuzzer(plugins: [PlantedBugPlugin()], runs: 12, seed: 4, targets: all)
        let both = DifferentialFuzzer(plugins: all, runs: 12, seed: 4)
        #expect((0..<12).map(one.spec(run:)) == (0..<12).map(both.spec(run:)))
        #expect(one.run().adapters == ["planted"])
    }

    @Test func aPluginListingOnlyFinerPartsGetsSpecsItCanSetUp() {
        // TomTom-like: its items always consume taps, its camera has no bearing or tilt, its limits no tilt.
        let finer = ScriptedVocabularyPlugin(capabilities: [
            .step(.tap), .step(.pan), .flatCameraStep, .step(.set), .scene("marker"), .scene("circle"),
            .scene("tapHandler.consume"), .map("camera.flat"), .map("limits.minZoom"), .map("limits.maxZoom"),
        ])
        let fuzzer = DifferentialFuzzer(plugins: [finer], runs: 400, seed: 3)
        #expect(fuzzer.vocabulary(run: 1).contains(.scene("tapHandler.consume")))
        var scene = 0
        for index in stride(from: 1, to: 400, by: 2) {
            guard let spec = fuzzer.spec(run: index) else { continue }
            #expect(finer.missingSetUpCapabilities(for: spec).isEmpty, "\(finer.missingSetUpCapabilities(for: spec))")
            scene += spec.scene.count
        }
        #expect(scene > 0)
    }

    @Test func aCheckTheAdapterCannotObserveIsNoDivergence() {
        // Without `event.*` or `expect.camera` there is nothing to compare: every agreement is unchecked.
        let blind = ScriptedVocabularyPlugin(capabilities: CorePlugin().capabilities.filter(\.isSetUp))
        let report = DifferentialFuzzer(
            plugins: [PlantedBugPlugin(id: "blind", observes: blind.capabilities)], runs: 40, seed: 7
        )
        .run()
        #expect(report.divergences.isEmpty)
        #expect((report.ran["blind"] ?? 0) > 30)
    }

    @Test func theShrinkerKeepsOnlyWhatThePropertyNeeds() throws {
        let spec = try #require(
            (0..<200).lazy.map { SpecGenerator(seed: 21).spec(run: $0) }.first { spec in
                spec.steps.count >= 4 && spec.steps.contains { $0.kind == .pinch } && spec.scene.count >= 2
            })
        let shrunk = SpecShrinker(budget: 1_000).shrink(spec) { $0.steps.contains { $0.kind == .pinch } }
        #expect(shrunk.steps.count == 1)
        #expect(shrunk.scene.isEmpty)
        #expect(shrunk.map == Spec.MapSettings())
        guard case .pinch(let pinch) = shrunk.steps.first else { return }
        #expect(pinch.release == .hold && pinch.duration == Step.defaultGestureDuration)
        #expect(Double(pinch.center.x).truncatingRemainder(dividingBy: 50) == 0)
    }
}

/// The core plugin under another id: it must never diverge from `core`.
struct RenamedCorePlugin: AdapterPlugin {
    var id = "twin"
    var capabilities: Set<Capability> { CorePlugin().capabilities }
    func makeSession(for spec: Spec) throws -> any AdapterSession { try CorePlugin().makeSession(for: spec) }
}

/// The core plugin, but listing only the given capabilities.
struct ScriptedVocabularyPlugin: AdapterPlugin {
    var id = "narrow"
    var capabilities: Set<Capability>
    func makeSession(for spec: Spec) throws -> any AdapterSession { try CorePlugin().makeSession(for: spec) }
}
