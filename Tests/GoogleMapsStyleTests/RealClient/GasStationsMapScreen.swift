import Foundation
import GoogleMaps
import MapCompatCore
import MapCompatTesting
import Testing

/// A controller object, not a view controller, that owns the map's delegate role and gives every station its
/// own 170 × 100 info window; a tap on the window opens the station (modelled on migueloruiz/la-gas-app-swift
/// lasgasmx/Componets/GasStationsMap/GasStationsMap.swift, an `NSObject` set as `mapView.delegate` in its
/// `init(map:)` that returns a sized `UIView` from `mapView(_:markerInfoWindow:)`; the window's tap as
/// googlemaps-samples/maps-sdk-for-ios-samples `MarkerInfoWindowViewController.swift` handles it).
final class GasStationsMapController: NSObject, GMSMapViewDelegate {
    var mapView: GMSMapView
    private(set) var markers: [GMSMarker] = []
    private(set) var askedWindows: [String] = []
    private(set) var openedStations: [String] = []
    private(set) var closedWindows: [String] = []

    init(map: GMSMapView) {
        self.mapView = map
        super.init()
        mapView.delegate = self
    }

    func show(stations: [(name: String, price: Double, position: CLLocationCoordinate2D)]) {
        for station in stations {
            let marker = GMSMarker(position: station.position)
            marker.title = station.name
            marker.userData = station.price
            marker.map = mapView
            markers.append(marker)
        }
    }

    func mapView(_ mapView: GMSMapView, markerInfoWindow marker: GMSMarker) -> UIView? {
        askedWindows.append(marker.title ?? "")
        let infoWindow = UIView(frame: CGRect(x: 0, y: 0, width: 170, height: 100))
        infoWindow.backgroundColor = .cyan
        return infoWindow
    }

    func mapView(_ mapView: GMSMapView, didTapInfoWindowOf marker: GMSMarker) {
        openedStations.append(marker.title ?? "")
    }

    func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker) {
        closedWindows.append(marker.title ?? "")
    }
}

@Suite struct GasStationsMapScreenTests {
    private func controller() -> GasStationsMapController {
        let map = GMSMapView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800),
            camera: GMSCameraPosition(latitude: 19.4326, longitude: -99.1332, zoom: 15))
        let controller = GasStationsMapController(map: map)
        let projection = map.projection
        controller.show(stations: [
            ("Pemex Reforma", 22.49, projection.coordinate(for: CGPoint(x: 200, y: 500))),
            ("Oxxo Gas Juárez", 22.19, projection.coordinate(for: CGPoint(x: 100, y: 200))),
        ])
        return controller
    }

    @Test func aStationsWindowIsTheAppsViewAndATapAnywhereOnItOpensTheStation() throws {
        let controller = controller()
        let harness = ScreenHarness(controller) { _ in }
        let tester = harness.tester(controller.mapView)
        let pemex = controller.markers[0]
        try tester.tap(on: pemex)
        #expect(controller.askedWindows == ["Pemex Reforma"])
        let window = try tester.infoWindowFrame(of: pemex)
        #expect(window.size == CGSize(width: 170, height: 100))
        // The default window is 44 points tall: a tap 90 points above the anchor lands on the app's window only.
        try tester.tap(at: CGPoint(x: window.midX, y: window.minY + 5))
        #expect(controller.openedStations == ["Pemex Reforma"])
        #expect(controller.mapView.selectedMarker === pemex)
    }

    @Test func choosingAnotherStationClosesTheFirstWindowAndAMapTapClosesTheSecond() throws {
        let controller = controller()
        let harness = ScreenHarness(controller) { _ in }
        let tester = harness.tester(controller.mapView)
        try tester.tap(on: controller.markers[0])
        // Selecting a station centres the camera on it: the second station is tapped where it now is.
        try tester.tap(on: controller.markers[1])
        #expect(controller.askedWindows == ["Pemex Reforma", "Oxxo Gas Juárez"])
        #expect(controller.closedWindows == ["Pemex Reforma"])
        try tester.tap(at: CGPoint(x: 350, y: 750))
        #expect(controller.closedWindows == ["Pemex Reforma", "Oxxo Gas Juárez"])
        #expect(controller.mapView.selectedMarker == nil)
    }
}
