import Foundation
import MapCompatPorting
import Testing

/// Ports written the way the target's real SDK builds things: TomTom's map through `MapView` and
/// `mapView(_:onMapReady:)`, NAVER's control switches only where an `NMFNaverMapView` is, and review notes never
/// between a `// swift-format-ignore` comment and its declaration.
@Suite struct TargetShapeTests {
    static let mapLibreScreen = """
        import MapLibreStyle

        final class Screen: UIViewController, MLNMapViewDelegate {
            // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
            var mapView: MLNMapView!
            var events: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                mapView = MLNMapView(frame: view.bounds)
                view.addSubview(mapView)
                mapView.delegate = self
                mapView.setCenter(CLLocationCoordinate2D(latitude: 45.5, longitude: -122.6), zoomLevel: 12, animated: false)
                mapView.compassView.compassVisibility = .hidden
            }

            func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {
                events.append("region changed")
            }
        }

        """

    @Test func portsToTomTomMakeAMapViewAndSetTheMapUpWhenItIsReady() {
        for source in [PortingStyle.maplibre, .naver, .rm] {
            let text =
                source == .maplibre
                ? Self.mapLibreScreen
                : Porter(from: .maplibre, to: source).port(Self.mapLibreScreen).output
            let output = Porter(from: source, to: .tomtom).port(text).output
            let code = Corpus.codeLines(output)
            #expect(!output.contains("TomTomMap(frame:"), "\(source)")
            #expect(code.contains("mapView = MapView(frame: view.bounds)"), "\(source): \(output)")
            #expect(code.contains("var map: TomTomMap?"), "\(source)")
            #expect(
                code.contains { $0.hasPrefix("final class Screen:") && $0.contains("MapViewDelegate") }, "\(source)")
            #expect(code.contains("func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {"), "\(source)")
            #expect(code.contains("self.map = map"), "\(source)")
            #expect(code.contains("map.delegate = self"), "\(source)")
            #expect(code.contains("mapView.delegate = self"), "\(source)")
            // The map's set-up is in onMapReady, after the view's delegate is set in viewDidLoad.
            let ready = code.firstIndex(of: "self.map = map") ?? 0
            #expect(code.firstIndex { $0.hasPrefix("map.moveCamera(") }.map { $0 > ready } == true, "\(output)")
        }
    }

    @Test func portsToNaverNeverSwitchControlsOnTheMapView() {
        let output = Porter(from: .maplibre, to: .naver).port(Self.mapLibreScreen).output
        #expect(!Corpus.codeLines(output).contains { $0.contains("showCompass") || $0.contains("showLocationButton") })
        #expect(output.contains("// PORT(maplibre): mapView.compassView.compassVisibility = .hidden"))
        #expect(output.contains("NMFNaverMapView"))
        // Back to MapLibre, the line comes back.
        let back = Porter(from: .naver, to: .maplibre).port(output).output
        #expect(Corpus.codeLines(back).contains("mapView.compassView.compassVisibility = .hidden"))
        // NAVER source that switches them on its wrapper still ports.
        let naver = "func f(_ naverMapView: NMFNaverMapView) {\n    naverMapView.showCompass = false\n}\n"
        let mapLibre = Porter(from: .naver, to: .maplibre).port(naver).output
        #expect(mapLibre.contains("naverMapView.compassView.compassVisibility = .hidden"))
    }

    @Test func reviewNotesGoAboveTheFormatIgnoreCommentOfTheirLine() throws {
        for (screen, target, result) in try Corpus.ports() {
            let lines = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for (index, line) in lines.enumerated() where line.hasPrefix("// swift-format-ignore:") {
                let next = lines.dropFirst(index + 1).first { !$0.hasPrefix("//") || $0.hasPrefix("// PORT") }
                #expect(next.map { !$0.hasPrefix("// PORT: ") } ?? true, "\(screen.name) → \(target): \(line)")
            }
        }
        let output = Porter(from: .naver, to: .tomtom).port(
            try Corpus.screens(.naver).first { $0.name == "NaverControlsScreen" }?.text ?? ""
        ).output
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        if let ignore = lines.firstIndex(where: { $0.hasPrefix("// swift-format-ignore:") }) {
            #expect(!lines[ignore + 1].hasPrefix("// PORT"), "\(output)")
        }
    }
}

/// TomTom's screen conversions return optionals, which its apps unwrap; the other styles return values. Modelled
/// on NAVER's demo (`projection.latlng(from:)` under a cross-hair, NaverMapDemo's projection screen) and the
/// TomTom RealClient screen modelled on MapConductor (`map.coordinateForPoint(point:)!`).
@Suite struct OptionalConversionTests {
    @Test func aConversionBoundToAConstantIsUnwrappedForReviewAndComesBack() {
        let naver = """
            func centre(of mapView: NMFMapView, at point: CGPoint) -> Double {
                let coord = mapView.projection.latlng(from: point)
                return coord.lat
            }
            """
        let tomTom = Porter(from: .naver, to: .tomtom).port(naver)
        #expect(tomTom.output.contains("let coord = mapView.coordinateForPoint(point: point)!"), "\(tomTom.output)")
        #expect(tomTom.changes.contains { $0.kind == .review && $0.concept == "tomtom.conversion" })
        #expect(Porter(from: .tomtom, to: .naver).port(tomTom.output).output == naver)
    }

    @Test func aBindingThatTestsTheValueIsLeftAsWritten() {
        let mapLibre = "guard let spot = mapView.convert(position, toPointTo: mapView) else { return }\n"
        let tomTom = Porter(from: .maplibre, to: .tomtom).port(mapLibre).output
        #expect(!tomTom.contains(")!"), "\(tomTom)")
    }

    @Test func tomTomsUnwrappedConversionPortsToThePlainCall() {
        let tomTom = "map.moveCamera(CameraUpdate(position: map.coordinateForPoint(point: spot)!))\n"
        let mapLibre = Porter(from: .tomtom, to: .maplibre).port(tomTom).output
        #expect(mapLibre.contains("map.convert(spot, toCoordinateFrom: map)"), "\(mapLibre)")
        #expect(!mapLibre.contains(")!"), "\(mapLibre)")
    }
}
