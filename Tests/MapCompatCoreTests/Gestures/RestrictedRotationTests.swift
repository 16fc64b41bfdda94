import Foundation
import Testing

@testable import MapCompatCore

/// MapLibre's rotation below its minimum zoom for rotation (maplibre-native `platform/ios/src/MLNMapView.mm`,
/// `handleRotateGesture:` and `unrotateIfNeededAnimated:`): held within ±30°, then back to north 0.1 s after the
/// gesture; from zoom 3, and in every other profile, free.
struct RestrictedRotationTests {
    /// Two fingers 160 points apart about (200, 400) turning clockwise by `degrees` over half a second, then
    /// resting a tenth of a second and lifting.
    private func turn(_ degrees: Double) -> [TouchScript.RawSample] {
        (0...72).map { step in
            let fraction = min(Double(step) / 60, 1)
            let radians = degrees * fraction * .pi / 180
            let (dx, dy) = (80 * cos(radians), 80 * sin(radians))
            return TouchScript.RawSample(
                time: Double(step) / 120, points: [1: point(200 - dx, 400 - dy), 2: point(200 + dx, 400 + dy)])
        } + [TouchScript.RawSample(time: 73.0 / 120, points: [:])]
    }

    /// The bearing while the fingers rest at the end of the turn, and once the map is idle.
    private func bearings(_ degrees: Double, zoom: Double, profile: InteractionProfile) throws -> (
        held: Double, end: Double, returnStart: Double?
    ) {
        var camera = InteractiveMap.defaultCamera
        camera.zoom = zoom
        let h = try Harness(profile: profile, camera: camera) { $0.deceleration = .immediate }
        var script = TouchScript(startTime: h.map.now)
        try script.touches(turn(degrees))
        var held = h.map.camera.bearing
        for frame in script.frames {
            try h.map.handle(frame)
            if !frame.touches.isEmpty { held = h.map.camera.bearing }
        }
        let lift = h.map.now
        try h.settle()
        let returns = h.log.observed.filter {
            if case .cameraWillChange(.gesture, true) = $0.event { $0.time > lift } else { false }
        }
        return (held, h.map.camera.bearing, returns.first.map { $0.time - lift })
    }

    @Test func belowZoom3TheTurnIsHeldWithin30DegreesAndReturnsNorthAfterATenthOfASecond() throws {
        let result = try bearings(90, zoom: 2, profile: .mapLibre)
        #expect(abs(result.held - 330) < 1e-9)
        #expect(result.end == 0)
        #expect(abs((result.returnStart ?? 0) - 0.1) < 1e-9)
    }

    @Test func belowZoom3ATurnWithinTheHoldStillReturnsNorth() throws {
        let result = try bearings(-20, zoom: 2, profile: .mapLibre)
        #expect(abs(result.held - 20) < 1e-9)
        #expect(result.end == 0)
    }

    @Test func fromZoom3TheTurnIsFree() throws {
        let result = try bearings(90, zoom: 3, profile: .mapLibre)
        #expect(abs(result.held - 270) < 1e-9)
        #expect(abs(result.end - 270) < 1e-9)
    }

    @Test(arguments: [InteractionProfile.neutral, .naver, .tomTom])
    func otherProfilesTurnFreelyAtWorldScale(profile: InteractionProfile) throws {
        let result = try bearings(90, zoom: 2, profile: profile)
        #expect(abs(result.held - 270) < 1e-9)
        #expect(abs(result.end - 270) < 1e-9)
    }

    @Test func theHoldReadsTheStartBearingBetweenMinus180And180() {
        let rule = RestrictedRotation.mapLibre
        #expect(rule.bearing(from: 350, turnedBy: 30) == 330)
        #expect(rule.bearing(from: 350, turnedBy: -50) == 30)
        #expect(rule.bearing(from: 90, turnedBy: 0) == 30)
    }
}

/// MapLibre's double tap at world scale on a turned map: the zoom, then back to north
/// (`handleDoubleTapGesture:` → `unrotateIfNeededForGesture`).
struct RestrictedRotationAfterTapZoomTests {
    @Test func aDoubleTapBelowZoom3OnATurnedMapEndsNorthUp() throws {
        var camera = InteractiveMap.defaultCamera
        camera.zoom = 1
        camera.bearing = 90
        let h = try Harness(profile: .mapLibre, camera: camera)
        try h.run { try $0.doubleTap(at: point(200, 400)) }
        #expect(h.map.camera.zoom == 2)
        #expect(h.map.camera.bearing == 0)
    }

    @Test func fromZoom3TheBearingStays() throws {
        var camera = InteractiveMap.defaultCamera
        camera.zoom = 3
        camera.bearing = 90
        let h = try Harness(profile: .mapLibre, camera: camera)
        try h.run { try $0.doubleTap(at: point(200, 400)) }
        #expect(h.map.camera.zoom == 4)
        #expect(h.map.camera.bearing == 90)
    }
}
