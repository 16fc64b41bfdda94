import Foundation
import Testing

@testable import MapCompatCore

/// Hit shapes: polygon holes, polyline width and tolerance, circle radius in metres — flat and tilted.
@Suite("Scene hit shapes")
struct SceneShapeHitTests {
    private func ring(_ corners: [(Double, Double)], _ transform: ScreenTransform) throws -> [LatLng] {
        try corners.map { try position(at: CGPoint(x: $0.0, y: $0.1), transform) }
    }

    @Test("a tap in a polygon's hole misses it; in the ring it hits", arguments: ScenePose.all)
    func polygonHole(pose: ScenePose) throws {
        let transform = try pose.transform()
        // Straight lines on the ground stay straight on screen, so these screen squares are exact.
        let outer = try ring([(100, 300), (300, 300), (300, 500), (100, 500)], transform)
        let hole = try ring([(170, 370), (230, 370), (230, 430), (170, 430)], transform)
        var scene = Scene()
        try scene.add(
            SceneItem(id: "area", shape: .polygon(PolygonShape(exterior: outer, holes: [hole])), tap: .consume))
        let expectations: [(CGPoint, Bool)] = [
            (CGPoint(x: 200, y: 400), false),  // centre of the hole
            (CGPoint(x: 168, y: 400), true),  // ring, just outside the hole's left edge
            (CGPoint(x: 172, y: 400), false),  // hole, just inside its left edge
            (CGPoint(x: 130, y: 330), true),  // ring corner region
            (CGPoint(x: 298, y: 498), true),  // just inside the outer corner
            (CGPoint(x: 302, y: 400), false),  // just outside the outer edge
            (CGPoint(x: 200, y: 296), false),
        ]
        for (point, hit) in expectations {
            let events = describe(try routeTap(scene, at: point, transform).events)
            #expect(events == (hit ? ["overlay area consumed"] : ["map"]), "tap at \(point)")
        }
        // With NAVER's 2-point tolerance, a tap 1.5 points inside the hole's edge hits the ring.
        #expect(
            describe(try routeTap(scene, at: CGPoint(x: 171.5, y: 400), transform, rules: .naver).events) == [
                "overlay area consumed"
            ])
    }

    @Test("a polyline is hit within half its width, plus the tolerance", arguments: ScenePose.all)
    func polylineTolerance(pose: ScenePose) throws {
        let transform = try pose.transform()
        let points = try ring([(50, 420), (200, 400), (350, 400)], transform)
        var scene = Scene()
        try scene.add(SceneItem(id: "road", shape: .polyline(PolylineShape(points: points, width: 10)), tap: .consume))
        func hits(_ point: CGPoint, _ rules: HitTestRules) throws -> Bool {
            try routeTap(scene, at: point, transform, rules: rules).target != nil
        }
        #expect(try hits(CGPoint(x: 280, y: 404.5), .neutral))
        #expect(try hits(CGPoint(x: 280, y: 395.5), .neutral))
        #expect(try !hits(CGPoint(x: 280, y: 405.5), .neutral))
        #expect(try hits(CGPoint(x: 280, y: 406.5), .naver))
        #expect(try !hits(CGPoint(x: 280, y: 407.5), .naver))
        #expect(try !hits(CGPoint(x: 355.5, y: 400), .neutral), "the line ends at its last vertex")
        #expect(try hits(CGPoint(x: 354.5, y: 400), .neutral), "round cap of half the width")
        // A zero-width line is still hit within the tolerance (route-me has none, so it is not).
        let thin = try SceneItem(id: "thin", shape: .polyline(PolylineShape(points: points, width: 0)), tap: .consume)
        try scene.remove("road")
        try scene.add(thin)
        #expect(try hits(CGPoint(x: 280, y: 401.5), .naver))
        #expect(try !hits(CGPoint(x: 280, y: 401.5), .routeMe))
    }

    /// A position at `distance` metres from `center` along a fixed ground direction (bisection on the
    /// geodesic distance, so the test does not share the implementation's arithmetic).
    private func destination(from center: LatLng, metres distance: Double, towards direction: (Double, Double)) throws
        -> LatLng
    {
        let start = WebMercator.project(center)
        func at(_ t: Double) -> LatLng {
            WebMercator.unproject(MercatorPoint(x: start.x + t * direction.0, y: start.y + t * direction.1))
        }
        var low = 0.0
        var high = 1e-3
        while try Geodesic.inverse(from: center, to: at(high)).distance < distance { high *= 2 }
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if try Geodesic.inverse(from: center, to: at(middle)).distance < distance {
                low = middle
            } else {
                high = middle
            }
        }
        return at((low + high) / 2)
    }

    @Test(
        "a circle is hit within its radius in metres on the ground",
        arguments: [0.0, 45.0, 70.0], ScenePose.all)
    func circleRadius(latitude: Double, pose: ScenePose) throws {
        let transform = try pose.transform(latitude: latitude, longitude: 10, zoom: 14)
        let center = try LatLng(latitude: latitude, longitude: 10)
        let radius = 300.0
        var scene = Scene()
        try scene.add(SceneItem(id: "zone", shape: .circle(CircleShape(center: center, radius: radius)), tap: .consume))
        for direction in [(1.0, 0.0), (0.0, -1.0), (-0.6, 0.8), (0.7071, 0.7071)] {
            for (fraction, hit) in [(0.98, true), (1.02, false)] {
                let target = try destination(from: center, metres: radius * fraction, towards: direction)
                let point = try shown(target, transform)
                let events = describe(try routeTap(scene, at: point, transform).events)
                #expect(
                    events == (hit ? ["overlay zone consumed"] : ["map"]),
                    "latitude \(latitude), direction \(direction), \(fraction) × radius")
            }
        }
    }

    @Test("a circle's edge counts within the tolerance on screen", arguments: ScenePose.all)
    func circleTolerance(pose: ScenePose) throws {
        let transform = try pose.transform(latitude: 45, longitude: 10, zoom: 14)
        let center = try LatLng(latitude: 45, longitude: 10)
        var scene = Scene()
        try scene.add(SceneItem(id: "zone", shape: .circle(CircleShape(center: center, radius: 300)), tap: .consume))
        let edge = try shown(try destination(from: center, metres: 300, towards: (1, 0)), transform)
        let middle = try shown(center, transform)
        let dx = Double(edge.x) - Double(middle.x)
        let dy = Double(edge.y) - Double(middle.y)
        let length = (dx * dx + dy * dy).squareRoot()
        let outward = { (points: Double) in offset(edge, dx / length * points, dy / length * points) }
        #expect(try routeTap(scene, at: outward(1.5), transform, rules: .naver).target != nil)
        #expect(try routeTap(scene, at: outward(2.5), transform, rules: .naver).target == nil)
        #expect(try routeTap(scene, at: outward(1.5), transform, rules: .neutral).target == nil)
    }

    @Test("markers are screen-aligned boxes about their anchor at any bearing and tilt", arguments: ScenePose.all)
    func markerBox(pose: ScenePose) throws {
        let transform = try pose.transform()
        var scene = Scene()
        let anchor = CGPoint(x: 200, y: 400)
        try scene.add(
            marker("m", at: anchor, transform, size: CGSize(width: 40, height: 20), anchor: CGPoint(x: 0.25, y: 0.5)))
        // The box spans x 190...230, y 390...410.
        for (point, hit) in [
            (CGPoint(x: 190.5, y: 390.5), true), (CGPoint(x: 229.5, y: 409.5), true),
            (CGPoint(x: 189.5, y: 400), false),
            (CGPoint(x: 230.5, y: 400), false), (CGPoint(x: 200, y: 389.5), false), (CGPoint(x: 200, y: 410.5), false),
        ] {
            #expect((try routeTap(scene, at: point, transform).target != nil) == hit, "tap at \(point)")
        }
    }
}
