import Foundation
import MapCompatConformance
import MapLibreStyleConformance
import Testing

/// A spec marker on MapLibre is a point annotation whose selection is its tap: every tap on it is reported,
/// not only the first (the app deselects it at once), and what MapLibre's annotations cannot keep from the
/// map, a long press, is declined with its reason.
struct MarkerTapTests {
    private func result(_ json: String) throws -> ConformanceResult {
        let spec = try #require(SpecLoader().decode(json, file: "marker.json", defaultID: "marker").spec)
        return try #require(ConformanceRunner(plugins: [CorePlugin(), MapLibrePlugin()]).run(spec).last)
    }

    @Test func everyTapOnAConsumingMarkerIsReported() throws {
        let result = try result(
            """
            {"format": "mapcompat-spec/1", "title": "t",
             "scene": [{"id": "m", "kind": "marker", "lat": 37.5666, "lng": 126.9784, "tap": "consume"}],
             "steps": [{"tap": [200, 390]}, {"wait": 0.5}, {"tap": [200, 390]}],
             "expect": {"exactly": [{"kind": "overlayTap", "id": "m", "consumed": true},
                                    {"kind": "overlayTap", "id": "m", "consumed": true}],
                        "absent": ["mapTap"]}}
            """)
        #expect(result.adapter == "maplibre")
        #expect(result.status == .pass, "\(result.message)")
    }

    @Test func aMarkerWithoutHandlerLetsTheTapThrough() throws {
        let result = try result(
            """
            {"format": "mapcompat-spec/1", "title": "t",
             "scene": [{"id": "m", "kind": "marker", "lat": 37.5666, "lng": 126.9784}],
             "steps": [{"tap": [200, 390]}],
             "expect": {"exactly": [{"kind": "mapTap"}], "absent": ["overlayTap"]}}
            """)
        #expect(result.status == .pass, "\(result.message)")
    }

    @Test func aLongPressOnAConsumingMarkerIsDeclined() throws {
        let result = try result(
            """
            {"format": "mapcompat-spec/1", "title": "t",
             "scene": [{"id": "m", "kind": "marker", "lat": 37.5666, "lng": 126.9784, "tap": "consume"}],
             "steps": [{"longPress": [200, 390]}],
             "expect": {"absent": ["mapLongPress"]}}
            """)
        #expect(result.status == .notApplicable)
        #expect(result.message.contains("hear of taps only"))
    }
}
