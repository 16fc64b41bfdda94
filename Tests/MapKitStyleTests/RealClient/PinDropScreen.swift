import Foundation
import MapCompatTesting
import Testing

#if canImport(Darwin)
    import MapKitStyle
#else
    import MapKit
#endif

/// What the screen tells its owner, as the app's `MapViewDelegate` protocol does.
protocol PinDropScreenDelegate: AnyObject {
    func didTapOnAnnotation(with coordinate: CLLocationCoordinate2D, from location: String)
}

// A pin-dropping map screen written the way RoberthSiqueira/VirtualTourist writes its map
// (`VirtualTourist/View/MapView/MapView.swift` and `VirtualTourist/View/MapView/MapView+MKMapView.swift`): a
// `UIView` that owns an `MKMapView` with every gesture switched on, a long-press recognizer that drops an
// `MKPointAnnotation` where the finger rests and zooms to a 100 km region around it, red balloon markers with a
// detail-disclosure button, and a callout button that hands the pin to the screen's delegate. The app names the pin
// from a reverse geocode (`CLGeocoder`, which needs the network); here the title is given. Target–action
// (`#selector`) needs the Objective-C runtime, so the recognizer takes a closure (`addAction`). The app reads the
// title as `annotation.title ?? ""` because MapKit's optional requirement makes it `String??`; here it is `String?`.
final class PinDropScreen: UIView, MKMapViewDelegate {
    weak var delegate: (any PinDropScreenDelegate)?
    var nextTitle = "Honolulu, HI"

    lazy var mapView: MKMapView = {
        let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        mapView.translatesAutoresizingMaskIntoConstraints = false
        mapView.isZoomEnabled = true
        mapView.isScrollEnabled = true
        mapView.isPitchEnabled = true
        mapView.isRotateEnabled = true
        mapView.showsCompass = true
        mapView.delegate = self
        let longPress = UILongPressGestureRecognizer()
        longPress.addAction { [weak self] sender in self?.longPressed(sender) }
        mapView.addGestureRecognizer(longPress)
        return mapView
    }()

    func setupView() {
        addSubview(mapView)
    }

    private func longPressed(_ sender: UIGestureRecognizer) {
        guard sender.state == .began else { return }
        let touchPoint = sender.location(in: mapView)
        let coordinate = mapView.convert(touchPoint, toCoordinateFrom: mapView)
        let annotation = MKPointAnnotation()
        annotation.coordinate = coordinate
        annotation.title = nextTitle
        mapView.addAnnotation(annotation)
        let metersZoomIn: Double = 100_000
        let region = MKCoordinateRegion(
            center: coordinate, latitudinalMeters: metersZoomIn, longitudinalMeters: metersZoomIn)
        mapView.setCenter(coordinate, animated: true)
        mapView.setRegion(region, animated: true)
    }

    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        let reuseId = "pin"
        var pinView = mapView.dequeueReusableAnnotationView(withIdentifier: reuseId) as? MKMarkerAnnotationView
        if pinView == nil {
            pinView = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: reuseId)
            pinView?.canShowCallout = true
            pinView?.markerTintColor = .red
            pinView?.rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
        } else {
            pinView?.annotation = annotation
        }
        return pinView
    }

    func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl
    ) {
        if control == view.rightCalloutAccessoryView {
            if let annotation = view.annotation, let location = annotation.title {
                delegate?.didTapOnAnnotation(with: annotation.coordinate, from: location)
            }
        }
    }
}

/// The owner of the screen: records what the screen hands it.
final class PinDropOwner: PinDropScreenDelegate {
    var tapped: [(CLLocationCoordinate2D, String)] = []
    func didTapOnAnnotation(with coordinate: CLLocationCoordinate2D, from location: String) {
        tapped.append((coordinate, location))
    }
}

@Suite("RealClient: RoberthSiqueira/VirtualTourist's pin drop")
struct PinDropScreenTests {
    @Test func aLongPressDropsAPinAndZoomsToItsRegion() throws {
        let screen = PinDropScreen(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        screen.setupView()
        let tester = MapTester(screen.mapView)
        let pressed = CGPoint(x: 120, y: 300)
        let expected = screen.mapView.convert(pressed, toCoordinateFrom: screen.mapView)
        try tester.longPress(at: pressed)
        try tester.settle()
        let pin = try #require(screen.mapView.annotations.first as? MKPointAnnotation)
        #expect(abs(pin.coordinate.latitude - expected.latitude) < 1e-9)
        #expect(screen.mapView.view(for: pin) is MKMarkerAnnotationView)
        // The 100 km region fills the view's width: about 0.9 degrees of longitude at this latitude.
        #expect(abs(screen.mapView.centerCoordinate.latitude - expected.latitude) < 1e-9)
        let region = MKCoordinateRegion(center: expected, latitudinalMeters: 100_000, longitudinalMeters: 100_000)
        #expect(abs(screen.mapView.region.span.longitudeDelta - region.span.longitudeDelta) < 1e-9)
    }

    @Test func theCalloutButtonHandsThePinToTheOwner() throws {
        let screen = PinDropScreen(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let owner = PinDropOwner()
        screen.delegate = owner
        screen.setupView()
        let tester = MapTester(screen.mapView)
        try tester.longPress(at: CGPoint(x: 200, y: 400))
        try tester.settle()
        let pin = try #require(screen.mapView.annotations.first)
        try tester.tap(on: pin)
        let button = try #require(screen.mapView.view(for: pin)?.rightCalloutAccessoryView)
        try tester.tap(onCalloutAccessory: button)
        #expect(owner.tapped.count == 1)
        #expect(owner.tapped.first?.1 == "Honolulu, HI")
        #expect(owner.tapped.first.map { abs($0.0.latitude - pin.coordinate.latitude) < 1e-12 } == true)
    }
}
