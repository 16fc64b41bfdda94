import Foundation
import MapCompatCore
import NaverStyle
import Testing

/// NAVER's frictions: defaults, clamping, and their effect on the drift after a fling.
@Suite struct NaverFrictionTests {
    @Test func defaultsAreNaversAndBadValuesAreReported() {
        let mapView = NMFMapView()
        #expect(abs(mapView.scrollFriction - 0.088) < 1e-12)
        #expect(abs(mapView.zoomFriction - 0.12375) < 1e-12)
        #expect(abs(mapView.rotateFriction - 0.19333) < 1e-12)
        mapView.scrollFriction = 2
        #expect(mapView.scrollFriction == 1 && mapView.core.gestureSettings.decelerationRates[.pan] == 0)
        #expect(mapView.core.diagnostics.last?.action == .clamped(to: 1))
        mapView.zoomFriction = 0
        #expect(abs(mapView.zoomFriction - 0.12375) < 1e-12)
        #expect(mapView.core.diagnostics.last?.field == "NMFMapView.zoomFriction")
    }

    @Test func moreFrictionDriftsLess() throws {
        func fling(friction: CGFloat) throws -> CGPoint {
            let mapView = NMFMapView()
            let start = mapView.cameraPosition.target
            mapView.scrollFriction = friction
            var script = TouchScript(startTime: mapView.core.now)
            try script.pan(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3, release: .fling)
            for frame in script.frames { try mapView.handle(frame) }
            try mapView.advance(by: 5)
            return mapView.projection.point(from: start)
        }
        let low = try fling(friction: 0.05)
        let naver = try fling(friction: 0.088)
        let high = try fling(friction: 0.5)
        let stop = try fling(friction: 1)
        // The grabbed position moved up 300 points with the finger, then drifted on.
        #expect(abs(stop.y - 100) < 1)
        #expect(low.y < naver.y && naver.y < high.y && high.y < stop.y)
    }
}
