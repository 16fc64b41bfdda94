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

/// `setContentInset(_:keepCamera:reason:)`: keep the target, or keep the map still and move the target.
@Suite struct NaverContentInsetTests {
    final class Reasons: NMFMapViewCameraDelegate {
        var reasons: [Int] = []
        func mapView(_ mapView: NMFMapView, cameraDidChangeByReason reason: Int, animated: Bool) {
            reasons.append(reason)
        }
    }

    @Test func keepCameraMovesTheTargetOnScreenAndTheOtherWayMovesTheCamera() {
        let mapView = NMFMapView()
        let reasons = Reasons()
        mapView.addCameraDelegate(delegate: reasons)
        let target = mapView.cameraPosition.target
        mapView.setContentInset(UIEdgeInsets(top: 0, left: 0, bottom: 200, right: 0), keepCamera: true, reason: 0)
        #expect(mapView.cameraPosition.target == target && reasons.reasons.isEmpty)
        #expect(abs(mapView.projection.point(from: target).y - 300) < 1e-6)

        let shownAtNewCentre = mapView.projection.latlng(from: CGPoint(x: 200, y: 400))
        mapView.setContentInset(.zero, keepCamera: false, reason: Int32(NMFMapChangedByControl))
        // The map did not move on screen; the camera's target is what the new centre shows.
        #expect(abs(mapView.projection.point(from: target).y - 300) < 1e-6)
        #expect(abs(mapView.cameraPosition.target.lat - shownAtNewCentre.lat) < 1e-9)
        #expect(reasons.reasons == [NMFMapChangedByControl])
    }
}
