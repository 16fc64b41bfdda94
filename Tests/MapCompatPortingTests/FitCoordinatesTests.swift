import Foundation
import MapCompatPorting
import Testing

/// Fitting the camera to a list of coordinates: MapLibre passes the array to `setVisibleCoordinates` with a padding
/// per side, NAVER fits the bounds of the list, TomTom pads its fit evenly. Modelled on MapLibre apps that frame a
/// route once it is drawn (`view.setVisibleCoordinates(&coords, count: UInt(coords.count), edgePadding: …,
/// animated: true)`, the call MLNMapView.h documents) and on NAVER's guide to camera updates
/// (`NMFCameraUpdate(fit: NMGLatLngBounds(latLngs:), padding:)`).
@Suite struct FitCoordinatesTests {
    static let mapLibre = """
        final class RouteScreen {
            let mapView = MLNMapView(frame: .zero)

            func frame(_ route: [CLLocationCoordinate2D]) {
                var coords = route
                mapView.setVisibleCoordinates(
                    &coords, count: UInt(coords.count),
                    edgePadding: UIEdgeInsets(top: 80, left: 40, bottom: 160, right: 40),
                    animated: true)
            }
        }
        """

    @Test func mapLibresFitIsNaversEasedFitWithItsInsets() {
        let lines = indentlessLines(Porter(from: .maplibre, to: .naver).port(Self.mapLibre).output)
        #expect(
            lines.contains(
                "mapView.moveCamera({ let update = NMFCameraUpdate(fit: NMGLatLngBounds(latLngs: coords), paddingInsets: UIEdgeInsets(top: 80, left: 40, bottom: 160, right: 40)); update.animation = .easeIn; return update }())"
            ), "\(lines)")
    }

    @Test func tomTomIsToldItPadsEvenly() {
        let output = Porter(from: .maplibre, to: .tomtom).port(Self.mapLibre).output
        #expect(
            output.contains("// PORT: camera.shape.animate.fitCoordinatesInsets (MapLibre): TomTom pads"), "\(output)")
    }

    @Test func naversFitComesBackAsMapLibresOwn() {
        let naver = Porter(from: .maplibre, to: .naver).port(Self.mapLibre).output
        let back = indentlessLines(Porter(from: .naver, to: .maplibre).port(naver).output)
        #expect(
            back.contains(
                "mapView.setVisibleCoordinates(&coords, count: UInt(coords.count), edgePadding: UIEdgeInsets(top: 80, left: 40, bottom: 160, right: 40), animated: true)"
            ), "\(back)")
    }

    /// NAVER's and TomTom's even padding is MapLibre's on each side; the list is passed as it is.
    @Test(arguments: [
        (PortingStyle.naver, "mapView.moveCamera(NMFCameraUpdate(fit: NMGLatLngBounds(latLngs: stops), padding: 40))"),
        (.tomtom, "map.moveCamera(CameraUpdate(fitToCoordinates: stops, padding: 40))"),
    ])
    func anEvenPaddingIsMapLibresOnEachSide(source: PortingStyle, call: String) {
        let receiver = source == .naver ? "let mapView = NMFMapView(frame: .zero)" : "var map: TomTomMap!"
        let text =
            "final class Stops {\n    \(receiver)\n\n    func show(_ stops: [Stop]) {\n        \(call)\n    }\n}\n"
        let lines = indentlessLines(Porter(from: source, to: .maplibre).port(text).output)
        let map = source == .naver ? "mapView" : "map"
        #expect(
            lines.contains(
                "\(map).setVisibleCoordinates(stops, count: UInt(stops.count), edgePadding: UIEdgeInsets(top: CGFloat(40), left: CGFloat(40), bottom: CGFloat(40), right: CGFloat(40)), animated: false)"
            ), "\(lines)")
    }
}
