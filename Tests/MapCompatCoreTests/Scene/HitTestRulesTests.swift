import Foundation
import Testing

@testable import MapCompatCore

/// Where the vendors differ, the rules value decides — the same scene and taps under each profile.
@Suite("Hit-test rules")
struct HitTestRulesTests {
    let anchor = CGPoint(x: 200, y: 400)

    @Test("vendor tolerances: none for route-me and neutral, a 2-point disc for NAVER, a 5-point square for MapLibre")
    func tolerances() throws {
        for pose in ScenePose.all {
            let transform = try pose.transform()
            var scene = Scene()
            // Box x 188...212, y 364...400.
            try scene.add(marker("m", at: anchor, transform))
            func hit(_ point: CGPoint, _ rules: HitTestRules) throws -> Bool {
                try routeTap(scene, at: point, transform, rules: rules).target != nil
            }
            let besideEdge = CGPoint(x: 213.5, y: 380)
            #expect(try !hit(besideEdge, .neutral))
            #expect(try !hit(besideEdge, .routeMe))
            #expect(try hit(besideEdge, .naver))
            #expect(try hit(besideEdge, .mapLibre))
            // 4 points beyond the corner on both axes: inside MapLibre's square, outside a 5-point disc.
            let diagonal = CGPoint(x: 216, y: 404)
            #expect(try hit(diagonal, .mapLibre))
            #expect(try !hit(diagonal, HitTestRules(tolerance: 5, toleranceShape: .round)))
            #expect(try !hit(diagonal, .naver))
        }
    }

    @Test("frontmost wins for NAVER; the nearest anchor wins for MapLibre")
    func winner() throws {
        for pose in ScenePose.all {
            let transform = try pose.transform()
            var scene = Scene()
            try scene.add(marker("near", at: CGPoint(x: 200, y: 400), transform))
            try scene.add(marker("front", at: CGPoint(x: 215, y: 410), transform))
            let tap = CGPoint(x: 205, y: 390)
            #expect(try routeTap(scene, at: tap, transform, rules: .naver).target?.id == "front")
            #expect(try routeTap(scene, at: tap, transform, rules: .mapLibre).target?.id == "near")
        }
    }

    @Test("MapLibre cycles through the same candidates on repeated taps")
    func cycling() throws {
        let transform = try ScenePose.flat.transform()
        var scene = Scene()
        try scene.add(marker("a", at: CGPoint(x: 200, y: 400), transform))
        try scene.add(marker("b", at: CGPoint(x: 206, y: 400), transform))
        try scene.add(marker("silent", at: CGPoint(x: 203, y: 400), transform, tap: .none))
        let tap = CGPoint(x: 201, y: 390)
        var memory = TapCycleMemory()
        var chosen: [SceneItemID] = []
        for _ in 0..<4 {
            let route = try scene.route(
                .tap, at: tap, transform: transform, rules: .mapLibre, memory: &memory, overlayDecision: { _ in true },
                symbolDecision: nil)
            chosen.append(try #require(route.target?.id))
        }
        #expect(chosen == ["a", "b", "a", "b"])
        #expect(memory.candidates == ["a", "b"])
        // A tap elsewhere starts a new cycle; NAVER never cycles.
        _ = try scene.route(
            .tap, at: CGPoint(x: 50, y: 50), transform: transform, rules: .mapLibre, memory: &memory,
            overlayDecision: { _ in true }, symbolDecision: nil)
        let again = try scene.route(
            .tap, at: tap, transform: transform, rules: .mapLibre, memory: &memory, overlayDecision: { _ in true },
            symbolDecision: nil)
        #expect(again.target?.id == "a")
        var naverMemory = TapCycleMemory()
        for _ in 0..<3 {
            let route = try scene.route(
                .tap, at: tap, transform: transform, rules: .naver, memory: &naverMemory,
                overlayDecision: { _ in true }, symbolDecision: nil)
            #expect(route.target?.id == "b")
        }
    }

    @Test("pickAll lists every shown item under the point, topmost first, with or without a handler")
    func pickAll() throws {
        let transform = try ScenePose.turnedAndTilted.transform()
        var scene = Scene()
        try scene.add(symbol("label", caption: "L", at: CGPoint(x: 200, y: 390), transform))
        try scene.add(marker("plain", at: anchor, transform, tap: .none))
        try scene.add(marker("handled", at: anchor, transform, z: -1, tap: .consume))
        try scene.add(marker("hidden", at: anchor, transform, z: 5, visible: false))
        let hits = try scene.pickAll(at: CGPoint(x: 200, y: 390), tolerance: 0, transform: transform)
        #expect(
            hits == [
                SceneHit(id: "plain", kind: .marker), SceneHit(id: "handled", kind: .marker),
                SceneHit(id: "label", kind: .symbol),
            ])
        #expect(try scene.pickAll(at: CGPoint(x: 213, y: 370), tolerance: 0, transform: transform).isEmpty)
        #expect(try scene.pickAll(at: CGPoint(x: 213, y: 370), tolerance: 2, transform: transform).count == 2)
    }

    @Test("the vendor values are what the vendors document")
    func values() {
        #expect(HitTestRules.naver.tolerance == 2 && HitTestRules.naver.winner == .frontmost)
        #expect(HitTestRules.mapLibre.tolerance == 5 && HitTestRules.mapLibre.toleranceShape == .square)
        #expect(HitTestRules.mapLibre.winner == .nearest && HitTestRules.mapLibre.cyclesOnRepeatedTaps)
        #expect(HitTestRules.routeMe.tolerance == 0 && !HitTestRules.routeMe.cyclesOnRepeatedTaps)
        #expect(HitTestRules.neutral.tolerance == 0 && HitTestRules.neutral.winner == .frontmost)
    }
}
