import Foundation
import Testing

@testable import MapCompatCore

/// Tap routing alone, and the one ranking it shares with annotations.
@Suite struct TapRouterTests {
    @Test func anEmptySceneSendsTheTapToTheMap() throws {
        let router = TapRouter(rules: .neutral)
        let transform = ScreenTransform(camera: InteractiveMap.defaultCamera, viewport: .neutral)
        let events = router.route(.tap, at: CGPoint(x: 10, y: 20), transform: transform)?.events ?? []
        guard case .mapTap(let point, _)? = events.first else {
            Issue.record("expected a map tap, got \(events)")
            return
        }
        #expect(point == CGPoint(x: 10, y: 20))
    }

    @Test func nearestRankingOrdersByDegreesAndKeepsTiesInOrder() throws {
        let tapped = try LatLng(latitude: 0, longitude: 0)
        let candidates = [
            ("far", try LatLng(latitude: 1, longitude: 1)), ("near", try LatLng(latitude: 0.1, longitude: 0)),
            ("tie", try LatLng(latitude: 0, longitude: 0.1)),
        ]
        let ranked = HitTestRules.mapLibre.ranked(candidates, tappedAt: tapped) {
            HitTestRules.degrees(from: $1, to: $0.1)
        }
        #expect(ranked.map(\.0) == ["near", "tie", "far"])
        #expect(
            HitTestRules.naver.ranked(candidates, tappedAt: tapped) { _, _ in 0 }.map(\.0) == ["far", "near", "tie"])
    }

    @Test func cyclingRulesMoveToTheNextCandidateOnTheSameSet() {
        var memory = TapCycleMemory()
        let ranked = ["a", "b", "c"]
        let rules = HitTestRules.mapLibre
        #expect(rules.choose(from: ranked, key: { $0 }, memory: &memory) == "a")
        #expect(rules.choose(from: ranked, key: { $0 }, memory: &memory) == "b")
        #expect(rules.choose(from: ranked, key: { $0 }, memory: &memory, persisting: false) == "a")
        #expect(rules.choose(from: ranked, key: { $0 }, memory: &memory) == "c")
        #expect(HitTestRules.naver.choose(from: ranked, key: { $0 }, memory: &memory) == "a")
    }

    @Test func theDegreeDistanceTakesTheShortWayRoundTheAntimeridian() throws {
        let east = try LatLng(latitude: 0, longitude: 179.5)
        let west = try LatLng(latitude: 0, longitude: -179.5)
        #expect(abs(HitTestRules.degrees(from: east, to: west) - 1) < 1e-12)
    }
}
