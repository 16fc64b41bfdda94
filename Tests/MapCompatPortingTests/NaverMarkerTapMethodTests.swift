import MapCompatPorting
import Testing

/// A map-wide marker tap ported to NAVER, in a type that makes several markers, is a method each marker's
/// `touchHandler` calls (NAVER reports an overlay's tap only to its own handler, NMFOverlay.h). Modelled on
/// route-me's delegate (`tapOnAnnotation:onMap:`, RMMapViewDelegate.h) as its samples use it: annotations added
/// one by one, then told apart by their title in the tap.
@Suite struct NaverMarkerTapMethodTests {
    static let routeMe = """
        final class PinScreen: NSObject, RMMapViewDelegate {
            let mapView = RMMapView(frame: .zero)
            var taps: [String] = []

            func show() {
                mapView.delegate = self
                let home = RMAnnotation(mapView: mapView, coordinate: CLLocationCoordinate2D(latitude: 37.5, longitude: 127), andTitle: "home")
                mapView.addAnnotation(home)
                let work = RMAnnotation(mapView: mapView, coordinate: CLLocationCoordinate2D(latitude: 37.6, longitude: 127.1), andTitle: "work")
                mapView.addAnnotation(work)
            }

            func tap(on annotation: RMAnnotation!, onMap map: RMMapView!) {
                taps.append("tapped")
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func eachMarkerCallsTheTapMethod() {
        let lines = Self.code(Porter(from: .rm, to: .naver).port(Self.routeMe).output)
        for marker in ["home", "work"] {
            guard let handler = lines.firstIndex(of: "\(marker).touchHandler = { [weak self] overlay in") else {
                Issue.record("no handler on \(marker): \(lines)")
                continue
            }
            #expect(lines[handler + 1] == "self?.markerTapped(overlay)")
            #expect(lines[handler + 2] == "return true")
            #expect(lines[handler + 4] == "\(marker).mapView = mapView", "\(lines)")
        }
        guard let method = lines.firstIndex(of: "func markerTapped(_ tapped: NMFOverlay) {") else {
            Issue.record("no tap method: \(lines)")
            return
        }
        // The body does not read the annotation, so the method does not cast it.
        #expect(lines[method + 1] == "taps.append(\"tapped\")", "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("// PORT(rm):") }, "\(lines)")
    }

    /// Annotations made in a `map` over the app's data and added as a list (`mapView.addAnnotations(annotations)`),
    /// the tap heard in the delegate of an extension (as vanboompow/efb-212's `MapService` does): each overlay of
    /// the list gets a handler that calls the tap method.
    @Test func aListAddedAtOnceGetsHandlersInALoop() {
        let mapLibre = """
            final class AirportMap: NSObject {
                let mapView = MLNMapView(frame: .zero)
                var selected: [String] = []

                func show(_ names: [String]) {
                    let annotations = names.map { name -> MLNPointAnnotation in
                        let point = MLNPointAnnotation()
                        point.title = name
                        return point
                    }
                    mapView.addAnnotations(annotations)
                }
            }

            extension AirportMap: MLNMapViewDelegate {
                func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation) {
                    selected.append("tapped")
                }
            }
            """
        let lines = Self.code(Porter(from: .maplibre, to: .naver).port(mapLibre).output)
        guard let put = lines.firstIndex(of: "for overlay in annotations { overlay.mapView = mapView }") else {
            Issue.record("the list is not put on the map: \(lines)")
            return
        }
        #expect(
            Array(lines[(put + 1)...(put + 6)]) == [
                "for overlay in annotations {", "overlay.touchHandler = { [weak self] tapped in",
                "self?.markerTapped(tapped)", "return true", "}", "}",
            ], "\(lines)")
        #expect(lines.contains("func markerTapped(_ tapped: NMFOverlay) {"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("// PORT(maplibre): func mapView(") }, "\(lines)")
    }
}
