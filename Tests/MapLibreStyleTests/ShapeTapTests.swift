import Foundation
import MapCompatConformance
import MapLibreStyleConformance
import Testing

/// A spec polyline or polygon on MapLibre is a shape annotation whose selection is its tap: every tap on it is
/// reported, a disabled one lets the tap through, and what shape annotations cannot do is declined with its
/// reason.
struct ShapeTapTests {
    private func result(_ json: String) throws -> ConformanceResult {
        let spec = try #require(SpecLoader().decode(json, file: "shape.json", defaultID: "shape").spec)
        return try #require(ConformanceRunner(plugins: [CorePlugin(), MapLibrePlugin()]).run(spec).last)
    }

    private let line = """
        {"id": "l", "kind": "polyline", "points": [[37.5666, 126.9762542], [37.5666, 126.9805458]], "width": 10
        """

    @Test func everyTapOnAConsumingPolylineIsReported() throws {
        let result = try result(
            """
            {"format": "mapcompat-spec/1", "title": "t",
             "scene": [\(line), "tap": "consume"}],
             "steps": [{"tap": [200, 404]}, {"wait": 0.5}, {"tap": [200, 398]}],
             "expect": {"exactly": [{"kind": "overlayTap", "id": "l", "consumed": true},
                                    {"kind": "overlayTap", "id": "l", "consumed": true}],
                        "absent": ["mapTap"]}}
            """)
        #expect(result.adapter == "maplibre")
        #expect(result.status == .pass, "\(result.message)")
    }

    @Test func aPolylineWithoutHandlerLetsTheTapThrough() throws {
        let result = try result(
            """
            {"format": "mapcompat-spec/1", "title": "t",
             "scene": [\(line)}],
             "steps": [{"tap": [200, 400]}],
             "expect": {"exactly": [{"kind": "mapTap"}], "absent": ["overlayTap"]}}
            """)
        #expect(result.status == .pass, "\(result.message)")
    }

    @Test func aShapeBesideAMarkerIsDeclined() throws {
        let result = try result(
            """
            {"format": "mapcompat-spec/1", "title": "t",
             "scene": [\(line), "tap": "consume"},
                       {"id": "m", "kind": "marker", "lat": 37.5676, "lng": 126.9784, "tap": "consume"}],
             "steps": [{"tap": [200, 404]}],
             "expect": {"exactly": [{"kind": "overlayTap", "id": "l"}]}}
            """)
        #expect(result.status == .notApplicable)
        #expect(result.message.contains("ranked by distance"))
    }
}
