import Foundation
import Testing

@testable import MapCompatCore

/// Seed 000's tap rules (NAVER "Tap overlays" / "Tap symbols"), each flat and at bearing 45 / tilt 60.
@Suite("Scene tap routing")
struct SceneTapRoutingTests {
    /// A marker's anchor (bottom-centre) sits here; a tap 10 points above it lands inside its 24 × 36 box.
    let anchor = CGPoint(x: 200, y: 400)
    let tap = CGPoint(x: 200, y: 390)

    @Test("a consuming handler takes the tap and the map hears nothing", arguments: ScenePose.all)
    func consume(pose: ScenePose) throws {
        let transform = try pose.transform()
        var scene = Scene()
        try scene.add(marker("m", at: anchor, transform, tap: .consume))
        let route = try routeTap(scene, at: tap, transform)
        #expect(describe(route.events) == ["overlay m consumed"])
        #expect(route.target == TapTarget(id: "m", kind: .marker, consumed: true))
        #expect(!route.reachesMap)
    }

    @Test("a propagating handler is followed by the map's tap only", arguments: ScenePose.all)
    func propagate(pose: ScenePose) throws {
        let transform = try pose.transform()
        var scene = Scene()
        try scene.add(symbol("s", caption: "City Hall", at: offset(anchor, 0, -10), transform))
        try scene.add(marker("below", at: anchor, transform, tap: .consume))
        try scene.add(marker("top", at: anchor, transform, tap: .propagate))
        let log = HookLog()
        let route = try routeTap(scene, at: tap, transform, log: log, symbolAnswer: true)
        #expect(describe(route.events) == ["overlay top propagated", "map"])
        #expect(log.symbolsAsked.isEmpty, "propagation never reaches a symbol beneath")
        let coordinate = try #require(transform.coordinate(at: tap))
        #expect(route.events.last == .mapTap(point: tap, coordinate: coordinate))
    }

    @Test("an overlay without a handler is transparent to the one beneath", arguments: ScenePose.all)
    func handlerlessAboveHandler(pose: ScenePose) throws {
        let transform = try pose.transform()
        var scene = Scene()
        try scene.add(marker("below", at: anchor, transform, tap: .consume))
        try scene.add(marker("top", at: anchor, transform, tap: .none))
        #expect(describe(try routeTap(scene, at: tap, transform).events) == ["overlay below consumed"])
        try scene.remove("below")
        #expect(describe(try routeTap(scene, at: tap, transform).events) == ["map"])
    }

    @Test("an overlay with a handler above a symbol gets the tap", arguments: ScenePose.all)
    func overlayAboveSymbol(pose: ScenePose) throws {
        let transform = try pose.transform()
        var scene = Scene()
        try scene.add(symbol("s", caption: "Station", at: tap, transform))
        try scene.add(marker("m", at: anchor, transform, tap: .consume))
        let log = HookLog()
        #expect(
            describe(try routeTap(scene, at: tap, transform, log: log, symbolAnswer: true).events) == [
                "overlay m consumed"
            ])
        #expect(log.symbolsAsked.isEmpty)
    }

    @Test("a symbol lies above overlays with a negative global z", arguments: ScenePose.all)
    func symbolAboveNegativeGlobalZ(pose: ScenePose) throws {
        let transform = try pose.transform()
        var scene = Scene()
        try scene.add(symbol("s", caption: "Station", at: tap, transform))
        try scene.add(marker("m", at: anchor, transform, globalZ: -1, tap: .consume))
        #expect(
            describe(try routeTap(scene, at: tap, transform, symbolAnswer: true).events) == [
                "symbol Station consumed"
            ])
        let hits = try scene.pickAll(at: tap, tolerance: 0, transform: transform).map(\.id)
        #expect(hits == ["s", "m"])
    }

    @Test("a handler-less overlay above a symbol lets the symbol answer", arguments: ScenePose.all)
    func handlerlessAboveSymbol(pose: ScenePose) throws {
        let transform = try pose.transform()
        var scene = Scene()
        try scene.add(symbol("s", caption: "Station", at: tap, transform))
        try scene.add(marker("m", at: anchor, transform, tap: .none))
        #expect(
            describe(try routeTap(scene, at: tap, transform, symbolAnswer: false).events) == [
                "symbol Station propagated", "map",
            ])
    }

    @Test("the symbol hook consumes or propagates; without a hook symbols are transparent", arguments: ScenePose.all)
    func symbolHook(pose: ScenePose) throws {
        let transform = try pose.transform()
        var scene = Scene()
        try scene.add(symbol("s", caption: "Seoul Metropolitan Government", at: tap, transform))
        let log = HookLog()
        let consumed = try routeTap(scene, at: tap, transform, log: log, symbolAnswer: true)
        #expect(describe(consumed.events) == ["symbol Seoul Metropolitan Government consumed"])
        #expect(consumed.target?.kind == .symbol)
        #expect(log.symbolsAsked == ["Seoul Metropolitan Government"])
        let propagated = try routeTap(scene, at: tap, transform, symbolAnswer: false)
        #expect(describe(propagated.events) == ["symbol Seoul Metropolitan Government propagated", "map"])
        let noHook = try routeTap(scene, at: tap, transform, symbolAnswer: nil)
        #expect(describe(noHook.events) == ["map"])
        #expect(noHook.target == nil)
    }

    @Test("a hidden item takes no tap", arguments: ScenePose.all)
    func hidden(pose: ScenePose) throws {
        let transform = try pose.transform()
        var scene = Scene()
        try scene.add(marker("below", at: anchor, transform, tap: .consume))
        try scene.add(marker("hidden", at: anchor, transform, visible: false, tap: .consume))
        #expect(describe(try routeTap(scene, at: tap, transform).events) == ["overlay below consumed"])
        try scene.remove("below")
        #expect(describe(try routeTap(scene, at: tap, transform).events) == ["map"])
        #expect(try scene.pickAll(at: tap, tolerance: 0, transform: transform).isEmpty)
    }

    @Test("an item outside its zoom range takes no tap; both ends are inclusive", arguments: ScenePose.all)
    func zoomRange(pose: ScenePose) throws {
        let transform = try pose.transform(zoom: 15)
        let cases: [(min: Double, max: Double, hit: Bool)] = [
            (16, 20, false), (0, 14.99, false), (15, 20, true), (0, 15, true), (15, 15, true),
        ]
        for (index, range) in cases.enumerated() {
            var scene = Scene()
            try scene.add(marker("m", at: anchor, transform, minZoom: range.min, maxZoom: range.max))
            let events = describe(try routeTap(scene, at: tap, transform).events)
            #expect(events == (range.hit ? ["overlay m consumed"] : ["map"]), "case \(index): \(range)")
        }
    }

    @Test("a tap on nothing reaches the map with its position", arguments: ScenePose.all)
    func nothingHit(pose: ScenePose) throws {
        let transform = try pose.transform()
        var scene = Scene()
        try scene.add(marker("m", at: anchor, transform))
        let elsewhere = CGPoint(x: 60, y: 700)
        let route = try routeTap(scene, at: elsewhere, transform)
        #expect(route.events == [.mapTap(point: elsewhere, coordinate: try position(at: elsewhere, transform))])
        #expect(route.target == nil && route.reachesMap)
    }

    @Test("a deciding handler asks the overlay hook with the item's id", arguments: ScenePose.all)
    func decide(pose: ScenePose) throws {
        let transform = try pose.transform()
        var scene = Scene()
        try scene.add(marker("m", at: anchor, transform, tap: .decide))
        let log = HookLog()
        let route = try routeTap(scene, at: tap, transform, log: log, overlayAnswer: false)
        #expect(log.overlaysAsked == ["m"])
        #expect(describe(route.events) == ["overlay m propagated", "map"])
        #expect(describe(try routeTap(scene, at: tap, transform, overlayAnswer: true).events) == ["overlay m consumed"])
    }

    @Test("draw order is global z, then z, then insertion", arguments: ScenePose.all)
    func drawOrder(pose: ScenePose) throws {
        let transform = try pose.transform()
        var scene = Scene()
        try scene.add(marker("highGlobal", at: anchor, transform, z: -5, globalZ: 2))
        try scene.add(marker("highZ", at: anchor, transform, z: 9, globalZ: 1))
        try scene.add(marker("first", at: anchor, transform, globalZ: 1))
        try scene.add(marker("second", at: anchor, transform, globalZ: 1))
        try scene.add(symbol("label", caption: "L", at: tap, transform))
        try scene.add(marker("beneath", at: anchor, transform, z: 100, globalZ: -1))
        let order = try scene.pickAll(at: tap, tolerance: 0, transform: transform).map(\.id)
        #expect(order == ["highGlobal", "highZ", "second", "first", "label", "beneath"])
        #expect(scene.items.map(\.id) == ["beneath", "label", "first", "second", "highZ", "highGlobal"])
        #expect(describe(try routeTap(scene, at: tap, transform).events) == ["overlay highGlobal consumed"])
    }

    @Test("a long press routes like a tap and ends at the map's long press", arguments: ScenePose.all)
    func longPress(pose: ScenePose) throws {
        let transform = try pose.transform()
        var scene = Scene()
        try scene.add(marker("below", at: anchor, transform, tap: .consume))
        try scene.add(marker("top", at: anchor, transform, tap: .propagate))
        let propagated = try routeTap(scene, at: tap, transform, press: .longPress)
        #expect(propagated.target == TapTarget(id: "top", kind: .marker, consumed: false))
        #expect(describe(propagated.events) == ["map long press"])
        try scene.remove("top")
        let consumed = try routeTap(scene, at: tap, transform, press: .longPress)
        #expect(consumed.target == TapTarget(id: "below", kind: .marker, consumed: true))
        #expect(consumed.events.isEmpty)
    }

    @Test("items can be moved, updated and removed between taps", arguments: ScenePose.all)
    func editing(pose: ScenePose) throws {
        let transform = try pose.transform()
        var scene = Scene()
        try scene.add(marker("a", at: anchor, transform, tap: .consume))
        try scene.add(marker("b", at: anchor, transform, tap: .consume))
        try scene.move("b", to: try position(at: CGPoint(x: 100, y: 600), transform))
        #expect(describe(try routeTap(scene, at: tap, transform).events) == ["overlay a consumed"])
        #expect(describe(try routeTap(scene, at: CGPoint(x: 100, y: 590), transform).events) == ["overlay b consumed"])
        // An update keeps the item's insertion place: "a" with a higher z now draws over "c".
        try scene.add(marker("c", at: anchor, transform, tap: .consume))
        try scene.update(marker("a", at: anchor, transform, z: 1, tap: .propagate))
        #expect(describe(try routeTap(scene, at: tap, transform).events) == ["overlay a propagated", "map"])
        try scene.remove("a")
        #expect(describe(try routeTap(scene, at: tap, transform).events) == ["overlay c consumed"])
        #expect(scene.count == 2)
    }
}

@Suite("Scene input errors")
struct SceneInputErrorTests {
    let transform = ScreenTransform(
        camera: Camera(center: LatLng(uncheckedLatitude: 0, longitude: 0), zoom: 10),
        viewport: .neutral)

    @Test("a duplicate id is an error naming the field id")
    func duplicateID() throws {
        var scene = Scene()
        try scene.add(marker("m", at: CGPoint(x: 10, y: 10), transform))
        let duplicate = try marker("m", at: CGPoint(x: 20, y: 20), transform)
        let expected = MapCompatError(.invalidIdentifier, field: "id", "an item with id 'm' is already in the scene")
        #expect(throws: expected) { try scene.add(duplicate) }
        #expect(scene.count == 1)
    }

    @Test("unknown ids and bad values name their field")
    func badInput() throws {
        var scene = Scene()
        let removeField = field { try scene.remove("nope") }
        #expect(removeField == "id")
        let moveField = field { try scene.move("nope", to: LatLng(uncheckedLatitude: 0, longitude: 0)) }
        #expect(moveField == "id")
        let origin = LatLng(uncheckedLatitude: 0, longitude: 0)
        #expect(field { _ = try CircleShape(center: origin, radius: .nan) } == "radius")
        #expect(field { _ = try CircleShape(center: origin, radius: -1) } == "radius")
        #expect(field { _ = try PolylineShape(points: [origin]) } == "points")
        #expect(field { _ = try PolylineShape(points: [origin, origin], width: -2) } == "width")
        #expect(field { _ = try PolygonShape(exterior: [origin, origin]) } == "points")
        #expect(field { _ = try PolygonShape(exterior: [origin, origin, origin], holes: [[origin]]) } == "holes[0]")
        #expect(field { _ = try MarkerShape(position: origin, size: CGSize(width: -1, height: 2)) } == "size.width")
        #expect(field { _ = try MarkerShape(position: origin, anchor: CGPoint(x: 0.5, y: .infinity)) } == "anchor.y")
        let shape = SceneShape.marker(try MarkerShape(position: origin))
        #expect(field { _ = try SceneItem(id: "", shape: shape) } == "id")
        #expect(field { _ = try SceneItem(id: "m", shape: shape, minZoom: 5, maxZoom: 4) } == "maxZoom")
        #expect(field { _ = try SceneItem(id: "m", shape: shape, minZoom: .nan) } == "minZoom")
        #expect(field { _ = try HitTestRules(tolerance: -1) } == "tolerance")
        #expect(
            field { _ = try scene.pickAll(at: CGPoint(x: Double.nan, y: 0), tolerance: 0, transform: transform) }
                == "point.x")
        #expect(field { _ = try scene.pickAll(at: .zero, tolerance: .infinity, transform: transform) } == "tolerance")
        let line = try SceneItem(id: "line", shape: .polyline(PolylineShape(points: [origin, origin])))
        try scene.add(line)
        let lineField = field { try scene.move("line", to: origin) }
        #expect(lineField == "id")
    }

    /// The field a throwing call names, or nil when it does not throw.
    private func field(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? MapCompatError)?.field ?? "not a MapCompatError: \(error)"
        }
    }
}
