import Foundation

extension Scene {
    /// Every item drawn at least partly inside a screen rectangle, topmost first (MapLibre's
    /// `visibleFeaturesInRect:`, maplibre-native `platform/ios/src/MLNMapView.mm`, which queries the box's
    /// features): a marker or symbol whose box (a round marker's disc) meets the rectangle, a polyline whose
    /// stroke does, a polygon or circle that covers part of it. Hidden items and items outside their zoom
    /// range are left out. Each item is tested (O(n)).
    ///
    /// - Throws: ``MapCompatError`` naming `rect` when a side is not finite.
    public func pickAll(in rect: CGRect, transform: ScreenTransform) throws(MapCompatError) -> [SceneHit] {
        for (value, name) in [
            (rect.origin.x, "rect.x"), (rect.origin.y, "rect.y"), (rect.size.width, "rect.width"),
            (rect.size.height, "rect.height"),
        ] {
            _ = try MapCompatError.finite(Double(value), name)
        }
        let box = rect.standardized
        let zoom = transform.camera.zoom
        var hits: [Hit] = []
        for (slot, stored) in slots.enumerated() {
            guard let stored, stored.item.isShown(atZoom: zoom) else { continue }
            if meets(box, stored.item.shape, transform) { hits.append(Hit(slot: slot, order: stored.order)) }
        }
        hits.sort { $0.order > $1.order }
        return hits.compactMap { hit in slots[hit.slot].map { SceneHit(id: $0.item.id, kind: $0.item.kind) } }
    }

    private func meets(_ box: CGRect, _ shape: SceneShape, _ transform: ScreenTransform) -> Bool {
        switch shape {
        case .marker(let marker):
            if marker.isRound {
                guard let shown = transform.point(forWorld: marker.world) else { return false }
                let centre = CGPoint(
                    x: Double(shown.x) + (0.5 - Double(marker.anchor.x)) * Double(marker.size.width),
                    y: Double(shown.y) + (0.5 - Double(marker.anchor.y)) * Double(marker.size.height))
                return discHit(Self.nearest(in: box, to: centre), marker: marker, tolerance: 0, transform: transform)
            }
            return boxMeets(box, world: marker.world, size: marker.size, anchor: marker.anchor, transform)
        case .symbol(let symbol):
            return boxMeets(box, world: symbol.world, size: symbol.size, anchor: CGPoint(x: 0.5, y: 0.5), transform)
        case .polyline(let line):
            let shown = line.world.map { transform.point(forWorld: $0) }
            for index in 1..<shown.count {
                guard let a = shown[index - 1], let b = shown[index] else { continue }
                if Self.distance(from: box, toSegment: a, b) <= line.width / 2 { return true }
            }
            return false
        case .polygon(let polygon):
            let centre = CGPoint(x: box.midX, y: box.midY)
            if polygonHit(centre, tapWorld: transform.worldPoint(at: centre), polygon: polygon, 0, transform) {
                return true
            }
            for ring in polygon.rings {
                let shown = ring.map { transform.point(forWorld: $0) }
                var previous = shown[shown.count - 1]
                for vertex in shown {
                    if let a = previous, let b = vertex, Self.distance(from: box, toSegment: a, b) == 0 { return true }
                    previous = vertex
                }
            }
            return false
        case .circle(let circle):
            guard let shown = transform.point(forWorld: circle.world) else { return false }
            let nearest = Self.nearest(in: box, to: shown)
            return circleHit(nearest, tapWorld: transform.worldPoint(at: nearest), circle: circle, 0, transform)
        }
    }

    private func boxMeets(
        _ box: CGRect, world: MercatorPoint, size: CGSize, anchor: CGPoint, _ transform: ScreenTransform
    ) -> Bool {
        guard let shown = transform.point(forWorld: world) else { return false }
        let item = CGRect(
            x: Double(shown.x) - Double(anchor.x) * Double(size.width),
            y: Double(shown.y) - Double(anchor.y) * Double(size.height), width: Double(size.width),
            height: Double(size.height))
        return item.minX <= box.maxX && box.minX <= item.maxX && item.minY <= box.maxY && box.minY <= item.maxY
    }

    /// The point of a rectangle nearest to `point`.
    static func nearest(in box: CGRect, to point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, box.minX), box.maxX), y: min(max(point.y, box.minY), box.maxY))
    }

    /// The distance between a rectangle and a segment: 0 when they meet.
    static func distance(from box: CGRect, toSegment a: CGPoint, _ b: CGPoint) -> Double {
        if box.contains(a) || box.contains(b) { return 0 }
        let corners = [
            CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY), CGPoint(x: box.maxX, y: box.maxY),
            CGPoint(x: box.minX, y: box.maxY),
        ]
        for index in 0..<4 where segmentsCross(a, b, corners[index], corners[(index + 1) % 4]) { return 0 }
        let fromEnds = [a, b].map { end in
            let near = nearest(in: box, to: end)
            return (Double(near.x) - Double(end.x)).hypot(Double(near.y) - Double(end.y))
        }
        let fromCorners = corners.map { ScreenBox.distance(from: $0, toSegment: a, b) }
        return (fromEnds + fromCorners).min() ?? .infinity
    }

    /// Whether segments p–q and r–s cross or touch.
    private static func segmentsCross(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint, _ s: CGPoint) -> Bool {
        func side(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> Double {
            (Double(b.x) - Double(a.x)) * (Double(c.y) - Double(a.y)) - (Double(b.y) - Double(a.y))
                * (Double(c.x) - Double(a.x))
        }
        let d1 = side(r, s, p)
        let d2 = side(r, s, q)
        let d3 = side(p, q, r)
        let d4 = side(p, q, s)
        return ((d1 <= 0 && d2 >= 0) || (d1 >= 0 && d2 <= 0)) && ((d3 <= 0 && d4 >= 0) || (d3 >= 0 && d4 <= 0))
    }
}
