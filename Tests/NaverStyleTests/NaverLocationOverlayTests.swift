import Foundation
import MapCompatCore
import MapCompatTesting
import NaverStyle
import Testing

/// The location overlay's touch handler and visibility, and the settable pick tolerance.
struct NaverLocationOverlayTests {
    private func mapViewWithLocation() throws -> NMFMapView {
        let mapView = NMFMapView()
        try mapView.updateLocation(NMGLatLng(lat: 37.5666, lng: 126.9784), animated: false)
        return mapView
    }

    @Test func aConsumingHandlerTakesTheTapFromTheMap() throws {
        let mapView = try mapViewWithLocation()
        let taps = TapRecorder()
        mapView.touchDelegate = taps
        var handled = 0
        mapView.locationOverlay.touchHandler = { _ in
            handled += 1
            return true
        }
        try MapTester(mapView).tap(at: CGPoint(x: 205, y: 405))
        #expect(handled == 1)
        #expect(taps.mapTaps == 0)
    }

    @Test func withoutAHandlerOrWhenHiddenTheTapReachesTheMap() throws {
        let mapView = try mapViewWithLocation()
        let taps = TapRecorder()
        mapView.touchDelegate = taps
        try MapTester(mapView).tap(at: CGPoint(x: 200, y: 400))
        #expect(taps.mapTaps == 1)
        var handled = 0
        mapView.locationOverlay.touchHandler = { _ in
            handled += 1
            return true
        }
        mapView.locationOverlay.hidden = true
        try MapTester(mapView).tap(at: CGPoint(x: 200, y: 400))
        #expect(handled == 0)
        #expect(taps.mapTaps == 2)
        #expect(mapView.locationOverlay === mapView.locationOverlay)
    }

    @Test func pickToleranceIsSettableAndRefusesNegatives() throws {
        let mapView = NMFMapView()
        #expect(mapView.pickTolerance == 2)
        mapView.pickTolerance = 10
        #expect(mapView.pickTolerance == 10)
        #expect(mapView.core.hitTestRules.tolerance == 10)
        mapView.pickTolerance = -1
        #expect(mapView.pickTolerance == 10)
        #expect(mapView.core.diagnostics.last?.field == "NMFMapView.pickTolerance")
    }
}

/// Counts map taps heard by the touch delegate.
private final class TapRecorder: NMFMapViewTouchDelegate {
    var mapTaps = 0
    func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) { mapTaps += 1 }
}
