import Foundation
import Testing

@testable import MapCompatCore

/// The arena skips the two-finger recognizers on a frame with one finger down while they wait for a second
/// finger; these tests fail if one that began, or one that saw two fingers, misses the frame lifting one.
struct OneFingerFrameTests {
    private func frame(_ time: Double, _ touches: [(Int, Double, Double, Touch.Phase)]) -> TouchFrame {
        TouchFrame(time: time, touches: touches.map { Touch(id: $0.0, location: point($0.1, $0.2), phase: $0.3) })
    }

    @Test func aPinchUnderWayEndsWhenOneFingerLifts() throws {
        let h = try Harness()
        try h.map.handle(frame(0, [(1, 150, 400, .began), (2, 250, 400, .began)]))
        for step in 1...6 {
            let spread = 50 + Double(step) * 15
            try h.map.handle(
                frame(Double(step) * 0.02, [(1, 200 - spread, 400, .moved), (2, 200 + spread, 400, .moved)]))
        }
        #expect(h.map.arena.builtIn.pinch.state.isActive)
        try h.map.handle(frame(0.14, [(1, 95, 400, .stationary), (2, 290, 400, .ended)]))
        #expect(h.gestureEvents.last == .gesture(.pinch, .ended))
        try h.map.handle(frame(0.16, [(1, 90, 400, .moved)]))
        #expect(h.map.arena.builtIn.pinch.state == .ended)
        #expect(h.map._checkInvariants() == [])
    }

    @Test func aTwoFingerRecognizerThatSawTwoFingersFailsWhenOneLifts() throws {
        let h = try Harness()
        try h.map.handle(frame(0, [(1, 150, 400, .began), (2, 250, 400, .began)]))
        let rotate = h.map.arena.builtIn.rotate
        #expect(rotate.isTracking && !rotate.waitsOutOneFinger)
        try h.map.handle(frame(0.02, [(1, 150, 400, .stationary), (2, 250, 400, .ended)]))
        #expect(rotate.state == .failed)
    }

    @Test func aTwoFingerRecognizerWaitsOutOneFingerUntilTheSecondGoesDown() throws {
        let h = try Harness()
        let pinch = h.map.arena.builtIn.pinch
        try h.map.handle(frame(0, [(1, 150, 400, .began)]))
        #expect(pinch.waitsOutOneFinger && pinch.state == .possible)
        try h.map.handle(frame(0.02, [(1, 150, 400, .stationary), (2, 250, 400, .began)]))
        #expect(!pinch.waitsOutOneFinger && pinch.isTracking)
        try h.map.handle(frame(0.04, [(1, 150, 400, .cancelled), (2, 250, 400, .moved)]))
        #expect(pinch.state == .failed)
    }
}
