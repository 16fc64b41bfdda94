import MapCompatConformance
import MapCompatCore
import Testing

/// Divergences the fuzzer traced to the core, kept as regression tests on `core` itself.
struct CoreFindingsTests {
    private func run(_ json: String) throws -> SpecRun {
        let spec = try #require(SpecLoader().decode(json, file: "finding.json", defaultID: "finding").spec)
        let run = ConformanceRunner(plugins: [CorePlugin()]).observe(spec, on: CorePlugin())
        #expect(run.problem == nil)
        return run
    }

    /// `mapcompat fuzz --seed 3`, run 682: atan2(0, 0) read as 0° turned the map by 180°.
    @Test func twoFingersMeetingOnOnePointDoNotTurnTheMap() throws {
        let run = try run(
            """
            {"format": "mapcompat-spec/1", "title": "Two fingers pinch onto one point",
             "steps": [{"touches": [{"t": 0.1, "points": {"a": [150, 600], "b": [50, 600]}},
                                    {"t": 0.2, "points": {"a": [100, 600], "b": [100, 600]}},
                                    {"t": 0.3, "points": {}}]}]}
            """)
        #expect(run.observation.state.camera?.bearing == 0)
    }

    /// `mapcompat fuzz --seed 3`, run 874: the fling's drift went on after new limits moved the camera,
    /// reporting changes after its did-change with no will-change.
    @Test func newLimitsStopADriftAndEveryChangeLiesInsideAMovement() throws {
        let run = try run(
            """
            {"format": "mapcompat-spec/1", "title": "New limits during a fling",
             "steps": [{"pan": {"from": [50, 350], "to": [250, 500], "release": "fling"}},
                       {"set": {"limits": {"maxZoom": 10}}}, {"wait": 1}]}
            """)
        var moving = false
        for observed in run.observation.events {
            switch observed.event.kind {
            case .cameraWillChange: moving = true
            case .cameraDidChange: moving = false
            case .cameraChanging: #expect(moving, "a change at \(observed.time) outside a movement")
            default: break
            }
        }
        #expect(run.observation.events.contains { $0.event.kind == .animationStop })
        #expect(run.observation.state.camera?.zoom == 10)
    }
}
