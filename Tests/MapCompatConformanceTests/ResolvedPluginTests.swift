import Foundation
import MapCompatCore
import Testing

@testable import MapCompatConformance

/// How many times a plugin's capability list was read, across threads.
private final class ReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var reads = 0

    var count: Int { lock.withLock { reads } }
    func read() { lock.withLock { reads += 1 } }
}

/// ``ToyMapPlugin``'s list, counting every read, as a plugin that builds its list anew on each read would cost.
private struct CountingPlugin: AdapterPlugin {
    let reads: ReadCounter
    var id: String { "counting" }
    var capabilities: Set<Capability> {
        reads.read()
        return ToyMapPlugin().capabilities
    }

    func makeSession(for spec: Spec) throws -> any AdapterSession { try ToyMapPlugin().makeSession(for: spec) }
}

/// A plugin that reports one kind without a field, one gesture's events only, and every control's visibility:
/// the observation names that are parsed rather than looked up.
private struct NarrowPlugin: AdapterPlugin {
    var id: String { "narrow" }
    var capabilities: Set<Capability> {
        [
            .step(.wait), .event(.cameraDidChange), .event(.cameraDidChange, without: "reason"),
            .gestureEvent(.pan), .calloutTapEvent(.left), .expect("controls"), "handler.symbolTap",
        ]
    }

    func makeSession(for spec: Spec) throws -> any AdapterSession { try ToyMapPlugin().makeSession(for: spec) }
}

/// The runner reads each plugin's capabilities once, when it is made (issue 50: names parsed and sets rebuilt
/// on every run cut the conformance benchmark to a fifth), and answers from that reading exactly as the
/// plugin's own ``AdapterPlugin/canObserve(_:)`` does.
struct ResolvedPluginTests {
    @Test func aRunnerReadsAPluginsCapabilitiesWhenMadeNotOnEachRun() throws {
        let reads = ReadCounter()
        let runner = ConformanceRunner(plugins: [CountingPlugin(reads: reads)])
        let whenMade = reads.count
        let spec = try #require(
            loadSpec(
                #"{"format": "mapcompat-spec/1", "title": "t", "steps": [{"camera": {"zoom": 16}}], "expect": {"camera": {"zoom": 16}, "events": [{"kind": "cameraIdle"}]}}"#
            ).spec)
        for _ in 0..<5 { #expect(runner.run(spec).map(\.status) == [.pass]) }
        #expect(whenMade > 0)
        #expect(reads.count == whenMade)
    }

    @Test func changingThePluginsReadsTheNewOnes() throws {
        var runner = ConformanceRunner(plugins: [])
        runner.plugins = [ToyMapPlugin()]
        let spec = try #require(
            loadSpec(#"{"format": "mapcompat-spec/1", "title": "t", "steps": [{"tap": [1, 1]}]}"#).spec)
        #expect(runner.run(spec).map(\.missing) == [[.step(.tap)]])
    }

    static let plugins: [any AdapterPlugin] = [CorePlugin(), ToyMapPlugin(), NarrowPlugin()]

    @Test(arguments: plugins.indices)
    func theRunnersAnswersAreThePluginsOwn(index: Int) {
        let plugin = Self.plugins[index]
        let resolved = ResolvedPlugin(plugin)
        let names = Capability.catalogue.map(\.capability) + ["event.gesture.unknown", "expect.controls.logo", "x.y"]
        for capability in names {
            #expect(resolved.canObserve(capability) == plugin.canObserve(capability), "\(plugin.id) \(capability)")
        }
        #expect(resolved.observedEventKinds == plugin.observedEventKinds)
        #expect(resolved.unreportedEventFields == plugin.unreportedEventFields)
    }
}
