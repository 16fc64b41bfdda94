import MapCompatPorting
import Testing

/// A Google camera made from a latitude, a longitude and a zoom (GMSCameraPosition.h
/// `cameraWithLatitude:longitude:zoom:`, `initWithLatitude:longitude:zoom:`) and set as the map's camera or passed
/// to `animate(to:)`, ported to MapLibre: MLNMapCamera has no zoom, so the move is MLNMapView.h's
/// `setCenter(_:zoomLevel:animated:)`, one zoom level lower (Google's zoom counts a 256-point world).
@Suite struct GoogleCameraMovePortTests {
    /// The cases follow ankushkushwaha/kmp-map-lib-poc's `Sources/GoogleMaps/CameraAction.swift` (a camera in a
    /// constant, animated to on an optional map view), hristoathristov-zz/junior-task's
    /// `HristoJuniorTask/GMSMapView.swift` (`camera` set inside an extension of the map view), sisu0827/PushBud's
    /// `Pushbud/UI/Extensions/GMSMapEx.swift` (`camera(withTarget:zoom:)` in a constant, then `self.animate(to:)`),
    /// and the camera written in the call.
    static let screen = """
        import GoogleMaps

        class CameraAction {
            private weak var mapView: GMSMapView?

            func moveCamera(to point: CLLocationCoordinate2D, zoomLevel: Float = 10.0) {
                let camera = GMSCameraPosition(latitude: point.latitude, longitude: point.longitude, zoom: zoomLevel)
                mapView?.animate(to: camera)
            }
        }

        extension GMSMapView {
            func zoom(level: Int, at position: CLLocationCoordinate2D) {
                camera = GMSCameraPosition.camera(withLatitude: position.latitude, longitude: position.longitude, zoom: 17)
            }

            func moveTo(_ position: CLLocationCoordinate2D, zoom: Float) {
                let camera = GMSCameraPosition.camera(withTarget: position, zoom: zoom)
                self.animate(to: camera)
            }
        }

        final class HarbourViewController: UIViewController {
            var mapView: GMSMapView!

            func showHarbour() {
                mapView.camera = GMSCameraPosition(latitude: 1.264, longitude: 103.84, zoom: 14)
                mapView.animate(to: GMSCameraPosition.camera(withLatitude: 1.25, longitude: 103.83, zoom: 15))
            }
        }

        """

    @Test func eachCameraMoveBecomesACentreAndZoomLevel() {
        let result = Porter(from: .googleMaps, to: .maplibre).port(Self.screen)
        let output = result.output
        #expect(
            output.contains(
                "mapView?.setCenter(CLLocationCoordinate2D(latitude: point.latitude, longitude: point.longitude), zoomLevel: Double(zoomLevel - 1), animated: true)"
            ))
        #expect(
            output.contains(
                "self.setCenter(CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude), zoomLevel: 16, animated: false)"
            ))
        #expect(output.contains("self.setCenter(position, zoomLevel: Double(zoom - 1), animated: true)"))
        #expect(
            output.contains(
                "mapView.setCenter(CLLocationCoordinate2D(latitude: 1.264, longitude: 103.84), zoomLevel: 13, animated: false)"
            ))
        #expect(
            output.contains(
                "mapView.setCenter(CLLocationCoordinate2D(latitude: 1.25, longitude: 103.83), zoomLevel: 14, animated: true)"
            ))
        // The camera constants go with the moves that read them; nothing is left for a person.
        #expect(!output.contains("GMSCameraPosition") && !output.contains("let camera"))
        #expect(!result.changes.contains { $0.kind == .manual })
    }
}
