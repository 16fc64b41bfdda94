import Foundation

/// Where a tap or long press goes, first taker first: controls › annotations and callouts › the
/// user-location marker (taps only) › scene items (overlays with a handler, then symbols through the symbol
/// hook) › the map itself.
extension InteractiveMap {
    func routeTap(at point: CGPoint) {
        if routeToControls(point) { return }
        if routeToAnnotations(.tap, at: point) { return }
        if routeToLocationMarker(point) { return }
        routeToScene(.tap, at: point)
    }

    func routeLongPress(at point: CGPoint) {
        if routeToAnnotations(.longPress, at: point) { return }
        routeToScene(.longPress, at: point)
    }

    /// Scene items as NAVER documents it; the map's own event follows unless an item consumed the press.
    /// The press-aware hooks, when set, are asked instead of the tap-only ones, with the press.
    private func routeToScene(_ press: ScenePress, at point: CGPoint) {
        let overlayDecision: (SceneItemID) -> Bool = { [overlayPressHandler, overlayTapHandler] id in
            overlayPressHandler.map { $0(id, press) } ?? overlayTapHandler?(id) ?? false
        }
        let symbolDecision: ((MapSymbol) -> Bool)? =
            symbolPressHandler.map { hook in { hook($0, press) } } ?? symbolTapHandler
        guard
            let route = try? scene.route(
                press, at: point, transform: transform, rules: hitTestRules, memory: &tapCycleMemory,
                overlayDecision: overlayDecision, symbolDecision: symbolDecision)
        else { return }
        if press == .tap, profile.declinedMarkerTap == .selectsAndCenters, let target = route.target,
            target.kind == .marker, !target.consumed
        {
            runMarkerDefaultAction(target.id, events: route.events)
            return
        }
        if route.reachesMap { selectedMarker = nil }
        for event in route.events { emit(event) }
    }

    /// Every scene item under a point, topmost first, within `tolerance` points (the map's tolerance by
    /// default), like NAVER's `pickAll(_:withTolerance:)`.
    ///
    /// - Throws: ``MapCompatError`` when the point or tolerance is not finite, or the tolerance is negative.
    public func pickAll(at point: CGPoint, tolerance: Double? = nil) throws(MapCompatError) -> [SceneHit] {
        try scene.pickAll(at: point, tolerance: tolerance ?? hitTestRules.tolerance, transform: transform)
    }
}
