import MapCompatPorting
import Testing

/// TomTom hands over its map in `mapView(_:onMapReady:)`: a map view another style sets up at once is set up
/// there, wherever the source set it up, unless the set-up needs what only its function knows. Modelled on
/// MapLibre screens that set up their view in `init` (the adapters' `RealClient` screens) and on SwiftUI
/// representables that make and return the view in one function (maplibre-swiftui-dsl's `makeUIView`).
@Suite struct TomTomMapViewSetUpTests {
    static func code(_ text: String) -> [String] { text.split(separator: "\n").map { String($0.drop { $0 == " " }) } }

    @Test func aViewSetUpInInitWaitsForTheMapOnTomTom() {
        let mapLibre = """
            final class Screen: NSObject, MLNMapViewDelegate {
                let mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))

                override init() {
                    super.init()
                    mapView.delegate = self
                    mapView.setCenter(CLLocationCoordinate2D(latitude: 1, longitude: 2), zoomLevel: 3, animated: false)
                }
            }
            """
        let lines = Self.code(Porter(from: .maplibre, to: .tomtom).port(mapLibre).output)
        guard let ready = lines.firstIndex(of: "func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {") else {
            Issue.record("no onMapReady")
            return
        }
        #expect(lines[ready...].contains { $0.hasPrefix("map.moveCamera(") })
        #expect(!lines[..<ready].contains { $0.hasPrefix("mapView.moveCamera(") })
    }

    @Test func aLocalViewStaysInItsFunctionAndReachesItsMapThroughIt() {
        let mapLibre = """
            struct MapCanvas {
                let coordinator = Coordinator()

                func makeUIView(zoom: Double) -> MLNMapView {
                    let mapView = MLNMapView(frame: .zero)
                    mapView.delegate = coordinator
                    mapView.setCenter(CLLocationCoordinate2D(latitude: 48.2, longitude: 16.37), zoomLevel: zoom, animated: false)
                    return mapView
                }
            }
            """
        let lines = Self.code(Porter(from: .maplibre, to: .tomtom).port(mapLibre).output)
        #expect(lines.contains("func makeUIView(zoom: Double) -> MapView {"))
        #expect(lines.contains { $0.hasPrefix("mapView.map.moveCamera(CameraUpdate(") })
        #expect(lines.contains("return mapView"))
        #expect(!lines.contains { $0.contains("onMapReady") || $0.contains("var map: TomTomMap?") })
    }

    @Test func aStatementUsingTheSetUpFunctionsOwnNamesStaysThere() {
        let mapLibre = """
            final class Screen: UIViewController {
                var mapView: MLNMapView!

                func setUp(zoom: Double) {
                    mapView = MLNMapView(frame: .zero)
                    view.addSubview(mapView)
                    mapView.isRotateEnabled = false
                    mapView.setCenter(CLLocationCoordinate2D(latitude: 1, longitude: 2), zoomLevel: zoom, animated: false)
                }
            }
            """
        let lines = Self.code(Porter(from: .maplibre, to: .tomtom).port(mapLibre).output)
        guard let ready = lines.firstIndex(of: "func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {") else {
            Issue.record("no onMapReady")
            return
        }
        // The switch moves to the ready callback; the camera call, which needs `zoom`, stays in `setUp`.
        #expect(lines[ready...].contains("map.disabledGestures.append(.rotate)"))
        #expect(!lines[ready...].contains { $0.contains("zoom: zoom") })
    }
}
