import Foundation
import GoogleMapsStyle
import MapCompatCore
import MapCompatTesting
import Testing

/// Polylines, polygons, circles and points of interest: what their taps reach, and overlays kept in step with
/// their properties (modelled on googlemaps-samples/maps-sdk-for-ios-samples `PolylinesViewController.swift`
/// and `PolygonsViewController.swift`).
@Suite struct GoogleOverlayTests {
    final class Screen: NSObject, GMSMapViewDelegate {
        var calls: [String] = []
        func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool {
            calls.append("marker")
            return true
        }
        func mapView(_ mapView: GMSMapView, didTap overlay: GMSOverlay) {
            calls.append("overlay \(overlay.title ?? "")")
        }
        func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) { calls.append("map") }
        func mapView(_ mapView: GMSMapView, didLongPressAt coordinate: CLLocationCoordinate2D) {
            calls.append("long press")
        }
        func mapView(
            _ mapView: GMSMapView, didTapPOIWithPlaceID placeID: String, name: String,
            location: CLLocationCoordinate2D
        ) { calls.append("poi \(name)") }
    }

    private func setUp() -> (GMSMapView, Screen, MapTester) {
        let mapView = GMSMapView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800),
            camera: GMSCameraPosition(latitude: -33.86, longitude: 151.20, zoom: 14))
        let screen = Screen()
        mapView.delegate = screen
        return (mapView, screen, MapTester(mapView))
    }

    private func square(around point: CGPoint, on mapView: GMSMapView) -> GMSMutablePath {
        let path = GMSMutablePath()
        for (dx, dy) in [(-40.0, -40.0), (40, -40), (40, 40), (-40, 40)] {
            path.add(mapView.projection.coordinate(for: CGPoint(x: point.x + dx, y: point.y + dy)))
        }
        return path
    }

    @Test func anOverlayTakesTapsOnlyWhenTappableAndNeverLongPresses() throws {
        let (mapView, screen, tester) = setUp()
        let polygon = GMSPolygon(path: square(around: CGPoint(x: 200, y: 400), on: mapView))
        polygon.title = "park"
        polygon.map = mapView
        try tester.tap(at: CGPoint(x: 200, y: 400))
        polygon.isTappable = true
        try tester.tap(at: CGPoint(x: 200, y: 400))
        try tester.longPress(at: CGPoint(x: 200, y: 400))
        #expect(screen.calls == ["map", "overlay park", "long press"])
    }

    @Test func aHoleAndACircleAreHitByTheirShapes() throws {
        let (mapView, screen, tester) = setUp()
        let polygon = GMSPolygon(path: square(around: CGPoint(x: 200, y: 400), on: mapView))
        let hole = GMSMutablePath()
        for (dx, dy) in [(-10.0, -10.0), (10, -10), (10, 10), (-10, 10)] {
            hole.add(mapView.projection.coordinate(for: CGPoint(x: 200 + dx, y: 400 + dy)))
        }
        polygon.holes = [hole]
        polygon.isTappable = true
        polygon.title = "ring"
        polygon.map = mapView
        let circle = GMSCircle(position: mapView.projection.coordinate(for: CGPoint(x: 200, y: 650)), radius: 100)
        circle.isTappable = true
        circle.title = "circle"
        circle.map = mapView
        try tester.tap(at: CGPoint(x: 200, y: 400))
        try tester.tap(at: CGPoint(x: 230, y: 400))
        try tester.tap(at: CGPoint(x: 200, y: 650))
        #expect(screen.calls == ["map", "overlay ring", "overlay circle"])
    }

    @Test func aMarkerLiesAboveAShapeWhateverTheShapesZIndex() throws {
        let (mapView, screen, tester) = setUp()
        let polygon = GMSPolygon(path: square(around: CGPoint(x: 200, y: 400), on: mapView))
        polygon.isTappable = true
        polygon.zIndex = 100
        polygon.title = "area"
        polygon.map = mapView
        let marker = GMSMarker(position: mapView.projection.coordinate(for: CGPoint(x: 200, y: 420)))
        marker.map = mapView
        try tester.tap(on: marker)
        #expect(screen.calls == ["marker"])
    }

    @Test func aPointOfInterestKeepsTheTapAndLetsALongPressThrough() throws {
        let (mapView, screen, tester) = setUp()
        try mapView.addBasemapPOI(
            placeID: "ChIJ-opera", name: "Opera House",
            location: mapView.projection.coordinate(for: CGPoint(x: 100, y: 100)))
        try tester.tap(at: CGPoint(x: 100, y: 100))
        try tester.longPress(at: CGPoint(x: 100, y: 100))
        #expect(screen.calls == ["poi Opera House", "long press"])
    }

    @Test func clearTakesEveryOverlayOffAndABadOneIsReported() throws {
        let (mapView, _, _) = setUp()
        let line = GMSPolyline(path: square(around: CGPoint(x: 200, y: 400), on: mapView))
        line.map = mapView
        let marker = GMSMarker(position: mapView.camera.target)
        marker.map = mapView
        #expect(mapView.core.scene.count == 1 && mapView.core.annotations.count == 1)
        mapView.clear()
        #expect(line.map == nil && marker.map == nil)
        #expect(mapView.core.scene.count == 0 && mapView.core.annotations.isEmpty)
        let circle = GMSCircle(position: mapView.camera.target, radius: -5)
        circle.map = mapView
        #expect(mapView.core.scene.count == 0)
        #expect(mapView.core.diagnostics.entries.last?.field == "GMSCircle.radius")
        circle.radius = 50
        #expect(mapView.core.scene.count == 1)
    }
}
