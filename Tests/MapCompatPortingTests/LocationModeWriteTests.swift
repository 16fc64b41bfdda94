import MapCompatPorting
import Testing

/// Setting the tracking mode with the case alone, as NAVER's demo (navermaps/ios-map-sdk,
/// `LocationTrackingViewController.swift`: `mapView.positionMode = .direction`), MapLibre's examples
/// (`mapView.userTrackingMode = .follow`) and route-me apps (`mapView.userTrackingMode = RMUserTrackingModeFollow`)
/// write it, and TomTom's `cameraTrackingMode` (`.none`, `.followNorthUp()`, `.followDirection()`, TomTom's API
/// reference, `CameraTrackingMode`): the three modes every style has port as statements; NAVER's `normal` does
/// not. `rootView.mapView`,
/// the map view of the app's own view (`rootView: MapRootView`), is a map view, not NAVER's wrapper.
@Suite struct LocationModeWriteTests {
    static let naver = """
        final class Screen: UIViewController {
            let mapView = NMFMapView(frame: .zero)
            let rootView = MapRootView()
            var player = Player()

            func follow(_ heading: Bool) {
                mapView.positionMode = heading ? .compass : .direction
                mapView.positionMode = .direction
                rootView.mapView.positionMode = .compass
                mapView.positionMode = .disabled
                mapView.positionMode = .normal
                player.positionMode = .direction
            }
        }
        """

    static func code(_ text: String) -> [String] { text.split(separator: "\n").map { String($0.drop { $0 == " " }) } }

    @Test func theThreeSharedModesPortBothWays() {
        let mapLibre = Self.code(Porter(from: .naver, to: .maplibre).port(Self.naver).output)
        #expect(mapLibre.contains("mapView.userTrackingMode = .follow"))
        #expect(mapLibre.contains("rootView.mapView.userTrackingMode = .followWithHeading"))
        #expect(mapLibre.contains("mapView.userTrackingMode = .none"))
        let routeMe = Self.code(Porter(from: .naver, to: .rm).port(Self.naver).output)
        #expect(routeMe.contains("mapView.userTrackingMode = RMUserTrackingModeFollow"))
        #expect(routeMe.contains("mapView.userTrackingMode = RMUserTrackingModeNone"))
        let back = Self.code(
            Porter(from: .rm, to: .naver).port(
                "let mapView = RMMapView(frame: .zero)\nmapView.userTrackingMode = RMUserTrackingModeFollowWithHeading"
            ).output)
        #expect(back.contains("mapView.positionMode = .compass"))
        let tomTom = Self.code(Porter(from: .naver, to: .tomtom).port(Self.naver).output)
        #expect(tomTom.contains("map?.cameraTrackingMode = .followNorthUp()"), "\(tomTom)")
        #expect(tomTom.contains("rootView.mapView.cameraTrackingMode = .followDirection()"), "\(tomTom)")
        #expect(tomTom.contains("map?.cameraTrackingMode = .none"), "\(tomTom)")
        let fromTomTom = Self.code(
            Porter(from: .tomtom, to: .naver).port(
                "func follow(_ map: TomTomMap) {\n    map.cameraTrackingMode = .followDirection()\n}"
            ).output)
        #expect(fromTomTom.contains("map.positionMode = .compass"), "\(fromTomTom)")
    }

    @Test func whatHasNoCounterpartOrIsNotTheMapStaysAsItWas() {
        let mapLibre = Self.code(Porter(from: .naver, to: .maplibre).port(Self.naver).output)
        // NAVER's `normal` (show without following) is MapLibre's location switch turned on; a mode picked at run
        // time stays a hand port.
        #expect(mapLibre.contains("mapView.showsUserLocation = true"), "\(mapLibre)")
        #expect(mapLibre.contains("// PORT(naver): mapView.positionMode = heading ? .compass : .direction"))
        // The app's own `positionMode` is not the map's: it is not written as the map's mode.
        #expect(!mapLibre.contains { $0.hasPrefix("player.userTrackingMode") })
        let tomTom = Self.code(Porter(from: .naver, to: .tomtom).port(Self.naver).output)
        #expect(tomTom.contains("// PORT(naver): mapView.positionMode = .normal"), "\(tomTom)")
    }
}
