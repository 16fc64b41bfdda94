import Foundation
import GoogleMapsStyle
import MapCompatCore
import MapCompatTesting
import Testing

/// Markers, info windows and drags through Google's delegate, in the order Google calls it
/// (GMSMapViewDelegate.h), with the calls public code makes (googlemaps-samples/maps-sdk-for-ios-samples
/// `MarkerEventsViewController.swift`, `MarkerInfoWindowViewController.swift`).
@Suite struct GoogleMarkerTests {
    final class Screen: NSObject, GMSMapViewDelegate {
        let log: CallbackRecorder
        var keepsTaps = false
        var customWindow: UIView?

        init(log: CallbackRecorder) { self.log = log }

        func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool {
            log.record("didTap", marker.title)
            return keepsTaps
        }
        func mapView(_ mapView: GMSMapView, markerInfoWindow marker: GMSMarker) -> UIView? {
            log.record("markerInfoWindow", marker.title)
            return customWindow
        }
        func mapView(_ mapView: GMSMapView, didTapInfoWindowOf marker: GMSMarker) {
            log.record("didTapInfoWindowOf", marker.title)
        }
        func mapView(_ mapView: GMSMapView, didLongPressInfoWindowOf marker: GMSMarker) {
            log.record("didLongPressInfoWindowOf", marker.title)
        }
        func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker) {
            log.record("didCloseInfoWindowOf", marker.title)
        }
        func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) { log.record("didTapAt") }
        func mapView(_ mapView: GMSMapView, willMove gesture: Bool) { log.record("willMove", "\(gesture)") }
        func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) { log.record("idleAt") }
        func mapView(_ mapView: GMSMapView, didBeginDragging marker: GMSMarker) { log.record("didBeginDragging") }
        func mapView(_ mapView: GMSMapView, didDrag marker: GMSMarker) { log.record("didDrag") }
        func mapView(_ mapView: GMSMapView, didEndDragging marker: GMSMarker) { log.record("didEndDragging") }
        func mapViewSnapshotReady(_ mapView: GMSMapView) { log.record("mapViewSnapshotReady") }
    }

    private func setUp() throws -> (GMSMapView, GMSMarker, Screen, MapTester) {
        let mapView = GMSMapView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800),
            camera: GMSCameraPosition(latitude: -37.81969, longitude: 144.966085, zoom: 14))
        let marker = GMSMarker(position: mapView.projection.coordinate(for: CGPoint(x: 300, y: 300)))
        marker.title = "Melbourne"
        marker.map = mapView
        let screen = Screen(log: CallbackRecorder(clock: mapView))
        mapView.delegate = screen
        let tester = MapTester(mapView)
        try tester.settle()
        screen.log.removeAll()
        return (mapView, marker, screen, tester)
    }

    @Test func aMarkerTapAsksTheDelegateThenSelectsOpensAndCentres() throws {
        let (mapView, marker, screen, tester) = try setUp()
        try tester.tap(on: marker)
        #expect(
            screen.log.names == ["didTap", "markerInfoWindow", "willMove", "idleAt", "mapViewSnapshotReady"])
        #expect(screen.log.entries(named: "willMove").first?.detail == "false")
        #expect(mapView.selectedMarker === marker)
        #expect(abs(mapView.camera.target.latitude - marker.position.latitude) < 1e-9)
    }

    @Test func aKeptMarkerTapDoesNothingMore() throws {
        let (mapView, marker, screen, tester) = try setUp()
        screen.keepsTaps = true
        try tester.tap(on: marker)
        #expect(screen.log.names == ["didTap"])
        #expect(mapView.selectedMarker == nil)
    }

    @Test func theInfoWindowHearsTapsAndLongPressesAndAMapTapIsHeardBeforeItCloses() throws {
        let (mapView, marker, screen, tester) = try setUp()
        try tester.tap(on: marker)
        screen.log.removeAll()
        try tester.tapInfoWindow(of: marker)
        let window = try tester.infoWindowFrame(of: marker)
        try tester.longPress(at: CGPoint(x: window.midX, y: window.midY))
        try tester.tap(at: CGPoint(x: 50, y: 750))
        #expect(
            screen.log.names == ["didTapInfoWindowOf", "didLongPressInfoWindowOf", "didTapAt", "didCloseInfoWindowOf"])
        #expect(mapView.selectedMarker == nil)
    }

    @Test func aCustomInfoWindowIsWhereTapsAreJudged() throws {
        let (_, marker, screen, tester) = try setUp()
        screen.customWindow = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        try tester.tap(on: marker)
        let window = try tester.infoWindowFrame(of: marker)
        #expect(window.size == CGSize(width: 300, height: 120))
        let icon = try tester.frame(of: marker)
        #expect(window.maxY == icon.minY && window.midX == icon.midX)
    }

    @Test func settingAndRemovingTheSelectedMarker() throws {
        let (mapView, marker, screen, _) = try setUp()
        mapView.selectedMarker = marker
        #expect(screen.log.names == ["markerInfoWindow"])
        #expect(mapView.camera.target.latitude == -37.81969)
        marker.map = nil
        #expect(screen.log.names == ["markerInfoWindow", "didCloseInfoWindowOf"])
        #expect(mapView.selectedMarker == nil)
        mapView.selectedMarker = marker
        #expect(mapView.selectedMarker == nil)
        #expect(mapView.core.diagnostics.entries.last?.field == "GMSMapView.selectedMarker")
    }

    @Test func aMarkerThatTakesNoTapsLetsThemReachTheMapAndAMovedOneIsHitWhereItIs() throws {
        let (mapView, marker, screen, tester) = try setUp()
        let icon = try tester.frame(of: marker)
        marker.isTappable = false
        try tester.tap(at: CGPoint(x: icon.midX, y: icon.midY))
        #expect(screen.log.names == ["didTapAt"])
        marker.isTappable = true
        marker.position = mapView.projection.coordinate(for: CGPoint(x: 100, y: 600))
        screen.log.removeAll()
        try tester.tap(at: CGPoint(x: 100, y: 590))
        #expect(screen.log.names.first == "didTap")
    }

    @Test func aDraggableMarkerReportsItsDragAndEndsWhereItWasLetGo() throws {
        let (mapView, marker, screen, tester) = try setUp()
        marker.isDraggable = true
        var positions: [CLLocationCoordinate2D] = []
        final class Follower: NSObject, GMSMapViewDelegate {
            var moved: (GMSMarker) -> Void = { _ in }
            func mapView(_ mapView: GMSMapView, didDrag marker: GMSMarker) { moved(marker) }
        }
        let follower = Follower()
        follower.moved = { positions.append($0.position) }
        mapView.delegate = follower
        try tester.drag(marker, to: CGPoint(x: 150, y: 500))
        mapView.delegate = screen
        #expect(positions.count > 3)
        // During the drag the marker's position is where its anchor is shown.
        #expect(positions.last.map { abs($0.latitude - marker.position.latitude) < 1e-9 } == true)
        let anchor = mapView.projection.point(for: marker.position)
        let icon = try tester.frame(of: marker)
        #expect(abs(anchor.x - 150) < 0.5 && abs(anchor.y - (500 + icon.height / 2)) < 0.5)
        screen.log.removeAll()
        try tester.drag(marker, to: CGPoint(x: 200, y: 200))
        #expect(screen.log.names.filter { $0.contains("Drag") }.first == "didBeginDragging")
        #expect(screen.log.names.filter { $0.contains("Drag") }.last == "didEndDragging")
        #expect(screen.log.count(of: "didDrag") > 1)
    }

    @Test func theMapTellsItRenderedOnceItRests() throws {
        let (mapView, _, screen, tester) = try setUp()
        try tester.settle()
        #expect(screen.log.count(of: "mapViewSnapshotReady") == 0)
        mapView.animate(toZoom: 15)
        try tester.settle()
        #expect(screen.log.count(of: "mapViewSnapshotReady") == 1)
    }
}
