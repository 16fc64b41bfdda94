import Foundation
import MapCompatTesting
import MapKitStyle
import Testing

// The MapKit example of the testing library: a store screen with titled annotations shown by marker views with a
// callout button, a draggable pin the user moves, and the user's dot (after raywenderlich's MapKit tutorial as
// BenBinary/HonoluluArt `HonoluluArt/ViewController.swift` writes it, and rsrose21/VirtualTourist
// `VirtualTourist/VirtualTourist/VCMapView.swift` for the drag). The tester aims in MapKit's terms: annotations,
// annotation views, callout accessories and `userLocation`.

/// The screen under test: plain MapKit code.
final class MapKitStoresScreen: UIViewController, MKMapViewDelegate {
    let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let store = MKPointAnnotation()
    let meetingPoint = MKPointAnnotation()
    let directions = UIButton(type: .detailDisclosure)
    let log: CallbackRecorder

    init(log: CallbackRecorder) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.delegate = self
        mapView.setRegion(
            MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9784), latitudinalMeters: 1500,
                longitudinalMeters: 1500), animated: false)
        store.coordinate = CLLocationCoordinate2D(latitude: 37.5670, longitude: 126.9790)
        store.title = "Store"
        meetingPoint.coordinate = CLLocationCoordinate2D(latitude: 37.5650, longitude: 126.9770)
        meetingPoint.title = "Meeting point"
        mapView.addAnnotations([store, meetingPoint])
        mapView.showsUserLocation = true
    }

    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        guard !(annotation is MKUserLocation) else { return nil }
        let view = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "place")
        view.canShowCallout = true
        if annotation === store { view.rightCalloutAccessoryView = directions }
        if annotation === meetingPoint { view.isDraggable = true }
        return view
    }

    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {
        log.record("didSelect", annotation.title ?? nil)
    }

    func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl
    ) {
        log.record("calloutAccessoryControlTapped", view.annotation?.title ?? nil)
    }

    func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState,
        fromOldState oldState: MKAnnotationView.DragState
    ) {
        if newState == .ending { log.record("dropped", view.annotation?.title ?? nil) }
    }
}

@Suite struct MapKitScreenExample {
    let log = CallbackRecorder()
    let harness: ScreenHarness<MapKitStoresScreen>
    let tester: MapTester

    init() {
        harness = ScreenHarness(MapKitStoresScreen(log: log))
        tester = harness.tester(harness.screen.mapView)
    }

    @Test func aTapOnTheStoreSelectsItAndItsCalloutButtonIsTheDelegates() throws {
        let screen = harness.screen
        try tester.tap(on: screen.store)
        #expect(log.entries(named: "didSelect").map(\.detail) == ["Store"])
        let frame = try tester.frame(of: screen.store)
        #expect(screen.mapView.view(for: screen.store).map { $0.frame == frame } == true)
        try tester.tap(onCalloutAccessory: screen.directions)
        #expect(log.entries(named: "calloutAccessoryControlTapped").map(\.detail) == ["Store"])
    }

    @Test func anAccessoryOfAnotherViewOrWithoutACalloutIsNotOnTheMap() throws {
        #expect(throws: MapTestingError.notOnMap("callout")) {
            try tester.tap(onCalloutAccessory: harness.screen.directions)
        }
        try tester.tap(on: harness.screen.meetingPoint)
        #expect(throws: MapTestingError.notOnMap("callout accessory")) {
            try tester.tap(onCalloutAccessory: harness.screen.directions)
        }
    }

    @Test func theMeetingPointIsDraggedWhereTheFingerLifts() throws {
        let target = CGPoint(x: 300, y: 150)
        try tester.drag(harness.screen.meetingPoint, to: target)
        #expect(log.entries(named: "dropped").map(\.detail) == ["Meeting point"])
        let shown = harness.screen.mapView.convert(
            harness.screen.meetingPoint.coordinate, toPointTo: harness.screen.mapView)
        #expect(abs(shown.x - target.x) < 0.5 && abs(shown.y - target.y) < 0.5)
    }

    @Test func aTapOnTheUsersDotSelectsTheUserLocationOnceTheMapKnowsIt() throws {
        let mapView = harness.screen.mapView
        #expect(throws: MapTestingError.notOnMap("user location")) { try tester.tap(on: mapView.userLocation) }
        mapView.deliverUserLocation(CLLocation(latitude: 37.5666, longitude: 126.9784))
        try tester.tap(on: mapView.userLocation)
        #expect(log.entries(named: "didSelect").map(\.detail) == ["My Location"])
    }

    @Test func anAnnotationOfAnotherMapIsNotOnThisOne() throws {
        #expect(throws: MapTestingError.notOnMap("annotation")) { try tester.tap(on: MKPointAnnotation()) }
    }
}
