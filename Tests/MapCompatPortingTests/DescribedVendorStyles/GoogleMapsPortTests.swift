import MapCompatPorting
import Testing

/// Google Maps code ported to MapLibre and NAVER, and MapLibre code ported to Google Maps, through the Google
/// style's data.
@Suite struct GoogleMapsPortTests {
    /// A screen as Google Maps apps write one: the map view made in `loadView`, `isMyLocationEnabled`, the compass
    /// button, a `GMSMarker()` with its position, title and snippet shown by setting `map`, and a map-tap delegate
    /// method (after Jun88368836/MapsExample, `MapsExample/ViewController.swift`, and Pan-TERRA/GoogleMapsSample,
    /// `GoogleMapsSample/MapViewController.swift`), with the gesture switches of `GMSUISettings.h` and a
    /// `GMSCameraUpdate.setTarget(_:zoom:)` move (`GMSCameraUpdate.h`).
    static let screen = """
        import GoogleMaps
        import UIKit

        final class SydneyMapViewController: UIViewController, GMSMapViewDelegate {
            let mapView = GMSMapView(frame: .zero)

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(mapView)
                mapView.isMyLocationEnabled = true
                // No tilting or turning on this screen.
                mapView.settings.tiltGestures = false
                mapView.settings.rotateGestures = false
                mapView.delegate = self

                let marker = GMSMarker()
                marker.position = CLLocationCoordinate2D(latitude: -33.86, longitude: 151.20)
                marker.title = "Sydney"
                marker.snippet = "Australia"
                marker.map = mapView
                mapView.moveCamera(GMSCameraUpdate.setTarget(marker.position, zoom: 12))
            }

            func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) {
                print("latitude: \\(coordinate.latitude)")
            }

            func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) {
                print("idle")
            }
        }

        """

    @Test func aGoogleScreenPortsToMapLibre() {
        let result = Porter(from: .googleMaps, to: .maplibre).port(Self.screen)
        let output = result.output
        #expect(output.hasPrefix("import MapLibre\n"))
        #expect(output.contains("UIViewController, MLNMapViewDelegate {"))
        #expect(output.contains("let mapView = MLNMapView(frame: .zero)"))
        #expect(output.contains("mapView.showsUserLocation = true"))
        #expect(output.contains("mapView.isPitchEnabled = false"))
        #expect(output.contains("mapView.isRotateEnabled = false"))
        #expect(output.contains("let marker = MLNPointAnnotation()"))
        #expect(output.contains("marker.coordinate = CLLocationCoordinate2D(latitude: -33.86, longitude: 151.20)"))
        #expect(output.contains("marker.subtitle = \"Australia\""))
        #expect(output.contains("mapView.addAnnotation(marker)"))
        // Google's zoom is one level above MapLibre's.
        #expect(output.contains("mapView.setCenter(marker.coordinate, zoomLevel: 11, animated: false)"))
        #expect(output.contains("func mapViewDidBecomeIdle(_ mapView: MLNMapView) {"))
        #expect(output.contains("// No tilting or turning on this screen."))
        #expect(!output.contains("GMS"), "\(output)")
        // MapLibre reports no map taps: Google's delegate method becomes a tap recognizer's action.
        #expect(output.contains("mapView.addGestureRecognizer(mapTap)"))
        #expect(output.contains("func handleMapTap(_ sender: UIGestureRecognizer) {"))
        #expect(output.contains("let coordinate = mapView.convert(point, toCoordinateFrom: mapView)"))
        #expect(output.contains("print(\"latitude: \\(coordinate.latitude)\")"))
        #expect(result.changes.contains { $0.kind == .review && $0.concept == "gestures.rotate.disable" })
    }

    @Test func aGoogleScreenPortsToNaver() {
        let output = Porter(from: .googleMaps, to: .naver).port(Self.screen).output
        #expect(output.contains("let mapView = NMFMapView(frame: .zero)"))
        #expect(output.contains("mapView.isTiltGestureEnabled = false"))
        #expect(output.contains("marker.position = NMGLatLng(lat: -33.86, lng: 151.20)"))
        #expect(output.contains("marker.subCaptionText = \"Australia\""))
        #expect(output.contains("marker.mapView = mapView"))
        #expect(output.contains("mapView.moveCamera(NMFCameraUpdate(scrollTo: marker.position, zoomTo: 11))"))
        #expect(output.contains("func mapViewCameraIdle(_ mapView: NMFMapView) {"))
        #expect(output.contains("didTapMap coordinate: NMGLatLng, point: CGPoint) {"), "\(output)")
        #expect(output.contains("// PORT(google): mapView.isMyLocationEnabled = true"))
    }

    /// A MapLibre screen: switches, a marker and a move ported to Google's settings, overlay and camera update;
    /// the map-tap recognizer MapLibre apps add becomes a note naming Google's delegate method.
    @Test func aMapLibreScreenPortsToGoogle() {
        let source = """
            import MapLibre

            final class MarkerScreen: UIViewController {
                let mapView = MLNMapView(frame: .zero)

                func configure() {
                    mapView.isPitchEnabled = false
                    mapView.compassView.compassVisibility = .hidden
                    let marker = MLNPointAnnotation()
                    marker.coordinate = CLLocationCoordinate2D(latitude: 37.57, longitude: 126.98)
                    marker.title = "City Hall"
                    mapView.addAnnotation(marker)
                    mapView.setCenter(marker.coordinate, zoomLevel: 14, animated: true)
                    mapView.maximumZoomLevel = 18
                }

                func mapViewDidBecomeIdle(_ mapView: MLNMapView) {
                    print("idle")
                }
            }

            """
        let output = Porter(from: .maplibre, to: .googleMaps).port(source).output
        #expect(output.hasPrefix("import GoogleMaps\n"))
        #expect(output.contains("let mapView = GMSMapView(frame: .zero)"))
        #expect(output.contains("mapView.settings.tiltGestures = false"))
        #expect(output.contains("mapView.settings.compassButton = false"))
        #expect(output.contains("let marker = GMSMarker()"))
        #expect(output.contains("marker.position = CLLocationCoordinate2D(latitude: 37.57, longitude: 126.98)"))
        #expect(output.contains("marker.map = mapView"))
        #expect(output.contains("mapView.animate(with: GMSCameraUpdate.setTarget(marker.position, zoom: 15))"))
        #expect(output.contains("mapView.setMinZoom(mapView.minZoom, maxZoom: 19)"))
        #expect(
            output.contains("func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) {"), "\(output)")
    }
}
