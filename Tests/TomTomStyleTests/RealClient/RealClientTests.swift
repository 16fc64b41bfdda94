import Foundation
import MapCompatCore
import Testing
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The real-client screens compile as written and get their callbacks in TomTom's order, in virtual time.
struct RealClientTests {
    /// A view of the conformance size at a camera, as a screen would be shown.
    private func showMapView(cameraUpdate: CameraUpdate? = nil) -> MapView {
        let mapView = MapView(mapOptions: MapOptions(apiKey: "key", cameraUpdate: cameraUpdate))
        mapView.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        return mapView
    }

    @Test func theTripScreenGetsItsMapOnceAfterCreationThenTheStyle() throws {
        let trip = TripModel()
        let screen = TripMapScreen(trip: trip)
        let mapView = showMapView()
        screen.attach(mapView: mapView)
        #expect(screen.calls.isEmpty, "onMapReady waits for virtual time to move")
        try mapView.advance(by: 0)
        #expect(screen.calls == ["onMapReady", "onStyleLoad"])
        #expect(trip.mapIsReady)
        try mapView.advance(by: 2)
        #expect(screen.calls == ["onMapReady", "onStyleLoad"], "the map is announced once")
        let map = try #require(screen.map)
        // applyCamera(_:) without a duration animates over TomTom's one second.
        #expect(abs(map.cameraProperties.zoom - 5) < 1e-9)
        #expect(abs(map.cameraProperties.position.latitude - 51.3) < 1e-6)
    }

    @Test func aTapOnAStationMarkerSelectsItByTagAndALongPressSetsTheDestination() throws {
        let trip = TripModel()
        trip.stations = [
            TripStation(id: "station-7", coordinate: CLLocationCoordinate2D(latitude: 51.3, longitude: 9.5))
        ]
        let screen = TripMapScreen(trip: trip)
        let mapView = showMapView()
        screen.attach(mapView: mapView)
        try mapView.advance(by: 2)
        let map = try #require(screen.map)
        #expect(screen.placedMarkers.count == 1)
        // The pin is 30 × 40 points standing on its coordinate: tap its middle.
        let foot = try #require(map.pointForCoordinate(coordinate: trip.stations[0].coordinate))
        try tap(mapView, map, at: CGPoint(x: foot.x, y: foot.y - 20))
        #expect(trip.selectedStationID == "station-7")
        #expect(trip.destination == nil)
        var script = TouchScript(startTime: map.core.now)
        try script.longPress(at: CGPoint(x: 100, y: 150), duration: 1)
        try mapView.handle(script.frames)
        try mapView.advance(by: 1)
        let destination = try #require(trip.destination)
        let expected = try #require(map.coordinateForPoint(point: CGPoint(x: 100, y: 150)))
        #expect(abs(destination.latitude - expected.latitude) < 1e-9)
    }

    @Test func theFirstLocationCentresTheCameraOverOnePointTwoSecondsAndOnlyOnce() throws {
        let trip = TripModel()
        let screen = TripMapScreen(trip: trip)
        let mapView = showMapView()
        screen.attach(mapView: mapView)
        try mapView.advance(by: 2)
        let map = try #require(screen.map)
        let provider = TestLocationProvider()
        map.locationProvider = provider
        provider.addObserver(screen)
        map.activateLocationProvider()
        provider.report(latitude: 52.37, longitude: 4.89)
        try mapView.advance(by: 0.6)
        #expect(map.cameraProperties.zoom < 11, "still on its way")
        try mapView.advance(by: 0.7)
        #expect(abs(map.cameraProperties.zoom - 11) < 1e-9)
        #expect(abs(map.cameraProperties.position.latitude - 52.37) < 1e-6)
        provider.report(latitude: 48.85, longitude: 2.35)
        try mapView.advance(by: 2)
        #expect(abs(map.cameraProperties.position.latitude - 52.37) < 1e-6)
        provider.reportPermission(false)
        #expect(trip.errors == ["no location permission"])
    }

    @Test func drivingFollowsTheLocationAndStoppingReportsTheModeChange() throws {
        let trip = TripModel()
        let screen = TripMapScreen(trip: trip)
        let mapView = showMapView()
        screen.attach(mapView: mapView)
        try mapView.advance(by: 2)
        let map = try #require(screen.map)
        let provider = TestLocationProvider()
        map.locationProvider = provider
        map.activateLocationProvider()
        provider.report(latitude: 52.0, longitude: 5.0)
        screen.startDriving(northUp: true)
        #expect(mapView.currentLocationButtonVisibilityPolicy == .hidden)
        #expect(map.cameraTrackingMode == .followRouteNorthUp())
        try mapView.advance(by: 2)
        #expect(abs(map.cameraProperties.position.latitude - 52.0) < 1e-6)
        provider.report(latitude: 52.01, longitude: 5.0)
        try mapView.advance(by: 2)
        #expect(abs(map.cameraProperties.position.latitude - 52.01) < 1e-6)
        screen.stopDriving()
        #expect(map.cameraTrackingMode == .none)
        #expect(screen.calls.contains("trackingModeChanged(followRouteNorthUp)"))
        #expect(screen.calls.last == "trackingModeChanged(none)")
    }

    @Test func zoomButtonsZoomOneTomTomLevelInAQuarterSecond() throws {
        let screen = TripMapScreen(trip: TripModel())
        let mapView = showMapView()
        screen.attach(mapView: mapView)
        try mapView.advance(by: 2)
        let map = try #require(screen.map)
        let start = map.cameraProperties.zoom
        screen.perform(.zoomIn)
        try mapView.advance(by: 0.25)
        #expect(abs(map.cameraProperties.zoom - (start + 1)) < 1e-9)
        screen.perform(.zoomOut)
        try mapView.advance(by: 0.25)
        #expect(abs(map.cameraProperties.zoom - start) < 1e-9)
    }

    @Test func theCarScreenHidesItsButtonsAndInsetsTheCentre() throws {
        let screen = CarMapScreen()
        screen.loadView()
        let mapView = try #require(screen.mapView)
        mapView.frame = CGRect(x: 0, y: 0, width: 800, height: 480)
        try mapView.advance(by: 0)
        let map = try #require(screen.map)
        #expect(screen.failures.isEmpty)
        #expect(map.core.visibility(of: .compass) == .hidden)
        #expect(map.core.visibility(of: .locationButton) == .hidden)
        screen.safeAreaChanged(top: 0, left: 200, bottom: 80, right: 0)
        #expect(map.core.viewport.insets == EdgeInsets(top: 0, left: 200, bottom: 80, right: 0))
        // The camera centres in the inset area: its position shows half-way between 200 and 800, 0 and 400.
        let centre = try #require(map.pointForCoordinate(coordinate: map.cameraProperties.position))
        #expect(abs(Double(centre.x) - 500) < 1e-6)
        #expect(abs(Double(centre.y) - 200) < 1e-6)
        screen.zoom(in: true)
        try mapView.advance(by: 0.25)
        #expect(abs(map.cameraProperties.zoom - 2) < 1e-9)
        // The CameraUpdate reference's way to set the camera on the view, at once.
        mapView.cameraUpdate = CameraUpdate(
            position: CLLocationCoordinate2D(latitude: 52.37, longitude: 4.89), zoom: 11)
        #expect(abs(map.cameraProperties.zoom - 11) < 1e-9)
        #expect(abs((mapView.cameraUpdate.position?.latitude ?? 0) - 52.37) < 1e-6)
        screen.show(stops: [("a", CLLocationCoordinate2D(latitude: 1, longitude: 1))])
        #expect(screen.markers.map(\.tag) == ["a"])
    }

    @Test func aMapWithAnEmptyKeyFailsToLoadAndNeverBecomesReady() throws {
        let trip = TripModel()
        let screen = TripMapScreen(trip: trip)
        let mapView = MapView(mapOptions: MapOptions(apiKey: ""))
        screen.attach(mapView: mapView)
        var asked = false
        mapView.getMapAsync { _ in asked = true }
        try mapView.advance(by: 1)
        #expect(screen.calls == ["onLoadFailed", "onStyleLoad"])
        #expect(trip.errors.count == 1)
        #expect(!asked)
        #expect(screen.map == nil)
    }

    @Test func shapesTakeTheirTapsAndCanBeRemoved() throws {
        let center = CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9784)
        let mapView = showMapView(cameraUpdate: CameraUpdate(position: center, zoom: 14))
        var ready: TomTomMap?
        mapView.getMapAsync { ready = $0 }
        try mapView.advance(by: 0)
        let map = try #require(ready)
        let screen = OverlaysScreen(map: map)
        screen.drawShapes(around: center)
        #expect(map.annotations.count == 3)
        try tap(mapView, map, at: try #require(map.pointForCoordinate(coordinate: center)))
        let lineMiddle = CLLocationCoordinate2D(latitude: center.latitude + 0.01, longitude: center.longitude)
        try tap(mapView, map, at: try #require(map.pointForCoordinate(coordinate: lineMiddle)))
        let inside = CLLocationCoordinate2D(latitude: center.latitude - 0.017, longitude: center.longitude - 0.015)
        try tap(mapView, map, at: try #require(map.pointForCoordinate(coordinate: inside)))
        #expect(screen.tapped.map(\.tag) == ["circle", "line", "polygon"])
        #expect(screen.mapTaps == 0)
        screen.removeCircle()
        try tap(mapView, map, at: try #require(map.pointForCoordinate(coordinate: center)))
        #expect(screen.mapTaps == 1)
        screen.removeAll()
        #expect(map.annotations.isEmpty)
    }

    /// One tap, then enough time for the double-tap window to close.
    private func tap(_ mapView: MapView, _ map: TomTomMap, at point: CGPoint) throws {
        var script = TouchScript(startTime: map.core.now)
        try script.tap(at: point)
        try mapView.handle(script.frames)
        try mapView.advance(by: max(0, script.time - map.core.now) + 1)
    }
}
