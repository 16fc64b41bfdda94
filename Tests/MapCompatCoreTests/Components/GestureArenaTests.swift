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
}

/// Records the built-in recognizers' state changes an arena reports.
private final class ChangeLog: BuiltInGestureHandler {
    private(set) var changes: [(GestureKind?, GestureRecognizerState)] = []

    func builtInGestureChanged(_ recognizer: GestureRecognizer) {
        changes.append((recognizer.kind, recognizer.state))
    }
}
