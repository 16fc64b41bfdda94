import Foundation
import Testing

@testable import MapCompatCore

/// A gesture switched off while it runs ends as cancelled, as a UIKit recognizer disabled while it
/// recognizes does; the camera stops following the fingers.
struct SwitchOffTests {
    private func frame(_ time: Double, _ y: Double, _ phase: Touch.Phase) -> TouchFrame {
        TouchFrame(time: time, touches: [Touch(id: 1, location: point(200, y), phase: phase)])
    }

    @Test func switchingScrollOffDuringAPanCancelsIt() throws {
        let h = try Harness()
        try h.map.handle(frame(0, 400, .began))
        for step in 1...5 { try h.map.handle(frame(Double(step) * 0.02, 400 - Double(step) * 10, .moved)) }
        #expect(h.gestureEvents.first == .gesture(.pan, .began))
        h.map.gestureSettings.isScrollEnabled = false
        #expect(h.gestureEvents.last == .gesture(.pan, .cancelled))
        #expect(h.map._checkInvariants() == [])
        let camera = h.map.camera
        try h.map.handle(frame(0.2, 300, .moved))
        try h.map.handle(frame(0.22, 300, .ended))
        try h.settle()
        #expect(h.map.camera == camera, "the fingers no longer move the camera")
        #expect(h.events(of: "cameraDidChange").count == 1)
        #expect(h.map.isIdle)
    }

    @Test func switchingAnotherGestureOffLeavesAPanRunning() throws {
        let h = try Harness()
        try h.map.handle(frame(0, 400, .began))
        for step in 1...5 { try h.map.handle(frame(Double(step) * 0.02, 400 - Double(step) * 10, .moved)) }
        h.map.gestureSettings.isRotateEnabled = false
        #expect(!h.gestureEvents.contains(.gesture(.pan, .cancelled)))
        let camera = h.map.camera
        try h.map.handle(frame(0.2, 300, .moved))
        #expect(h.map.camera != camera)
    }
}
