import Foundation
import Testing

@testable import MapCompatCore

/// Continuous gestures are measured from the camera at their start, as UIKit's cumulative scale, rotation and
/// translation are (issue 18): pushed past a limit and brought back, the camera stays at the limit until the
/// fingers return past it, for every profile.
struct CumulativeGestureTests {
    /// Two horizontal fingers about (200, 400) whose spread runs through `spreads`, one frame each at 120 Hz,
    /// then rest and lift.
    private func spreading(_ spreads: [Double]) -> [TouchScript.RawSample] {
        let held = spreads + Array(repeating: spreads.last ?? 100, count: 12)
        return held.enumerated().map { index, spread in
            TouchScript.RawSample(
                time: Double(index) / 120, points: [1: point(200 - spread / 2, 400), 2: point(200 + spread / 2, 400)])
        } + [TouchScript.RawSample(time: Double(held.count) / 120, points: [:])]
    }

    private func ramp(_ from: Double, _ to: Double, _ steps: Int) -> [Double] {
        (1...steps).map { from + (to - from) * Double($0) / Double(steps) }
    }

    private func zoomAfterPinching(_ spreads: [Double], profile: InteractionProfile) throws -> (Double, Double) {
        let h = try Harness(profile: profile, camera: InteractiveMap.defaultCamera) { $0.deceleration = .immediate }
        h.map.setLimits(try CameraLimits(minZoom: 0, maxZoom: 16, maxTilt: 60))
        var peak = 0.0
        var script = TouchScript(startTime: h.map.now)
        try script.touches(spreading(spreads))
        for frame in script.frames {
            try h.map.handle(frame)
            peak = max(peak, h.map.camera.zoom)
        }
        try h.settle()
        return (peak, h.map.camera.zoom)
    }

    @Test(arguments: [InteractionProfile.neutral, .naver, .mapLibre, .tomTom])
    func aPinchPastMaxZoomHoldsUntilTheFingersComeBack(profile: InteractionProfile) throws {
        // Out to four times the spread (two levels in, held at 16), back to √2 (half a level in).
        let spreads = [100] + ramp(100, 400, 60) + ramp(400, 100 * 2.0.squareRoot(), 60)
        let (peak, end) = try zoomAfterPinching(spreads, profile: profile)
        #expect(peak == 16)
        #expect(abs(end - 15.5) < 1e-9)
    }

    @Test func withinTheLimitsTheZoomFollowsTheTotalScaleExactly() throws {
        let spreads = [100] + ramp(100, 180, 40) + ramp(180, 100, 40)
        let (_, end) = try zoomAfterPinching(spreads, profile: .neutral)
        #expect(end == 15)
    }

    @Test func aTiltPastMaxTiltHoldsUntilTheFingersComeBack() throws {
        let h = try Harness { $0.deceleration = .immediate }
        let ys = [400] + ramp(400, 240, 60) + ramp(240, 300, 30)
        let samples =
            ys.enumerated().map { index, y in
                TouchScript.RawSample(time: Double(index) / 120, points: [1: point(150, y), 2: point(250, y)])
            } + [TouchScript.RawSample(time: Double(ys.count) / 120, points: [:])]
        try h.run { try $0.touches(samples) }
        #expect(abs(h.map.camera.tilt - 50) < 1e-9)
    }

    @Test func aRotationAroundAndBackReturnsExactlyToTheStartBearing() throws {
        let h = try Harness { $0.deceleration = .immediate }
        let angles = ramp(0, 200, 80) + ramp(200, 0, 80)
        let samples =
            ([0] + angles).enumerated().map { index, degrees in
                let radians = degrees * .pi / 180
                let (dx, dy) = (80 * cos(radians), 80 * sin(radians))
                return TouchScript.RawSample(
                    time: Double(index) / 120, points: [1: point(200 - dx, 400 - dy), 2: point(200 + dx, 400 + dy)])
            } + [TouchScript.RawSample(time: Double(angles.count + 1) / 120, points: [:])]
        var script = TouchScript(startTime: h.map.now)
        try script.touches(samples)
        var farthest = 0.0
        for frame in script.frames {
            try h.map.handle(frame)
            farthest = max(farthest, min(h.map.camera.bearing, 360 - h.map.camera.bearing))
        }
        try h.settle()
        // Past 180° the bearing went round (the content turned 200° clockwise), then came all the way back.
        #expect(farthest > 170)
        #expect(h.map.camera.bearing == 0)
    }
}
