import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Routes as TomTom's `RouteActions` spell them (API reference 0.2.1400–0.68.1: `addRoute(_:) throws -> Route`,
/// `removeRoute(_:)`, `removeRoutes()`, `bringToFront(route:)`, `zoomToRoutes(padding:)`). Each route is a
/// line in the core's scene that consumes its taps, reported to ``Route/delegate`` and never as a map tap.
extension TomTomMap {
    /// The routes on the map, oldest first (TomTom's `allRoutes`).
    public var allRoutes: [Route] { routeOrder.compactMap { routesByID[$0] } }

    /// Shows a route.
    ///
    /// - Throws: `MapCompatError` naming `coordinates` (fewer than two, or not positions) or the width, where
    ///   TomTom throws `LayerServiceError.failedToCreateAnnotationLayer`.
    @discardableResult
    public func addRoute(_ options: RouteOptions) throws(MapCompatError) -> Route {
        var points: [LatLng] = []
        for (index, coordinate) in options.coordinates.enumerated() {
            points.append(try coordinate.latLng(field: "coordinates[\(index)]"))
        }
        let shape = try PolylineShape(points: points, width: options.drawnWidth)
        let id = SceneItemID("tomtom-route-\(routeCount + 1)")
        try core.scene.add(SceneItem(id: id, shape: .polyline(shape), tap: .consume))
        routeCount += 1
        let route = Route(sceneItemID: id, options: options)
        routesByID[id] = route
        routeOrder.append(id)
        return route
    }

    /// Removes a route of this map; anything else is ignored.
    public func removeRoute(_ route: Route) {
        guard routesByID[route.sceneItemID] === route else { return }
        _ = try? core.scene.remove(route.sceneItemID)
        routesByID[route.sceneItemID] = nil
        routeOrder.removeAll { $0 == route.sceneItemID }
    }

    /// Removes every route.
    public func removeRoutes() {
        for route in allRoutes { removeRoute(route) }
    }

    /// Draws a route above the others, so it takes the taps where routes cross.
    public func bringToFront(route: Route) {
        guard routesByID[route.sceneItemID] === route, let item = core.scene[route.sceneItemID] else { return }
        _ = try? core.scene.remove(route.sceneItemID)
        _ = try? core.scene.add(item)
        routeOrder.removeAll { $0 == route.sceneItemID }
        routeOrder.append(route.sceneItemID)
    }

    /// Moves the camera at once to show every route, and the location when one is known, `padding` points
    /// inside the view's edges ("Padding centers the start coordinates, end coordinates and location chevron
    /// inside the mapview", `RouteActions.zoomToRoutes(padding:)`); north up and flat, as the core's fit gives.
    /// With no route it does nothing; a padding that leaves no room is ignored and reported on
    /// `core.diagnostics`.
    public func zoomToRoutes(padding: UInt) {
        var points = allRoutes.flatMap(\.coordinates).compactMap { try? $0.latLng(field: "coordinates") }
        guard !points.isEmpty else { return }
        if let fix = core.location { points.append(fix.position) }
        guard let bounds = LatLngBounds(enclosing: points) else { return }
        let side = Double(padding)
        do {
            let padding = EdgeInsets(top: side, left: side, bottom: side, right: side)
            try core.moveCamera(to: Camera.fitting(bounds, in: core.viewport, padding: padding))
        } catch {
            reportIgnored(error, value: "\(padding)")
        }
    }

    /// Tells a route's delegate about a tap on it; `false` when the item is no route of this map.
    func reportRouteTap(_ id: SceneItemID, at: TapLocation?) -> Bool {
        guard let route = routesByID[id] else { return false }
        let coordinate =
            at?.coordinate.map(CLLocationCoordinate2D.init)
            ?? route.coordinates.first ?? CLLocationCoordinate2D(core.camera.center)
        route.delegate?.mapRoute(route, didTapOnCoordinate: coordinate, waypointIndex: 0)
        return true
    }
}
