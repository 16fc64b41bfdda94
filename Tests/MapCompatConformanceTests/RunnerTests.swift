import MapCompatConformance
import MapCompatCore
import Testing

struct RunnerTests {
    private static let cameraSpec = """
        {"format": "mapcompat-spec/1", "title": "A programmatic move animates to the target",
         "steps": [{"camera": {"zoom": 16, "duration": 0.5}}],
         "expect": {"camera": {"zoom": 16},
                    "exactly": [{"kind": "cameraWillChange", "reason": "developer"}, {"kind": "cameraDidChange", "reason": "developer"}],
                    "events": [{"kind": "cameraIdle", "t": {"min": 0.5}}]}}
        """

    private func spec(_ json: String = cameraSpec) throws -> Spec { try #require(loadSpec(json).spec) }

    @Test func theMinimalPluginPassesThroughItsVendorAPI() throws {
        let results = ConformanceRunner(plugins: [ToyMapPlugin()]).run(try spec())
        #expect(results.map(\.status) == [.pass], "\(results.map(\.message))")
    }

    @Test func aMissingCapabilityGivesNotApplicableNeverPass() throws {
        let spec = try spec(
            #"{"format": "mapcompat-spec/1", "title": "t", "steps": [{"tap": [1, 1]}], "expect": {"events": [{"kind": "mapTap"}]}}"#
        )
        let results = ConformanceRunner(plugins: [ToyMapPlugin()]).run(spec)
        #expect(results.map(\.status) == [.notApplicable])
        #expect(results[0].missing == [.step(.tap)])
        #expect(results[0].message == "missing step.tap")
        #expect(results[0].checks == .init(made: 0, held: 0, unchecked: ["events[0] mapTap"]))
        let absentOnly = try self.spec(
            #"{"format": "mapcompat-spec/1", "title": "t", "expect": {"absent": ["legalNotice"]}}"#)
        #expect(ConformanceRunner(plugins: [ToyMapPlugin()]).run(absentOnly).map(\.status) == [.notApplicable])
    }

    @Test func theAdaptersListNarrowsWhereASpecRuns() throws {
        let spec = try spec(#"{"format": "mapcompat-spec/1", "title": "t", "adapters": ["other"]}"#)
        let result = try #require(ConformanceRunner(plugins: [ToyMapPlugin()]).run(spec).first)
        #expect(result.status == .notApplicable)
        #expect(result.message == "the spec runs only on other")
    }

    @Test func aMisreportedEventFailsWithAnAlignedDiff() throws {
        let result = try #require(ConformanceRunner(plugins: [MisreportingPlugin()]).run(try spec()).first)
        #expect(result.status == .fail)
        #expect(result.failures.map(\.check) == ["exactly[1] cameraDidChange"])
        #expect(result.checks == .init(made: 4, held: 3, unchecked: []))
        #expect(
            result.message == """
                exactly[1] cameraDidChange: the observed cameraDidChange, cameraWillChange events differ from the expected list \
                (2 expected, 2 observed; first difference at row 2):
                    expected                                            | observed
                    {"kind": "cameraWillChange", "reason": "developer"} |    0.000  cameraWillChange animated=true reason=developer
                  > {"kind": "cameraDidChange", "reason": "developer"}  |    0.500  cameraDidChange reason=gesture
                """)
    }

    @Test func aNeutralSpecMustAgreeWithCore() throws {
        let spec = try spec(
            #"{"format": "mapcompat-spec/1", "title": "t", "steps": [{"camera": {"zoom": 16, "duration": 0.5}}], "expect": {"camera": {"zoom": 16}}}"#
        )
        let runner = ConformanceRunner(plugins: [ToyMapPlugin(id: "core"), MisreportingPlugin()])
        let results = runner.run(spec)
        #expect(results.map(\.status) == [.pass, .fail])
        #expect(results[1].failures.map(\.check) == ["agrees with core"])
        #expect(results[1].checks == .init(made: 2, held: 1, unchecked: []))
        #expect(results[1].message.contains("  > ") && results[1].message.contains("reason=gesture"))
        var vendor = spec
        vendor.profile = .vendor
        var vendorPlugins: [any AdapterPlugin] = [ToyMapPlugin(id: "core"), MisreportingPlugin()]
        for index in vendorPlugins.indices {
            var capabilities = vendorPlugins[index].capabilities
            capabilities.insert(.profile(.vendor))
            vendorPlugins[index] = ScriptedOverride(base: vendorPlugins[index], capabilities: capabilities)
        }
        #expect(ConformanceRunner(plugins: vendorPlugins).run(vendor).map(\.status) == [.pass, .pass])
    }

    @Test func stateExpectationsExplainWhatWasObserved() throws {
        let spec = try spec(
            #"{"format": "mapcompat-spec/1", "title": "t", "expect": {"camera": {"zoom": {"min": 16}, "bearing": 0}, "tracking": "follow"}}"#
        )
        let camera = Camera(center: InteractiveMap.defaultCamera.center, zoom: 15, bearing: 359.999)
        let plugin = ScriptedPlugin(
            id: "fake", capabilities: [.expect("camera"), .expect("tracking")], state: ObservedState(camera: camera))
        let result = try #require(ConformanceRunner(plugins: [plugin]).run(spec).first)
        #expect(
            result.message == """
                camera.zoom: expected {"min": 16}, observed 15
                tracking: expected follow, observed nothing (not reported)
                """)
    }

    @Test func thrownStepsAndUnsettledMapsAreErrors() throws {
        let spec = try spec(#"{"format": "mapcompat-spec/1", "title": "t", "steps": [{"wait": 1}, {"tap": [1, 1]}]}"#)
        let capabilities: Set<Capability> = [.step(.wait), .step(.tap)]
        let throwing = ScriptedPlugin(id: "a", capabilities: capabilities, behaviour: .throwOnStep)
        let busy = ScriptedPlugin(id: "b", capabilities: capabilities, behaviour: .neverSettle)
        let results = ConformanceRunner(plugins: [throwing, busy]).run(spec)
        #expect(results.map(\.status) == [.error, .error])
        #expect(results[0].message == "step 1 (wait): the toy SDK cannot perform wait steps")
        #expect(results[1].message == "did not settle: the map was still busy 30 s after the last step")
    }

    @Test func invalidFilesAreErrorsOnEveryAdapterWhileTheRestRun() throws {
        let files = [loadSpec(#"{"title": "t"}"#, name: "bad.json"), loadSpec(Self.cameraSpec, name: "good.json")]
        let report = ConformanceRunner(plugins: [ToyMapPlugin(), ScriptedPlugin(id: "x", capabilities: [])]).run(files)
        #expect(report.results.map(\.status) == [.error, .error, .pass, .notApplicable])
        #expect(report.results[0].message.contains("bad.json is not a valid spec"))
        #expect(report.results[0].message.contains("$.format: the required field \"format\" is missing"))
        #expect(report.exitStatus == 1)
        #expect(report.summary["toy"] == counts(pass: 1, error: 1))
    }

    private func counts(pass: Int = 0, fail: Int = 0, notApplicable: Int = 0, error: Int = 0)
        -> ConformanceReport.Counts
    {
        var counts = ConformanceReport.Counts()
        counts.pass = pass
        counts.fail = fail
        counts.notApplicable = notApplicable
        counts.error = error
        return counts
    }
}

/// Another plugin's sessions under a different capability list.
struct ScriptedOverride: AdapterPlugin {
    let base: any AdapterPlugin
    let capabilities: Set<Capability>
    var id: String { base.id }

    func makeSession(for spec: Spec) throws -> any AdapterSession { try base.makeSession(for: spec) }
}
