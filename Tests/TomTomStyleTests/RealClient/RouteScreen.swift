import Foundation
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

// A route-display screen modelled on TomTom's navigation use case ("Build a navigation app",
// tomtom-international/tomtom-navigation-ios-examples, `MapCoordinator`): the map arrives in
// `mapView(_:onMapReady:)`, where the screen hides traffic, shows a chevron and starts listening to the
// location provider; a long press plans a route (here: a straight line, where the app asks TomTom's route
// planner), which is drawn with `RouteOptions`, fitted with `zoomToRoutes(padding:)` and driven along with a
// `SimulatedLocationProvider`. Written the way that code writes TomTom calls, not copied from it.

/// The navigation screen's coordinator: the map view's delegate, then the map's, the route's and the
/// location provider's.
final class RouteScreen: NSObject {
    private(set) var map: TomTomMap?
    private(set) var routeOnMap: Route?
    let simulatedLocationProvider = SimulatedLocationProvider(delay: .tt.seconds(1))
    /// What the callbacks saw, in order.
    private(set) var calls: [String] = []
    private(set) var locations: [CLLocationCoordinate2D] = []
    private var cameraUpdated = false

    func attach(_ mapView: MapView) {
        mapView.delegate = self
        mapView.currentLocationButtonVisibilityPolicy = .hiddenWhenCentered
        mapView.compassButtonVisibilityPolicy = .visibleWhenNeeded
    }

    /// Plans a route from the last location to `destination` and starts driving it.
    func navigate(to destination: CLLocationCoordinate2D) {
        guard let map, let start = simulatedLocationProvider.location?.location.coordinate else { return }
        stopNavigating()
        let geometry = (0...4).map { step in
            let share = Double(step) / 4
            return CLLocationCoordinate2D(
                latitude: start.latitude + (destination.latitude - start.latitude) * share,
                longitude: start.longitude + (destination.longitude - start.longitude) * share)
        }
        var routeOptions = RouteOptions(coordinates: geometry)
        routeOptions.outlineWidth = 1
        routeOptions.routeWidth = 5
        routeOptions.color = .activeRoute
        routeOptions.tag = "active"
        if let routeOnMap = try? map.addRoute(routeOptions) {
            routeOnMap.delegate = self
            self.routeOnMap = routeOnMap
            map.zoomToRoutes(padding: 32)
        }
        simulatedLocationProvider.updateCoordinates(geometry, interpolate: true)
        simulatedLocationProvider.start()
    }

    func stopNavigating() {
        map?.removeRoutes()
        routeOnMap = nil
        simulatedLocationProvider.stop()
    }
}

extension RouteScreen: MapViewDelegate {
    func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {
        self.map = map
        map.delegate = self
        map.hideTraffic()
        map.locationIndicatorType = .navigationChevron(scale: 1)
        map.locationProvider = simulatedLocationProvider
        map.locationProvider.addObserver(self)
        map.activateLocationProvider()
        calls.append("onMapReady")
    }

    func mapView(_ mapView: MapView, onLoadFailed error: any Error) {
        calls.append("onLoadFailed")
    }
}

extension RouteScreen: MapDelegate {
    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
        switch interaction {
        case .longPressed(let coordinate):
            calls.append("longPressed")
            navigate(to: coordinate)
        case .tapped:
            calls.append("tapped")
        default:
            break
        }
    }

    func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {}
}

extension RouteScreen: RouteDelegate {
    func mapRoute(_ route: Route, didTapOnCoordinate coordinate: CLLocationCoordinate2D, waypointIndex: Int) {
        calls.append("route \(route.tag ?? "") leg \(waypointIndex)")
    }
}

extension RouteScreen: LocationUpdateObserver {
    func didUpdateLocation(location: GeoLocation) {
        locations.append(location.location.coordinate)
        // Centre the camera on the first location only.
        guard !cameraUpdated else { return }
        cameraUpdated = true
        map?.applyCamera(CameraUpdate(position: location.location.coordinate, zoom: 9), animationDuration: 1.5)
    }
}
