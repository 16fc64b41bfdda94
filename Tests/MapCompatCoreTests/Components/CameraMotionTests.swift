import Foundation
import Testing

@testable import MapCompatCore

/// Camera motion alone: movement reports, animations in virtual time and the transform cache.
@Suite struct CameraMotionTests {
    /// A camera motion with its event stream (which the motion does not retain) and a log of its events.
    private final class Rig {
        let events = EventStream()
        let motion: CameraMotion
        private(set) var log: [MapEvent] = []

        init() {
            motion = CameraMotion(
                camera: InteractiveMap.defaultCamera, viewport: .neutral, limits: InteractionProfile.neutral.limits,
                events: events)
            _ = events.add { [unowned self] in self.log.append($0.event) }
        }
    }

    @Test func aJumpReportsWillChangingDidAndOwesIdle() {
        let rig = Rig()
        let motion = rig.motion
        var target = motion.camera
        target.zoom = 12
        motion.jump(to: target, reason: .developer)
        #expect(
            rig.log == [
                .cameraWillChange(reason: .developer, animated: false), .cameraChanging(reason: .developer),
                .cameraDidChange(reason: .developer),
            ])
        #expect(motion.camera.zoom == 12)
        #expect(motion.owesIdle)
    }

    @Test func anAnchoredAnimationHoldsItsPointThroughout() throws {
        let rig = Rig()
        let motion = rig.motion
        let pivot = CGPoint(x: 100, y: 600)
        let held = try #require(motion.transform.coordinate(at: pivot))
        var target = motion.camera
        target.zoom += 2
        target.bearing = 30
        motion.animate(to: target, about: pivot, duration: 1, curve: .linear, reason: .developer)
        for step in 1...4 {
            try rig.events.clock.advance(to: Double(step) * 0.25)
            motion.stepAnimation()
            let shown = try #require(motion.transform.point(for: held))
            #expect(abs(Double(shown.x - pivot.x)) < 1e-6 && abs(Double(shown.y - pivot.y)) < 1e-6)
        }
        #expect(motion.animationEnd == nil)
        #expect(motion.invariantViolations() == [])
    }

    @Test func stoppingAnAnimationCompletesItWithFalse() {
        let rig = Rig()
        let motion = rig.motion
        var finished: Bool?
        var target = motion.camera
        target.zoom = 10
        motion.animate(
            to: target, about: nil, duration: 1, curve: .linear, reason: .developer, completion: { finished = $0 })
        #expect(motion.animationEnd == 1)
        motion.stopAnimation()
        #expect(finished == false)
        #expect(rig.log.contains(.animationStop))
        #expect(motion.reason == nil)
    }

    @Test func theVetoIsAskedWithTheCameraNowAndNext() {
        let rig = Rig()
        let motion = rig.motion
        var asked: (Camera, Camera, GestureKind)?
        motion.gestureVeto = {
            asked = ($0, $1, $2); return false
        }
        var next = motion.camera
        next.zoom += 1
        #expect(!motion.allows(next, by: .pinch))
        #expect(asked?.0 == motion.camera && asked?.1 == next && asked?.2 == .pinch)
    }
}
