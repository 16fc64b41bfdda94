import Foundation
import MapCompatCore

extension NMFMapView {
    /// NAVER's tap tolerance in points (`pickTolerance`): the core's hit-test tolerance, 2 for NAVER. A
    /// negative value is ignored (see ``lastIgnoredError``, field `pickTolerance`).
    public var pickTolerance: Int {
        get { Int(core.hitTestRules.tolerance.rounded()) }
        set {
            let rules = core.hitTestRules
            do {
                core.hitTestRules = try HitTestRules(
                    tolerance: Double(newValue), toleranceShape: rules.toleranceShape, winner: rules.winner,
                    cyclesOnRepeatedTaps: rules.cyclesOnRepeatedTaps)
            } catch {
                lastIgnoredError = MapCompatError(error.code, field: "pickTolerance", error.message)
            }
        }
    }

    /// The map's one user-location overlay (NAVER's `locationOverlay`).
    public var locationOverlay: NMFLocationOverlay {
        if let overlay = lazyLocationOverlay { return overlay }
        let overlay = NMFLocationOverlay(owner: self)
        lazyLocationOverlay = overlay
        return overlay
    }

    /// The topmost overlay or symbol exactly under a point, or `nil` (the core's `pickAll(at:tolerance:)`
    /// with tolerance 0).
    ///
    /// - Throws: `MapCompatError` naming `point.x` or `point.y` when not finite.
    public func pick(_ point: CGPoint) throws(MapCompatError) -> (any NMFPickable)? {
        try pickAll(point, withTolerance: 0).first
    }

    /// Every overlay and symbol within `tolerance` points of a point, topmost first (the core's
    /// `pickAll(at:tolerance:)`).
    ///
    /// - Throws: `MapCompatError` naming `point.x`, `point.y` or `tolerance` (negative).
    public func pickAll(_ point: CGPoint, withTolerance tolerance: Int) throws(MapCompatError) -> [any NMFPickable] {
        try core.pickAll(at: point, tolerance: Double(tolerance)).compactMap { hit -> (any NMFPickable)? in
            if let overlay = overlays[hit.id] { return overlay }
            return symbols[hit.id]
        }
    }

    /// The overlays on this map, in the order they were added.
    public var addedOverlays: [NMFOverlay] {
        overlays.values.sorted { $0.sequence < $1.sequence }
    }

    // MARK: Basemap fixtures

    /// Places a basemap symbol (a label of the map itself) — the headless stand-in for NAVER's map data,
    /// which the app cannot edit. Symbols answer taps through the delegates' symbol method.
    ///
    /// - Throws: `MapCompatError` naming `id` (empty or taken), `position.lat`,
    ///   `position.lng` or `size`.
    @discardableResult
    public func addBasemapSymbol(
        id: String, caption: String, position: NMGLatLng, size: CGSize = SymbolShape.defaultSize
    ) throws(MapCompatError) -> NMFSymbol {
        let coordinate = try NMFOverlay.located("position") { () throws(MapCompatError) in
            try position.coreLatLng()
        }
        let itemID = SceneItemID(id)
        try core.scene.add(
            try SceneItem(
                id: itemID, shape: .symbol(try SymbolShape(position: coordinate, caption: caption, size: size))))
        let symbol = NMFSymbol(identifier: id, caption: caption, position: position)
        symbols[itemID] = symbol
        return symbol
    }

    // MARK: Overlay bookkeeping

    /// Adds an overlay's scene item; `false` (with ``lastIgnoredError`` set) when the core refuses it.
    func attach(_ overlay: NMFOverlay) -> Bool {
        nextOverlayNumber += 1
        let id = SceneItemID("overlay-\(nextOverlayNumber)")
        do {
            try core.scene.add(try overlay.sceneItem(id: id))
        } catch {
            lastIgnoredError = error
            return false
        }
        overlay.overlayID = id.rawValue
        overlay.sequence = nextOverlayNumber
        overlays[id] = overlay
        return true
    }

    func detach(_ overlay: NMFOverlay) {
        let id = SceneItemID(overlay.overlayID)
        guard overlays[id] === overlay else { return }
        overlays[id] = nil
        _ = try? core.scene.remove(id)
        overlay.overlayID = ""
    }

    func overlayDidChange(_ overlay: NMFOverlay) {
        let id = SceneItemID(overlay.overlayID)
        guard overlays[id] === overlay else { return }
        ignoringErrors { () throws(MapCompatError) in try core.scene.update(try overlay.sceneItem(id: id)) }
    }

    /// The core's overlay decision hook: the tapped overlay's `touchHandler`.
    func overlayAnswer(_ id: SceneItemID) -> Bool {
        guard let overlay = overlays[id], let handler = overlay.touchHandler else { return false }
        return handler(overlay)
    }
}
