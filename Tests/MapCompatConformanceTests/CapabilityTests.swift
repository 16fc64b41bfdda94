import MapCompatConformance
import MapCompatCore
import Testing

struct CapabilityTests {
    @Test func derivedFromWhatASpecSetsDoesAndExpects() throws {
        let spec = try #require(
            loadSpec(
                """
                {"format": "mapcompat-spec/1", "title": "t", "profile": "vendor",
                 "map": {"gestures": {"rotate": false}, "disabledGestures": ["pan"], "exclusions": {}, "controls": {"compass": true}},
                 "scene": [{"id": "a", "kind": "annotation", "lat": 0, "lng": 0, "draggable": true, "tap": "consume"}],
                 "handlers": {"drag": "deny"},
                 "steps": [{"drag": {"from": [1, 1], "to": [2, 2]}}, {"set": {"deceleration": "fast"}}],
                 "expect": {"events": [{"kind": "dragState"}], "absent": ["symbolTap"], "dragState": {"a": "none"}}}
                """
            ).spec)
        #expect(
            spec.requiredCapabilities.map(\.rawValue).sorted() == [
                "event.dragState", "event.symbolTap", "expect.dragState", "handler.drag.deny", "map.controls.compass",
                "map.deceleration.fast", "map.disabledGestures.pan", "map.exclusions", "map.gestures.rotate",
                "profile.vendor", "scene.annotation", "scene.draggable", "scene.tapHandler.consume", "step.drag",
                "step.set",
            ])
    }

    /// A drag callback is needed by its answer: a vendor with no drag question can express only `allow`, and
    /// a plugin listing `handler.drag` has both.
    @Test func theDragCallbackIsNeededByItsAnswer() {
        #expect(Capability("handler.drag.allow").isProvided(by: ["handler.drag"]))
        #expect(Capability("handler.drag.deny").isProvided(by: ["handler.drag"]))
        #expect(!Capability("handler.drag.deny").isProvided(by: ["handler.drag.allow"]))
    }

    /// A callout tap that names its part needs that part only, as a gesture pattern needs its gesture.
    @Test func aCalloutTapPatternNeedsItsPart() throws {
        let spec = try #require(
            loadSpec(
                """
                {"format": "mapcompat-spec/1", "title": "t", "steps": [{"wait": 0.1}],
                 "expect": {"events": [{"kind": "calloutTap", "part": "left"}], "absent": ["calloutTap"]}}
                """
            ).spec)
        #expect(spec.observationCapabilities == [.calloutTapEvent(.left), .event(.calloutTap)])
        let tap = MapEvent.calloutTap(id: "a", part: .right)
        #expect(ObservedKinds.narrowedKind(of: tap) == "calloutTap.right")
        #expect(ObservedKinds.includes(["calloutTap.right"], tap))
        #expect(!ObservedKinds.includes(["calloutTap.left"], tap))
        #expect(ObservedKinds.covers(["calloutTap"], "calloutTap.body"))
    }

    @Test func eventCapabilitiesNameTheirKind() {
        #expect(Capability.event(.mapTap).eventKind == "mapTap")
        #expect(Capability.step(.tap).eventKind == nil)
        #expect(Capability("event.gesture") == .event(.gesture))
    }
}

struct NumberMatcherTests {
    @Test func exactNumbersUseTheFieldTolerance() {
        #expect(NumberMatcher.exact(15).matches(15.0009, tolerance: .zoom))
        #expect(!NumberMatcher.exact(15).matches(15.002, tolerance: .zoom))
        #expect(NumberMatcher.exact(100).matches(100.4, tolerance: .forField("x")))
        #expect(!NumberMatcher.exact(100).matches(100.6, tolerance: .forField("y")))
    }

    @Test func bearingsCompareOnTheCircle() {
        #expect(NumberMatcher.exact(0).matches(359.995, tolerance: .bearing))
        #expect(NumberMatcher.approx(350, within: 15).matches(5, tolerance: .bearing))
        #expect(!NumberMatcher.approx(350, within: 15).matches(6, tolerance: .bearing))
    }

    @Test func rangesIncludeTheirEndsAndMayBeOpen() {
        #expect(NumberMatcher.range(min: 1, max: 2).matches(2, tolerance: .other))
        #expect(!NumberMatcher.range(min: 1, max: 2).matches(2.1, tolerance: .other))
        #expect(NumberMatcher.range(min: nil, max: 0.1).matches(-5, tolerance: .other))
        #expect(!NumberMatcher.exact(1).matches(.nan, tolerance: .other))
    }
}
