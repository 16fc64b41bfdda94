import Foundation
import MapCompatConformance
import MapCompatCore
import Testing

/// One test per status the runner gives, and the checks each result carries (spec-format.md, Results).
struct CheckLevelResultTests {
    /// Taps, expects a double-tap event, no map tap, and a camera zoom.
    private static let json = """
        {"format": "mapcompat-spec/1", "title": "t", "steps": [{"wait": 0.1}],
         "expect": {"events": [{"kind": "cameraIdle"}, {"kind": "mapDoubleTap"}], "absent": ["mapTap"],
                    "camera": {"zoom": 15}}}
        """
    private static let names = ["events[0] cameraIdle", "events[1] mapDoubleTap", "absent mapTap", "camera.zoom"]
    private static let camera = Camera(center: InteractiveMap.defaultCamera.center, zoom: 15)
    private static let everything: Set<Capability> = [
        .step(.wait), .event(.cameraIdle), .event(.mapDoubleTap), .event(.mapTap), .expect("camera"),
    ]

    private func spec(_ json: String = Self.json) throws -> Spec { try #require(loadSpec(json).spec) }

    private func run(_ plugin: ScriptedPlugin, _ spec: Spec? = nil) throws -> ConformanceResult {
        try #require(ConformanceRunner(plugins: [plugin]).run(spec ?? self.spec()).first)
    }

    private func plugin(
        _ capabilities: Set<Capability> = Self.everything,
        events: [MapEvent] = [
            .cameraIdle, .mapDoubleTap(point: .zero, coordinate: InteractiveMap.defaultCamera.center),
        ],
        zoom: Double = 15, behaviour: ScriptedPlugin.Behaviour = .report
    ) -> ScriptedPlugin {
        ScriptedPlugin(
            id: "toy", capabilities: capabilities,
            events: events.enumerated().map { ObservedEvent(time: Double($0.offset) * 0.1, event: $0.element) },
            state: ObservedState(camera: Camera(center: Self.camera.center, zoom: zoom)), behaviour: behaviour)
    }

    @Test func passMakesEveryCheck() throws {
        let result = try run(plugin())
        #expect(result.status == .pass, "\(result.message)")
        #expect(result.checks == .init(made: 4, held: 4, unchecked: []))
    }

    @Test func partialWhenEveryCheckMadeHeldAndSomeCouldNotBeMade() throws {
        let result = try run(plugin(Self.everything.subtracting([.event(.mapDoubleTap)])))
        #expect(result.status == .partial)
        #expect(result.checks == .init(made: 3, held: 3, unchecked: ["events[1] mapDoubleTap"]))
        #expect(
            result.message == "3 of 4 checks made; unchecked: events[1] mapDoubleTap "
                + "(the adapter does not observe event.mapDoubleTap)")
        #expect(
            ConformanceRunner(plugins: [plugin(Self.everything.subtracting([.event(.mapDoubleTap)]))])
                .run([loadSpec(Self.json)]).exitStatus == 0)
    }

    @Test func failWhenACheckMadeDoesNotHoldEvenIfOthersAreUnchecked() throws {
        let result = try run(plugin(Self.everything.subtracting([.event(.mapDoubleTap)]), zoom: 16))
        #expect(result.status == .fail)
        #expect(result.failures.map(\.check) == ["camera.zoom"])
        #expect(result.checks == .init(made: 3, held: 2, unchecked: ["events[1] mapDoubleTap"]))
    }

    @Test func notApplicableWhenASetUpCapabilityIsMissing() throws {
        let result = try run(plugin(Self.everything.subtracting([.step(.wait)])))
        #expect(result.status == .notApplicable)
        #expect(result.missing == [.step(.wait)])
        #expect(result.checks == .init(made: 0, held: 0, unchecked: Self.names))
    }

    @Test func notApplicableWhenNoCheckCanBeMade() throws {
        let result = try run(plugin([.step(.wait)]))
        #expect(result.status == .notApplicable)
        #expect(result.checks == .init(unchecked: Self.names))
        #expect(result.missing == [.event(.cameraIdle), .event(.mapDoubleTap), .event(.mapTap), .expect("camera")])
        #expect(result.message.hasPrefix("no check can be made here: missing event.cameraIdle"))
    }

    @Test func anExcludedAdapterListsNoCheck() throws {
        var limited = try spec()
        limited.adapters = ["other"]
        #expect(try run(plugin(), limited).checks == .init())
        var vendor = try spec()
        vendor.profile = .vendor
        let result = try run(plugin(), vendor)
        #expect(result.status == .notApplicable && result.missing == [.profile(.vendor)])
        #expect(result.checks == .init())
    }

    @Test func notExpressibleFromSetUpOrAStepIsNotApplicableWithTheReason() throws {
        let setUp = try run(plugin(behaviour: .declineSetUp))
        #expect(setUp.status == .notApplicable)
        #expect(setUp.message == "not expressible: the toy SDK tilts at most 45°")
        #expect(setUp.missing == ["map.limits.maxTilt"])
        #expect(setUp.checks == .init(unchecked: Self.names))
        let step = try run(plugin(behaviour: .declineStep))
        #expect(step.status == .notApplicable)
        #expect(step.message == "not expressible: the toy SDK has no wait callback")
    }

    @Test func errorWhenAStepThrowsAnythingElseAndNoChecksAreListed() throws {
        let result = try run(plugin(behaviour: .throwOnStep))
        #expect(result.status == .error)
        #expect(result.checks == nil)
    }

    @Test func agreementComparesOnlyTheKindsBothObserve() throws {
        let core = plugin([.step(.wait), .event(.cameraIdle), .event(.mapDoubleTap), .expect("camera")])
        var referee = core
        referee.id = "core"
        // The candidate sees no double tap at all: not a disagreement, since it cannot observe them.
        var blind = plugin(
            [.step(.wait), .event(.cameraIdle), .event(.mapTap), .expect("camera")], events: [.cameraIdle])
        blind.id = "blind"
        let spec = try spec(
            #"{"format": "mapcompat-spec/1", "title": "t", "steps": [{"wait": 0.1}], "expect": {"events": [{"kind": "mapDoubleTap"}]}}"#
        )
        let results = ConformanceRunner(plugins: [referee, blind]).run(spec)
        #expect(results.map(\.status) == [.pass, .partial])
        #expect(results[1].checks == .init(made: 1, held: 1, unchecked: ["events[0] mapDoubleTap"]))
        // A candidate that observes double taps but misses one disagrees.
        var wrong = plugin([.step(.wait), .event(.cameraIdle), .event(.mapDoubleTap)], events: [.cameraIdle])
        wrong.id = "wrong"
        let disagreeing = ConformanceRunner(plugins: [referee, wrong]).run(spec)[1]
        #expect(disagreeing.status == .fail)
        #expect(disagreeing.failures.map(\.check) == ["events[0] mapDoubleTap", "agrees with core"])
    }

    @Test func eventChecksCarryTheTimeAndEventIndexOfTheFailure() throws {
        let spec = try spec(
            #"{"format": "mapcompat-spec/1", "title": "t", "steps": [{"wait": 0.1}], "expect": {"absent": ["mapDoubleTap"]}}"#
        )
        let failure = try #require(try run(plugin(), spec).failures.first)
        #expect(failure.check == "absent mapDoubleTap")
        #expect(failure.time == 0.1 && failure.eventIndex == 1)
    }
}

/// The finer capabilities, so that what an API can express runs (spec-format.md, Results).
struct FinerCapabilityTests {
    private func spec(_ body: String) throws -> Spec {
        try #require(loadSpec(#"{"format": "mapcompat-spec/1", "title": "t", "# + body + "}").spec)
    }

    @Test func handlersThatConsumeOrPropagateNeedTheirOwnCapability() throws {
        let spec = try spec(
            #""scene": [{"id": "a", "kind": "marker", "lat": 0, "lng": 0, "tap": "propagate", "globalZ": -1}], "handlers": {"symbolTap": "consume"}"#
        )
        #expect(
            spec.setUpCapabilities == [
                "scene.marker", "scene.tapHandler.propagate", "scene.globalZ", "handler.symbolTap.consume",
            ])
        let consumeOnly = ScriptedPlugin(
            id: "x", capabilities: ["scene.marker", "scene.tapHandler.consume", "handler.symbolTap"])
        #expect(consumeOnly.missingSetUpCapabilities(for: spec) == ["scene.globalZ", "scene.tapHandler.propagate"])
        // A plugin that lists the v1 names has every part.
        let v1 = ScriptedPlugin(id: "y", capabilities: ["scene.marker", "scene.tapHandler", "handler.symbolTap"])
        #expect(v1.missingSetUpCapabilities(for: spec).isEmpty)
    }

    @Test func aFlatCameraNeedsOnlyTheFlatCapability() throws {
        let flat = try spec(#""map": {"camera": {"zoom": 3}}, "steps": [{"camera": {"lat": 1, "lng": 2}}]"#)
        #expect(flat.setUpCapabilities == ["map.camera.flat", "step.camera.flat"])
        let turned = try spec(#""map": {"camera": {"bearing": 3}}, "steps": [{"camera": {"tilt": 10}}]"#)
        #expect(turned.setUpCapabilities == ["map.camera", "step.camera"])
        let flatOnly = ScriptedPlugin(id: "x", capabilities: ["map.camera.flat", "step.camera.flat"])
        #expect(flatOnly.missingSetUpCapabilities(for: flat).isEmpty)
        #expect(flatOnly.missingSetUpCapabilities(for: turned) == ["map.camera", "step.camera"])
        let v1 = ScriptedPlugin(id: "y", capabilities: ["map.camera", "step.camera"])
        #expect(v1.missingSetUpCapabilities(for: flat).isEmpty)
    }

    @Test func eachLimitHasItsOwnCapability() throws {
        let spec = try spec(#""map": {"limits": {"maxZoom": 18, "maxTilt": 70}}"#)
        #expect(spec.setUpCapabilities == ["map.limits.maxZoom", "map.limits.maxTilt"])
        #expect(
            ScriptedPlugin(id: "x", capabilities: ["map.limits.maxZoom"]).missingSetUpCapabilities(for: spec) == [
                "map.limits.maxTilt"
            ])
        #expect(ScriptedPlugin(id: "y", capabilities: ["map.limits"]).missingSetUpCapabilities(for: spec).isEmpty)
    }

    @Test func controlsAreReadOneByOne() throws {
        let spec = try spec(#""expect": {"controls": {"compass": "hidden", "logo": "visible"}}"#)
        #expect(spec.observationCapabilities == ["expect.controls.compass", "expect.controls.logo"])
        #expect(ScriptedPlugin(id: "x", capabilities: ["expect.controls"]).canObserve("expect.controls.logo"))
        let logoOnly = ScriptedPlugin(id: "y", capabilities: ["expect.controls.logo"])
        #expect(logoOnly.canObserve("expect.controls.logo") && !logoOnly.canObserve("expect.controls.compass"))
        #expect(ConformanceCheck.checks(spec.expect).map(\.name) == ["controls.compass", "controls.logo"])
    }
}
