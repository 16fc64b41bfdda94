import MapCompatPorting
import Testing

/// TomTom's `addMarker(options:)` throws, so apps add and keep a marker in one `if let` (TomTom's "Markers" guide
/// adds with `try?`; apps keep the markers to remove them when the data changes), with the options written in
/// place or made just before.
@Suite struct TomTomMarkerIfLetTests {
    static let tomTom = """
        final class StopsScreen {
            var map: TomTomMap?
            var markers: [Marker] = []

            func show(stops: [(id: String, coordinate: CLLocationCoordinate2D)]) {
                guard let map else { return }
                for stop in stops {
                    if let marker = try? map.addMarker(options: MarkerOptions(coordinate: stop.coordinate, tag: stop.id)) {
                        markers.append(marker)
                    }
                }
            }

            func showOne(at coordinate: CLLocationCoordinate2D) {
                guard let map else { return }
                let options = MarkerOptions(
                    coordinate: coordinate, pinImage: UIImage(), tag: "one")
                if let marker = try? map.addMarker(options: options) { markers.append(marker) }
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func onMapLibreTheMarkerIsMadeAddedAndKept() {
        let lines = Self.code(Porter(from: .tomtom, to: .maplibre).port(Self.tomTom).output)
        guard let made = lines.firstIndex(of: "let marker = MLNPointAnnotation()") else {
            Issue.record("no marker: \(lines)")
            return
        }
        #expect(
            Array(lines[made...].prefix(5)) == [
                "let marker = MLNPointAnnotation()", "marker.coordinate = stop.coordinate", "marker.title = stop.id",
                "map.addAnnotation(marker)", "markers.append(marker)",
            ], "\(lines)")
        // The options made first go with the add that used them.
        #expect(!lines.contains { $0.contains("MarkerOptions") || $0.contains("options") }, "\(lines)")
        #expect(lines.filter { $0 == "markers.append(marker)" }.count == 2, "\(lines)")
        #expect(lines.contains("marker.coordinate = coordinate"), "\(lines)")
    }

    @Test func onNaverTheMarkerIsPutOnTheMapAndKept() {
        let lines = Self.code(Porter(from: .tomtom, to: .naver).port(Self.tomTom).output)
        guard let made = lines.firstIndex(of: "let marker = NMFMarker(position: stop.coordinate)") else {
            Issue.record("no marker: \(lines)")
            return
        }
        #expect(lines[made + 1] == "marker.captionText = stop.id", "\(lines)")
        #expect(lines[made + 2] == "marker.mapView = map", "\(lines)")
        #expect(lines[made + 3] == "markers.append(marker)", "\(lines)")
    }

    /// route-me's initialiser is `init!`: the annotation is typed (`let marker: RMAnnotation = …`), so it is not
    /// optional and the `if let` goes, as on the other targets.
    @Test func onRouteMeTheFailableAnnotationIsTypedAndItsIfLetGoes() {
        let lines = Self.code(Porter(from: .tomtom, to: .rm).port(Self.tomTom).output)
        #expect(
            lines.contains(
                "let marker: RMAnnotation = RMAnnotation(mapView: map, coordinate: stop.coordinate, andTitle: stop.id)"),
            "\(lines)")
        #expect(lines.contains("marker.layer = RMMarker(uiImage: UIImage(named: \"marker_pin\"))"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("if let marker") }, "\(lines)")
    }
}
