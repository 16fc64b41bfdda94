import Foundation
import Testing

@testable import MapCompatCore

/// Random touch streams, valid and invalid, never trap and never leave the map in a bad state.
struct RandomTouchStreamTests {
    private static let profiles: [InteractionProfile] = [.neutral, .naver, .mapLibre, .tomTom, .routeMe]

    /// A frame that is usually valid and sometimes deliberately broken.
    private func randomFrame(_ rng: inout SplitMix64, time: Double, down: [Int]) -> TouchFrame {
        func location() -> CGPoint {
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll == 0 { return CGPoint(x: Double.nan, y: 10) }
            if roll == 1 { return CGPoint(x: 1e12, y: -1e12) }
            return CGPoint(x: Double.random(in: -50...450, using: &rng), y: Double.random(in: -50...850, using: &rng))
        }
        var touches: [Touch] = []
        for id in down {
            let roll = Int.random(in: 0..<10, using: &rng)
            let phase: Touch.Phase = roll < 6 ? .moved : roll < 7 ? .stationary : roll < 9 ? .ended : .cancelled
            touches.append(Touch(id: id, location: location(), phase: phase))
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            touches.append(Touch(id: Int.random(in: 0...12, using: &rng), location: location(), phase: .began))
        }
        if Int.random(in: 0..<50, using: &rng) == 0 {
            touches.append(Touch(id: 99, location: location(), phase: .ended))
        }
        let jitter = Int.random(in: 0..<60, using: &rng) == 0 ? -0.5 : Double.random(in: 0...0.1, using: &rng)
        return TouchFrame(time: time + jitter, touches: touches)
    }

    @Test func tenThousandRandomStreamsNeverTrapAndAlwaysSettle() throws {
        var rng = SplitMix64(seed: 2026)
        var rejected = 0
        for stream in 0..<10_000 {
            let map = try InteractiveMap(profile: Self.profiles[stream % Self.profiles.count])
            var open: [GestureKind: Int] = [:]
            map.addObserver { observed in
                guard case .gesture(let kind, let phase) = observed.event else { return }
                // A discrete gesture reports only its end, once recognized.
                if [.tap, .doubleTap, .twoFingerTap].contains(kind) {
                    #expect(phase == .ended)
                    return
                }
                open[kind, default: 0] += phase == .began ? 1 : (phase == .changed ? 0 : -1)
            }
            if stream % 7 == 0 {
                try map.moveCamera(
                    to: Camera(center: LatLng.busan, zoom: 9), transition: try CameraTransition(duration: 0.4))
            }
            for _ in 0..<Int.random(in: 1...25, using: &rng) {
                let frame = randomFrame(&rng, time: map.now, down: map.touches.map(\.id))
                do { try map.handle(frame) } catch { rejected += 1 }
                let camera = map.camera
                #expect(camera.zoom.isFinite && camera.bearing.isFinite && camera.tilt.isFinite)
                #expect(camera.zoom >= map.limits.minZoom && camera.zoom <= map.limits.maxZoom)
                #expect(camera.tilt >= 0 && camera.tilt <= map.limits.maxTilt)
                #expect(camera.bearing >= 0 && camera.bearing < 360)
            }
            let lift = map.touches.map { Touch(id: $0.id, location: $0.location, phase: .ended) }
            try map.handle(TouchFrame(time: map.now + 0.01, touches: lift))
            try map.advance(by: 31)
            #expect(map.isIdle, "stream \(stream)")
            #expect(open.values.allSatisfy { $0 == 0 }, "stream \(stream): \(open)")
            #expect(map.gestureRecognizers.allSatisfy { $0.state == .possible })
        }
        #expect(rejected > 1_000)
    }
}
