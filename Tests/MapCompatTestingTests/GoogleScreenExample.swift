import Foundation
import GoogleMaps
import MapCompatTesting
import Testing

// The Google example of the "Testing your map screens" article: stores whose info windows open a store page, a
// map tap that is heard before the window closes, and a reload once the user has moved the map (modelled on
// googlemaps-samples/maps-sdk-for-ios-samples `MarkerInfoWindowViewController.swift` and wn/pace
// `ActivityViewController+GMSMapDelegate.swift`, which redraws its markers in `mapView(_:idleAt:)`).

/// The screen under test: plain Google Maps code.
final class GoogleStoresScreen: UIViewController, GMSMapViewDelegate {
    let mapView = GMSMapView(
        frame: CGRect(x: 0, y: 0, width: 400, height: 800),
        camera: GMSCameraPosition(latitude: -33.8683, longitude: 151.2086, zoom: 14))
    let store = GMSMarker(position: CLLocationCoordinate2D(latitude: -33.8650, longitude: 151.2094))
    private var movedByGesture = false
    private(set) var reloads = 0
    let log: CallbackRecorder

    init(log: CallbackRecorder) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.delegate = self
        store.title = "Store"
        store.snippet = "Open until 9 pm"
        store.map = mapView
    }

    func mapView(_ mapView: GMSMapView, didTapInfoWindowOf marker: GMSMarker) {
        log.record("openStorePage", marker.title)
    }

    func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) {
        log.record("didTapAt")
    }

    func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker) {
        log.record("didCloseInfoWindowOf", marker.title)
    }

    func mapView(_ mapView: GMSMapView, willMove gesture: Bool) {
        movedByGesture = gesture
    }

    func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) {
        guard movedByGesture else { return }
        movedByGesture = false
        reloads += 1
        log.record("reload")
    }
}

@Suite struct GoogleScreenExample {
    @Test func theStoreWindowOpensItsPageAndAMapTapIsHeardBeforeItCloses() throws {
        let log = CallbackRecorder()
        let harness = ScreenHarness(GoogleStoresScreen(log: log))
        let screen = harness.screen
        let tester = harness.tester(screen.mapView)

        try tester.tap(on: screen.store)  // selects it: the info window opens and the camera centres on it
        #expect(screen.mapView.selectedMarker === screen.store)
        try tester.tapInfoWindow(of: screen.store)
        try tester.tap(at: CGPoint(x: 60, y: 700))
        #expect(log.names == ["openStorePage", "didTapAt", "didCloseInfoWindowOf"])
        #expect(screen.reloads == 0)
    }

    @Test func movingTheMapReloadsOnceItRests() throws {
        let log = CallbackRecorder()
        let harness = ScreenHarness(GoogleStoresScreen(log: log))
        let tester = harness.tester(harness.screen.mapView)
        try tester.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 260, y: 460))
        #expect(harness.screen.reloads == 1)
        #expect(try tester.frame(of: harness.screen.store).width == 24)
    }
}
