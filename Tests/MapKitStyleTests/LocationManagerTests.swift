import Foundation
import MapCompatTesting
import Testing

#if canImport(Darwin)
    import MapKitStyle
#else
    import MapKit
#endif

/// A screen that drives Core Location beside its map, as 1ec5/wormhole's `Wormhole/ViewController.swift` does (it
/// asks for permission, and once granted starts updates and follows the user) and dazhengg/Parker's
/// `Parker/CustomViewController/MapViewController.swift` does (each fix re-centres the map on a 600 m region, the
/// fix read from the manager). Headless the permission is granted at once and the test hands the manager its fixes.
final class WormholeViewController: UIViewController, CLLocationManagerDelegate, MKMapViewDelegate {
    let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var locationManager = CLLocationManager()
    var statuses: [CLAuthorizationStatus] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        locationManager.delegate = self
        locationManager.requestWhenInUseAuthorization()
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }

    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
        statuses.append(status)
        locationManager.desiredAccuracy = kCLLocationAccuracyBestForNavigation
        locationManager.startUpdatingLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let fix = manager.location, fix.horizontalAccuracy >= 0 else { return }
        let region = MKCoordinateRegion(center: fix.coordinate, latitudinalMeters: 600, longitudinalMeters: 600)
        mapView.setRegion(region, animated: false)
    }
}

@Suite struct LocationManagerTests {
    @Test func permissionIsGrantedOnceAndEachFixMovesTheMap() throws {
        let controller = WormholeViewController()
        controller.loadViewIfNeeded()
        #expect(controller.statuses == [.authorizedWhenInUse])
        #expect(controller.locationManager.authorizationStatus == .authorizedWhenInUse)
        controller.locationManager.requestWhenInUseAuthorization()
        #expect(controller.statuses == [.authorizedWhenInUse])
        controller.locationManager.deliver([
            CLLocation(latitude: 47.60, longitude: -122.33), CLLocation(latitude: 47.61, longitude: -122.34),
        ])
        let centre = controller.mapView.centerCoordinate
        #expect(abs(centre.latitude - 47.61) < 1e-9 && abs(centre.longitude + 122.34) < 1e-9)
        #expect(controller.locationManager.location?.coordinate.latitude == 47.61)
    }

    @Test func fixesArriveOnlyWhileUpdatingAndOneRequestedFixStopsUpdates() {
        #expect(CLLocationManager.authorizationStatus() == .notDetermined)
        let manager = CLLocationManager()
        let listener = FixListener()
        manager.delegate = listener
        manager.deliver([CLLocation(latitude: 1, longitude: 2)])
        #expect(listener.fixes.isEmpty && manager.location == nil)
        manager.requestLocation()
        manager.deliver([CLLocation(latitude: 1, longitude: 2)])
        manager.deliver([CLLocation(latitude: 3, longitude: 4)])
        #expect(listener.fixes.map(\.coordinate.latitude) == [1])
        #expect(!manager.isUpdatingLocation)
        manager.startUpdatingHeading()
        manager.deliver(heading: CLHeading(trueHeading: 90))
        #expect(manager.heading?.trueHeading == 90)
    }

    private final class FixListener: NSObject, CLLocationManagerDelegate {
        var fixes: [CLLocation] = []
        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            fixes += locations
        }
    }
}
