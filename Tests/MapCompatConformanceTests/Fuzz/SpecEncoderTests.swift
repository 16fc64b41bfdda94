import Foundation
import MapCompatConformance
import MapCompatCore
import Testing

/// Written specs load back to the same spec, for every part of the format.
struct SpecEncoderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func files(_ folder: String) -> [String] {
        let root = fixtures.appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { root + "/" + $0 }
    }

    @Test(arguments: files("valid") + files("failing"))
    func aFixtureRoundTrips(path: String) throws {
        let spec = try #require(SpecLoader().loadFile(at: path, defaultID: "fixture").spec)
        let text = SpecEncoder.encode(spec)
        let again = SpecLoader().decode(text, file: "written.json", defaultID: "other")
        #expect(again.spec == spec, "\(again.result)\n\(text)")
        #expect(again.warnings.isEmpty)
    }

    @Test func defaultsAreLeftOut() throws {
        let position = try LatLng(latitude: 1, longitude: 2)
        let spec = Spec(
            id: "a", title: "A tap", scene: [Spec.SceneItem(id: "m", content: .marker(.init(position: position)))],
            steps: [.tap(CGPoint(x: 10, y: 20)), .pan(Step.Pan(from: .zero, to: CGPoint(x: 5, y: 5)))])
        let text = SpecEncoder.encode(spec)
        #expect(!text.contains("\"z\""))
        #expect(!text.contains("\"release\""))
        #expect(!text.contains("\"duration\""))
        #expect(!text.contains("\"expect\""))
        #expect(text.contains("{\"tap\": [10, 20]}"))
    }
}
