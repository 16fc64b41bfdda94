import Foundation
import GoogleMaps
import MapCompatCore
import MapCompatTesting
import Testing

/// A map whose pin marks the centre: each time the camera comes to rest the old pin is cleared and a new one is
/// dropped on the target, titled with where it stands, above a 45-point address bar kept clear by padding
/// (modelled on Vatsalr23/Google-Maps-on-iOS Google_Maps_iOS/Google_Maps_iOS/ViewController.swift, which
/// reverse-geocodes the target in `mapView(_:idleAt:)`, calls `clear()` and puts a new marker there).
final class CentrePinPickerScreen: UIViewController, GMSMapViewDelegate {
    let mapView = GMSMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let addressLabel = UILabel()
    private(set) var pin: GMSMarker?
    private(set) var restingCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view = mapView
        mapView.delegate = self
        let campus = CLLocationCoordinate2D(latitude: 33.6405, longitude: -117.8443)
        mapView.camera = GMSCameraPosition.camera(withTarget: campus, zoom: 15)
        mapView.padding = UIEdgeInsets(top: 0, left: 0, bottom: 45, right: 0)
    }

    func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) {
        restingCount += 1
        let marker = GMSMarker(position: position.target)
        marker.title = String(format: "%.4f, %.4f", position.target.latitude, position.target.longitude)
        addressLabel.text = marker.title
        mapView.clear()
        marker.map = mapView
        pin = marker
    }
}

@Suite struct CentrePinPickerScreenTests {
    @Test func theCameraComingToRestMovesThePinToTheTarget() throws {
        let harness = ScreenHarness(CentrePinPickerScreen())
        let screen = harness.screen
        let tester = harness.tester(screen.mapView)
        try tester.settle()
        let first = try #require(screen.pin)
        #expect(first.map === screen.mapView)
        #expect(screen.addressLabel.text == "33.6405, -117.8443")
        // The target shows in the middle of the area above the padding.
        let shown = screen.mapView.projection.point(for: first.position)
        #expect(abs(shown.x - 200) < 0.5 && abs(shown.y - 377.5) < 0.5)

        try tester.pan(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 300, y: 300))
        let second = try #require(screen.pin)
        #expect(second !== first)
        #expect(first.map == nil)
        #expect(second.map === screen.mapView)
        #expect(abs(second.position.latitude - screen.mapView.camera.target.latitude) < 1e-9)
        #expect(second.position.longitude < first.position.longitude)
        #expect(screen.restingCount == 2)
    }

    @Test func tappingThePinCentresOnItSoTheScreenDropsAFreshOne() throws {
        let harness = ScreenHarness(CentrePinPickerScreen())
        let screen = harness.screen
        let tester = harness.tester(screen.mapView)
        try tester.settle()
        let pin = try #require(screen.pin)
        try tester.tap(on: pin)
        // Google selects the titled pin and centres the camera on it; once the camera rests the screen clears
        // the map, the selected pin with it, and drops a new pin on the same target.
        #expect(screen.restingCount == 2)
        #expect(pin.map == nil && screen.mapView.selectedMarker == nil)
        let fresh = try #require(screen.pin)
        #expect(fresh !== pin && abs(fresh.position.latitude - pin.position.latitude) < 1e-9)
    }
}
