import Foundation
import MapLibreStyle
import Testing

// Ports of platform/ios/test/MLNMapViewZoomTests.mm (maplibre/maplibre-native). The map view is
// `MLNMapView(frame: UIScreen.mainScreen.bounds, styleURL:)`; `handlePinchGesture:` pokes with a mock scale
// become two fingers whose distance grows by that scale about the pinch's location.
@Suite("MLNMapViewZoomTests (platform/ios/test/MLNMapViewZoomTests.mm)")
struct MLNMapViewZoomTests {
    let mapView = MLNMapView(frame: screenBounds, styleURL: nil)

    @Test("testZoom")
    func zoom() {
        let original = mapView.centerCoordinate
        for zoom in [1.0, 5, 10, 15, 22] {
            mapView.zoomLevel = zoom
            #expect(mapView.zoomLevel == zoom)
            #expect(near(original.latitude, mapView.centerCoordinate.latitude, 0.0000001))
            #expect(near(original.longitude, mapView.centerCoordinate.longitude, 0.0000001))
        }
    }

    @Test("testZoomEnabled")
    func zoomEnabled() throws {
        let center = mapView.center
        var positions = [pinchFingers(center, scale: 1), pinchFingers(center, scale: 10)]
        mapView.isZoomEnabled = false
        try playFingers(mapView, positions) { _ in }
        #expect(mapView.zoomLevel != log2(10.0), "Gestural zoom should not work when zoom is disabled.")
        mapView.zoomLevel = 15
        #expect(near(mapView.zoomLevel, 15, 0.001), "Programmatic zoom is allowed when zoomEnabled = NO.")

        mapView.zoomLevel = 0
        mapView.isZoomEnabled = true
        positions = [pinchFingers(center, scale: 1), pinchFingers(center, scale: 10)]
        try playFingers(mapView, positions, lift: false) { index in
            if index == 1 {
                #expect(near(mapView.zoomLevel, log2(10.0), 0.001), "Gestural zoom should work when zoom is enabled.")
            }
        }
    }

    @Test("testPinchGesture")
    func pinchGesture() throws {
        let original = mapView.centerCoordinate
        let center = mapView.center
        let zooms = [1.0, 5, 10, 15, 22]
        // Fingers 0.2 points apart at the start, so that a scale of 2^22 stays on a (very large) screen; the
        // second sample spreads them 20 points to pass the pinch's slop, as the mock's began state does.
        let positions =
            [pinchFingers(center, scale: 1, start: 0.2), pinchFingers(center, scale: 100, start: 0.2)]
            + zooms.map { pinchFingers(center, scale: exp2($0), start: 0.2) }
        try playFingers(mapView, positions, lift: false) { index in
            guard index > 1 else {
                if index == 0 { #expect(mapView.zoomLevel == 0) }
                return
            }
            let zoom = zooms[index - 2]
            #expect(near(mapView.zoomLevel, zoom, 1e-9), "Map zoom should match gesture to z\(zoom).")
            #expect(near(original.latitude, mapView.centerCoordinate.latitude, 0.0000001))
            #expect(near(original.longitude, mapView.centerCoordinate.longitude, 0.0000001))
        }
    }

    @Test("testPinchGestureOffCenter")
    func pinchGestureOffCenter() throws {
        mapView.zoomLevel = 15
        let origin = CGPoint(x: 0, y: 0)
        let positions = [pinchFingers(origin, scale: 1), pinchFingers(origin, scale: 8)]
        try playFingers(mapView, positions, lift: false) { index in
            if index == 0 {
                #expect(mapView.zoomLevel == 15)
                mapView.direction = 45
            } else {
                #expect(near(mapView.zoomLevel, 18, 1e-9), "Map zoom should match original zoom plus gesture zoom.")
            }
        }
        let before = mapView.centerCoordinate
        let derived = mapView.convert(mapView.center, toCoordinateFrom: nil)
        #expect(near(before.latitude, derived.latitude, 0.0000001))
        #expect(near(before.longitude, derived.longitude, 0.0000001))
        mapView.direction = 0
        #expect(near(before.latitude, mapView.centerCoordinate.latitude, 0.0000001))
        #expect(near(before.longitude, mapView.centerCoordinate.longitude, 0.0000001))
    }

    @Test("testPinchAndZoom: a rotation below the 3° threshold while zooming leaves the direction")
    func pinchAndZoom() throws {
        mapView.zoomLevel = 15
        // Two fingers that spread (zooming) and turn by 1° then 2°: below MLNRotationThresholdWhileZooming (3°).
        let center = mapView.center
        func fingers(scale: Double, degrees: Double) -> [CGPoint] {
            let radians = degrees * .pi / 180
            let half = 50 * scale
            return [
                CGPoint(x: center.x - half * cos(radians), y: center.y - half * sin(radians)),
                CGPoint(x: center.x + half * cos(radians), y: center.y + half * sin(radians)),
            ]
        }
        let positions = [fingers(scale: 1, degrees: 0), fingers(scale: 1.5, degrees: 1), fingers(scale: 2, degrees: 2)]
        try playFingers(mapView, positions) { _ in
            #expect(mapView.direction == 0, "The direction should be 0 below the rotation threshold.")
        }
    }
}
