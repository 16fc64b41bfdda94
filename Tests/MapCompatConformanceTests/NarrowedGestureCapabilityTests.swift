import MapCompatConformance
import MapCompatCore
import Testing

struct NarrowedGestureCapabilityTests {
    private struct PanOnly: AdapterPlugin {
        var id: String { "pan-only" }
        var capabilities: Set<Capability> { [.gestureEvent(.pan), .step(.pan), .step(.pinch)] }
        func makeSession(for spec: Spec) throws -> any AdapterSession { throw CancellationError() }
    }

    private func spec(_ events: String, step: String = "pan") throws -> Spec {
        try #require(
            loadSpec(
                """
                {"format": "mapcompat-spec/1", "title": "t",
                 "steps": [{"\(step)": {"from": [100, 100], "to": [150, 100]}}],
                 "expect": {"events": [\(events)]}}
                """
            ).spec)
    }

    @Test func aPatternNamingOneGestureNeedsOnlyThatGesture() throws {
        let pan = try spec(#"{"kind": "gesture", "gesture": "pan", "phase": "began"}"#)
        #expect(pan.requiredCapabilities.contains(.gestureEvent(.pan)))
        #expect(PanOnly().missingCapabilities(for: pan).isEmpty)
        let any = try spec(#"{"kind": "gesture", "phase": "began"}"#)
        #expect(PanOnly().missingCapabilities(for: any) == [.event(.gesture)])
        let rotate = try spec(#"{"kind": "gesture", "gesture": "rotate"}"#)
        #expect(PanOnly().missingCapabilities(for: rotate) == [.gestureEvent(.rotate)])
    }

    @Test func theWholeGestureKindProvidesEveryNarrowedOne() {
        #expect(ObservedKinds.covers(["gesture"], "gesture.tilt"))
        #expect(!ObservedKinds.covers(["gesture.pan"], "gesture"))
        #expect(ObservedKinds.common(["gesture", "mapTap"], ["gesture.pan", "cameraIdle"]) == ["gesture.pan"])
    }

    @Test func comparisonsKeepOnlyTheNarrowedGesture() {
        let kinds: Set<String> = ["gesture.pan"]
        #expect(ObservedKinds.includes(kinds, .gesture(.pan, .began)))
        #expect(!ObservedKinds.includes(kinds, .gesture(.pinch, .began)))
        #expect(!ObservedKinds.includes(kinds, .cameraIdle))
    }
}
