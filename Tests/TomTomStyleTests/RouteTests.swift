import Foundation
import MapCompatCore
import Testing
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Routes as scene items: the top one takes a tap, bad input is what TomTom does with it, reported.
struct RouteTests {
    /// Records which route was tapped.
    final class Taps: RouteDelegate {
        var tags: [String] = []

        func mapRoute(_ route: Route, didTapOnCoordinate coordinate: CLLocationCoordinate2D, waypointIndex: Int) {
            tags.append(route.tag ?? "")
        }
    }

    private let west = CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.97)
    private let east = CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.99)

    private func route(_ map: TomTomMap, _ tag: String, _ taps: Taps) throws -> Route {
        var options = RouteOptions(coordinates: [west, east])
        options.tag = tag
        let route = try map.addRoute(options)
        route.delegate = taps
        return route
    }

    @Test func whereRoutesCrossTheOneInFrontTakesTheTap() throws {
        let (map, _) = try makeMap()
        let taps = Taps()
        let first = try route(map, "first", taps)
        _ = try route(map, "second", taps)
        let middle = try #require(
            map.pointForCoordinate(coordinate: CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.98)))
        try tap(map, at: middle)
        map.bringToFront(route: first)
        try tap(map, at: middle)
        #expect(taps.tags == ["second", "first"])
        map.removeRoutes()
        #expect(map.allRoutes.isEmpty)
    }

    @Test func aRouteOfOneCoordinateThrowsAndAPaddingWithNoRoomIsIgnoredAndReported() throws {
        let (map, _) = try makeMap()
        #expect(throws: MapCompatError.self) { try map.addRoute(RouteOptions(coordinates: [west])) }
        let taps = Taps()
        _ = try route(map, "only", taps)
        let before = map.cameraProperties
        map.zoomToRoutes(padding: 10_000)
        #expect(map.cameraProperties.zoom == before.zoom)
        #expect(map.core.diagnostics.last?.action == .ignored)
        map.zoomToRoutes(padding: 20)
        let shown = try #require(map.pointForCoordinate(coordinate: west))
        #expect(abs(Double(shown.x) - 20) < 1e-6, "the route's west end sits on the padding")
    }

    @Test func mapViewWithoutOptionsLoadsWithTheServicesKey() throws {
        defer { MapsDisplayService.apiKey = "" }
        MapsDisplayService.apiKey = "from-service"
        #expect(MapView().mapOptions.apiKey == "from-service")
    }

    private func tap(_ map: TomTomMap, at point: CGPoint) throws {
        var script = TouchScript(startTime: map.core.now)
        try script.tap(at: point)
        try map.handle(script.frames)
        try map.advance(by: max(0, script.time - map.core.now) + 1)
    }
}
