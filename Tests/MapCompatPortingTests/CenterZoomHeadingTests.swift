import Foundation
import MapCompatPorting
import Testing

/// A centre, zoom and direction set at once: MapLibre's starting camera as its examples write it
/// (`mapView.setCenter(center, zoomLevel: 10, direction: 0, animated: false)`, the call MLNMapView.h documents, as in
/// MapLibre's "restrict map panning" example), and TomTom's update with a rotation (`CameraUpdate(position:zoom:rotation:)`,
/// TomTom's camera guide). NAVER takes the three as a camera position that keeps its tilt; route-me cannot turn.
@Suite struct CenterZoomHeadingTests {
    static let mapLibre = """
        final class StartScreen {
            let mapView = MLNMapView(frame: .zero)

            func start() {
                let center = CLLocationCoordinate2D(latitude: 39.75, longitude: -105.0)
                mapView.setCenter(center, zoomLevel: 10, direction: 0, animated: false)
            }

            func turn(to heading: Double) {
                mapView.setCenter(mapView.centerCoordinate, zoomLevel: 12, direction: heading, animated: true)
            }
        }
        """

    @Test func naverMovesToACameraPositionKeepingItsTilt() {
        let lines = indentlessLines(Porter(from: .maplibre, to: .naver).port(Self.mapLibre).output)
        #expect(
            lines.contains(
                "mapView.moveCamera(NMFCameraUpdate(position: NMFCameraPosition(center, zoom: 10, tilt: mapView.cameraPosition.tilt, heading: 0)))"
            ), "\(lines)")
        #expect(
            lines.contains(
                "mapView.moveCamera({ let update = NMFCameraUpdate(position: NMFCameraPosition(mapView.cameraPosition.target, zoom: 12, tilt: mapView.cameraPosition.tilt, heading: heading)); update.animation = .easeIn; return update }())"
            ), "\(lines)")
    }

    @Test func tomTomRotatesItsUpdate() {
        let lines = indentlessLines(Porter(from: .maplibre, to: .tomtom).port(Self.mapLibre).output)
        #expect(
            lines.contains { $0.hasSuffix(".moveCamera(CameraUpdate(position: center, zoom: 11, rotation: 0))") },
            "\(lines)")
        #expect(
            lines.contains {
                $0.contains(".applyCamera(CameraUpdate(position: ") && $0.hasSuffix("rotation: heading))")
            }, "\(lines)")
    }

    @Test func routeMeKeepsCentreAndZoomAndSaysTheDirectionWent() {
        let output = Porter(from: .maplibre, to: .rm).port(Self.mapLibre).output
        let lines = indentlessLines(output)
        #expect(lines.contains("mapView.setZoom(11, at: center, animated: false)"), "\(lines)")
        #expect(output.contains("route-me does not turn the map: the direction was dropped"), "\(output)")
    }

    /// A TomTom screen that moves its map with `call`.
    static func tomTom(_ call: String) -> String {
        "final class TurnScreen {\n    var map: TomTomMap!\n\n    func show(_ amsterdam: CLLocationCoordinate2D) {\n"
            + "        \(call)\n    }\n}\n"
    }

    @Test func tomTomsRotatedUpdateIsMapLibresSetCenter() {
        let text = Self.tomTom("map.applyCamera(CameraUpdate(position: amsterdam, zoom: 13, rotation: 45))")
        let lines = indentlessLines(Porter(from: .tomtom, to: .maplibre).port(text).output)
        #expect(lines.contains("map.setCenter(amsterdam, zoomLevel: 12, direction: 45, animated: true)"), "\(lines)")
    }

    /// With its tilt, TomTom's update is still the four-value camera position, not a turn.
    @Test func aTiltedUpdateIsNotTheTurn() {
        let text = Self.tomTom("map.moveCamera(CameraUpdate(position: amsterdam, zoom: 14, tilt: 30, rotation: 0))")
        let lines = indentlessLines(Porter(from: .tomtom, to: .naver).port(text).output)
        #expect(
            lines.contains(
                "map.moveCamera(NMFCameraUpdate(position: NMFCameraPosition(amsterdam, zoom: 13, tilt: 30, heading: 0)))"
            ),
            "\(lines)")
    }

    /// TomTom's examples keep a default update with the marker's offset at zero, its default
    /// (tomtom-international/tomtom-navigation-ios-examples, `defaultCameraUpdate`): it is the four-value update, and
    /// comes back without the offset.
    @Test func anUpdateWithTheMarkerOffsetAtZeroIsTheFourValues() {
        let text = """
            final class NavigationMap {
                var map: TomTomMap?

                var defaultCameraUpdate: CameraUpdate {
                    CameraUpdate(position: CLLocationCoordinate2D(latitude: 0, longitude: 0), zoom: 1.0, tilt: 0.0, rotation: 0.0, positionMarkerVerticalOffset: 0.0)
                }
            }
            """
        let naver = Porter(from: .tomtom, to: .naver).port(text).output
        #expect(
            indentlessLines(naver).contains(
                "NMFCameraUpdate(position: NMFCameraPosition(NMGLatLng(lat: 0, lng: 0), zoom: 0.0, tilt: 0.0, heading: 0.0))"
            ), "\(naver)")
        let back = indentlessLines(Porter(from: .naver, to: .tomtom).port(naver).output)
        #expect(
            back.contains(
                "CameraUpdate(position: CLLocationCoordinate2D(latitude: 0, longitude: 0), zoom: 1.0, tilt: 0.0, rotation: 0.0)"
            ), "\(back)")
    }
}
