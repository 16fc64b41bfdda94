import Foundation
import MapCompatCore
import MapCompatTesting
import NaverStyle
import Testing

/// The tester's own promises: scripts start now, settling fails loudly, aiming follows the hit test.
@Suite struct MapTesterTests {
    private func naverMap() -> NMFMapView {
        let mapView = NMFMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        mapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: 37.5666, lng: 126.9784), zoomTo: 15))
        return mapView
    }

    @Test func gesturesStartAtTheViewsTimeSoTheyCanFollowEachOther() throws {
        let mapView = naverMap()
        let tester = MapTester(mapView)
        try tester.advance(by: 3)
        try tester.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300))
        try tester.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300))
        #expect(mapView.now > 4)
        #expect(mapView.cameraPosition.target.lat < 37.5666)
    }

    @Test func aMapThatKeepsMovingFailsTheSettleWithItsLimit() throws {
        let tester = MapTester(naverMap())
        tester.settleLimit = 0.05
        #expect(throws: MapTestingError.neverIdle(seconds: 0.05)) {
            try tester.fling(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 100), duration: 0.1)
        }
    }

    @Test func aMarkerCoveredAtItsCentreIsTappedWhereItShows() throws {
        let mapView = naverMap()
        var tapped: [String] = []
        let below = NMFMarker(position: NMGLatLng(lat: 37.5666, lng: 126.9784))
        below.touchHandler = { _ in
            tapped.append("below"); return true
        }
        below.mapView = mapView
        // A wider marker drawn above covers the middle of the first one's icon.
        let above = NMFMarker(position: NMGLatLng(lat: 37.5666, lng: 126.9784))
        above.width = 12
        above.height = 20
        above.zIndex = 1
        above.touchHandler = { _ in
            tapped.append("above"); return true
        }
        above.mapView = mapView

        let tester = MapTester(mapView)
        let frame = try tester.frame(of: below)
        #expect(frame.size.width > 0 && frame.size.height > 0)
        try tester.tap(on: below)
        #expect(tapped == ["below"])
        try tester.tap(on: above)
        #expect(tapped == ["below", "above"])
    }

    @Test func aimingAtWhatIsNotOnTheMapSaysWhat() throws {
        let tester = MapTester(naverMap())
        #expect(throws: MapTestingError.notOnMap("marker")) {
            try tester.tap(on: NMFMarker(position: NMGLatLng(lat: 37.5666, lng: 126.9784)))
        }
        #expect(throws: MapTestingError.offScreen(latitude: 10, longitude: 10)) {
            try tester.tap(on: NMGLatLng(lat: 10, lng: 10))
        }
        #expect(throws: MapTestingError.notOnMap("callout")) { try tester.tapCallout() }
    }

    @Test func aHiddenMarkerCannotBeReached() throws {
        let mapView = naverMap()
        let marker = NMFMarker(position: NMGLatLng(lat: 37.5666, lng: 126.9784))
        marker.mapView = mapView
        marker.hidden = true
        #expect(throws: MapTestingError.notReachable("marker")) { try MapTester(mapView).tap(on: marker) }
    }

    @Test func theRecorderStampsVirtualTime() throws {
        let mapView = naverMap()
        let recorder = CallbackRecorder(clock: mapView)
        recorder.record("first")
        try MapTester(mapView).advance(by: 1.5)
        recorder.record("second", "detail")
        #expect(recorder.entries.map(\.time) == [0, 1.5])
        #expect(recorder.count(of: "second") == 1)
        recorder.removeAll()
        #expect(recorder.names.isEmpty)
    }

    @Test func approximateEqualityHasATolerance() throws {
        let a = CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9784)
        let b = CLLocationCoordinate2D(latitude: 37.5666 + 1e-6, longitude: 126.9784)
        #expect(isApproximatelyEqual(a, b, withinMetres: 0.5))
        #expect(!isApproximatelyEqual(a, b, withinMetres: 0.01))
        #expect(!isApproximatelyEqual(a, CLLocationCoordinate2D(latitude: 91, longitude: 0)))
        #expect(isApproximatelyEqual(CGPoint(x: 1, y: 1), CGPoint(x: 1.3, y: 1.3)))
    }
}
