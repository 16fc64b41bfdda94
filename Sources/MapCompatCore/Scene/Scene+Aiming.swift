import Foundation

/// Where scene items are drawn, and where a finger lands on one: the geometry the hit test itself uses, so that
/// a test aiming at an item never copies an adapter's size or anchor rule.
extension Scene {
    /// The screen rectangle an item covers: the box of a marker or symbol, the bounds of a shape's outline
    /// (a line's widened by half its stroke). `nil` for an unknown id, or when no part of the item is in front
    /// of the camera.
    public func screenFrame(of id: SceneItemID, transform: ScreenTransform) -> CGRect? {
        guard let item = self[id] else { return nil }
        switch item.shape {
        case .marker(let marker):
            return box(world: marker.world, size: marker.size, anchor: marker.anchor, transform)
        case .symbol(let symbol):
            return box(world: symbol.world, size: symbol.size, anchor: CGPoint(x: 0.5, y: 0.5), transform)
        case .polyline(let line):
            return bounds(of: line.world, transform)?.insetBy(dx: -line.width / 2, dy: -line.width / 2)
        case .polygon(let polygon):
            return bounds(of: polygon.rings.first ?? [], transform)
        case .circle(let circle):
            return bounds(of: Self.compassPoints(of: circle), transform)
        }
    }

    /// A point on screen where a tap finds `id` first, with no tolerance: the centre of its frame when the hit
    /// test answers so there, else the first such point of a grid over the frame (and, for lines, the middle
    /// of each segment). `nil` when the item is hidden, off screen, or covered wherever it was sampled.
    public func aimPoint(at id: SceneItemID, transform: ScreenTransform) -> CGPoint? {
        guard let frame = screenFrame(of: id, transform: transform) else { return nil }
        let viewport = transform.viewport
        let isTopmost = { (point: CGPoint) -> Bool in
            guard viewport.contains(point) else { return false }
            let hits = try? pickAll(at: point, tolerance: 0, transform: transform)
            return hits?.first?.id == id
        }
        return Self.aimCandidates(in: frame, item: self[id], transform: transform).first(where: isTopmost)
    }

    /// The points to aim at in a frame: the centre first, then segment middles for lines, then a 9 × 9 grid.
    static func aimCandidates(in frame: CGRect, item: SceneItem?, transform: ScreenTransform) -> [CGPoint] {
        var points = [CGPoint(x: frame.midX, y: frame.midY)]
        if case .polyline(let line) = item?.shape {
            let shown = line.world.compactMap { transform.point(forWorld: $0) }
            for (a, b) in zip(shown, shown.dropFirst()) {
                points.append(CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2))
            }
        }
        let steps = 9
        for row in 0..<steps {
            for column in 0..<steps {
                points.append(
                    CGPoint(
                        x: frame.minX + frame.width * (Double(column) + 0.5) / Double(steps),
                        y: frame.minY + frame.height * (Double(row) + 0.5) / Double(steps)))
            }
        }
        return points
    }

    private func box(world: MercatorPoint, size: CGSize, anchor: CGPoint, _ transform: ScreenTransform) -> CGRect? {
        guard let shown = transform.point(forWorld: world) else { return nil }
        return CGRect(
            x: shown.x - anchor.x * size.width, y: shown.y - anchor.y * size.height, width: size.width,
            height: size.height)
    }

    private func bounds(of world: [MercatorPoint], _ transform: ScreenTransform) -> CGRect? {
        let shown = world.compactMap { transform.point(forWorld: $0) }
        guard let first = shown.first else { return nil }
        return shown.dropFirst().reduce(CGRect(origin: first, size: .zero)) { frame, point in
            frame.union(CGRect(origin: point, size: .zero))
        }
    }

    /// The circle's centre and the points its radius reaches north, east, south and west, each scaled from
    /// the ground length of a thousandth of a degree there (a frame to search, not a hit rule).
    private static func compassPoints(of circle: CircleShape) -> [MercatorPoint] {
        let step = 0.001
        let center = circle.center
        var points = [center]
        if let north = try? LatLng(latitude: min(center.latitude + step, 90), longitude: center.longitude),
            let east = try? LatLng(latitude: center.latitude, longitude: center.longitude + step),
            let perLatitude = try? Geodesic.inverse(from: center, to: north).distance,
            let perLongitude = try? Geodesic.inverse(from: center, to: east).distance,
            perLatitude > 0, perLongitude > 0
        {
            let dLat = step * circle.radius / perLatitude
            let dLng = step * circle.radius / perLongitude
            for (lat, lng) in [(dLat, 0.0), (-dLat, 0), (0, dLng), (0, -dLng)] {
                if let point = try? LatLng(
                    latitude: max(-85, min(85, center.latitude + lat)), longitude: center.longitude + lng)
                {
                    points.append(point)
                }
            }
        }
        return points.map(WebMercator.project)
    }
}
