import Foundation
import Testing

@testable import MapCompatCore

/// Inputs found by `Scripts/fuzz-touch-stream.sh`, replayed as the frames the harness decoded from them. The raw
/// inputs are kept in `Fuzz/Regressions/touch-stream/` and go into the fuzzer's corpus on every run.
struct TouchStreamFuzzRegressionTests {
    private func frame(_ time: Double, _ touches: [(Int, Touch.Phase, Double, Double)]) -> TouchFrame {
        TouchFrame(
            time: time, touches: touches.map { Touch(id: $0.0, location: CGPoint(x: $0.2, y: $0.3), phase: $0.1) })
    }

    private func expectSound(_ map: InteractiveMap, _ when: String) {
        let camera = map.camera
        #expect(camera.center.latitude.isFinite && camera.center.longitude.isFinite, "\(when): \(camera)")
        #expect(camera.zoom >= map.limits.minZoom && camera.zoom <= map.limits.maxZoom, "\(when): \(camera)")
        #expect(camera.tilt >= 0 && camera.tilt <= map.limits.maxTilt, "\(when): \(camera)")
        #expect(camera.bearing >= 0 && camera.bearing < 360, "\(when): \(camera)")
    }

    /// crash-b394536a0ddfa5f56f6236549560084eaf6fda73: with the route-me profile, a two-finger drag whose first
    /// finger jumped to y = 1e308 (finite, so it was accepted) pinched to the zoom limit, and the next frame turned
    /// the camera into NaN. Positions that far off any screen are now refused.
    @Test func aFingerFarOffScreenIsRefusedAndTheCameraStaysFinite() throws {
        let map = try InteractiveMap(profile: .routeMe)
        try map.handle(frame(0, [(1, .began, 150, 400), (2, .began, 250, 400)]))
        for step in 1...3 {
            let y = 400 - 8 * Double(step)
            try map.handle(frame(Double(step) / 64, [(1, .moved, 150, y), (2, .moved, 250, y)]))
        }
        let far = frame(4 / 64, [(1, .moved, 150, 1e308), (15, .began, 1e308, 1e308)])
        let error = #expect(throws: MapCompatError.self) { try map.handle(far) }
        #expect(error?.code == .outOfRange)
        #expect(error?.field == "touches[0].location.y")
        expectSound(map, "after the far frame")
        for _ in 0..<12 { try map.advance(by: 15.9375) }
        try map.advance(by: 12.4375)
        try map.handle(frame(map.now + 1 / 256, []))
        expectSound(map, "after the empty frame")
        try map.handle(frame(map.now + 0.01, map.touches.map { ($0.id, .ended, $0.location.x, $0.location.y) }))
        try map.advance(by: 31)
        expectSound(map, "at the end")
        #expect(map.isIdle)
    }

    @Test func positionsUpToTheCoordinateLimitAreAcceptedAndBeyondItRefused() throws {
        let limit = TouchTracker.coordinateLimit
        let map = try InteractiveMap()
        try map.handle(frame(0, [(1, .began, -limit, limit)]))
        let error = #expect(throws: MapCompatError.self) {
            try map.handle(frame(0.1, [(1, .moved, limit.nextUp, 0)]))
        }
        #expect(error?.field == "touches[0].location.x")
        #expect(map.touches.first?.location == CGPoint(x: -limit, y: limit))
        try map.handle(frame(0.2, [(1, .ended, 0, 0)]))
        expectSound(map, "after the lift")
    }
}
