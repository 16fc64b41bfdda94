import Foundation
import MapCompatCore
import Testing
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The route-display screen compiles as written and behaves as TomTom documents, in virtual time.
struct RouteScreenTests {
    private let home = CLLocationCoordinate2D(latitude: 52.37, longitude: 4.89)

    /// A ready screen whose simulated provider reported `home`.
    private func readyScreen() throws -> (RouteScreen, MapView, TomTomMap) {
        let screen = RouteScreen()
        let mapView = MapView(mapOptions: MapOptions(apiKey: "key"))
        mapView.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        screen.attach(mapView)
        try mapView.advance(by: 0)
        let map = try #require(screen.map)
        screen.simulatedLocationProvider.updateCoordinates([home])
        screen.simulatedLocationProvider.start()
        try mapView.advance(by: 2)
        return (screen, mapView, map)
    }

    @Test func aLongPressDrawsTheRouteAndFitsTheCameraToIt() throws {
        let (screen, mapView, map) = try readyScreen()
        #expect(!map.isTrafficFlowVisible)
        #expect(map.locationIndicatorType == .navigationChevron(scale: 1))
        let destination = CLLocationCoordinate2D(latitude: 52.09, longitude: 5.12)
        let point = try #require(map.pointForCoordinate(coordinate: destination))
        var script = TouchScript(startTime: map.core.now)
        try script.longPress(at: point, duration: 1)
        try mapView.handle(script.frames)
        try mapView.advance(by: 0.5)
        let route = try #require(screen.routeOnMap)
        #expect(map.allRoutes.map(\.routeID) == [route.routeID])
        // Both ends and the location lie inside the view, 32 points from its edges or more.
        for end in [home, destination] {
            let shown = try #require(map.pointForCoordinate(coordinate: end))
            #expect(shown.x >= 32 - 1e-6 && shown.x <= 368 + 1e-6)
            #expect(shown.y >= 32 - 1e-6 && shown.y <= 768 + 1e-6)
        }
    }

    @Test func theSimulatedProviderDrivesTheRouteOneCoordinateASecond() throws {
        let (screen, mapView, map) = try readyScreen()
        let destination = CLLocationCoordinate2D(latitude: 52.37, longitude: 5.29)
        screen.navigate(to: destination)
        // Starting reports the first coordinate at once; each next one a second later.
        #expect(screen.locations.count == 2)
        try mapView.advance(by: 0.5)
        #expect(screen.locations.count == 2)
        try mapView.advance(by: 0.5)
        #expect(screen.locations.count == 3)
        try mapView.advance(by: 10)
        #expect(screen.locations.count == 6, "five coordinates, then nothing more")
        let last = try #require(map.core.location?.position)
        #expect(abs(last.longitude - destination.longitude) < 1e-9)
        // Interpolation's spacing is not documented: the coordinates came as given, and the map says so.
        #expect(map.core.diagnostics.entries.contains { $0.field.contains("interpolate") })
    }

    @Test func aTapOnTheRouteGoesToItsDelegateAndNotToTheMap() throws {
        let (screen, mapView, map) = try readyScreen()
        screen.navigate(to: CLLocationCoordinate2D(latitude: 52.37, longitude: 5.29))
        screen.stopNavigating()
        let geometry = [home, CLLocationCoordinate2D(latitude: 52.37, longitude: 5.29)]
        var options = RouteOptions(coordinates: geometry)
        options.tag = "active"
        let route = try map.addRoute(options)
        route.delegate = screen
        map.zoomToRoutes(padding: 32)
        let middle = CLLocationCoordinate2D(latitude: 52.37, longitude: 5.09)
        try tap(mapView, map, at: try #require(map.pointForCoordinate(coordinate: middle)))
        #expect(screen.calls.last == "route active leg 0")
        map.removeRoute(route)
        #expect(map.allRoutes.isEmpty)
        try tap(mapView, map, at: try #require(map.pointForCoordinate(coordinate: middle)))
        #expect(screen.calls.last == "tapped")
    }

    @Test func noLocationIndicatorMeansNoMarkerToTap() throws {
        let (_, mapView, map) = try readyScreen()
        let log = CallbackLog()
        map.delegate = log
        map.moveCamera(CameraUpdate(position: home, zoom: 12))
        let marker = try #require(map.locationMarkerPoint)
        try tap(mapView, map, at: marker)
        #expect(log.interactions.last == "tappedOnLocationMarker")
        map.locationIndicatorType = .none
        #expect(map.locationMarkerPoint == nil)
        try tap(mapView, map, at: marker)
        #expect(log.interactions.last == "tapped")
    }

    @Test func trafficIsADisplayFlagAndTheKeyComesFromTheService() throws {
        let map = try TomTomMap()
        map.showTraffic()
        map.showTrafficIncidents()
        #expect(map.isTrafficFlowVisible && map.isTrafficIncidentsVisible)
        map.hideTraffic()
        map.hideTrafficIncidents()
        #expect(!map.isTrafficFlowVisible && !map.isTrafficIncidentsVisible)
        #expect(Measurement<UnitDuration>.tt.seconds(2).converted(to: .seconds).value == 2)
    }

    @Test func aProviderWithoutADelayReportsOnlyItsFirstLocation() throws {
        let (_, mapView, map) = try readyScreen()
        let provider = SimulatedLocationProvider(delay: nil)
        map.locationProvider = provider
        map.activateLocationProvider()
        provider.updateCoordinates([home, CLLocationCoordinate2D(latitude: 52.0, longitude: 5.0)])
        provider.start()
        try mapView.advance(by: 5)
        #expect(abs((map.core.location?.position.latitude ?? 0) - home.latitude) < 1e-9)
        #expect(map.core.diagnostics.entries.contains { $0.field == "SimulatedLocationProvider.delay" })
    }

    /// One tap, then enough time for the double-tap window to close.
    private func tap(_ mapView: MapView, _ map: TomTomMap, at point: CGPoint) throws {
        var script = TouchScript(startTime: map.core.now)
        try script.tap(at: point)
        try mapView.handle(script.frames)
        try mapView.advance(by: max(0, script.time - map.core.now) + 1)
    }
}
