import MapCompatConformance
import MapCompatCore
import Testing

/// A vendor that reports an event without one of its fields (MapKit's `regionDidChangeAnimated` has no reason)
/// lists `event.KIND.without.FIELD`: checks that match the field are left unchecked, the others are made, and
/// the agreement with `core` compares the other fields.
struct EventWithoutFieldTests {
    private static let json = """
        {"format": "mapcompat-spec/1", "title": "t", "steps": [{"wait": 0.1}],
         "expect": {"events": [{"kind": "cameraDidChange", "reason": "gesture"}, {"kind": "cameraDidChange"}]}}
        """
    private static let reasonless = ScriptedPlugin(
        id: "mapkit",
        capabilities: [.step(.wait), .event(.cameraDidChange), .event(.cameraDidChange, without: "reason")],
        events: [ObservedEvent(time: 0.05, event: .cameraDidChange(reason: .developer))])

    @Test func aPatternOnTheMissingFieldIsUncheckedAndTheRestAreMade() throws {
        let spec = try #require(loadSpec(Self.json).spec)
        let result = try #require(ConformanceRunner(plugins: [Self.reasonless]).run(spec).first)
        #expect(result.status == .partial)
        #expect(result.checks?.unchecked == ["events[0] cameraDidChange"])
        #expect(result.checks?.made == 1)
        #expect(result.message.contains("does not observe event.cameraDidChange.reason"))
        #expect(Self.reasonless.unreportedEventFields == [.cameraDidChange: ["reason"]])
    }

    @Test func theAgreementWithCoreComparesTheOtherFields() {
        let core = Observation(
            events: [ObservedEvent(time: 0, event: .cameraDidChange(reason: .gesture))], state: ObservedState())
        let candidate = Observation(
            events: [ObservedEvent(time: 0, event: .cameraDidChange(reason: .developer))], state: ObservedState())
        let kinds: Set<String> = ["cameraDidChange"]
        #expect(
            ConformanceCheck.agreement(
                reference: core, candidate: candidate, candidateID: "mapkit", kinds: kinds,
                unreported: [.cameraDidChange: ["reason"]]
            ).isEmpty)
        #expect(
            !ConformanceCheck.agreement(reference: core, candidate: candidate, candidateID: "mapkit", kinds: kinds)
                .isEmpty)
    }

    @Test func aFieldNameIsNotANarrowedKind() {
        #expect(Capability.eventField(.cameraDidChange, "reason").eventFieldParts?.field == "reason")
        #expect(Capability.gestureEvent(.pan).eventFieldParts == nil)
        #expect(Capability.event(.cameraDidChange, without: "reason").eventKind == "cameraDidChange")
    }
}
