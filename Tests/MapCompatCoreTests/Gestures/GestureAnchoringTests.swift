import Foundation
import Testing

@testable import MapCompatCore

/// Centred gestures, the pan axis and the app's veto on gesture camera changes.
struct GestureAnchoringTests {
    @Test func aCentredPinchZoomsAboutTheFocalPointNotTheFingers() throws {
        let h = try Harness {
            $0.deceleration = .immediate
            $0.centeredKinds = [.pinch]
        }
        let centre = h.map.camera.center
        try h.run { try $0.pinch(center: point(120, 250), scale: 2, duration: 0.5) }
        #expect(abs(h.map.camera.zoom - 16) < 1e-9)
        #expect(abs(h.map.camera.center.latitude - centre.latitude) < 1e-9)
        #expect(abs(h.map.camera.center.longitude - centre.longitude) < 1e-9)
    }

    @Test func anUncentredPinchMovesTheCentre() throws {
        let h = try Harness { $0.deceleration = .immediate }
        let centre = h.map.camera.center
        try h.run { try $0.pinch(center: point(120, 250), scale: 2, duration: 0.5) }
        #expect(abs(h.map.camera.center.latitude - centre.latitude) > 1e-6)
    }

    @Test func aCentredDoubleTapKeepsTheCentre() throws {
        let h = try Harness { $0.centeredKinds = [.doubleTap] }
        let centre = h.map.camera.center
        try h.run { try $0.doubleTap(at: point(80, 200)) }
        #expect(h.map.camera.zoom > 15.5)
        #expect(abs(h.map.camera.center.latitude - centre.latitude) < 1e-9)
        #expect(abs(h.map.camera.center.longitude - centre.longitude) < 1e-9)
    }

    @Test func aHorizontalPanIgnoresVerticalMotionAndDrift() throws {
        let h = try Harness { $0.panAxis = .horizontal }
        let latitude = h.map.camera.center.latitude
        let longitude = h.map.camera.center.longitude
        try h.run { try $0.pan(from: point(200, 500), to: point(120, 300), duration: 0.2, release: .fling) }
        #expect(abs(h.map.camera.center.latitude - latitude) < 1e-9)
        #expect(h.map.camera.center.longitude > longitude)
    }

    @Test func aVerticalPanIgnoresHorizontalMotion() throws {
        let h = try Harness {
            $0.panAxis = .vertical
            $0.deceleration = .immediate
        }
        let longitude = h.map.camera.center.longitude
        try h.run { try $0.pan(from: point(200, 500), to: point(120, 300), duration: 0.5) }
        #expect(abs(h.map.camera.center.longitude - longitude) < 1e-9)
        #expect(h.map.camera.center.latitude < 37.5666)
    }

    @Test func refusedGestureStepsLeaveTheCameraWhereItIs() throws {
        let h = try Harness()
        var asked: [GestureKind] = []
        h.map.shouldChangeCamera = { _, _, kind in
            asked.append(kind)
            return false
        }
        let before = h.map.camera
        try h.run { try $0.pan(from: point(200, 500), to: point(200, 300), duration: 0.2, release: .fling) }
        try h.run { try $0.doubleTap(at: point(200, 400)) }
        #expect(h.map.camera == before)
        #expect(Set(asked) == [.pan, .doubleTap])
    }

    @Test func theVetoSeesTheCameraTheStepWouldReach() throws {
        let h = try Harness { $0.deceleration = .immediate }
        h.map.shouldChangeCamera = { _, to, _ in to.zoom <= 15.5 }
        try h.run { try $0.pinch(center: point(200, 400), scale: 2, duration: 0.5) }
        #expect(h.map.camera.zoom <= 15.5)
        #expect(h.map.camera.zoom > 15.4)
    }

    @Test func centringPinchOrRotationBlocksPanWhileTheyRun() {
        var settings = GestureSettings()
        #expect(!settings.isBlocked(.pan, whileActive: [.pinch]))
        settings.centeredKinds = [.pinch, .rotate, .doubleTap]
        #expect(settings.isBlocked(.pan, whileActive: [.pinch]))
        #expect(settings.isBlocked(.pan, whileActive: [.rotate]))
        #expect(!settings.isBlocked(.pan, whileActive: [.tilt]))
    }
}
