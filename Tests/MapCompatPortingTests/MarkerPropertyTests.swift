import MapCompatPorting
import Testing

/// A marker kept as a property, made empty and placed later: NAVER's projection demo (navermaps/ios-map-sdk,
/// `NaverMapDemo/ProjectionViewController.swift`) makes `let marker = NMFMarker()`, puts it at the camera's
/// target in `viewDidLoad` and moves it from camera callbacks. MapLibre's point annotation and route-me's
/// annotation are made the same way; TomTom makes a marker only as it adds it.
@Suite struct MarkerPropertyTests {
    static let naver = """
        final class ProjectionScreen: UIViewController {
            let mapView = NMFMapView(frame: .zero)
            let marker = NMFMarker()

            override func viewDidLoad() {
                super.viewDidLoad()
                marker.position = mapView.cameraPosition.target
                marker.mapView = mapView
            }

            func follow() {
                marker.position = mapView.cameraPosition.target
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    /// (route-me's annotation is made by a closure that gives it the pin layer it draws with: StoredMarkers.)
    @Test(arguments: [
        (PortingStyle.maplibre, "let marker = MLNPointAnnotation()"), (.rm, "let marker: RMAnnotation = {"),
    ])
    func theMarkerIsMadeEmptyAndPlacedAtTheCentre(target: PortingStyle, made: String) {
        let lines = Self.code(Porter(from: .naver, to: target).port(Self.naver).output)
        #expect(lines.contains(made), "\(lines)")
        #expect(lines.filter { $0 == "marker.coordinate = mapView.centerCoordinate" }.count == 2, "\(lines)")
        #expect(lines.contains("mapView.addAnnotation(marker)"), "\(lines)")
    }

    @Test func tomTomHasNoEmptyMarker() {
        let lines = Self.code(Porter(from: .naver, to: .tomtom).port(Self.naver).output)
        #expect(lines.contains("// PORT(naver): let marker = NMFMarker()"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("marker.") }, "\(lines)")
    }

    @Test func aMapLibrePropertyPortsBackToNaver() {
        let mapLibre = Porter(from: .naver, to: .maplibre).port(Self.naver).output
        let back = Self.code(Porter(from: .maplibre, to: .naver).port(mapLibre).output)
        #expect(back.contains("let marker = NMFMarker()"), "\(back)")
        #expect(back.contains("marker.mapView = mapView"), "\(back)")
        // The centre read off MapLibre's map view is NAVER's camera target again.
        #expect(back.contains { $0.hasPrefix("marker.position = ") }, "\(back)")
    }
}
