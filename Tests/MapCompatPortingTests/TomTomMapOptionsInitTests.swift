import MapCompatPorting
import Testing

/// TomTom's map view made with its options and read through `map`, as TomTom's getting-started guide makes it
/// (`MapView(mapOptions: MapOptions(mapStyle:apiKey:cameraUpdate:))`) and as MapConductor's TomTom controller
/// (MapConductor/ios-for-tomtom, `TomTomMapViewController.swift`) reaches its map (`mapView.map`), ported to
/// styles whose map view is the map.
@Suite struct TomTomMapOptionsInitTests {
    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    static let screen = """
        final class Screen: MapDelegate {
            let mapView = MapView(
                mapOptions: MapOptions(
                    apiKey: "key",
                    cameraUpdate: CameraUpdate(
                        position: CLLocationCoordinate2D(latitude: 52.37, longitude: 4.89), zoom: 12, tilt: 0, rotation: 0
                    )
                ), profile: .tomTom,
                frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            var map: TomTomMap { mapView.map }

            func attach() {
                map.delegate = self
            }

            func recenter() {
                mapView.map?.moveCamera(CameraUpdate(position: CLLocationCoordinate2D(latitude: 1, longitude: 2), zoom: 5))
            }
        }
        """

    @Test func theViewIsMadeFromItsFrameAndMovedToTheStartCamera() {
        let lines = Self.code(Porter(from: .tomtom, to: .maplibre).port(Self.screen).output)
        #expect(lines.contains("let mapView: MLNMapView = {"))
        #expect(lines.contains("let mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))"))
        // TomTom's zoom is one level above MapLibre's (PortingStyle.zoomOffset).
        #expect(
            lines.contains(
                "mapView.setCenter(CLLocationCoordinate2D(latitude: 52.37, longitude: 4.89), zoomLevel: 11, animated: false)"
            ))
        #expect(lines.contains("return mapView"))
        #expect(lines.contains("}()"))
        #expect(!lines.contains { $0.hasPrefix("// PORT(tomtom)") })
    }

    @Test func theOptionsThatGoAreNamedInAReviewNote() {
        let output = Porter(from: .tomtom, to: .naver).port(Self.screen).output
        let note = Self.code(output).first { $0.contains("tomtom.mapOptions") }
        #expect(note?.contains("apiKey: \"key\"") == true)
        #expect(note?.contains("profile: .tomTom") == true)
        #expect(note?.contains("cameraUpdate") == false)
    }

    @Test func theMapReadOffTheViewIsTheViewItself() {
        for target in [PortingStyle.naver, .maplibre, .rm] {
            let lines = Self.code(Porter(from: .tomtom, to: target).port(Self.screen).output)
            #expect(lines.contains { $0.hasPrefix("var map: ") && $0.hasSuffix("{ mapView }") }, "\(target)")
            #expect(lines.contains("map.delegate = self"), "\(target)")
            #expect(!lines.contains { $0.contains("mapView.map") }, "\(target)")
        }
    }

    @Test func aViewWithoutAStartCameraIsOnlyMade() {
        let tomTom = """
            final class Screen {
                let mapView = MapView(mapOptions: MapOptions(mapStyle: .defaultStyle, apiKey: "key"))
            }
            """
        let lines = Self.code(Porter(from: .tomtom, to: .rm).port(tomTom).output)
        #expect(lines.contains("let mapView: RMMapView = {"))
        #expect(lines.contains("let mapView = RMMapView(frame: .zero)"))
        #expect(!lines.contains { $0.contains("setZoom") || $0.contains("moveCamera") })
    }

    @Test func aViewMadeWithOptionsAlsoPortsInAFunction() {
        let tomTom = """
            final class Controller {
                var mapView: MapView?

                func loadView() {
                    mapView = MapView(mapOptions: MapOptions(apiKey: "key", cameraUpdate: CameraUpdate(position: CLLocationCoordinate2D(latitude: 1, longitude: 2), zoom: 9)))
                }
            }
            """
        let lines = Self.code(Porter(from: .tomtom, to: .naver).port(tomTom).output)
        #expect(lines.contains("mapView = {"))
        #expect(lines.contains("let mapView = NMFMapView(frame: .zero)"))
        #expect(
            lines.contains { $0.hasPrefix("mapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: 1, lng: 2)") })
    }

    /// TomTom's guide and most apps make the options a constant first, in the function or lazy closure that
    /// makes the view: the constant goes with the call, and the view is made in two statements there.
    @Test func optionsMadeIntoAConstantGoWithTheViewInAFunction() {
        let tomTom = """
            final class Controller: UIViewController {
                private lazy var mapView: MapView = {
                    let cameraUpdate = CameraUpdate(position: CLLocationCoordinate2D(latitude: 52.37, longitude: 4.89), zoom: 10)
                    let mapOptions = MapOptions(mapStyle: .defaultStyle, apiKey: "key", cameraUpdate: cameraUpdate)
                    let mapView = MapView(mapOptions: mapOptions)
                    mapView.translatesAutoresizingMaskIntoConstraints = false
                    return mapView
                }()
            }
            """
        let lines = Self.code(Porter(from: .tomtom, to: .maplibre).port(tomTom).output)
        #expect(
            lines == [
                "final class Controller: UIViewController {",
                "private lazy var mapView: MLNMapView = {",
                "// PORT: review — tomtom.mapOptions: the options went (mapStyle: .defaultStyle, apiKey: \"key\"): "
                    + "the view is made from its frame",
                "let mapView = MLNMapView(frame: .zero)",
                "mapView.setCenter(CLLocationCoordinate2D(latitude: 52.37, longitude: 4.89), zoomLevel: 9, animated: false)",
                "mapView.translatesAutoresizingMaskIntoConstraints = false",
                "return mapView",
                "}()",
                "}",
            ])
    }

    @Test func aConstantReadTwiceStays() {
        let tomTom = """
            final class Controller {
                func load() -> (MapView, MapOptions) {
                    let options = MapOptions(apiKey: "key")
                    let mapView = MapView(mapOptions: options)
                    return (mapView, options)
                }
            }
            """
        let output = Porter(from: .tomtom, to: .naver).port(tomTom).output
        #expect(!output.contains("tomtom.mapOptions: the options went"))
    }

    /// A start camera that tilts keeps its four values where the target has an update that takes them: NAVER's
    /// camera position (NMFCameraPosition `cameraPosition:zoom:tilt:heading:`), and back.
    @Test func aTiltedStartCameraReachesNaverAsACameraPosition() {
        let tomTom = """
            final class Screen {
                let mapView = MapView(mapOptions: MapOptions(apiKey: "key", cameraUpdate: CameraUpdate(position: CLLocationCoordinate2D(latitude: 1, longitude: 2), zoom: 10, tilt: 45, rotation: 30)))
            }
            """
        let lines = Self.code(Porter(from: .tomtom, to: .naver).port(tomTom).output)
        let move =
            "mapView.moveCamera(NMFCameraUpdate(position: NMFCameraPosition(NMGLatLng(lat: 1, lng: 2), zoom: 9, tilt: 45, heading: 30)))"
        #expect(lines.contains(move))
        let back = Self.code(Porter(from: .naver, to: .tomtom).port("map.moveCamera(" + move.dropFirst(19)).output)
        #expect(
            back.contains(
                "map.moveCamera(CameraUpdate(position: CLLocationCoordinate2D(latitude: 1, longitude: 2), zoom: 10, tilt: 45, rotation: 30))"
            ), "\(back)")
    }

    /// A constant that only the options read (a style, a cache policy) goes with them, named in the note with
    /// its value; a constant read elsewhere too stays.
    @Test func aConstantOnlyTheOptionsReadGoesWithThem() {
        let tomTom = """
            final class Controller {
                var mapView: MapView?

                func load() {
                    let style = StyleContainer.defaultStyle
                    let policy = OnDiskCachePolicy.cache(duration: 10)
                    let key = "key"
                    let options = MapOptions(mapStyle: style, apiKey: key, cachePolicy: policy)
                    mapView = MapView(mapOptions: options)
                    print(key)
                }
            }
            """
        let lines = Self.code(Porter(from: .tomtom, to: .maplibre).port(tomTom).output)
        #expect(!lines.contains { $0.hasPrefix("let style") || $0.hasPrefix("let policy") }, "\(lines)")
        #expect(lines.contains("let key = \"key\""), "\(lines)")
        let note = lines.first { $0.contains("tomtom.mapOptions: the options went") } ?? ""
        #expect(note.contains("cachePolicy: policy (OnDiskCachePolicy.cache(duration: 10))"), "\(note)")
        #expect(note.contains("mapStyle: style (StyleContainer.defaultStyle)"), "\(note)")
    }
}
