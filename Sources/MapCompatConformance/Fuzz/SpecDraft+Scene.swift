import Foundation
import MapCompatCore

extension SpecDraft {
    /// Zero to five scene items of the kinds allowed, placed on screen, with tap handlers that consume,
    /// propagate or are absent.
    mutating func sceneItems() -> [Spec.SceneItem] {
        let kinds = Spec.SceneItem.kinds.filter { allows(.scene($0)) }
        guard !kinds.isEmpty else { return [] }
        let count = random.weighted([(0, 2.0), (1, 3.0), (2, 3.0), (3, 2.0), (5, 1.0)]) ?? 0
        var items: [Spec.SceneItem] = []
        var indoorCount = 0
        for index in 0..<count {
            guard var kind = random.pick(kinds) else { break }
            if kind == "indoor" {
                indoorCount += 1
                if indoorCount > 1 { kind = kinds.first { $0 != "indoor" } ?? kind }
            }
            if let item = sceneItem(kind: kind, id: "\(kind)\(index + 1)") { items.append(item) }
        }
        return items
    }

    private mutating func sceneItem(kind: String, id: String) -> Spec.SceneItem? {
        guard let content = content(kind: kind) else { return nil }
        var item = Spec.SceneItem(id: id, content: content)
        if kind != "indoor" {
            if random.chance(0.3) { item.z = random.int(-2...2) }
            if kind != "annotation", allows(.scene("globalZ")), random.chance(0.2) {
                item.globalZ = random.pick([-1, 1]) ?? 0
            }
            if random.chance(0.1) { item.visible = false }
            let handlings = Spec.TapHandling.allCases.filter { allows(.scene("tapHandler.\($0.rawValue)")) }
            if kind != "annotation", !handlings.isEmpty, random.chance(0.6) || !allows(.scene("tapHandler.none")) {
                item.tap = random.pick(handlings)
            }
        }
        return item
    }

    private mutating func content(kind: String) -> Spec.SceneItem.Content? {
        switch kind {
        case "marker":
            guard let position = screenPosition() else { return nil }
            var marker = Spec.SceneItem.Marker(position: position)
            if random.chance(0.3) { marker.size = size() }
            if random.chance(0.2) { marker.anchor = CGPoint(x: 0.5, y: 0.5) }
            return .marker(marker)
        case "symbol":
            guard let position = screenPosition() else { return nil }
            var symbol = Spec.SceneItem.Symbol(position: position, caption: random.pick(Self.captions) ?? "")
            if random.chance(0.3) { symbol.size = size() }
            return .symbol(symbol)
        case "polyline":
            let points = (0..<random.int(2...4)).compactMap { _ in screenPosition() }
            guard points.count >= 2 else { return nil }
            return .polyline(Spec.SceneItem.Polyline(points: points, width: random.number(2...16, step: 1)))
        case "polygon":
            let centre = screenPoint(margin: 60)
            let radius = random.number(20...120, step: 1)
            let outer = ring(around: centre, radius: radius, corners: random.int(3...6))
            guard outer.count >= 3 else { return nil }
            let holes =
                allows(.scene("polygonHoles")) && random.chance(0.2)
                ? [ring(around: centre, radius: radius / 3, corners: 3)] : []
            return .polygon(Spec.SceneItem.Polygon(points: outer, holes: holes.filter { $0.count >= 3 }))
        case "circle":
            guard let centre = screenPosition() else { return nil }
            let radius = FuzzRandom.round(random.number(10...120, step: 1) * projection.metresPerPoint, step: 1)
            return .circle(Spec.SceneItem.Circle(center: centre, radius: radius))
        case "annotation":
            return annotation().map(Spec.SceneItem.Content.annotation)
        default:
            return indoor().map(Spec.SceneItem.Content.indoor)
        }
    }

    private mutating func annotation() -> Spec.SceneItem.Annotation? {
        guard let position = screenPosition(margin: 40) else { return nil }
        var annotation = Spec.SceneItem.Annotation(position: position)
        if random.chance(0.2) { annotation.size = size() }
        if random.chance(0.7) { annotation.title = random.pick(Self.captions) }
        if random.chance(0.3) { annotation.subtitle = "subtitle" }
        if random.chance(0.1) { annotation.enabled = false }
        if allows(.scene("callout")), random.chance(0.5) {
            annotation.callout = true
            if allows(.scene("calloutOffset")), random.chance(0.2) {
                annotation.calloutOffset = CGPoint(
                    x: random.number(-20...20, step: 1), y: random.number(-20...20, step: 1))
            }
            annotation.accessories = random.subset([CalloutPart.left, .right], 0.3)
        }
        if allows(.scene("draggable")), random.chance(0.4) { annotation.draggable = true }
        return annotation
    }

    private mutating func indoor() -> Spec.SceneItem.Indoor? {
        let a = screenPoint(margin: 20)
        let b = screenPoint(margin: 20)
        guard let corner1 = projection.position(at: a), let corner2 = projection.position(at: b) else { return nil }
        let south = min(corner1.latitude, corner2.latitude)
        let north = max(corner1.latitude, corner2.latitude)
        let west = min(corner1.longitude, corner2.longitude)
        let east = max(corner1.longitude, corner2.longitude)
        guard north > south, east > west,
            let bounds = try? LatLngBounds(south: south, west: west, north: north, east: east)
        else { return nil }
        let levels = Array(["B1", "1F", "2F", "3F"].prefix(random.int(1...4)))
        let level = random.pick(levels) ?? "B1"
        let minZoom = random.chance(0.3) ? random.number(12...17, step: 1) : nil
        return Spec.SceneItem.Indoor(bounds: bounds, levels: levels, level: level, minZoom: minZoom)
    }

    private mutating func size() -> CGSize {
        CGSize(width: random.number(8...80, step: 1), height: random.number(8...80, step: 1))
    }

    /// A convex ring of positions around a screen point.
    private mutating func ring(around centre: CGPoint, radius: Double, corners: Int) -> [LatLng] {
        (0..<corners).compactMap { corner in
            let angle = 2 * Double.pi * Double(corner) / Double(corners)
            let point = CGPoint(
                x: FuzzRandom.round(Double(centre.x) + radius * cos(angle), step: 1),
                y: FuzzRandom.round(Double(centre.y) + radius * sin(angle), step: 1))
            return projection.position(at: point)
        }
    }

    static let captions = ["Cafe", "Station", "Museum", "Park", "Library"]
}
