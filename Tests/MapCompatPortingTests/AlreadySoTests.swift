import Foundation
import MapCompatPorting
import Testing

/// Statements the target needs no code for (it already behaves so), conformances whose callbacks were moved,
/// type reviews said once, and the symbol a headless test places, in any client code.
@Suite struct AlreadySoTests {
    static let naverScreen = """
        import NaverStyle

        final class Screen: UIViewController, NMFMapViewTouchDelegate {
            let mapView = NMFMapView(frame: .zero)
            var events: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                mapView.isTiltGestureEnabled = false
                mapView.isZoomGestureEnabled = true
                mapView.isZoomGestureEnabled = false
                mapView.touchDelegate = self
            }

            func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
                events.append("tap")
            }
        }
        """

    @Test func switchingOffAGestureTheTargetLacksIsAlreadySoButNotTheReverse() {
        let result = Porter(from: .naver, to: .rm).port(Self.naverScreen)
        #expect(result.output.contains("// PORT: already so — gestures.tilt.disable (NAVER)"))
        #expect(result.output.contains("// PORT: already so — gestures.zoom.enable (NAVER)"))
        // route-me cannot switch its zoom gestures off: that stays a gap for a person.
        #expect(result.changes.contains { $0.kind == .manual && $0.concept == "gestures.zoom.disable" })
        let counts = PortLineCounts(output: result.output)
        #expect(counts.commentedOut == 1, "only the zoom switch-off is commented out: \(counts)")
        let back = Porter(from: .rm, to: .naver).port(result.output).output
        #expect(back.contains("mapView.isTiltGestureEnabled = false"))
        #expect(back.contains("mapView.isZoomGestureEnabled = true"))
    }

    @Test func aCallbackProtocolIsDroppedWithoutANoteWhenItsCallbacksMove() {
        let output = Porter(from: .naver, to: .maplibre).port(Self.naverScreen).output
        #expect(output.contains("final class Screen: UIViewController {"), "\(output)")
        #expect(!output.contains("PORT(naver)^:"))
    }

    @Test func anEmptyCallbackTheTargetCannotReceiveIsAlreadySo() {
        let source = """
            import TomTomStyle

            final class Screen: UIViewController, MapDelegate {
                func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {}
            }
            """
        let result = Porter(from: .tomtom, to: .rm).port(source)
        #expect(result.output.contains("// PORT: already so — "), "\(result.output)")
        #expect(PortLineCounts(output: result.output).commentedOut == 0)
        #expect(!result.changes.contains { $0.kind == .manual })
    }

    @Test func aTypeReviewIsSaidOncePerFile() {
        let source = """
            import NaverStyle

            final class Screen: UIViewController {
                var wrapper: NMFNaverMapView!
                func make() {
                    wrapper = NMFNaverMapView(frame: .zero)
                }
            }
            """
        let output = Porter(from: .naver, to: .rm).port(source).output
        #expect(output.components(separatedBy: "// PORT: review — type.mapViewWithControls").count == 2, "\(output)")
    }

    @Test func aBasemapSymbolBecomesTheTargetsStyleLabel() {
        let source = """
            import NaverStyle

            func place(_ mapView: NMFMapView) throws {
                try mapView.addBasemapSymbol(id: "hall", caption: "City Hall", position: NMGLatLng(lat: 37.5, lng: 127))
            }
            """
        let tomTom = Porter(from: .naver, to: .tomtom).port(source).output
        #expect(
            tomTom.contains(
                "addStyleLabel(identifier: \"hall\", caption: \"City Hall\", "
                    + "coordinate: CLLocationCoordinate2D(latitude: 37.5, longitude: 127))"), "\(tomTom)")
        let mapLibre = Porter(from: .naver, to: .maplibre).port(source).output
        #expect(mapLibre.contains("addBasemapSymbol(identifier: \"hall\", caption: \"City Hall\", coordinate: "))
    }
}
