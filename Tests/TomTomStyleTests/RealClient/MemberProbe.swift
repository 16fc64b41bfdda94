import Foundation
import MapCompatCore
import Testing
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

// One numbered line per TomTom member that real client code calls, each written as its callers write it:
// TomTom's navigation use case (tomtom-international/tomtom-navigation-ios-examples, "Build a navigation
// app"), a public truck-navigation app found by code search for `zoomToRoutes(padding:)`, the trip planner
// the other real-client screens model, and TomTom's iOS guides (Quickstart, Markers, Camera, Events and
// gestures, UI controls, Traffic, User location, Route simulation). The file compiling is the check; the test
// runs it and reads a few results back.
//
// Members those callers use that do not compile here (the share is the numbered lines over the numbered
// lines plus these):
// - `DefaultCLLocationProvider()` (a device's GPS; a headless map has none),
// - `map.showVehicleRestrictions(vehicle:)`, `Truck`, `VehicleDimensions(...)` and the mass and length
//   shorthands `Measurement.tt.kilograms`/`.millimeters` (vehicle profiles are routing data, not
//   interaction).
// That is 74 of 80 (92 %).

/// A later-release observer, as the navigation use case's `MapCoordinator` writes it.
final class ObservableProbe: LocationProviderObservable {
    var updates = 0

    func onLocationUpdated(location: GeoLocation) { updates += 1 }  // 71
    func onHeadingUpdate(newHeading _: CLHeading, lastLocation _: GeoLocation) {}  // 72
    func onAuthorizationStatusChanged(isGranted _: Bool) {}
}

/// The probe: every member once, in the order a navigation screen calls them.
final class MemberProbeScreen: MapViewDelegate, MapDelegate, LocationUpdateObserver, RouteDelegate {
    let mapView = MapView()  // 1
    let optioned = MapView(mapOptions: MapOptions(mapStyle: .restrictionsStyle, apiKey: "key"))  // 2
    let simulated = SimulatedLocationProvider(delay: .tt.seconds(1))  // 3
    let timed = SimulatedLocationProvider(delay: Measurement<UnitDuration>(value: 0.5, unit: .seconds))  // 4
    var map: TomTomMap?
    var routeOnMap: Route?
    var seen: [String] = []

    func attach() {
        MapsDisplayService.apiKey = "key"  // 5
        mapView.delegate = self  // 6
        mapView.currentLocationButtonVisibilityPolicy = .hiddenWhenCentered  // 7
        mapView.compassButtonVisibilityPolicy = .visibleWhenNeeded  // 8
        mapView.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 80, trailing: 0)  // 9
        mapView.getMapAsync { map in _ = map.cameraProperties }  // 10
    }

    func mapView(_: MapView, onMapReady map: TomTomMap) {  // 11
        self.map = map
        map.delegate = self  // 12
        map.locationProvider = simulated  // 13
        map.locationProvider.addObserver(self)  // 14
        map.hideTraffic()  // 15
        map.showTrafficIncidents()  // 16
        map.locationIndicatorType = .navigationChevron(scale: 1)  // 17
        map.activateLocationProvider()  // 18
        map.applyCamera(  // 19
            CameraUpdate(
                position: CLLocationCoordinate2D(latitude: 0, longitude: 0), zoom: 1, tilt: 0, rotation: 0,
                positionMarkerVerticalOffset: 0))  // 20
    }

    func mapView(_: MapView, onLoadFailed error: any Error) { seen.append("failed") }  // 21

    func mapView(_: MapView, onStyleLoad result: Result<StyleContainer, any Error>) {  // 22
        if case .success = result { seen.append("style") }
    }

    func map(_: TomTomMap, onInteraction interaction: MapInteraction) {  // 23
        switch interaction {
        case let .longPressed(coordinate): drive(to: coordinate)  // 24
        case let .tappedOnAnnotation(annotation, _): seen.append("annotation \(annotation is Marker)")  // 25
        default: break
        }
    }

    func map(_: TomTomMap, onCameraEvent event: CameraEvent) {  // 26
        if case let .trackingModeChanged(mode) = event { seen.append("mode \(mode)") }  // 27
    }

    func didUpdateLocation(location: GeoLocation) {  // 28
        var cameraUpdate = CameraUpdate(position: location.location.coordinate, zoom: 9)  // 29
        cameraUpdate.zoom = 9  // 30
        map?.applyCamera(cameraUpdate, animationDuration: 1.5)  // 31
    }

    func onAuthorizationStatusChanged(isGranted: Bool) {}  // 32

    func mapRoute(_ route: Route, didTapOnCoordinate coordinate: CLLocationCoordinate2D, waypointIndex: Int) {  // 33
        seen.append("route \(route.tag ?? "")")
    }

    func drive(to destination: CLLocationCoordinate2D) {
        guard let map, let start = simulated.location?.location.coordinate else { return }  // 34
        map.removeRoutes()  // 35
        var routeOptions = RouteOptions(coordinates: [start, destination])  // 36
        routeOptions.outlineWidth = 1  // 37
        routeOptions.routeWidth = 5  // 38
        routeOptions.color = .activeRoute  // 39
        routeOptions.tag = "active"  // 40
        if let routeOnMap = try? map.addRoute(routeOptions) {  // 41
            routeOnMap.delegate = self  // 42
            routeOnMap.progressOnRoute = Measurement(value: 0, unit: .meters)  // 43
            self.routeOnMap = routeOnMap
            map.zoomToRoutes(padding: 32)  // 44
        }
        map.cameraTrackingMode = .followRouteDirection()  // 45
        map.moveCamera(CameraUpdate(positionMarkerVerticalOffset: 0.4))  // 46
        simulated.updateCoordinates([start, destination], interpolate: true)  // 47
        simulated.start()  // 48
    }

    func stop() {
        guard let map else { return }
        simulated.stop()  // 49
        map.applyCamera(CameraUpdate(zoomIn: true), animationDuration: 0.25)  // 50
        if let routeOnMap { map.removeRoute(routeOnMap) }  // 51
        map.cameraTrackingMode = .none  // 52
        map.showTraffic()  // 53
        map.hideTrafficIncidents()  // 54
        let marker = try? map.addMarker(options: MarkerOptions(coordinate: CLLocationCoordinate2D()))  // 55
        var lineOptions = LineOptions(coordinates: [CLLocationCoordinate2D(), CLLocationCoordinate2D()])  // 56
        lineOptions.lineColor = .red  // 57
        lineOptions.lineWidth = 6  // 58
        _ = try? map.addLine(options: lineOptions)  // 59
        if let marker { map.remove(annotation: marker) }  // 60
        map.removeAnnotations()  // 61
        _ = map.coordinateForPoint(point: CGPoint(x: 10, y: 10))  // 62
        _ = map.pointForCoordinate(coordinate: CLLocationCoordinate2D())  // 63
        _ = map.visibleRegion  // 64
        mapView.cameraUpdate = CameraUpdate(position: CLLocationCoordinate2D(), zoom: 11)  // 65
        map.disabledGestures = [.tilt]  // 66
        map.setExclusiveGestures(gesture: .pan, blockedGestures: [.pinch])  // 67
        _ = simulated.lastKnownLocation  // 68
        map.locationProvider.start()  // 69
        map.locationProvider.stop()  // 70
        map.cameraTrackingMode = .followRoute  // 73
        if map.cameraTrackingMode == .followRoute || map.cameraTrackingMode == .follow {  // 74
            map.cameraTrackingMode = .none
        }
    }
}

/// The probe compiles as written and runs: 74 numbered members.
struct MemberProbeTests {
    @Test func theProbeRunsAndItsMembersActAsTomTomDocuments() throws {
        defer { MapsDisplayService.apiKey = "" }
        let screen = MemberProbeScreen()
        screen.attach()
        screen.mapView.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        screen.simulated.updateCoordinates([CLLocationCoordinate2D(latitude: 52.37, longitude: 4.89)])
        screen.simulated.start()
        try screen.mapView.advance(by: 2)
        let map = try #require(screen.map)
        #expect(screen.seen.first == "style")
        #expect(!map.isTrafficFlowVisible && map.isTrafficIncidentsVisible)
        screen.drive(to: CLLocationCoordinate2D(latitude: 52.09, longitude: 5.12))
        #expect(map.allRoutes.count == 1)
        #expect(screen.seen.contains("mode followRouteDirection"))
        try screen.mapView.advance(by: 1)
        #expect(abs((map.core.location?.position.latitude ?? 0) - 52.09) < 1e-9)
        screen.stop()
        #expect(map.annotations.isEmpty)
        #expect(map.cameraTrackingMode == .none)
        #expect(abs(map.cameraProperties.zoom - 11) < 1e-9)
        let observer = ObservableProbe()
        screen.simulated.addObserver(observer)
        screen.simulated.updateCoordinates([CLLocationCoordinate2D(latitude: 1, longitude: 2)])
        screen.simulated.start()
        #expect(observer.updates == 1)
    }
}
