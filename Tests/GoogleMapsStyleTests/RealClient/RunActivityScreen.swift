import Foundation
import GoogleMaps
import MapCompatCore
import MapCompatTesting
import Testing

/// Helpers a running app adds to `GMSMapView` (modelled on wn/pace Pace/Common/Extensions/GMSMapView+Extension.swift).
extension GMSMapView {
    var zoom: Float { camera.zoom }

    func zoomIn() {
        animate(toZoom: zoom + 1)
    }

    func showLocation(_ position: CLLocationCoordinate2D, zoom: Float = 17) {
        camera = GMSCameraPosition(
            target: position, zoom: camera.zoom, bearing: camera.bearing, viewingAngle: camera.viewingAngle)
        animate(toZoom: zoom)
    }
}

/// Route markers: a marker with routes shows them and keeps the tap; one without lets Google select it and
/// zooms in; the My Location button shows the runner's location at the app's zoom and keeps the tap, or lets
/// Google centre on it when the app knows no location (modelled on wn/pace
/// Pace/Activity/Controllers/ActivityViewController+GMSMapDelegate.swift, whose `didTap` returns `true` once
/// it renders a marker's routes, and whose `didTapMyLocationButton(for:)` calls `showLocation` and returns
/// `true`).
final class RunActivityScreen: UIViewController, GMSMapViewDelegate {
    let mapView = GMSMapView(
        frame: CGRect(x: 0, y: 0, width: 400, height: 800),
        camera: GMSCameraPosition(latitude: 1.2966, longitude: 103.7764, zoom: 14))
    let routeStart = GMSMarker(position: CLLocationCoordinate2D(latitude: 1.2990, longitude: 103.7740))
    let emptySpot = GMSMarker(position: CLLocationCoordinate2D(latitude: 1.2940, longitude: 103.7790))
    var knownLocation: CLLocationCoordinate2D?
    private(set) var renderedRoutes: [String] = []
    private(set) var idleZooms: [Float] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.delegate = self
        mapView.isMyLocationEnabled = true
        mapView.settings.myLocationButton = true
        routeStart.userData = ["Kent Ridge loop"]
        routeStart.map = mapView
        emptySpot.map = mapView
    }

    func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool {
        guard let routes = marker.userData as? [String] else {
            mapView.zoomIn()
            return false
        }
        renderedRoutes += routes
        return true
    }

    func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) {
        idleZooms.append(position.zoom)
    }

    func didTapMyLocationButton(for mapView: GMSMapView) -> Bool {
        guard let location = knownLocation else { return false }
        mapView.showLocation(location)
        return true
    }
}

@Suite struct RunActivityScreenTests {
    @Test func aMarkerWithRoutesKeepsTheTapAndOneWithoutIsSelectedAndZoomedInto() throws {
        let harness = ScreenHarness(RunActivityScreen())
        let screen = harness.screen
        let tester = harness.tester(screen.mapView)
        try tester.tap(on: screen.routeStart)
        #expect(screen.renderedRoutes == ["Kent Ridge loop"])
        #expect(screen.mapView.selectedMarker == nil)
        #expect(screen.mapView.camera.zoom == 14)
        try tester.tap(on: screen.emptySpot)
        #expect(screen.mapView.selectedMarker === screen.emptySpot)
        #expect(abs(screen.mapView.camera.target.latitude - screen.emptySpot.position.latitude) < 1e-9)
        #expect(abs(screen.mapView.camera.zoom - 15) < 1e-4)
    }

    @Test func theMyLocationButtonShowsTheKnownLocationOrLetsGoogleCentreOnTheDot() throws {
        let harness = ScreenHarness(RunActivityScreen())
        let screen = harness.screen
        let tester = harness.tester(screen.mapView)
        let dot = CLLocationCoordinate2D(latitude: 1.3000, longitude: 103.7800)
        try screen.mapView.updateLocation(CLLocation(latitude: dot.latitude, longitude: dot.longitude))
        #expect(screen.mapView.myLocation?.coordinate.latitude == dot.latitude)
        // No location of the app's own: Google's default centres on the dot and keeps the zoom.
        try tester.tap(on: .locationButton)
        #expect(abs(screen.mapView.camera.target.latitude - dot.latitude) < 1e-9)
        #expect(screen.mapView.camera.zoom == 14)
        // With one, the app shows it at zoom 17 and keeps the tap.
        screen.knownLocation = CLLocationCoordinate2D(latitude: 1.2950, longitude: 103.7750)
        try tester.tap(on: .locationButton)
        #expect(abs(screen.mapView.camera.target.latitude - 1.2950) < 1e-9)
        #expect(abs(screen.mapView.camera.zoom - 17) < 1e-4)
        #expect(screen.idleZooms.last.map { abs($0 - 17) < 1e-4 } == true)
    }
}
