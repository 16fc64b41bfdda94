import MapCompatCore

extension Spec.SceneItem {
    /// The core scene item for a spec item, or `nil` for kinds the scene does not hold (annotations and
    /// indoor maps live elsewhere in the map).
    func coreItem() throws -> MapCompatCore.SceneItem? {
        let shape: SceneShape
        switch content {
        case .marker(let marker):
            shape = .marker(try MarkerShape(position: marker.position, size: marker.size, anchor: marker.anchor))
        case .symbol(let symbol):
            shape = .symbol(try SymbolShape(position: symbol.position, caption: symbol.caption, size: symbol.size))
        case .polyline(let line):
            shape = .polyline(try PolylineShape(points: line.points, width: line.width))
        case .polygon(let polygon):
            shape = .polygon(try PolygonShape(exterior: polygon.points, holes: polygon.holes))
        case .circle(let circle):
            shape = .circle(try CircleShape(center: circle.center, radius: circle.radius))
        case .annotation, .indoor:
            return nil
        }
        return try MapCompatCore.SceneItem(
            id: SceneItemID(id), shape: shape, z: z, globalZ: globalZ, isVisible: visible,
            tap: tap?.coreHandling ?? .none)
    }
}

extension Spec.TapHandling {
    /// The fixed answer a spec gives for a handler.
    var coreHandling: MapCompatCore.TapHandling { self == .consume ? .consume : .propagate }
}
