import MapCompatPorting
import Testing

/// A map that could not load reaches the target's failure callback: TomTom's `mapView(_:onLoadFailed:)` and
/// MapLibre's `mapViewDidFailLoadingMap(_:withError:)`, both ways; NAVER and route-me report none. Modelled on
/// TomTom's map-display examples (a `MapViewDelegate` that logs the failure) and on the Flutter MapLibre
/// plugin's iOS controller, which forwards `mapViewDidFailLoadingMap` to Dart.
@Suite struct MapLoadFailureCallbackTests {
    static let tomTom = """
        final class Screen: MapViewDelegate {
            let mapView = MapView(frame: .zero)
            var failures: [String] = []

            func viewDidLoad() {
                mapView.delegate = self
            }

            func mapView(_: MapView, onLoadFailed error: any Error) {
                failures.append("\\(error)")
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func tomTomsFailureIsMapLibresAndBack() {
        let mapLibre = Porter(from: .tomtom, to: .maplibre).port(Self.tomTom).output
        let lines = Self.code(mapLibre)
        #expect(lines.contains("func mapViewDidFailLoadingMap(_ mapView: MLNMapView, withError error: any Error) {"))
        #expect(lines.contains("failures.append(\"\\(error)\")"), "\(lines)")
        let back = Self.code(Porter(from: .maplibre, to: .tomtom).port(mapLibre).output)
        #expect(back.contains { $0.hasPrefix("func mapView(_ mapView: MapView, onLoadFailed error: any Error) {") })
        #expect(back.contains("failures.append(\"\\(error)\")"), "\(back)")
    }

    @Test(arguments: [PortingStyle.naver, .rm])
    func aStyleWithoutFailuresKeepsTheBodyUnderANote(target: PortingStyle) {
        let lines = Self.code(Porter(from: .tomtom, to: target).port(Self.tomTom).output)
        #expect(lines.contains { $0.hasPrefix("// PORT: map.loadFailed (TomTom):") }, "\(lines)")
        #expect(lines.contains("// PORT(tomtom):     failures.append(\"\\(error)\")"), "\(lines)")
    }
}
