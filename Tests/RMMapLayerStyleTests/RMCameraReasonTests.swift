import Foundation
import MapCompatConformance
import RMMapLayerStyleConformance
import Testing

/// route-me's move callbacks say only whether the user moved the map: the user's moves are camera events with
/// reason `gesture`, and a run with a move of another kind leaves camera events unchecked.
struct RMCameraReasonTests {
    private func result(_ json: String) throws -> ConformanceResult {
        let spec = try #require(SpecLoader().decode(json, file: "camera.json", defaultID: "camera").spec)
        return try #require(ConformanceRunner(plugins: [CorePlugin(), RMPlugin()]).run(spec).last)
    }

    @Test func aPanIsAMoveByTheUser() throws {
        let result = try result(
            """
            {"format": "mapcompat-spec/1", "title": "t", "steps": [{"pan": {"from": [200, 600], "to": [200, 300]}}],
             "expect": {"events": [{"kind": "cameraChanging", "reason": "gesture"},
                                   {"kind": "cameraDidChange", "reason": "gesture"}]}}
            """)
        #expect(result.adapter == "rm")
        #expect(result.status == .pass, "\(result.message)")
    }

    @Test func aMoveThatFollowsTheUserLeavesCameraEventsUnchecked() throws {
        let result = try result(
            """
            {"format": "mapcompat-spec/1", "title": "t",
             "map": {"location": {"lat": 37.5666, "lng": 126.9784, "tracking": "follow"}},
             "steps": [{"location": {"lat": 37.57, "lng": 126.98}}],
             "expect": {"events": [{"kind": "cameraDidChange", "reason": "location"}], "tracking": "follow"}}
            """)
        #expect(result.status == .partial, "\(result.message)")
        #expect(result.checks?.unchecked == ["events[0] cameraDidChange"])
    }
}
