import Foundation
import Testing

@testable import MapCompatCore

/// The scene's indexed lookup against testing every marker on screen: no marker may be missed, at any
/// bearing, tilt or zoom, and after moves and removals.
@Suite("Scene marker index")
struct SceneMarkerIndexTests {
    /// Every shown marker or symbol whose screen box is within `tolerance` of the point, topmost first,
    /// found by projecting each one.
    private func bruteForce(_ items: [SceneItem], at point: CGPoint, tolerance: Double, _ transform: ScreenTransform)
        -> [SceneItemID]
    {
        let zoom = transform.camera.zoom
        var hits: [(order: Int, id: SceneItemID)] = []
        for (order, item) in items.enumerated() where item.isShown(atZoom: zoom) {
            let box: (LatLng, CGSize, CGPoint)
            switch item.shape {
            case .marker(let marker): box = (marker.position, marker.size, marker.anchor)
            case .symbol(let symbol): box = (symbol.position, symbol.size, CGPoint(x: 0.5, y: 0.5))
            default: continue
            }
            guard let shown = transform.point(for: box.0) else { continue }
            let left = Double(shown.x) - Double(box.2.x) * Double(box.1.width)
            let top = Double(shown.y) - Double(box.2.y) * Double(box.1.height)
            let dx = max(left - Double(point.x), 0, Double(point.x) - left - Double(box.1.width))
            let dy = max(top - Double(point.y), 0, Double(point.y) - top - Double(box.1.height))
            if (dx * dx + dy * dy).squareRoot() <= tolerance { hits.append((order, item.id)) }
        }
        return hits.sorted { $0.order > $1.order }.map(\.id)
    }

    private func randomScene(around transform: ScreenTransform, count: Int, random: inout SplitMix64) throws -> Scene {
        var scene = Scene()
        for index in 0..<count {
            // Spread over and beyond the view, so some anchors are off screen while their boxes reach in.
            let point = CGPoint(x: random.unit() * 600 - 100, y: random.unit() * 1000 - 100)
            guard let position = transform.coordinate(at: point) else { continue }
            let size = CGSize(width: 4 + random.unit() * 80, height: 4 + random.unit() * 80)
            let anchor = CGPoint(x: random.unit() * 1.4 - 0.2, y: random.unit() * 1.4 - 0.2)
            let shape: SceneShape =
                index % 7 == 0
                ? .symbol(try SymbolShape(position: position, caption: "s\(index)", size: size))
                : .marker(try MarkerShape(position: position, size: size, anchor: anchor))
            try scene.add(
                SceneItem(
                    id: SceneItemID("i\(index)"), shape: shape, z: random.below(3), isVisible: random.below(10) > 0,
                    minZoom: random.below(8) == 0 ? 18 : 0))
        }
        return scene
    }

    private func compare(_ scene: Scene, _ transform: ScreenTransform, random: inout SplitMix64, taps: Int) throws {
        let items = scene.items
        for _ in 0..<taps {
            let point = CGPoint(x: random.unit() * 400, y: random.unit() * 800)
            let tolerance = random.below(3) == 0 ? 2.0 : 0
            let indexed = try scene.pickAll(at: point, tolerance: tolerance, transform: transform).map(\.id)
            #expect(indexed == bruteForce(items, at: point, tolerance: tolerance, transform), "tap at \(point)")
        }
    }

    @Test(
        "indexed picks equal brute force",
        arguments: [(15.0, 0.0, 0.0), (15, 45, 60), (17.5, 300, 60), (9, 120, 30), (1.5, 0, 0), (0, 200, 60)])
    func matchesBruteForce(zoom: Double, bearing: Double, tilt: Double) throws {
        let camera = Camera(
            center: try LatLng(latitude: 37.5666, longitude: 179.99), zoom: zoom, bearing: bearing, tilt: tilt)
        let transform = ScreenTransform(camera: camera, viewport: .neutral)
        var random = SplitMix64(seed: UInt64(zoom * 100 + bearing + tilt))
        var scene = try randomScene(around: transform, count: 800, random: &random)
        try compare(scene, transform, random: &random, taps: 150)
        // Move a third of the markers and remove another third, then compare again.
        let ids = scene.items.map(\.id)
        for (index, id) in ids.enumerated() {
            switch index % 3 {
            case 0:
                let point = CGPoint(x: random.unit() * 400, y: random.unit() * 800)
                try scene.move(id, to: try #require(transform.coordinate(at: point)))
            case 1: try scene.remove(id)
            default: break
            }
        }
        try compare(scene, transform, random: &random, taps: 150)
    }

    @Test("add, move and remove do not depend on how many markers the scene holds")
    func updatesAreLocal() throws {
        // Structural check (no clock in tests): one update touches one grid cell list and one table slot,
        // so the grid's cell count changes by at most one per update, whatever the scene's size.
        let transform = try ScenePose.flat.transform()
        var random = SplitMix64(seed: 5)
        var scene = try randomScene(around: transform, count: 3000, random: &random)
        let before = scene.grid.cellCount
        try scene.add(marker("extra", at: CGPoint(x: 10, y: 10), transform))
        #expect(abs(scene.grid.cellCount - before) <= 1)
        try scene.move("extra", to: try position(at: CGPoint(x: 390, y: 790), transform))
        #expect(abs(scene.grid.cellCount - before) <= 1)
        try scene.remove("extra")
        #expect(scene.grid.cellCount == before)
        #expect(scene.grid.count == scene.count)
    }
}
