import Foundation
import MapCompatConformance
import MapCompatCore
import Testing

/// A pan or a quick zoom that moves slowly enough is a long press first (fuzz seed 4, run 3362): plugins that
/// decline presses on items that keep taps must hear of it from ``Step/mayHoldAFinger(on:)``.
struct StepHoldingTests {
    /// Whether the neutral map recognizes a long press during `step`.
    private func recognizesALongPress(_ step: Step) throws -> Bool {
        var spec = try #require(loadSpec(#"{"format": "mapcompat-spec/1", "title": "t"}"#).spec)
        spec.steps = [step]
        let run = ConformanceRunner(plugins: [CorePlugin()]).observe(spec, on: CorePlugin())
        #expect(run.problem == nil)
        return run.observation.events.contains { $0.event == .gesture(.longPress, .began) }
    }

    @Test func everyPanThatBecomesALongPressIsSaidToHoldAFinger() throws {
        for length in [0.0, 3, 6, 9, 12, 20] {
            for duration in [0.1, 0.3, 0.5, 0.8, 1.2] {
                let step = Step.pan(
                    Step.Pan(
                        from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200 + length, y: 400), duration: duration,
                        release: .hold))
                if try recognizesALongPress(step) {
                    #expect(step.mayHoldAFinger(on: .neutral), "a \(length)-point pan over \(duration) s")
                }
            }
        }
    }

    @Test func aSlowShortPanHoldsAndAQuickLongOneDoesNot() {
        let slow = Step.pan(Step.Pan(from: .zero, to: CGPoint(x: 5, y: 7), duration: 0.5, release: .hold))
        let quick = Step.pan(Step.Pan(from: .zero, to: CGPoint(x: 100, y: 0), duration: 0.5, release: .fling))
        #expect(!slow.mayHoldAFinger)
        #expect(slow.mayHoldAFinger(on: .neutral))
        #expect(!quick.mayHoldAFinger(on: .neutral))
        #expect(Step.quickZoom(Step.QuickZoom(at: .zero, dy: 4, duration: 1)).mayHoldAFinger(on: .neutral))
        #expect(!Step.quickZoom(Step.QuickZoom(at: .zero, dy: -80, duration: 0.5)).mayHoldAFinger(on: .neutral))
        #expect(Step.longPress(.zero, duration: 0.8).mayHoldAFinger(on: .neutral))
        #expect(!Step.tap(.zero).mayHoldAFinger(on: .neutral))
    }
}
