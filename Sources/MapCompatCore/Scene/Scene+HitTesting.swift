import Foundation

extension Scene {
    /// An item under a point.
    struct Hit {
        let slot: Int
        let order: DrawOrder
    }

    /// Every item drawn under a screen point, within `tolerance` points, topmost first (NAVER's `pickAll`).
    /// Hidden items and items outside their zoom range are left out; items without a handler are included.
    ///
    /// - Throws: ``MapCompatError`` naming `point` (not finite) or `tolerance` (not finite or negative).
    public func pickAll(
        at point: CGPoint, tolerance: Double, transform: ScreenTransform
    ) throws(MapCompatError) -> [SceneHit] {
        let rules = try HitTestRules(tolerance: tolerance)
        return try hits(at: point, rules: rules, transform: transform).compactMap { hit in
            slots[hit.slot].map { SceneHit(id: $0.item.id, kind: $0.item.kind) }
        }
    }

    /// The hits under a point with the rules' tolerance, topmost first.
    func hits(at point: CGPoint, rules: HitTestRules, transform: ScreenTransform) throws(MapCompatError) -> [Hit] {
        _ = try MapCompatError.finite(Double(point.x), "point.x")
        _ = try MapCompatError.finite(Double(point.y), "point.y")
        let zoom = transform.camera.zoom
        var hits: [Hit] = []
        visitBoxCandidates(near: point, rules: rules, transform: transform) { slot in
            guard let stored = slots[slot], stored.item.isShown(atZoom: zoom) else { return }
            let hit: Bool
            switch stored.item.shape {
            case .marker(let marker):
                hit =
                    marker.isRound
                    ? discHit(point, marker: marker, tolerance: rules.tolerance, transform: transform)
                    : boxHit(
                        point, world: marker.world, size: marker.size, anchor: marker.anchor, rules: rules,
                        transform: transform)
            case .symbol(let symbol):
                hit = boxHit(
                    point, world: symbol.world, size: symbol.size, anchor: CGPoint(x: 0.5, y: 0.5), rules: rules,
                    transform: transform)
            case .polyline, .polygon, .circle:
                hit = false
            }
            if hit { hits.append(Hit(slot: slot, order: stored.order)) }
        }
        let tapWorld = transform.worldPoint(at: point)
        for slot in shapeSlots {
            guard let stored = slots[slot], stored.item.isShown(atZoom: zoom) else { continue }
            let hit: Bool
            switch stored.item.shape {
            case .polyline(let line):
                hit = polylineHit(point, line: line, tolerance: rules.tolerance, transform: transform)
            case .polygon(let polygon):
                hit = polygonHit(point, tapWorld: tapWorld, polygon: polygon, rules.tolerance, transform)
            case .circle(let circle):
                hit = circleHit(point, tapWorld: tapWorld, circle: circle, rules.tolerance, transform)
            case .marker, .symbol:
                hit = false
            }
            if hit { hits.append(Hit(slot: slot, order: stored.order)) }
        }
        hits.sort { $0.order > $1.order }
        return hits
    }

    /// Calls `body` with every indexed marker or symbol whose anchor could put its box within the tolerance
    /// of `point`: the tap square grown by the largest reach, mapped to the ground. Perspective maps a
    /// square below the horizon to a convex quadrilateral whose corners are the images of the square's
    /// corners, so their bounding box is a safe query. A square that reaches the horizon scans everything.
    private func visitBoxCandidates(
        near point: CGPoint, rules: HitTestRules, transform: ScreenTransform, _ body: (Int) -> Void
    ) {
        guard grid.count > 0 else { return }
        let visit: (UInt32) -> Void = { body(Int($0)) }
        let radius = reach.bound + rules.tolerance * (rules.toleranceShape == .square ? 2.0.squareRoot() : 1) + 1
        var corners: [MercatorPoint] = []
        if radius < 1e9 {
            for (dx, dy) in [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)] {
                let corner = CGPoint(x: Double(point.x) + dx * radius, y: Double(point.y) + dy * radius)
                guard let world = transform.worldPoint(at: corner) else { break }
                corners.append(world)
            }
        }
        guard corners.count == 4 else {
            grid.forEach(minX: .min, maxX: .max, minY: .min, maxY: .max, visit)
            return
        }
        let scale = Self.gridScale
        let minX = corners.map(\.x).min() ?? 0
        let maxX = corners.map(\.x).max() ?? 0
        let minY = corners.map(\.y).min() ?? 0
        let maxY = corners.map(\.y).max() ?? 0
        let lowY = Int32(min(max((minY * scale).rounded(.down) - 1, -1), scale + 1))
        let highY = Int32(min(max((maxY * scale).rounded(.up) + 1, -1), scale + 1))
        guard maxX - minX < 0.5 else {
            grid.forEach(minX: .min, maxX: .max, minY: lowY, maxY: highY, visit)
            return
        }
        let base = minX.rounded(.down)
        let low = ((minX - base) * scale).rounded(.down) - 1
        let high = ((maxX - base) * scale).rounded(.up) + 1
        if high < scale {
            grid.forEach(minX: Int32(low), maxX: Int32(high), minY: lowY, maxY: highY, visit)
        } else {
            grid.forEach(minX: Int32(low), maxX: Int32(scale) - 1, minY: lowY, maxY: highY, visit)
            grid.forEach(minX: 0, maxX: Int32(high - scale), minY: lowY, maxY: highY, visit)
        }
    }

    private func boxHit(
        _ point: CGPoint, world: MercatorPoint, size: CGSize, anchor: CGPoint, rules: HitTestRules,
        transform: ScreenTransform
    ) -> Bool {
        guard let shown = transform.point(forWorld: world) else { return false }
        let gap = ScreenBox.gap(from: point, toBoxAt: shown, size: size, anchor: anchor, shape: rules.toleranceShape)
        return gap <= rules.tolerance
    }

    /// Inside the ellipse inscribed in a round marker's box, grown by the tolerance on each semi-axis (a
    /// disc stays a disc, whatever the tolerance shape).
    func discHit(
        _ point: CGPoint, marker: MarkerShape, tolerance: Double, transform: ScreenTransform
    ) -> Bool {
        guard let shown = transform.point(forWorld: marker.world) else { return false }
        let width = Double(marker.size.width)
        let height = Double(marker.size.height)
        let dx = Double(point.x) - (Double(shown.x) + (0.5 - Double(marker.anchor.x)) * width)
        let dy = Double(point.y) - (Double(shown.y) + (0.5 - Double(marker.anchor.y)) * height)
        let a = width / 2 + tolerance
        let b = height / 2 + tolerance
        guard a > 0, b > 0 else { return dx == 0 && dy == 0 }
        return (dx / a) * (dx / a) + (dy / b) * (dy / b) <= 1
    }

    /// Within half the stroke plus the tolerance of a segment, measured on screen. Segments with an end
    /// behind the camera are skipped.
    private func polylineHit(
        _ point: CGPoint, line: PolylineShape, tolerance: Double, transform: ScreenTransform
    ) -> Bool {
        let limit = line.width / 2 + tolerance
        let shown = line.world.map { transform.point(forWorld: $0) }
        for index in 1..<shown.count {
            guard let a = shown[index - 1], let b = shown[index] else { continue }
            if ScreenBox.distance(from: point, toSegment: a, b) <= limit { return true }
        }
        return false
    }

    /// Inside the fill on the ground (even–odd over the exterior and holes), or within the tolerance of an
    /// edge on screen.
    func polygonHit(
        _ point: CGPoint, tapWorld: MercatorPoint?, polygon: PolygonShape, _ tolerance: Double,
        _ transform: ScreenTransform
    ) -> Bool {
        if let tapWorld, let first = polygon.rings.first?.first {
            let x = tapWorld.x - (tapWorld.x - first.x).rounded()
            let y = tapWorld.y
            var inside = false
            for ring in polygon.rings {
                var previous = ring[ring.count - 1]
                for vertex in ring {
                    if (vertex.y > y) != (previous.y > y)
                        && x < (previous.x - vertex.x) * (y - vertex.y) / (previous.y - vertex.y) + vertex.x
                    {
                        inside.toggle()
                    }
                    previous = vertex
                }
            }
            if inside { return true }
        }
        guard tolerance > 0 else { return false }
        for ring in polygon.rings {
            let shown = ring.map { transform.point(forWorld: $0) }
            var previous = shown[shown.count - 1]
            for vertex in shown {
                if let a = previous, let b = vertex, ScreenBox.distance(from: point, toSegment: a, b) <= tolerance {
                    return true
                }
                previous = vertex
            }
        }
        return false
    }

    /// The ground distance (WGS84 geodesic) from the tapped position to the centre is at most the radius,
    /// so the test is right at any latitude, bearing and tilt. With a tolerance, a miss still hits when the
    /// circle's edge towards the tap is shown within the tolerance of it.
    func circleHit(
        _ point: CGPoint, tapWorld: MercatorPoint?, circle: CircleShape, _ tolerance: Double,
        _ transform: ScreenTransform
    ) -> Bool {
        guard let tapWorld else { return false }
        let tapped = WebMercator.unproject(tapWorld)
        guard let distance = try? Geodesic.inverse(from: circle.center, to: tapped).distance else { return false }
        if distance <= circle.radius { return true }
        guard tolerance > 0, distance > 0 else { return false }
        let centre = circle.world
        let dx = tapWorld.x - (tapWorld.x - centre.x).rounded() - centre.x
        let dy = tapWorld.y - centre.y
        let fraction = circle.radius / distance
        let edge = MercatorPoint(x: centre.x + dx * fraction, y: centre.y + dy * fraction)
        guard let shown = transform.point(forWorld: edge) else { return false }
        return (Double(shown.x) - Double(point.x)).hypot(Double(shown.y) - Double(point.y)) <= tolerance
    }
}
