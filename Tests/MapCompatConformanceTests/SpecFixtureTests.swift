import Foundation
import MapCompatConformance
import Testing

/// The spec fixtures under `Fixtures/`, read by path; `Scripts/check-schema.py` reads the same files and
/// checks that `Specs/mapcompat-spec-1.schema.json` says the same about each.
struct SpecFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func files(_ folder: String) -> [String] {
        let root = fixtures.appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { root + "/" + $0 }
    }

    @Test(arguments: files("malformed") + files("loader-only"))
    func theLoaderRejectsAMalformedFixture(path: String) {
        let file = SpecLoader().loadFile(at: path, defaultID: "fixture")
        guard case .failure(let error) = file.result else {
            Issue.record("\(path) loaded as a valid spec")
            return
        }
        #expect(!error.problems.isEmpty)
        #expect(error.description.contains(path))
    }

    @Test(arguments: files("valid") + files("failing"))
    func theLoaderAcceptsAValidFixture(path: String) {
        let file = SpecLoader().loadFile(at: path, defaultID: "fixture")
        #expect(file.spec != nil, "\(file.result)")
    }

    @Test func everyFixtureFolderHasFiles() {
        #expect(Self.files("malformed").count >= 50)
        #expect(Self.files("loader-only").count >= 5)
        #expect(!Self.files("valid").isEmpty)
        #expect(!Self.files("failing").isEmpty)
    }

    @Test func aSchemaMemberIsNeitherAnErrorNorAWarning() throws {
        let file = SpecLoader().decode(
            #"{"$schema": "mapcompat-spec-1.schema.json", "format": "mapcompat-spec/1", "title": "t"}"#,
            file: "s.json", defaultID: "s")
        #expect(file.spec != nil)
        #expect(file.warnings.isEmpty)
    }

    @Test func aFolderLoadLeavesSchemaFilesOut() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mapcompat-schema-\(UUID())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"format": "mapcompat-spec/1", "title": "t"}"#.utf8).write(to: root.appendingPathComponent("a.json"))
        try Data(#"{"$schema": "https://json-schema.org/draft/2020-12/schema"}"#.utf8)
            .write(to: root.appendingPathComponent("mapcompat-spec-1.schema.json"))
        let files = try SpecLoader().load(path: root.path)
        #expect(files.map(\.id) == ["a"])
    }
}
