import Foundation
import MapCompatConformance
import MapCompatCore
import Testing

/// The replay picture shows the touch path, the events and, for a failing spec, where the run diverged.
struct TraceSVGTests {
    static let failing = SpecFixtureTests.fixtures.appendingPathComponent("failing/pan-from-a-marker.json").path

    private func run(_ path: String) throws -> (Spec, SpecRun) {
        let spec = try #require(SpecLoader().loadFile(at: path, defaultID: "fixture").spec)
        return (spec, ConformanceRunner(plugins: [CorePlugin()]).observe(spec, on: CorePlugin()))
    }

    @Test func aFailingSpecShowsTheTouchPathAndTheDivergentEvent() throws {
        let (spec, run) = try run(Self.failing)
        let svg = TraceSVG.render(spec, run: run, adapter: "core")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        // The pan from the marker (200, 390) to (140, 560) and the later tap: two touch paths.
        #expect(svg.components(separatedBy: "class=\"touch-path\"").count - 1 == 2)
        #expect(svg.contains("points=\"200.0,390.0 "))
        #expect(svg.contains("140.0,560.0\""))
        let divergence = try #require(TraceSVG.divergence(spec.expect, events: run.observation.events))
        let index = try #require(divergence.eventIndex)
        #expect(run.observation.events[index].event.kind == .mapTap)
        #expect(divergence.summary.contains("overlayTap"))
        // The picture shows the verdict ConformanceCheck gives, not one of its own.
        let failures = ConformanceCheck.expectation(spec.expect, observed: run.observation)
        #expect(TraceSVG.divergence(in: failures) == divergence)
        let first = try #require(failures.filter { $0.time != nil }.min { ($0.time ?? 0) < ($1.time ?? 0) })
        #expect(first.eventIndex == index)
        #expect(svg.contains(first.check))
        #expect(svg.contains("class=\"event divergent-event\" data-index=\"\(index)\""))
        #expect(svg.contains("class=\"divergence\""))
        #expect(svg.contains("id=\"cafe\"") == false)  // ids are drawn as text, not as attributes
        #expect(svg.contains(">cafe</text>"))
    }

    @Test func aPassingSpecHasNoDivergence() throws {
        let path = SpecFixtureTests.files("valid").first { $0.hasSuffix("minimal.json") } ?? ""
        let (spec, run) = try run(path)
        #expect(TraceSVG.divergence(spec.expect, events: run.observation.events) == nil)
        let svg = TraceSVG.render(spec, run: run, adapter: "core")
        #expect(!svg.contains("class=\"divergence\""))
        #expect(svg.contains("the trace meets the expectation"))
    }

    @Test func aPartialRunNamesWhatWasNotChecked() throws {
        let path = SpecFixtureTests.files("valid").first { $0.hasSuffix("minimal.json") } ?? ""
        let (spec, run) = try run(path)
        let verdict = ConformanceCheck.Verdict(made: [], unchecked: ["events[0] mapDoubleTap"], failures: [])
        let svg = TraceSVG.render(spec, run: run, adapter: "core", verdict: verdict)
        #expect(svg.contains("unchecked: events[0] mapDoubleTap"))
        #expect(!svg.contains("(failing)"))
    }

    @Test func textIsEscaped() throws {
        let spec = try #require(
            SpecLoader().decode(#"{"format": "mapcompat-spec/1", "title": "a < b & \"c\""}"#, file: "e", defaultID: "e")
                .spec)
        let svg = TraceSVG.render(
            spec, run: SpecRun(observation: Observation(events: [], state: .init())), adapter: "x")
        #expect(svg.contains("a &lt; b &amp; &quot;c&quot;"))
        #expect(!svg.contains("a < b"))
    }
}
