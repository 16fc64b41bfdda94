import Foundation
import MapCompatPorting
import Testing

/// Braces inside strings and comments open and close nothing: a set-up that tells a JSON style from a URL by its
/// first character, as the MapLibre Flutter plugin's controller does (maplibre/flutter-maplibre-gl,
/// MapLibreMapController.swift `setStyleString`: `styleString.hasPrefix("{") || styleString.hasPrefix("[")`), is one
/// function, whose end is where the map-ready method goes.
@Suite struct BracesInStringsTests {
    static let source = """
        final class MapController: NSObject, MLNMapViewDelegate {
            private var mapView: MLNMapView!
            var log: [String] = []

            init(frame: CGRect, styleString: String) {
                super.init()
                if styleString.hasPrefix("{") || styleString.hasPrefix("[") {
                    log.append("JSON style not supported")  // a style is a {…} object
                }
                mapView = MLNMapView(frame: frame)
                mapView.delegate = self
            }

            func mapViewDidBecomeIdle(_ mapView: MLNMapView) {
                log.append("idle")
            }
        }
        """

    @Test func tomTomsReadyMethodFollowsTheSetUp() {
        let output = Porter(from: .maplibre, to: .tomtom).port(Self.source).output
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let ready = lines.firstIndex(of: "    func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {")
        else {
            Issue.record("no ready method in \(output)")
            return
        }
        #expect(lines[ready - 2] == "    }", "\(output)")
        #expect(lines[ready - 3] == "        mapView.delegate = self", "\(output)")
        // The class closes once, at the end.
        #expect(lines.filter { $0 == "}" }.count == 1, "\(output)")
        #expect(lines.last { !$0.isEmpty } == "}", "\(output)")
    }
}
