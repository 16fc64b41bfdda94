import Foundation
import MapCompatCore
import Testing

/// NAVER's frictions as drift rates, and per-gesture rates replacing the deceleration setting.
@Suite struct DecelerationFrictionTests {
    @Test func frictionAndRateConvertBothWays() {
        let model = DecelerationModel.mapLibre
        // 8.8 % of the speed lost per 1/60 s: τ = −1 / (60 · ln 0.912) ≈ 0.181 s, a rate of τ / 0.25.
        #expect(abs(model.rate(friction: 0.088) - 0.7237) < 1e-4)
        #expect(model.rate(friction: 1) == 0 && model.rate(friction: 0) == .infinity)
        for rate in [0.998, 0.99, 0.3] {
            #expect(abs(model.rate(friction: model.friction(rate: rate)) - rate) < 1e-12)
        }
        #expect(model.friction(rate: 0) == 1)
        // More friction, shorter drift.
        #expect(model.rate(friction: 0.19333) < model.rate(friction: 0.12375))
    }

    @Test func aPerGestureRateReplacesTheSetting() throws {
        func fling(rates: [GestureKind: Double]) throws -> Double {
            let map = try InteractiveMap()
            map.gestureSettings.decelerationRates = rates
            var script = TouchScript()
            try script.pan(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3, release: .fling)
            for frame in script.frames { try map.handle(frame) }
            try map.advance(by: 5)
            return map.camera.center.latitude
        }
        let normal = try fling(rates: [:])
        let same = try fling(rates: [.pan: DecelerationModel.mapLibre.normalRate])
        let none = try fling(rates: [.pan: 0])
        let other = try fling(rates: [.pinch: 0])
        #expect(same == normal && other == normal)
        #expect(normal < none)
    }
}
