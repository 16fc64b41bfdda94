import Foundation
import GoogleMaps
import MapCompatCore
import MapCompatTesting
import Testing

/// A tap on a place of the basemap opens an info window over it through an invisible marker the screen keeps
/// for the purpose; a tap elsewhere drops a green pin there and moves the camera to it (modelled on
/// mclaud2007/GeekFit GeekFit/GeekFit/App/Flows/MapView/MapViewController+Ext.swift, whose
/// `didTapPOIWithPlaceID` fills an `infoMarker` with `opacity = 0` and selects it, and on the same app's
/// `didTapAt` that drops a `GMSMarker.markerImage(with: .green)` pin and calls `animate(toLocation:)`).
final class PlaceInfoScreen: UIViewController, GMSMapViewDelegate {
    let mapView = GMSMapView(
        frame: CGRect(x: 0, y: 0, width: 400, height: 800),
        camera: GMSCameraPosition(latitude: 55.752455, longitude: 37.623033, zoom: 16))
    let infoMarker = GMSMarker()
    private(set) var droppedPin: GMSMarker?
    private(set) var closedWindows = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.delegate = self
        mapView.isTrafficEnabled = true
        mapView.settings.compassButton = true
    }

    func mapView(
        _ mapView: GMSMapView, didTapPOIWithPlaceID placeID: String, name: String, location: CLLocationCoordinate2D
    ) {
        infoMarker.snippet = "Latitude: \(location.latitude),\nlongitude: \(location.longitude)"
        infoMarker.position = location
        infoMarker.title = name
        infoMarker.opacity = 0
        infoMarker.infoWindowAnchor.y = 0.4
        infoMarker.map = mapView
        mapView.selectedMarker = infoMarker
    }

    func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) {
        droppedPin?.map = nil
        let marker = GMSMarker(position: coordinate)
        marker.snippet = "Latitude: \(coordinate.latitude)\nlongitude: \(coordinate.longitude)"
        marker.icon = GMSMarker.markerImage(with: .green)
        marker.map = mapView
        mapView.animate(toLocation: coordinate)
        droppedPin = marker
    }

    func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker) {
        closedWindows += 1
    }
}

@Suite struct PlaceInfoScreenTests {
    private func screen() throws -> (ScreenHarness<PlaceInfoScreen>, MapTester, CLLocationCoordinate2D) {
        let harness = ScreenHarness(PlaceInfoScreen())
        let mapView = harness.screen.mapView
        // The basemap's place: Google's own data, put on the headless map by the test.
        let museum = mapView.projection.coordinate(for: CGPoint(x: 120, y: 300))
        try mapView.addBasemapPOI(placeID: "ChIJ-museum", name: "State Historical Museum", location: museum)
        return (harness, harness.tester(mapView), museum)
    }

    @Test func aTapOnAPlaceOpensItsInfoWindowOverIt() throws {
        let (harness, tester, museum) = try screen()
        let screen = harness.screen
        try tester.tap(at: CGPoint(x: 120, y: 300))
        #expect(screen.mapView.selectedMarker === screen.infoMarker)
        #expect(screen.infoMarker.title == "State Historical Museum")
        #expect(abs(screen.infoMarker.position.latitude - museum.latitude) < 1e-12)
        // The window stands over the invisible pin's info window anchor, 0.4 of its height down from its top.
        let window = try tester.infoWindowFrame(of: screen.infoMarker)
        let icon = try tester.frame(of: screen.infoMarker)
        #expect(abs(window.maxY - (icon.minY + 0.4 * icon.height)) < 0.5)
        // The place took the tap: no pin was dropped.
        #expect(screen.droppedPin == nil)
    }

    @Test func aTapOnTheMapDropsAPinMovesThereAndClosesTheWindow() throws {
        let (harness, tester, _) = try screen()
        let screen = harness.screen
        try tester.tap(at: CGPoint(x: 120, y: 300))
        let spot = screen.mapView.projection.coordinate(for: CGPoint(x: 300, y: 650))
        try tester.tap(at: CGPoint(x: 300, y: 650))
        let pin = try #require(screen.droppedPin)
        #expect(abs(pin.position.latitude - spot.latitude) < 1e-9)
        #expect(abs(screen.mapView.camera.target.latitude - spot.latitude) < 1e-6)
        #expect(screen.mapView.selectedMarker == nil)
        #expect(screen.closedWindows == 1)
    }
}
