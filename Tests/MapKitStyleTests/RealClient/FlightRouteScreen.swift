import Foundation
import MapCompatTesting
import Testing

#if canImport(Darwin)
    import MapKitStyle
#else
    import MapKit
#endif

// A flight map written the way mobile-academy/uikonf-rxswift writes its map delegate
// (`RxSwiftWorkshop/Maps/ViewModel/MapViewDelegate.swift`, `RxSwiftWorkshop/Maps/ViewModel/MapViewDelegateSpec.swift`):
// an `NSObject` delegate that draws polylines blue and five points wide, and turns the map's user-location callbacks
// into updates or failures for the screen (the app publishes them as an RxSwift observable; here a closure). The
// controller draws the route from Amsterdam to the destination and shows all of it with some padding, as
// route screens do with `setVisibleMapRect(_:edgePadding:animated:)`.
final class FlightMapDelegate: NSObject, MKMapViewDelegate {
    enum UserLocation {
        case update(MKUserLocation)
        case failed(any Error)
    }

    var onUserLocation: ((UserLocation) -> Void)?

    func mapView(_: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        guard let polyline = overlay as? MKPolyline else { return MKOverlayRenderer(overlay: overlay) }
        let polylineRenderer = MKPolylineRenderer(polyline: polyline)
        polylineRenderer.strokeColor = .blue
        polylineRenderer.lineWidth = 5
        return polylineRenderer
    }

    func mapView(_: MKMapView, didUpdate userLocation: MKUserLocation) {
        onUserLocation?(.update(userLocation))
    }

    func mapView(_: MKMapView, didFailToLocateUserWithError error: any Error) {
        onUserLocation?(.failed(error))
    }
}

final class FlightMapController: UIViewController {
    static let amsterdam = CLLocationCoordinate2D(latitude: 52.310475, longitude: 4.768158)
    let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let mapDelegate = FlightMapDelegate()
    var locations: [CLLocationCoordinate2D] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.delegate = mapDelegate
        mapView.showsUserLocation = true
        mapDelegate.onUserLocation = { [weak self] event in
            if case .update(let location) = event { self?.locations.append(location.coordinate) }
        }
    }

    func show(routeTo destination: CLLocationCoordinate2D) {
        let points = [Self.amsterdam, destination]
        let route = MKPolyline(coordinates: points, count: points.count)
        mapView.removeOverlays(mapView.overlays)
        mapView.addOverlay(route)
        mapView.setVisibleMapRect(
            route.boundingMapRect, edgePadding: UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40), animated: true)
    }
}

@Suite("RealClient: mobile-academy/uikonf-rxswift's flight map")
struct FlightRouteScreenTests {
    @Test func theRouteIsDrawnBlueAndShownWhole() throws {
        let controller = FlightMapController()
        controller.viewDidLoad()
        let berlin = CLLocationCoordinate2D(latitude: 52.366667, longitude: 13.503333)
        controller.show(routeTo: berlin)
        try MapTester(controller.mapView).settle()
        let route = try #require(controller.mapView.overlays.first)
        let renderer = try #require(controller.mapView.renderer(for: route) as? MKPolylineRenderer)
        #expect(renderer.lineWidth == 5 && renderer.strokeColor == .blue)
        for end in [FlightMapController.amsterdam, berlin] {
            let point = controller.mapView.convert(end, toPointTo: controller.mapView)
            #expect(point.x >= 40 - 1e-6 && point.x <= 360 + 1e-6)
        }
    }

    @Test func theUsersLocationReachesTheScreenThroughTheDelegate() throws {
        let controller = FlightMapController()
        controller.viewDidLoad()
        controller.mapView.deliverUserLocation(CLLocation(latitude: 52.37, longitude: 4.89))
        #expect(controller.locations.count == 1 && controller.locations.first?.latitude == 52.37)
        // The app's spec calls its delegate directly with a user location of its own making.
        controller.mapDelegate.mapView(MKMapView(), didUpdate: MKUserLocation())
        #expect(controller.locations.count == 2)
    }

    @Test func aPanOverTheRouteTakesNoTapAndMovesTheMap() throws {
        let controller = FlightMapController()
        controller.viewDidLoad()
        controller.show(routeTo: CLLocationCoordinate2D(latitude: 52.366667, longitude: 13.503333))
        let tester = MapTester(controller.mapView)
        try tester.settle()
        let before = controller.mapView.centerCoordinate
        try tester.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(controller.mapView.centerCoordinate.longitude < before.longitude)
        #expect(controller.mapView.selectedAnnotations.isEmpty)
    }
}
