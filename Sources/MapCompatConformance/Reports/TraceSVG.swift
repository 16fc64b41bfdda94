import Foundation
import MapCompatCore

/// A picture of one run of a spec, as SVG: the viewport with its scene items and shown controls as the map
/// starts, the path of every touch with time marks, where each event fired, the camera before and after, and
/// the verdict ``ConformanceCheck`` gives — every failing check, the first of them in time marked on the map
/// and the timeline, and the checks the adapter could not make.
///
/// ```swift
/// let run = ConformanceRunner(plugins: [CorePlugin()]).observe(spec, on: CorePlugin())
/// try TraceSVG.render(spec, run: run, adapter: "core").write(toFile: "run.svg", atomically: true, encoding: .utf8)
/// ```
///
/// The first picture is set up by the `core` plugin (scene and controls are the same for every adapter in the
/// neutral profile); touches come from the spec's steps, events and the final camera from `run`.
public enum TraceSVG: Sendable {
    /// Where the run first left the expectation: the failing check that came first in time.
    public struct Divergence: Hashable, Sendable {
        /// The virtual time at which it happened, in seconds since the first step began.
        public var time: Double
        /// The index in the observed events of the event at fault, if one is (an extra or a wrong event);
        /// `nil` when an expected event never came.
        public var eventIndex: Int?
        /// What went wrong, in a sentence: the check's name and the first line of its account.
        public var summary: String

        /// Creates a divergence.
        public init(time: Double, eventIndex: Int?, summary: String) {
            self.time = time
            self.eventIndex = eventIndex
            self.summary = summary
        }
    }

    /// The failing check on events that came first in time, as ``ConformanceCheck`` gives it; `nil` when
    /// no check on events failed.
    public static func divergence(in failures: [CheckFailure]) -> Divergence? {
        let timed = failures.enumerated().filter { $0.element.time != nil }
        guard
            let first = timed.min(by: { ($0.element.time ?? 0, $0.offset) < ($1.element.time ?? 0, $1.offset) })?
                .element, let time = first.time
        else { return nil }
        let line = first.message.split(separator: "\n").first.map(String.init) ?? ""
        return Divergence(time: time, eventIndex: first.eventIndex, summary: "\(first.check): \(line)")
    }

    /// The first point, in time, at which `events` leave `expect`'s `events`, `exactly` or `absent`, by the
    /// checks of ``ConformanceCheck``; `nil` when they do not.
    public static func divergence(_ expect: Expectation, events: [ObservedEvent]) -> Divergence? {
        let observation = Observation(events: events, state: ObservedState())
        let verdict = ConformanceCheck.verdict(expect, observed: observation) { $0.eventKind != nil }
        return divergence(in: verdict.failures)
    }

    /// The SVG document for one run of `spec` on the adapter named `adapter`, showing `verdict` — by default
    /// the one ``ConformanceCheck`` gives for the run with every check made.
    public static func render(
        _ spec: Spec, run: SpecRun, adapter: String, verdict: ConformanceCheck.Verdict? = nil
    ) -> String {
        let verdict = verdict ?? ConformanceCheck.verdict(spec.expect, observed: run.observation)
        var picture = TracePicture(spec: spec, run: run, adapter: adapter, verdict: verdict)
        return picture.draw()
    }
}
