import Foundation
import Testing

@testable import MapCompatCore

/// The arena alone: recognizer order, switches and their masks, and the built-in change callback.
@Suite struct GestureArenaTests {
    private func frame(_ time: Double, _ touches: [Touch]) -> TouchFrame { TouchFrame(time: time, touches: touches) }

    @Test func appRecognizersComeFirstAndAreAddedOnce() {
        let arena = GestureArena(profile: .neutral, settings: GestureSettings())
        let mine = GestureRecognizer()
        arena.add(mine)
        arena.add(mine)
        #expect(arena.recognizers.count == arena.builtIn.all.count + 1)
        #expect(arena.recognizers.first === mine)
        arena.add(arena.builtIn.pan)
        #expect(arena.recognizers.count == arena.builtIn.all.count + 1, "a built-in recognizer is not added again")
        arena.remove(mine)
        #expect(arena.recognizers.count == arena.builtIn.all.count)
    }

    @Test func changingTheSettingsSwitchesRecognizersAndKeepsTheMasksInStep() {
        let arena = GestureArena(profile: .neutral, settings: GestureSettings())
        #expect(arena.invariantViolations() == [])
        var settings = arena.settings
        settings.isRotateEnabled = false
        settings.panAxis = .horizontal
        arena.settings = settings
        #expect(arena.builtIn.rotate.isEnabled == false)
        #expect(arena.panAxis == .horizontal)
        #expect(arena.invariantViolations() == [])
    }

    @Test func aRecognizerSwitchedBehindTheSettingsIsReported() {
        let arena = GestureArena(profile: .neutral, settings: GestureSettings())
        arena.builtIn.pan.isEnabled = false
        #expect(arena.invariantViolations() == ["the pan recognizer's switch differs from the settings"])
    }

    @Test func aTapEndsTheBuiltInTapThroughTheCallback() throws {
        let arena = GestureArena(profile: .neutral, settings: GestureSettings())
        let log = ChangeLog()
        let at = CGPoint(x: 100, y: 100)
        arena.dispatch(frame(0, [Touch(id: 1, location: at, phase: .began)]), to: log)
        arena.dispatch(frame(0.05, [Touch(id: 1, location: at, phase: .ended)]), to: log)
        #expect(arena.tracker.fingers.isEmpty)
        // The single tap waits for the double tap to fail: its timer is the arena's next deadline.
        let deadline = try #require(arena.nextRecognizerDeadline)
        arena.fireRecognizers(at: deadline, to: log)
        #expect(log.changes.contains { $0.0 == .tap && $0.1 == .ended })
        #expect(!arena.recognizersArePending)
    }

    /// Puts a finger down at `from`, drags it to `to` and lifts it.
    private func drag(_ arena: GestureArena, _ log: ChangeLog, id: Int, time: Double, from: CGPoint, to: CGPoint) {
        arena.dispatch(frame(time, [Touch(id: id, location: from, phase: .began)]), to: log)
        arena.dispatch(frame(time + 0.05, [Touch(id: id, location: to, phase: .moved)]), to: log)
        arena.dispatch(frame(time + 0.1, [Touch(id: id, location: to, phase: .ended)]), to: log)
    }

    /// Taps at `point` and lets the single tap's wait for the double tap run out.
    private func tap(_ arena: GestureArena, _ log: ChangeLog, id: Int, time: Double, at point: CGPoint) throws {
        arena.dispatch(frame(time, [Touch(id: id, location: point, phase: .began)]), to: log)
        arena.dispatch(frame(time + 0.05, [Touch(id: id, location: point, phase: .ended)]), to: log)
        arena.fireRecognizers(at: try #require(arena.nextRecognizerDeadline), to: log)
    }

    private static let start = CGPoint(x: 100, y: 100)
    private static let far = CGPoint(x: 200, y: 100)

    /// A new arena in which one finger went down at ``start`` and moved to ``far``: a pan has begun.
    private func dragFar() -> (GestureArena, ChangeLog) {
        let arena = GestureArena(profile: .neutral, settings: GestureSettings())
        let log = ChangeLog()
        arena.dispatch(frame(0, [Touch(id: 1, location: Self.start, phase: .began)]), to: log)
        arena.dispatch(frame(0.05, [Touch(id: 1, location: Self.far, phase: .moved)]), to: log)
        return (arena, log)
    }

    @Test func aFinishedRecognizerLeavesPlayUntilTheFingersLiftThenRecognizesAgain() throws {
        let (arena, log) = dragFar()
        #expect(arena.builtIn.tap.state == .failed)
        #expect(!arena.kindsInPlay.contains(.tap))
        #expect(arena.kindsInPlay.contains(.pan) && arena.builtIn.pan.state == .began)
        #expect(arena.invariantViolations() == [])
        arena.dispatch(frame(0.1, [Touch(id: 1, location: Self.far, phase: .ended)]), to: log)
        #expect(arena.kindsInPlay == .every, "every recognizer starts over once the finger lifts")
        #expect(arena.invariantViolations() == [])
        try tap(arena, log, id: 2, time: 1, at: Self.start)
        #expect(log.changes.filter { $0.0 == .tap }.map(\.1) == [.failed, .ended])
    }

    @Test func aRecognizerCancelledWhileSittingOutTakesTheNextTouches() {
        let (arena, log) = dragFar()
        #expect(arena.builtIn.pan.state == .began)
        // Switched off mid-pan, the pan sits the finger out, is cancelled, and is switched on again before the
        // finger lifts: finished, it is passed over until then, and the next drag is its own all the same.
        arena.builtIn.pan.isEnabled = false
        arena.dispatch(frame(0.1, [Touch(id: 1, location: Self.start, phase: .moved)]), to: log)
        #expect(arena.builtIn.pan.sitsOutTouches)
        #expect(arena.cancelSwitchedOff(to: log))
        arena.builtIn.pan.isEnabled = true
        arena.dispatch(frame(0.15, [Touch(id: 1, location: Self.far, phase: .ended)]), to: log)
        #expect(!arena.builtIn.pan.sitsOutTouches)
        drag(arena, log, id: 2, time: 1, from: Self.start, to: Self.far)
        #expect(log.changes.filter { $0.0 == .pan }.map(\.1) == [.began, .cancelled, .began, .ended])
        #expect(arena.invariantViolations() == [])
    }
}

/// Records the built-in recognizers' state changes an arena reports.
private final class ChangeLog: BuiltInGestureHandler {
    private(set) var changes: [(GestureKind?, GestureRecognizerState)] = []

    func builtInGestureChanged(_ recognizer: GestureRecognizer) {
        changes.append((recognizer.kind, recognizer.state))
    }
}
