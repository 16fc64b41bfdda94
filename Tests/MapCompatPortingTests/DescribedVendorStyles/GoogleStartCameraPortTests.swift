import MapCompatPorting
import Testing

/// A Google map view made with its start camera, ported to MapLibre: MapLibre makes the view from its frame and
/// moves it once made (`setCenter(_:zoomLevel:animated:)`, one zoom level lower), in a closure called at once.
@Suite struct GoogleStartCameraPortTests {
    /// The ways Google apps make the map view with its camera: the camera in a constant just before the view, made
    /// in `viewDidLoad` with `GMSCameraPosition(latitude:longitude:zoom:)` and `GMSMapView(frame:camera:)` (after
    /// googlemaps-samples/maps-sdk-for-ios-samples, `GoogleMapsSwiftDemos/Swift/Samples/BasicMapViewController.swift`
    /// as of 2020), or in `loadView` with the class factories, the camera's arguments on lines of their own (after
    /// yuzhuli/geoguess-ios, `StreetView/MapViewController.swift`, and ricardohumbert/iXLocation,
    /// `GoogleMapsViewController.swift`; PabS729/MovieApp, `MovieApp/MovieApp/ViewControllers/MapViewController.swift`,
    /// with a frame of its own); and the camera written in the call of a stored property.
    static let screen = """
        import GoogleMaps
        import UIKit

        final class HarbourViewController: UIViewController {
            let overview = GMSMapView(
                frame: CGRect(x: 0, y: 0, width: 200, height: 200),
                camera: GMSCameraPosition.camera(withLatitude: 1.29, longitude: 103.85, zoom: 10))
            var mapView: GMSMapView!

            override func viewDidLoad() {
                super.viewDidLoad()
                // The harbour, close up.
                let camera = GMSCameraPosition(latitude: 1.264, longitude: 103.84, zoom: 14)
                mapView = GMSMapView(frame: view.bounds, camera: camera)
                view.addSubview(mapView)
            }

            func showIsland() {
                let camera = GMSCameraPosition.camera(
                    withLatitude: 1.25,
                    longitude: 103.83,
                    zoom: 15.0)
                let islandMap = GMSMapView.map(withFrame: CGRect.zero, camera: camera)
                view = islandMap
            }
        }

        """

    static func made(_ frame: String, _ latitude: String, _ longitude: String, _ zoom: String) -> String {
        "{ let newMapView = MLNMapView(frame: \(frame)); newMapView.setCenter(CLLocationCoordinate2D(latitude: "
            + "\(latitude), longitude: \(longitude)), zoomLevel: \(zoom), animated: false); return newMapView }()"
    }

    @Test func eachMapViewMadeWithItsCameraIsMadeFromItsFrameAndMoved() {
        let result = Porter(from: .googleMaps, to: .maplibre).port(Self.screen)
        let output = result.output
        #expect(
            output.contains(
                "let overview = " + Self.made("CGRect(x: 0, y: 0, width: 200, height: 200)", "1.29", "103.85", "9")))
        #expect(output.contains("mapView = " + Self.made("view.bounds", "1.264", "103.84", "13")))
        #expect(output.contains("let islandMap = " + Self.made("CGRect.zero", "1.25", "103.83", "14.0")))
        // The comment above the camera stays; the camera constants go with the calls that read them.
        #expect(output.contains("// The harbour, close up.\n        mapView = {"))
        #expect(!output.contains("GMSCameraPosition") && !output.contains("MLNMapCamera"))
        #expect(!output.contains("GMSMapView") && !output.contains("PORT"))
        let made = result.changes.filter { $0.concept.hasPrefix("mapView.make.startCamera") }
        #expect(made.map(\.line) == [5, 11, 16])
        #expect(made.allSatisfy { $0.kind == .automatic })
    }

    /// A jump and an animation to a centre and zoom written as a new camera: `mapView.camera =
    /// GMSCameraPosition.camera(withTarget:zoom:)` as apps set it on a location fix, and `mapView.animate(to:
    /// GMSCameraPosition(target:zoom:))` after hatchanapp/googlemapsmarker, `Maps/Scenes/Home/HomeViewController.swift`
    /// (`addMarker`).
    @Test func aNewCameraAtACentreAndZoomIsAJumpOrAnAnimationThere() {
        let screen = """
            import GoogleMaps

            func follow(_ mapView: GMSMapView, to coordinate: CLLocationCoordinate2D) {
                mapView.camera = GMSCameraPosition.camera(withTarget: coordinate, zoom: 15.0)
                mapView.animate(to: GMSCameraPosition(target: coordinate, zoom: 17))
            }

            """
        let output = Porter(from: .googleMaps, to: .maplibre).port(screen).output
        #expect(output.contains("mapView.setCenter(coordinate, zoomLevel: 14.0, animated: false)"))
        #expect(output.contains("mapView.setCenter(coordinate, zoomLevel: 16, animated: true)"))
        #expect(!output.contains("Camera"))
    }

    @Test func aCameraHeldElsewhereLeavesTheViewUnderANote() {
        let screen = """
            import GoogleMaps

            func makeMap(camera: GMSCameraPosition) -> GMSMapView {
                return GMSMapView(frame: .zero, camera: camera)
            }

            """
        let result = Porter(from: .googleMaps, to: .maplibre).port(screen)
        #expect(
            result.output.contains(
                "// PORT: mapView.make.camera (Google Maps): MapLibre makes its map view from a frame"))
        #expect(result.changes.contains { $0.concept == "mapView.make.camera" && $0.kind == .manual })
    }
}
