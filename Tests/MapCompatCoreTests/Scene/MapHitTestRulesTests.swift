import Foundation
import Testing

@testable import MapCompatCore

/// The map's own hit-test rules, which start as the profile's and can be changed (NAVER's `pickTolerance`).
struct MapHitTestRulesTests {
    @Test func theRulesStartAsTheProfilesAndAWiderToleranceCatchesANearMiss() throws {
        let h = try Harness(profile: .naver)
        #expect(h.map.hitTestRules == .naver)
        // The marker's 24 × 36 box spans x 188…212; a tap at x 218 misses it by 6 points.
        try h.map.scene.add(marker("m", at: mapCentre, h.map.transform, tap: .consume))
        try h.tap(point(218, 390))
        #expect(h.log.events.contains { $0.kind == .mapTap })
        h.map.hitTestRules = try HitTestRules(tolerance: 8)
        try h.tap(point(218, 390))
        #expect(h.log.events.contains(fieldsOf: .overlayTap(id: "m", consumed: true)))
        #expect(try h.map.pickAll(at: point(218, 390)).map(\.id) == ["m"])
    }
}
