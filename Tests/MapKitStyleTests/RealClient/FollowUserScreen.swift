import Foundation
import MapCompatTesting
import Testing

#if canImport(Darwin)
    import MapKitStyle
#else
    import MapKit
#endif

// A "find me" screen written the way danielBermudez/SEFound writes it (`Found-lesson01/Found/ViewController.swift`):
// the controller follows the user from `viewDidLoad`, and each location update re-centres the map on a region 0.05°
// across. The app asks Core Location for permission in `viewWillAppear`; headless, fixes come from the map view's
// stand-in for Core Location (`deliverUserLocation(_:heading:)`).
final class FoundViewController: UIViewController, MKMapViewDelegate {
    let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var trackingModes: [MKUserTrackingMode] = []

    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {
        let center = CLLocationCoordinate2D(
            latitude: userLocation.coordinate.latitude, longitude: userLocation.coordinate.longitude)
        let span = MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)
        let region = MKCoordinateRegion(center: center, span: span)
        mapView.setRegion(region, animated: true)
    }

    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {
        trackingModes.append(mode)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.delegate = self
        mapView.setUserTrackingMode(.follow, animated: true)
    }
}

@Suite("RealClient: danielBermudez/SEFound's find-me map")
struct FollowUserScreenTests {
    @Test func eachFixRecentresTheMapOnARegionAroundTheUser() throws {
        let controller = FoundViewController()
        controller.viewDidLoad()
        #expect(controller.trackingModes == [.follow])
        let tester = MapTester(controller.mapView)
        controller.mapView.deliverUserLocation(CLLocation(latitude: 42.963795, longitude: -85.670006))
        try tester.settle()
        let region = controller.mapView.region
        #expect(abs(region.center.latitude - 42.963795) < 1e-9 && abs(region.center.longitude + 85.670006) < 1e-9)
        // The 0.05° span fits the view's width; the taller view shows more latitude.
        #expect(abs(region.span.longitudeDelta - 0.05) < 1e-9 && region.span.latitudeDelta > 0.05)
    }

    @Test func panningAwayStopsFollowingAndTheControllerHearsIt() throws {
        let controller = FoundViewController()
        controller.viewDidLoad()
        let tester = MapTester(controller.mapView)
        controller.mapView.deliverUserLocation(CLLocation(latitude: 42.963795, longitude: -85.670006))
        try tester.settle()
        try tester.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200))
        #expect(controller.trackingModes == [.follow, .none])
        #expect(controller.mapView.userTrackingMode == .none && controller.mapView.showsUserLocation)
        let dot = controller.mapView.convert(controller.mapView.userLocation.coordinate, toPointTo: controller.mapView)
        #expect(abs(dot.y - 200) < 0.5 && controller.mapView.isUserLocationVisible)
    }
}
