import MapCompatPorting
import Testing

/// NAVER's load delegate (`NMFMapViewLoadDelegate`, added with `addLoadDelegate(delegate:)`, NAVER Maps iOS SDK
/// 3.20.0 changelog) is the map being ready, as MapLibre's `mapViewDidFinishLoadingMap(_:)` and TomTom's
/// `mapView(_:onMapReady:)` are. Modelled on NAVER's demo view made in code (navermaps/ios-map-sdk,
/// `NaverMapDemo/MapViewCreatedInCodeController.swift`), which adds the view, then waits for the map to load.
@Suite struct NaverLoadDelegateTests {
    static let screen = """
        import NMapsMap

        final class CreatedInCodeScreen: UIViewController, NMFMapViewLoadDelegate {
            let mapView = NMFMapView(frame: .zero)
            var loads = 0

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(mapView)
                mapView.addLoadDelegate(delegate: self)
            }

            func mapViewDidFinishLoadingMap(_ mapView: NMFMapView) { loads += 1 }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func onMapLibreTheMapViewsDelegateIsTold() {
        let lines = Self.code(Porter(from: .naver, to: .maplibre).port(Self.screen).output)
        #expect(lines.contains("final class CreatedInCodeScreen: UIViewController, MLNMapViewDelegate {"), "\(lines)")
        #expect(lines.contains("mapView.delegate = self"), "\(lines)")
        #expect(lines.contains("func mapViewDidFinishLoadingMap(_ mapView: MLNMapView) {"), "\(lines)")
        #expect(!lines.contains { $0.contains("LoadDelegate") }, "\(lines)")
    }

    @Test func onTomTomTheBodyRunsWhenTheMapIsReady() {
        let lines = Self.code(Porter(from: .naver, to: .tomtom).port(Self.screen).output)
        guard let ready = lines.firstIndex(where: { $0.hasPrefix("func mapView(_: MapView, onMapReady") }) else {
            Issue.record("no ready method: \(lines)")
            return
        }
        #expect(lines[ready...].prefix(5).contains("loads += 1"), "\(lines)")
        #expect(!lines.contains { $0.contains("LoadDelegate") }, "\(lines)")
        // The view's delegate is set where the view is added; the map, which needs a `MapDelegate`, gets none.
        #expect(lines[..<ready].contains("mapView.delegate = self"), "\(lines)")
        #expect(!lines[ready...].contains("mapView.delegate = self"), "\(lines)")
    }

    @Test func onRouteMeTheOneLineBodyRunsWhereTheDelegateWasAdded() {
        let lines = Self.code(Porter(from: .naver, to: .rm).port(Self.screen).output)
        guard let added = lines.firstIndex(of: "view.addSubview(mapView)") else {
            Issue.record("no view: \(lines)")
            return
        }
        #expect(lines[added + 1] == "loads += 1", "\(lines)")
        #expect(!lines.contains { $0.contains("mapViewDidFinishLoadingMap") }, "\(lines)")
    }

    @Test func fromMapLibreTheLoadCallbackStaysAMapLibreOne() {
        // NAVER's map is ready when made: a port to NAVER writes the body inline, never the load delegate.
        let mapLibre = Porter(from: .naver, to: .maplibre).port(Self.screen).output
        let back = Self.code(Porter(from: .maplibre, to: .naver).port(mapLibre).output)
        #expect(back.contains("loads += 1"), "\(back)")
        #expect(!back.contains { $0.contains("mapViewDidFinishLoadingMap") && !$0.hasPrefix("//") }, "\(back)")
    }
}

/// A SwiftUI coordinator that is the map's delegate but does not make the map (the representable does, in
/// `makeUIView`, `mapView.delegate = context.coordinator`): NAVER's map is ready when made and no line of the
/// coordinator says where, so its ready callbacks go to NAVER's load delegate method, which NAVER calls once the
/// load delegate is added (radarlabs/radar-maplibre-ios-demo, `MapView.swift`'s `Coordinator`).
@Suite struct CoordinatorReadyCallbackTests {
    @Test func aCoordinatorsReadyCallbacksStayCodeInTheLoadDelegateMethod() {
        let mapLibre = """
            class Coordinator: NSObject, MLNMapViewDelegate {
                var isMapLoaded = false

                func mapView(_ mapView: MLNMapView, didFinishLoading style: MLNStyle) {
                    isMapLoaded = true
                }
            }
            """
        let port = Porter(from: .maplibre, to: .naver).port(mapLibre)
        let lines = NaverLoadDelegateTests.code(port.output)
        #expect(
            lines.contains { $0.hasPrefix("class Coordinator: NSObject,") && $0.contains("NMFMapViewLoadDelegate") })
        #expect(lines.contains("func mapViewDidFinishLoadingMap(_ mapView: NMFMapView) {"), "\(port.output)")
        #expect(lines.contains("isMapLoaded = true"), "\(port.output)")
        #expect(!port.output.contains("// PORT(maplibre)"), "\(port.output)")
        #expect(
            port.changes.contains {
                $0.kind == .review && $0.message.contains("mapView.addLoadDelegate(delegate: self)")
            })
    }
}
