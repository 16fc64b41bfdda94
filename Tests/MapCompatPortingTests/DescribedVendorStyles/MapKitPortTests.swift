import MapCompatPorting
import Testing

/// MapKit code ported to MapLibre and NAVER, and MapLibre code ported to MapKit, through the MapKit style's data.
@Suite struct MapKitPortTests {
    /// A shop screen as MapKit apps write one: a pin made with `MKPointAnnotation()` and its coordinate, title and
    /// subtitle set, added with `addAnnotation(_:)`, the delegate set in `viewDidLoad` (after
    /// AlejandroDieg0/iOS-Application-for-Barber-Shop-Booking-Management,
    /// `sigabrtProject/sigabrtProject/MapViewController.swift`), with the gesture switches and delegate methods of
    /// Apple's `MKMapView` and `MKMapViewDelegate`.
    static let screen = """
        import MapKit
        import UIKit

        final class ShopMapViewController: UIViewController, MKMapViewDelegate {
            let mapView = MKMapView(frame: .zero)
            let shop = CLLocationCoordinate2D(latitude: 40.8, longitude: 14.3)

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(mapView)
                mapView.delegate = self
                // Keep the map flat: no pitch, no rotation.
                mapView.isPitchEnabled = false
                mapView.isRotateEnabled = false
                mapView.showsUserLocation = true
                let pin = MKPointAnnotation()
                pin.coordinate = shop
                pin.title = "Barber Shop"
                pin.subtitle = "Here you are"
                mapView.addAnnotation(pin)
                mapView.setCenter(shop, animated: true)
            }

            func lockScrolling(_ locked: Bool) {
                mapView.isScrollEnabled = !locked
            }

            func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {
                print("selected \\(annotation.title ?? "")")
            }
        }

        """

    @Test func aMapKitScreenPortsToMapLibre() {
        let result = Porter(from: .mapKit, to: .maplibre).port(Self.screen)
        let output = result.output
        #expect(output.hasPrefix("import MapLibre\n"))
        #expect(output.contains("UIViewController, MLNMapViewDelegate {"))
        #expect(output.contains("let mapView = MLNMapView(frame: .zero)"))
        #expect(output.contains("let pin = MLNPointAnnotation()"))
        #expect(output.contains("func mapView(_ mapView: MLNMapView, didSelect annotation: MLNAnnotation) {"))
        #expect(output.contains("mapView.isPitchEnabled = false\n        mapView.isRotateEnabled = false"))
        #expect(output.contains("mapView.setCenter(shop, animated: true)"))
        #expect(output.contains("// Keep the map flat: no pitch, no rotation."))
        #expect(output.contains("pin.title = \"Barber Shop\""))
        #expect(!output.contains("MK"), "\(output)")
        #expect(!result.changes.contains { $0.kind == .manual }, "\(result.changes)")
    }

    @Test func aMapKitScreenPortsToNaverWithNotesForWhatNaverLacks() {
        let output = Porter(from: .mapKit, to: .naver).port(Self.screen).output
        #expect(output.contains("let mapView = NMFMapView(frame: .zero)"))
        #expect(output.contains("let shop = NMGLatLng(lat: 40.8, lng: 14.3)"))
        #expect(output.contains("mapView.isTiltGestureEnabled = false"))
        #expect(output.contains("mapView.isScrollGestureEnabled = !locked"))
        #expect(output.contains("let pin = NMFMarker()"))
        #expect(output.contains("pin.mapView = mapView"))
        #expect(output.contains("pin.captionText = \"Barber Shop\""))
        #expect(output.contains("// PORT(mapkit): mapView.showsUserLocation = true"))
        #expect(
            output.contains("// PORT(mapkit): func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {")
        )
        #expect(output.contains("NAVER has no map-wide marker callback"))
    }

    /// A MapLibre screen with a zoom: MapKit has none, so the move stays under the MapKit style's note.
    @Test func aMapLibreScreenPortsToMapKit() {
        let source = """
            import MapLibre

            final class GestureScreen: UIViewController, MLNMapViewDelegate {
                let mapView = MLNMapView(frame: .zero)

                func configure() {
                    mapView.isRotateEnabled = false
                    mapView.compassView.compassVisibility = .hidden
                    mapView.setCenter(CLLocationCoordinate2D(latitude: 40.7, longitude: -74.0), zoomLevel: 11, animated: false)
                    mapView.minimumZoomLevel = 4
                    mapView.delegate = self
                }

                func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {
                    print("moved")
                }

                func mapViewDidBecomeIdle(_ mapView: MLNMapView) {
                    print("idle")
                }
            }

            """
        let output = Porter(from: .maplibre, to: .mapKit).port(source).output
        #expect(output.hasPrefix("import MapKit\n"))
        #expect(output.contains("let mapView = MKMapView(frame: .zero)"))
        #expect(output.contains("mapView.isRotateEnabled = false"))
        #expect(output.contains("mapView.showsCompass = false"))
        #expect(output.contains("MapKit has no zoom level: move with setRegion"))
        #expect(output.contains("cameraZoomRange = MKMapView.CameraZoomRange(minCenterCoordinateDistance:"))
        #expect(output.contains("// PORT(maplibre): mapView.minimumZoomLevel = 4"))
        // MapKit ends each move with one delegate method: both bodies run there.
        #expect(output.contains("UIViewController, MKMapViewDelegate {"))
        #expect(output.contains("        mapView.delegate = self\n"))
        #expect(output.contains("func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {"))
        #expect(output.contains("print(\"moved\")") && output.contains("print(\"idle\")"))
        #expect(!output.contains("mapViewDidBecomeIdle"), "\(output)")
    }

    /// MapLibre's annotation view stays a hand port, under the way MapKit draws one (its own view class).
    @Test func aMapLibreAnnotationViewSaysHowMapKitDrawsOne() {
        let source = """
            final class Screen: NSObject, MLNMapViewDelegate {
                func mapView(_ mapView: MLNMapView, viewFor annotation: MLNAnnotation) -> MLNAnnotationView? {
                    MLNAnnotationView(reuseIdentifier: "pin")
                }
            }
            """
        let note = Porter(from: .maplibre, to: .mapKit).port(source).changes.first { $0.concept == "type.layer" }
        #expect(note?.kind == .manual)
        #expect(
            note?.message.contains("MKAnnotationView(annotation:reuseIdentifier:)") == true,
            "\(String(describing: note))")
    }
}
