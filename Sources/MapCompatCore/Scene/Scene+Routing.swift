import Foundation

extension Scene {
    /// Routes a tap or long press as NAVER documents it (NAVER Map SDK guide, "Overlay events"), with the vendor differences taken from
    /// `rules`:
    ///
    /// - Hits are ranked by `rules.winner` (topmost first, or nearest first); hidden items and items outside
    ///   their zoom range are not hit.
    /// - An item without a handler, or a symbol when `symbolDecision` is `nil`, is transparent: the next
    ///   ranked hit that can answer is asked instead.
    /// - Exactly one item is asked: an item's fixed answer, `overlayDecision(id)` for ``TapHandling/decide``,
    ///   or `symbolDecision` for a symbol. `true` consumes the press; `false` passes it to the map only,
    ///   never to another item or symbol.
    /// - With nothing to ask, the map receives the press.
    /// - With `rules.cyclesOnRepeatedTaps`, a press over the same ranked candidates as the last one asks the
    ///   candidate after the one asked last time (`memory` holds that state).
    ///
    /// - Throws: ``MapCompatError`` naming `point.x` or `point.y` when not finite.
    public func route(
        _ press: ScenePress, at point: CGPoint, transform: ScreenTransform, rules: HitTestRules,
        memory: inout TapCycleMemory, overlayDecision: (SceneItemID) -> Bool,
        symbolDecision: ((MapSymbol) -> Bool)?
    ) throws(MapCompatError) -> TapRoute {
        let tapWorld = transform.worldPoint(at: point)
        let coordinate = tapWorld.map(WebMercator.unproject)
        var candidates = try hits(at: point, rules: rules, transform: transform).compactMap { hit -> Stored? in
            guard let stored = slots[hit.slot] else { return nil }
            if case .symbol = stored.item.shape { return symbolDecision == nil ? nil : stored }
            return stored.item.tap.hasHandler ? stored : nil
        }
        candidates = rules.ranked(candidates, tappedAt: coordinate) {
            Self.degreesDistance(from: $1, to: $0.item.shape)
        }
        if rules.markersAboveShapes {  // a stable partition: markers first, each group in its order
            candidates = candidates.filter { $0.item.kind == .marker } + candidates.filter { $0.item.kind != .marker }
        }
        let chosenID = rules.choose(from: candidates, key: \.item.id.rawValue, memory: &memory)?.item.id
        let at = TapLocation(point: point, coordinate: coordinate)
        var events: [MapEvent] = []
        var target: TapTarget?
        if let chosenID, let chosen = candidates.first(where: { $0.item.id == chosenID })?.item {
            let consumed: Bool
            if case .symbol(let symbol) = chosen.shape, let symbolDecision {
                consumed = symbolDecision(MapSymbol(id: chosen.id, caption: symbol.caption, position: symbol.position))
                if press == .tap {
                    events.append(
                        .symbolTap(id: chosen.id.rawValue, caption: symbol.caption, consumed: consumed, at: at))
                }
            } else {
                switch chosen.tap {
                case .consume: consumed = true
                case .propagate, .none: consumed = false
                case .decide: consumed = overlayDecision(chosen.id)
                }
                if press == .tap { events.append(.overlayTap(id: chosen.id.rawValue, consumed: consumed, at: at)) }
            }
            target = TapTarget(id: chosen.id, kind: chosen.kind, consumed: consumed)
        }
        let reachesMap = !(target?.consumed ?? false)
        if reachesMap, let coordinate {
            switch press {
            case .tap: events.append(.mapTap(point: point, coordinate: coordinate))
            case .longPress: events.append(.mapLongPress(point: point, coordinate: coordinate))
            }
        }
        return TapRoute(target: target, reachesMap: reachesMap, events: events)
    }

    /// ``route(_:at:transform:rules:memory:overlayDecision:symbolDecision:)`` without memory between
    /// presses (no cycling state is kept).
    public func route(
        _ press: ScenePress, at point: CGPoint, transform: ScreenTransform, rules: HitTestRules,
        overlayDecision: (SceneItemID) -> Bool, symbolDecision: ((MapSymbol) -> Bool)?
    ) throws(MapCompatError) -> TapRoute {
        var memory = TapCycleMemory()
        return try route(
            press, at: point, transform: transform, rules: rules, memory: &memory, overlayDecision: overlayDecision,
            symbolDecision: symbolDecision)
    }

    /// MapLibre's ranking distance, `hypot(Δlat, Δlon)` in degrees, from the tapped position to an item's
    /// reference position: the anchor of a marker or symbol, the centre of a circle, the nearest vertex of
    /// a polyline or polygon (MapLibre does not re-check shapes; the vertex is this project's choice).
    static func degreesDistance(from tapped: LatLng, to shape: SceneShape) -> Double {
        func distance(_ position: LatLng) -> Double { HitTestRules.degrees(from: tapped, to: position) }
        switch shape {
        case .marker(let marker): return distance(marker.position)
        case .symbol(let symbol): return distance(symbol.position)
        case .circle(let circle): return distance(circle.center)
        case .polyline(let line): return line.points.map(distance).min() ?? .infinity
        case .polygon(let polygon): return (polygon.exterior + polygon.holes.joined()).map(distance).min() ?? .infinity
        }
    }
}
