import Foundation
import MapCompatConformance
import MapCompatCore
import Testing

/// A session that cannot tell a kind apart in its run (``AdapterSession/unobservedEventKinds``) leaves the
/// checks that need that kind unchecked, and the agreement with the core leaves the kind out.
struct RunLevelObservationTests {
    private static let json = """
        {"format": "mapcompat-spec/1", "title": "t", "steps": [{"wait": 0.1}],
         "expect": {"events": [{"kind": "cameraIdle"}], "absent": ["mapTap"]}}
        """

    private func spec() throws -> Spec { try #require(loadSpec(Self.json).spec) }

    private func plugin(unobserved: Set<String>, events: [MapEvent]) -> ScriptedPlugin {
        ScriptedPlugin(
            id: "toy", capabilities: [.step(.wait), .event(.cameraIdle), .event(.mapTap)],
            events: events.map { ObservedEvent(time: 0.1, event: $0) }, unobserved: unobserved)
    }

    @Test func aKindTheRunCannotTellApartIsUnchecked() throws {
        let tap = MapEvent.mapTap(point: .zero, coordinate: InteractiveMap.defaultCamera.center)
        let toy = plugin(unobserved: ["mapTap"], events: [.cameraIdle, tap])
        let result = try #require(ConformanceRunner(plugins: [toy]).run(try spec()).first)
        #expect(result.status == .partial, "\(result.message)")
        #expect(result.checks == .init(made: 1, held: 1, unchecked: ["absent mapTap"]))
    }

    @Test func theSameRunTellingEveryKindApartMakesTheCheck() throws {
        let tap = MapEvent.mapTap(point: .zero, coordinate: InteractiveMap.defaultCamera.center)
        let toy = plugin(unobserved: [], events: [.cameraIdle, tap])
        let result = try #require(ConformanceRunner(plugins: [toy]).run(try spec()).first)
        #expect(result.status == .fail)
        #expect(result.failures.map(\.check) == ["absent mapTap"])
    }

    @Test func theAgreementWithTheCoreLeavesTheKindOut() throws {
        // The core reports nothing on a wait; the toy reports a map tap, which it says it cannot tell apart.
        let tap = MapEvent.mapTap(point: .zero, coordinate: InteractiveMap.defaultCamera.center)
        let spec = try #require(
            loadSpec(
                """
                {"format": "mapcompat-spec/1", "title": "t", "steps": [{"wait": 0.1}],
                 "expect": {"absent": ["cameraIdle"]}}
                """
            ).spec)
        let hiding = plugin(unobserved: ["mapTap"], events: [tap])
        let toy = try #require(ConformanceRunner(plugins: [CorePlugin(), hiding]).run(spec).last)
        #expect(toy.status == .pass, "\(toy.message)")
        #expect(toy.checks?.made == 2)
        let telling = plugin(unobserved: [], events: [tap])
        let failing = try #require(ConformanceRunner(plugins: [CorePlugin(), telling]).run(spec).last)
        #expect(failing.status == .fail)
        #expect(failing.failures.map(\.check) == ["agrees with core"])
    }
}
