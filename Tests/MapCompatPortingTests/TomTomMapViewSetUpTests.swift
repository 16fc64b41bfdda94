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

    /// Modelled on the route-me RealClient bike screen (ibikecph-ios's map view: a lazy property made in a
    /// closure, its arguments on the next line, and a zoom property reading the map).
    @Test func aViewMadeInALazyClosureIsTheViewAndAValueReadFromTheMapIsUnwrapped() {
        let routeMe = """
            final class Screen: UIView, RMMapViewDelegate {
                lazy var mapView: RMMapView = {
                    let map: RMMapView = RMMapView(
                        frame: CGRect(x: 0, y: 0, width: 1, height: 1))
                    return map
                }()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(mapView)
                    mapView.delegate = self
                }

                var zoomLevel: Double {
                    get { Double(mapView.zoom) }
                }
            }
            """
        let lines = Self.code(Porter(from: .rm, to: .tomtom).port(routeMe).output)
        #expect(lines.contains("lazy var mapView: MapView = {"), "\(lines)")
        #expect(lines.contains("let map: MapView = MapView("), "\(lines)")
        // The closure's local is named `map`, so the map's property takes another name.
        let closure = lines.firstIndex(of: "}()")
        #expect(closure.map { lines[$0 + 1] } == "var tomTomMap: TomTomMap?", "\(lines)")
        #expect(lines.contains("self.tomTomMap = map"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("get {") && $0.contains("tomTomMap!.cameraProperties.zoom") })
        #expect(lines.contains { $0.hasPrefix("// PORT: review — tomtom.mapView:") })
    }

    @Test(arguments: [PortingStyle.naver, .maplibre])
    func aMapViewSubclassIsTomTomsViewAndAnExtensionItsMap(source: PortingStyle) {
        // Apps subclass the map view (a view made in Interface Builder) and extend it with helpers.
        let type = source == .naver ? "NMFMapView" : "MLNMapView"
        let code = "final class AppMapView: \(type) {}\n\nextension \(type) {\n    func zoomedIn() {}\n}\n"
        let lines = Self.code(Porter(from: source, to: .tomtom).port(code).output)
        #expect(lines.contains("final class AppMapView: MapView {}"), "\(lines)")
        #expect(lines.contains("extension TomTomMap {"), "\(lines)")
    }

    /// A screen whose view the app sets up from outside (`screen.mapView.delegate = screen`, as a parent controller
    /// or a SwiftUI coordinator does): its first method to use the map is an action (a zoom button's), which
    /// runs when the app calls it, so it stays where it is and reaches the map through the property; the map-ready
    /// method keeps the map and makes the class its map's delegate.
    @Test func anActionMethodIsNotTheSetUp() {
        let mapLibre = """
            final class ZoomScreen: NSObject, MLNMapViewDelegate {
                let mapView = MLNMapView(frame: .zero)
                var log: [String] = []

                func zoomIn() {
                    mapView.setZoomLevel(15, animated: true)
                }

                func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {
                    log.append("moved")
                }
            }
            """
        let lines = Self.code(Porter(from: .maplibre, to: .tomtom).port(mapLibre).output)
        let zoom = lines.firstIndex(of: "func zoomIn() {")
        #expect(zoom.map { lines[$0 + 1] } == "map?.applyCamera(CameraUpdate(zoom: 16))", "\(lines)")
        let ready = lines.firstIndex(of: "func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {")
        #expect(ready.map { Array(lines[($0 + 1)...($0 + 3)]) } == ["self.map = map", "map.delegate = self", "}"])
        #expect(!lines.contains("mapView.delegate = self"), "\(lines)")
    }

    /// Fuzz/Regressions/porting/crash-8bba2203…: a set-up function that opens above the class holding the view's
    /// property (a file cut and pasted out of order) lost lines the ready method's search still counted on, and
    /// the port trapped. It now finishes, with the view made as a `MapView` and the map kept beside it.
    @Test func aSetUpFunctionThatOpensAboveItsClassIsPortedWithoutATrap() {
        let naver = """
                override func viewDidLoad() {
                    naverMapView = NMFNaverMapView(frame: view.frame)
            final class Screen: UIViewController, NMFMapViewTouchDelegate {
                var naverMapView: NMFNaverMapView!
                    naverMapView.mapView.isZoomGestureEnabled = true
                }
                func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
                }
            }
            """
        let lines = Self.code(Porter(from: .naver, to: .tomtom).port(naver).output)
        #expect(lines.contains("naverMapView = MapView(frame: view.frame)"))
        #expect(lines.contains("var map: TomTomMap?"))
        #expect(lines.contains("func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {"))
    }

    /// The methods that reach the map through the class's property rename the view's map reads in code only: a
    /// log message that names `mapView.cameraPosition` keeps its text, an escaped backslash before a parenthesis
    /// opens no interpolation, and a real interpolation is code (found by the porting fuzz harness). Modelled on
    /// NAVER screens whose tap callback logs the camera (BuyingMyHome's `MapViewController`).
    @Test func theMapIsReachedInCodeButNotInAStringsText() {
        let naver = #"""
            final class Screen: UIViewController, NMFMapViewTouchDelegate {
                let mapView = NMFMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
                var events: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(mapView)
                    mapView.touchDelegate = self
                }

                func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
                    events.append("text mapView.cameraPosition.zoom")
                    events.append("escaped \\(mapView.cameraPosition.zoom)")
                    events.append("code \(mapView.cameraPosition.zoom)")
                }
            }
            """#
        let output = Porter(from: .naver, to: .tomtom).port(naver).output
        #expect(output.contains(#"events.append("text mapView.cameraPosition.zoom")"#), "\(output)")
        #expect(output.contains(#"events.append("escaped \\(mapView.cameraPosition.zoom)")"#), "\(output)")
        #expect(!output.contains(#"events.append("code \(mapView."#), "\(output)")
    }
}
