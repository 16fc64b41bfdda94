import MapCompatPorting
import Testing

/// Zoom limits set on the map view, as route-me apps set them (prkng-ios's map controller: `mapView.minZoom = 9`,
/// `mapView.maxZoom = 19` on an `RMMapView`) and MapLibre apps (`maximumZoomLevel`), and read off it, as Google
/// apps' zoom buttons do (DipanshKhandelwal/hirou_ios_dump, `TaskNavigationMaps.swift`: `zoomIn()` compares the
/// camera's zoom with `mapView.maxZoom`): the value moves to the target's scale, and only a map view's limits are
/// ported.
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

    static let googleButtons = """
        final class Screen {
            var mapView: GMSMapView!
            var slider = ZoomSlider()

            func zoomIn() {
                let zoom = mapView.camera.zoom
                if zoom + 1 <= mapView.maxZoom { mapView.animate(toZoom: zoom + 1) }
                if zoom - 1 >= self.mapView.minZoom { slider.maxZoom = zoom }
            }
        }
        """

    @Test func aLimitReadOffTheMapComparesOnTheTargetsScale() {
        let mapLibre = Self.code(Porter(from: .googleMaps, to: .maplibre).port(Self.googleButtons).output)
        #expect(mapLibre.contains("let zoom = (mapView.zoomLevel + 1)"), "\(mapLibre)")
        #expect(mapLibre.contains { $0.hasPrefix("if zoom + 1 <= (mapView.maximumZoomLevel + 1) {") }, "\(mapLibre)")
        #expect(mapLibre.contains { $0.hasPrefix("if zoom - 1 >= (self.mapView.minimumZoomLevel + 1) {") })
        #expect(mapLibre.contains { $0.hasSuffix("{ slider.maxZoom = zoom }") }, "the app's own limit stays")
        let tomTom = Self.code(Porter(from: .googleMaps, to: .tomtom).port(Self.googleButtons).output)
        #expect(tomTom.contains { $0.hasPrefix("if zoom + 1 <= mapView.maxZoom {") }, "one scale: \(tomTom)")
    }

    @Test func aLimitReadComesBackFromTheShiftedForm() {
        let mapLibre = Porter(from: .googleMaps, to: .maplibre).port(Self.googleButtons).output
        let back = Self.code(Porter(from: .maplibre, to: .googleMaps).port(mapLibre).output)
        #expect(back.contains { $0.hasPrefix("if zoom + 1 <= mapView.maxZoom {") }, "\(back)")
        #expect(back.contains { $0.hasPrefix("if zoom - 1 >= self.mapView.minZoom {") })
        let routeMe = Self.code(Porter(from: .maplibre, to: .rm).port(mapLibre).output)
        #expect(routeMe.contains { $0.hasPrefix("if zoom + 1 <= mapView.maxZoom {") }, "\(routeMe)")
    }

    /// Google sets both limits in one call, as a SwiftUI representable's `makeUIView` does after making its
    /// `GMSMapView` (`gmsMapView.setMinZoom(10, maxZoom: 18)`).
    @Test func bothLimitsSetInOneCallBecomeTwoPropertiesOnOneLine() {
        let source = """
            func makeMap() -> GMSMapView {
                let gmsMapView = GMSMapView(frame: .zero)
                gmsMapView.setMinZoom(10, maxZoom: 18)
                return gmsMapView
            }
            """
        let mapLibre = Self.code(Porter(from: .googleMaps, to: .maplibre).port(source).output)
        #expect(mapLibre.contains("gmsMapView.minimumZoomLevel = 9; gmsMapView.maximumZoomLevel = 17"), "\(mapLibre)")
        let routeMe = Self.code(Porter(from: .googleMaps, to: .rm).port(source).output)
        #expect(routeMe.contains("gmsMapView.minZoom = 10; gmsMapView.maxZoom = 18"), "\(routeMe)")
    }
}
