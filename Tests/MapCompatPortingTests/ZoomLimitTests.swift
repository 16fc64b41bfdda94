import MapCompatPorting
import Testing

/// Zoom limits set on the map view, as route-me apps set them (prkng-ios's map controller: `mapView.minZoom = 9`,
/// `mapView.maxZoom = 19` on an `RMMapView`) and MapLibre apps (`maximumZoomLevel`): the value moves to the
/// target's scale, and only a map view's limits are ported.
@Suite struct ZoomLimitTests {
    static func code(_ text: String) -> [String] { text.split(separator: "\n").map { String($0.drop { $0 == " " }) } }

    static let routeMe = """
        final class Screen {
            let mapView = RMMapView(frame: .zero)
            var slider = ZoomSlider()

            func limit() {
                mapView.minZoom = 9
                mapView.maxZoom = 19
                slider.maxZoom = 19
            }
        }
        """

    @Test func routeMeLimitsMoveToEachScale() {
        let mapLibre = Self.code(Porter(from: .rm, to: .maplibre).port(Self.routeMe).output)
        #expect(mapLibre.contains("mapView.minimumZoomLevel = 8"))
        #expect(mapLibre.contains("mapView.maximumZoomLevel = 18"))
        let tomTom = Self.code(Porter(from: .rm, to: .tomtom).port(Self.routeMe).output)
        // `limit()` is the app's to call: its limits stay there, set once TomTom has handed the map over.
        #expect(tomTom.contains("map?.maxZoom = 19"), "\(tomTom)")
        let naver = Self.code(Porter(from: .rm, to: .naver).port(Self.routeMe).output)
        #expect(naver.contains("mapView.maxZoomLevel = 18"))
    }

    @Test func theAppsOwnLimitStays() {
        for target in [PortingStyle.maplibre, .naver] {
            let lines = Self.code(Porter(from: .rm, to: target).port(Self.routeMe).output)
            #expect(lines.contains("slider.maxZoom = 19"), "\(target): \(lines)")
        }
    }

    @Test func mapLibreLimitsPortBackToRouteMe() {
        let mapLibre = Porter(from: .rm, to: .maplibre).port(Self.routeMe).output
        let back = Self.code(Porter(from: .maplibre, to: .rm).port(mapLibre).output)
        #expect(back.contains("mapView.minZoom = 9"))
        #expect(back.contains("mapView.maxZoom = 19"))
    }
}
