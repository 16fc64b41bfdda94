import Foundation
import MapCompatCommandLine
import Testing
import WorkedExamplePlugin

/// A vendor fact of the worked example's own (`VendorSpecs/`): a spec with `"profile": "vendor"` runs on
/// `mapbox` with the Mapbox profile the example builds, as the own-package article shows.
@Suite struct VendorSpecTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("VendorSpecs")

    @Test func theMapboxProfileTiltsTo85() throws {
        let run = MapCompatCommand.capture(
            arguments: ["conformance", "--specs", Self.specs.path, "--format", "json"], plugins: [MapboxMapsPlugin()])
        #expect(run.status == 0, "\(run.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let results = try #require(object?["results"] as? [[String: Any]])
        let mapbox = results.filter { $0["adapter"] as? String == "mapbox" }
        #expect(mapbox.map { $0["spec"] as? String } == ["pitch-reaches-85"])
        #expect(mapbox.map { $0["status"] as? String } == ["pass"], "\(mapbox)")
    }
}
