import Foundation
import MapCompatCore

extension NMFMapView {
    /// NAVER's tap tolerance in points (`pickTolerance`): the core's hit-test tolerance, 2 for NAVER. A
    /// negative value is ignored and
    /// reported on `core.diagnostics` (field `NMFMapView.pickTolerance`).
    public var pickTolerance: Int {
        get { Int(core.hitTestRules.tolerance.rounded()) }
        set {
            let rules = core.hitTestRules
            do {
                core.hitTestRules = try HitTestRules(
                    tolerance: Double(newValue), toleranceShape: rules.toleranceShape, winner: rules.winner,
                    cyclesOnRepeatedTaps: rules.cyclesOnRepeatedTaps)
            } catch {
                report(MapCompatError(error.code, field: "pickTolerance", error.message), value: "\(newValue)")
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
    public func pick(_ point: CGPoint) -> (any NMFPickable)? {
        pickAll(point, withTolerance: 0).first
    }

    /// Every overlay and symbol within `tolerance` points of a point, topmost first (the core's
    /// `pickAll(at:tolerance:)`). A point that is not finite or a negative tolerance picks nothing and is
    /// reported on `core.diagnostics`.
    public func pickAll(_ point: CGPoint, withTolerance tolerance: Int) -> [any NMFPickable] {
        do {
            return try core.pickAll(at: point, tolerance: Double(tolerance)).compactMap { hit -> (any NMFPickable)? in
                if let overlay = overlays[hit.id] { return overlay }
                return symbols[hit.id]
            }
        } catch {
            report(error, value: "\(point), \(tolerance)", prefix: "pickAll")
            return []
        }
    }

    /// The overlays on this map, in the order they were added.
    ///
    /// MapCompat addition: NAVER keeps no such list.
    public var addedOverlays: [NMFOverlay] {
        overlays.values.sorted { $0.sequence < $1.sequence }
    }

    // MARK: Basemap fixtures

    /// Places a basemap symbol (a label of the map itself) — the headless stand-in for NAVER's map data,
    /// which the app cannot edit. Symbols answer taps through the delegates' symbol method.
    ///
    /// `hidden`, `zIndex` and `globalZIndex` stand for the map's own drawing of its data (a label the style
    /// leaves out, one drawn above another): a hidden symbol takes no taps, and the order decides which of
    /// two overlapping symbols or overlays a tap hits, as ``NMFOverlay/zIndex`` and
    /// ``NMFOverlay/globalZIndex`` do for overlays.
    ///
    /// - Throws: `MapCompatError` naming `id` (empty or taken), `position.lat`,
    ///   `position.lng` or `size`.
    @discardableResult
    public func addBasemapSymbol(
        id: String, caption: String, position: NMGLatLng, size: CGSize = SymbolShape.defaultSize,
        hidden: Bool = false, zIndex: Int = 0, globalZIndex: Int = 0
    ) throws(MapCompatError) -> NMFSymbol {
        let coordinate = try NMFOverlay.located("position") { () throws(MapCompatError) in
            try position.coreLatLng()
        }
        let itemID = SceneItemID(id)
        try core.scene.addSymbol(
            id: itemID, caption: caption, at: coordinate, size: size, z: zIndex, globalZ: globalZIndex,
            isVisible: !hidden)
        let symbol = NMFSymbol(identifier: id, caption: caption, position: position)
        symbols[itemID] = symbol
        return symbol
    }

    // MARK: Overlay bookkeeping

    /// Adds an overlay's scene item; `false` (reported on `core.diagnostics`) when the core refuses it.
    func attach(_ overlay: NMFOverlay) -> Bool {
        let (name, number) = core.newIdentifier(prefix: "overlay")
        let id = SceneItemID(name)
        do {
            try core.scene.add(try overlay.sceneItem(id: id, on: self))
        } catch {
            report(error, value: "\(overlay)", type: "\(type(of: overlay))")
            return false
        }
        overlay.overlayID = id.rawValue
        overlay.sequence = number
        overlays[id] = overlay
        return true
    }

    func detach(_ overlay: NMFOverlay) {
        let id = SceneItemID(overlay.overlayID)
        guard overlays[id] === overlay else { return }
        overlays[id] = nil
        _ = try? core.scene.remove(id)
        overlay.overlayID = ""
        // NAVER closes a marker's info window when the marker leaves the map.
        (overlay as? NMFMarker)?.infoWindow?.close()
    }

    func overlayDidChange(_ overlay: NMFOverlay) {
        let id = SceneItemID(overlay.overlayID)
        guard overlays[id] === overlay else { return }
        do {
            try core.scene.update(try overlay.sceneItem(id: id, on: self))
        } catch {
            report(error, value: "\(overlay)", action: .keptPrevious, type: "\(type(of: overlay))")
        }
    }

    /// The core's overlay decision hook: the tapped overlay's `touchHandler`.
    func overlayAnswer(_ id: SceneItemID) -> Bool {
        guard let overlay = overlays[id], let handler = overlay.touchHandler else { return false }
        return handler(overlay)
    }
}
