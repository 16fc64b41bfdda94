import Foundation
import MapCompatCore

/// What the map view keeps for one added overlay.
final class OverlayRecord {
    let overlay: any MKOverlay
    var renderer: MKOverlayRenderer?
    var level: MKOverlayLevel

    init(overlay: any MKOverlay, level: MKOverlayLevel) {
        self.overlay = overlay
        self.level = level
    }
}

@available(*, unavailable)
extension OverlayRecord: Sendable {}

/// Overlays as `MKMapView` manages them: polylines, polygons (with holes) and circles are the core's scene items,
/// which taps pass through (MapKit overlays take no taps); other overlays (tiles, say) are kept and not drawn.
extension MKMapView {
    /// Every overlay added, in drawing order.
    public var overlays: [any MKOverlay] { overlayOrder.compactMap { overlayRecords[$0]?.overlay } }

    /// The overlays of one level, in drawing order.
    public func overlays(in level: MKOverlayLevel) -> [any MKOverlay] {
        overlayOrder.compactMap { overlayRecords[$0] }.filter { $0.level == level }.map(\.overlay)
    }

    /// The renderer the delegate gave for an overlay; `nil` for one the map does not have.
    public func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? {
        overlayIDs[ObjectIdentifier(overlay)].flatMap { overlayRecords[$0]?.renderer }
    }

    /// Adds an overlay above the others, above roads.
    public func addOverlay(_ overlay: any MKOverlay) {
        addOverlay(overlay, level: .aboveRoads)
    }

    /// Adds an overlay above the others at a level; the delegate hears of its renderer.
    public func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) {
        if let renderer = insert(overlay, at: overlayOrder.count, level: level) {
            delegate?.mapView(self, didAdd: [renderer])
        }
    }

    /// Adds several overlays above roads.
    public func addOverlays(_ overlays: [any MKOverlay]) {
        addOverlays(overlays, level: .aboveRoads)
    }

    /// Adds several overlays at a level; the delegate hears of their renderers in one call.
    public func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) {
        let renderers = overlays.compactMap { insert($0, at: overlayOrder.count, level: level) }
        if !renderers.isEmpty { delegate?.mapView(self, didAdd: renderers) }
    }

    /// Inserts an overlay at a place in the drawing order.
    public func insertOverlay(_ overlay: any MKOverlay, at index: Int) {
        insertOverlay(overlay, at: index, level: .aboveRoads)
    }

    /// Inserts an overlay at a place in the drawing order, at a level.
    public func insertOverlay(_ overlay: any MKOverlay, at index: Int, level: MKOverlayLevel) {
        if let renderer = insert(overlay, at: index, level: level) { delegate?.mapView(self, didAdd: [renderer]) }
    }

    /// Inserts an overlay just above another.
    public func insertOverlay(_ overlay: any MKOverlay, above sibling: any MKOverlay) {
        let index = overlayIDs[ObjectIdentifier(sibling)].flatMap { overlayOrder.firstIndex(of: $0) }
        insertOverlay(overlay, at: (index ?? overlayOrder.count - 1) + 1)
    }

    /// Inserts an overlay just below another.
    public func insertOverlay(_ overlay: any MKOverlay, below sibling: any MKOverlay) {
        let index = overlayIDs[ObjectIdentifier(sibling)].flatMap { overlayOrder.firstIndex(of: $0) }
        insertOverlay(overlay, at: index ?? 0)
    }

    /// Swaps two overlays in the drawing order.
    public func exchangeOverlay(_ overlay1: any MKOverlay, with overlay2: any MKOverlay) {
        guard let first = overlayIDs[ObjectIdentifier(overlay1)].flatMap({ overlayOrder.firstIndex(of: $0) }),
            let second = overlayIDs[ObjectIdentifier(overlay2)].flatMap({ overlayOrder.firstIndex(of: $0) })
        else { return }
        exchangeOverlay(at: first, withOverlayAt: second)
    }

    /// Swaps the overlays at two places of the drawing order; a place outside the list does nothing.
    public func exchangeOverlay(at index1: Int, withOverlayAt index2: Int) {
        guard overlayOrder.indices.contains(index1), overlayOrder.indices.contains(index2) else { return }
        overlayOrder.swapAt(index1, index2)
    }

    /// Removes an overlay.
    public func removeOverlay(_ overlay: any MKOverlay) {
        guard let id = overlayIDs[ObjectIdentifier(overlay)] else { return }
        if core.scene.contains(id) {
            do { _ = try core.scene.remove(id) } catch { ignore(error, value: "\(id)") }
        }
        overlayRecords[id] = nil
        overlayIDs[ObjectIdentifier(overlay)] = nil
        overlayOrder.removeAll { $0 == id }
        (overlay as? MKShape)?.onChange = nil
    }

    /// Removes several overlays.
    public func removeOverlays(_ overlays: [any MKOverlay]) {
        for overlay in overlays { removeOverlay(overlay) }
    }

    /// Re-asks the delegate for every overlay's renderer.
    func refreshOverlays() {
        for id in overlayOrder {
            guard let record = overlayRecords[id] else { continue }
            record.renderer = nil
            place(id, record)
        }
    }

    /// Adds an overlay's record and scene item; returns its renderer, or `nil` when nothing was added.
    private func insert(_ overlay: any MKOverlay, at index: Int, level: MKOverlayLevel) -> MKOverlayRenderer? {
        guard overlayIDs[ObjectIdentifier(overlay)] == nil else { return nil }
        nextOverlayNumber += 1
        let id = SceneItemID("mk-overlay-\(nextOverlayNumber)")
        let record = OverlayRecord(overlay: overlay, level: level)
        overlayRecords[id] = record
        overlayIDs[ObjectIdentifier(overlay)] = id
        overlayOrder.insert(id, at: min(max(index, 0), overlayOrder.count))
        place(id, record)
        (overlay as? MKShape)?.onChange = { [weak self, weak record] in
            guard let self, let record else { return }
            self.place(id, record)
        }
        return record.renderer
    }

    /// Asks for the renderer if needed and puts the overlay's scene item in the core's scene, or replaces it.
    private func place(_ id: SceneItemID, _ record: OverlayRecord) {
        let renderer = record.renderer ?? delegate?.mapView(self, rendererFor: record.overlay)
        record.renderer = renderer ?? MKOverlayRenderer(overlay: record.overlay)
        record.renderer?.onChange = { [weak self, weak record] in
            guard let self, let record else { return }
            self.place(id, record)
        }
        do {
            guard let shape = try sceneShape(of: record.overlay, renderer: record.renderer) else { return }
            let item = try SceneItem(id: id, shape: shape, tap: .none)
            if core.scene.contains(id) { try core.scene.update(item) } else { try core.scene.add(item) }
        } catch {
            ignore(error, value: "\(id)")
        }
    }

    /// The core geometry of an overlay: a polyline with the renderer's line width, a polygon with holes, a
    /// circle; `nil` for an overlay the core does not draw.
    private func sceneShape(of overlay: any MKOverlay, renderer: MKOverlayRenderer?) throws(MapCompatError)
        -> SceneShape?
    {
        switch overlay {
        case let polygon as MKPolygon:
            var holes: [[LatLng]] = []
            for interior in polygon.interiorPolygons ?? [] { holes.append(try interior.positions()) }
            return .polygon(try PolygonShape(exterior: try polygon.positions(), holes: holes))
        case let line as MKPolyline:
            let width = Double((renderer as? MKOverlayPathRenderer)?.lineWidth ?? 0)
            return .polyline(try PolylineShape(points: try line.positions(), width: max(width, 0)))
        case let circle as MKCircle:
            return .circle(try CircleShape(center: try circle.coordinate.latLng(), radius: circle.radius))
        default:
            return nil
        }
    }
}
