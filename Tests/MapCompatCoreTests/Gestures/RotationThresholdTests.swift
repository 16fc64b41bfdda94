import Foundation
import Testing

@testable import MapCompatCore

/// The angle two fingers must turn before a rotation begins: the profile's `rotationThreshold` (5°), or
/// `rotationThresholdWhileZooming` (3°) while a pinch zooms (MapLibre's rule, maplibre-native
/// `platform/ios/src/MLNMapView.mm`).
struct RotationThresholdTests {
    /// Two fingers 160 points apart about the view's centre, their line turned by `degrees` and their
    /// spread multiplied by `scale` over half a second.
    private func turn(_ degrees: Double, spreading scale: Double) -> [TouchScript.RawSample] {
        (0...60).map { step in
            let fraction = Double(step) / 60
            let radians = degrees * fraction * .pi / 180
            let half = 80 * (1 + (scale - 1) * fraction)
            let dx = half * cos(radians)
            let dy = half * sin(radians)
            return TouchScript.RawSample(
                time: 0.5 * fraction, points: [1: point(200 - dx, 400 - dy), 2: point(200 + dx, 400 + dy)])
        } + [TouchScript.RawSample(time: 0.6, points: [:])]
    }

    private func bearing(afterTurning degrees: Double, spreading scale: Double) throws -> Double {
        let h = try Harness { $0.deceleration = .immediate }
        try h.run { try $0.touches(turn(degrees, spreading: scale)) }
        return h.map.camera.bearing
    }

    @Test func aTurnBelowTheThresholdLeavesTheBearing() throws {
        #expect(try bearing(afterTurning: 4, spreading: 1) == 0)
    }

    @Test func aTurnPastTheThresholdRotates() throws {
        #expect(try bearing(afterTurning: 12, spreading: 1) != 0)
    }

    @Test func whileAPinchZoomsTheLowerThresholdApplies() throws {
        #expect(try bearing(afterTurning: 4, spreading: 1.8) != 0)
    }
}
