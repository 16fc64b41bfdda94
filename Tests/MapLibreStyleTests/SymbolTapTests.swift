import Foundation
import MapCompatConformance
import MapLibreStyleConformance
import Testing

/// A spec symbol on MapLibre is a label of the style that the app's tap recognizer finds through
/// `visibleFeatures(at:styleLayerIdentifiers:)`; the spec's symbol handler is that app's answer.
struct SymbolTapTests {
    private func result(_ json: String) throws -> ConformanceResult {
        let spec = try #require(SpecLoader().decode(json, file: "symbol.json", defaultID: "symbol").spec)
        return try #require(ConformanceRunner(plugins: [CorePlugin(), MapLibrePlugin()]).run(spec).last)
    }

    private let symbol = """
        {"id": "s", "kind": "symbol", "lat": 37.5666, "lng": 126.9784, "caption": "City Hall"}
        """

    @Test func aConsumedLabelTapIsReportedAloneEveryTime() throws {
        let result = try result(
            """
            {"format": "mapcompat-spec/1", "title": "t", "scene": [\(symbol)], "handlers": {"symbolTap": "consume"},
             "steps": [{"tap": [200, 400]}, {"wait": 0.5}, {"tap": [205, 402]}],
             "expect": {"exactly": [{"kind": "symbolTap", "caption": "City Hall", "consumed": true},
                                    {"kind": "symbolTap", "caption": "City Hall", "consumed": true}],
                        "absent": ["mapTap"]}}
            """)
        #expect(result.adapter == "maplibre")
        #expect(result.status == .pass, "\(result.message)")
    }

    @Test func aPropagatedLabelTapIsFollowedByTheMapTap() throws {
        let result = try result(
            """
            {"format": "mapcompat-spec/1", "title": "t", "scene": [\(symbol)], "handlers": {"symbolTap": "propagate"},
             "steps": [{"tap": [200, 400]}],
             "expect": {"exactly": [{"kind": "symbolTap", "consumed": false}, {"kind": "mapTap"}]}}
            """)
        #expect(result.status == .pass, "\(result.message)")
    }

    @Test func aLongPressOnAConsumingLabelIsDeclined() throws {
        let result = try result(
            """
            {"format": "mapcompat-spec/1", "title": "t", "scene": [\(symbol)], "handlers": {"symbolTap": "consume"},
             "steps": [{"longPress": [200, 400]}],
             "expect": {"absent": ["mapLongPress"]}}
            """)
        #expect(result.status == .notApplicable)
        #expect(result.message.contains("visibleFeatures"))
    }
}
