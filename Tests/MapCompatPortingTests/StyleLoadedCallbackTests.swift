import MapCompatPorting
import Testing

/// MapLibre's style-loaded callback (`mapView(_:didFinishLoading:)`, MLNMapViewDelegate.h) is the map being ready
/// in every style, unless its body reads the style, which no other style has. Modelled on the coordinators of
/// MapLibre's Swift examples (maplibre/maplibre-native, `platform/ios/app-swift`, the custom-location example:
/// the callback adds the app's route once the style is there) and on apps that keep a "style is ready" flag.
@Suite struct StyleLoadedCallbackTests {
    static let screen = """
        import MapLibre

        final class RouteScreen: NSObject, MLNMapViewDelegate {
            let mapView = MLNMapView(frame: .zero)
            var styleIsReady = false
            var log: [String] = []

            func viewDidLoad() {
                mapView.delegate = self
                mapView.setCenter(CLLocationCoordinate2D(latitude: 52.27, longitude: 4.86), zoomLevel: 14, animated: false)
            }

            func mapView(_ mapView: MLNMapView, didFinishLoading style: MLNStyle) {
                styleIsReady = true
                log.append("ready at \\(mapView.zoomLevel)")
            }
        }

        final class LayerCountScreen: NSObject, MLNMapViewDelegate {
            let mapView = MLNMapView(frame: .zero)
            var layers = 0

            func viewDidLoad() {
                mapView.delegate = self
            }

            func mapView(_ mapView: MLNMapView, didFinishLoading style: MLNStyle) {
                layers = style.layers.count
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func onTomTomTheSetUpAndTheBodyShareOneReadyMethod() {
        let lines = Self.code(Porter(from: .maplibre, to: .tomtom).port(Self.screen).output)
        // One ready method, whose map keeps the body's name; the view it is given goes unnamed.
        #expect(lines.filter { $0.contains("onMapReady") }.count == 1, "\(lines)")
        guard let ready = lines.firstIndex(of: "func mapView(_: MapView, onMapReady mapView: TomTomMap) {") else {
            Issue.record("no ready method: \(lines)")
            return
        }
        #expect(lines[ready + 1] == "map = mapView", "\(lines)")
        #expect(lines[ready + 3].hasPrefix("mapView.moveCamera(CameraUpdate(position:"), "\(lines)")
        #expect(lines[ready + 4] == "styleIsReady = true", "\(lines)")
        #expect(lines.filter { $0.hasPrefix("final class RouteScreen:") && $0.contains("MapViewDelegate") }.count == 1)
        #expect(!lines.contains { $0.contains("MapViewDelegate, MapViewDelegate") }, "\(lines)")
    }

    @Test(arguments: [PortingStyle.naver, .rm])
    func whereTheMapIsReadyWhenMadeTheBodyRunsThere(target: PortingStyle) {
        let lines = Self.code(Porter(from: .maplibre, to: target).port(Self.screen).output)
        #expect(lines.contains("styleIsReady = true"), "\(lines)")
        #expect(!lines.contains { $0.contains("didFinishLoading style: MLNStyle) {") && !$0.hasPrefix("//") })
    }

    @Test(arguments: [PortingStyle.naver, .tomtom, .rm])
    func aBodyThatReadsTheStyleStaysMapLibreCode(target: PortingStyle) {
        let lines = Self.code(Porter(from: .maplibre, to: target).port(Self.screen).output)
        #expect(lines.contains("// PORT(maplibre):     layers = style.layers.count"), "\(lines)")
    }

    @Test func aMapLibreBodyPortsBackFromTomTomsReadyMethod() {
        let tomTom = Porter(from: .maplibre, to: .tomtom).port(Self.screen).output
        let back = Self.code(Porter(from: .tomtom, to: .maplibre).port(tomTom).output)
        #expect(back.contains("styleIsReady = true"), "\(back)")
        #expect(!back.contains { $0.contains("onMapReady") && !$0.hasPrefix("//") }, "\(back)")
    }

    /// The app's own location manager has a delegate too (`locationManager.delegate = self` on a
    /// `CLLocationManager`, as xanzaki01/sukunat's map screen sets before it makes its map view): the ready body runs
    /// where the map view's delegate is set, and Core Location's manager, which every style drives alike, stays.
    @Test func theReadyBodyRunsWhereTheMapViewsDelegateIsSetNotAnotherObjects() {
        let mapLibre = """
            import MapLibre

            final class PlacesScreen: UIViewController, MLNMapViewDelegate, CLLocationManagerDelegate {
                var mapView: MLNMapView!
                let locationManager = CLLocationManager()
                var ready = 0

                func viewDidLoad() {
                    locationManager.delegate = self
                    locationManager.requestWhenInUseAuthorization()
                    mapView = MLNMapView(frame: .zero)
                    mapView.delegate = self
                }

                func mapView(_ mapView: MLNMapView, didFinishLoading style: MLNStyle) {
                    ready += 1
                }
            }
            """
        for target in [PortingStyle.naver, .rm] {
            let lines = Self.code(Porter(from: .maplibre, to: target).port(mapLibre).output)
            #expect(!lines.contains { $0.contains("= locationManager") }, "\(target): \(lines)")
            for code in [
                "let locationManager = CLLocationManager()", "locationManager.delegate = self",
                "locationManager.requestWhenInUseAuthorization()",
            ] {
                #expect(lines.contains(code), "\(target): \(code)")
            }
            guard let made = lines.firstIndex(where: { $0.hasPrefix("mapView = ") }) else {
                Issue.record("\(target): no map view made: \(lines)")
                continue
            }
            #expect(lines[(made + 1)...].prefix(3).contains("ready += 1"), "\(target): \(lines)")
        }
    }
}
