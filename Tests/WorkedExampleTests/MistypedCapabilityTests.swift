import Foundation
import MapCompatCommandLine
import MapCompatConformance
import Testing
import WorkedExamplePlugin

/// A plugin author's typo in a capability name is an error naming the closest known name in every subcommand
/// that runs or lists plugins: nothing reports a pass, a divergence or a silent list because of it.
@Suite struct MistypedCapabilityTests {
    /// The worked example's plugin with `event.cameraIdle` mistyped.
    struct MistypedPlugin: AdapterPlugin {
        let base = MapboxMapsPlugin()
        var id: String { base.id }
        var capabilities: Set<Capability> { base.capabilities.union(["evnt.cameraIdle"]) }
        func makeSession(for spec: Spec) throws -> any AdapterSession { try base.makeSession(for: spec) }
    }

    let plugins: [any AdapterPlugin] = [MistypedPlugin()]
    let suggestion =
        "plugin \"mapbox\" lists unknown capability \"evnt.cameraIdle\"; did you mean \"event.cameraIdle\"?"

    @Test func adaptersListsTheNameApartAndFails() {
        let run = MapCompatCommand.capture(arguments: ["adapters"], plugins: plugins)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("\n  unknown: evnt.cameraIdle (did you mean event.cameraIdle?)"))
        #expect(!run.standardOutput.contains("  evnt: "))
        #expect(run.standardError.contains(suggestion))
    }

    @Test func replayRunsNothing() {
        let run = MapCompatCommand.capture(
            arguments: ["replay", "taps/overlay-consumes", "--adapter", "mapbox"], plugins: plugins)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty, "\(run.standardOutput)")
        #expect(run.standardError.contains(suggestion))
    }

    @Test func fuzzRunsNothingAndWritesNoSpec() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mistyped-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = MapCompatCommand.capture(
            arguments: ["fuzz", "--runs", "10", "--out", folder.path], plugins: plugins)
        #expect(run.status == 1)
        #expect(run.standardError.contains(suggestion))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func conformanceReportsEveryResultOfThePluginAsAnError() {
        let run = MapCompatCommand.capture(
            arguments: ["conformance", "--filter", "overlay-consumes", "--format", "json"], plugins: plugins)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("did you mean \\\"event.cameraIdle\\\"?"), "\(run.standardOutput)")
    }

    @Test func theWellSpelledPluginListsNoUnknownName() {
        let run = MapCompatCommand.capture(arguments: ["adapters"], plugins: [MapboxMapsPlugin()])
        #expect(run.status == 0)
        #expect(!run.standardOutput.contains("unknown:"))
    }
}
