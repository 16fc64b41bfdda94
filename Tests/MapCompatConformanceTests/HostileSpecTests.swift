import Foundation
import MapCompatConformance
import Testing

/// Spec files written to break the tool are reported as errors naming what is wrong; nothing crashes or
/// hangs.
struct HostileSpecTests {
    private static let head = #"{"format": "mapcompat-spec/1", "title": "hostile", "#

    static let documents: [String: String] = [
        "huge": head + #""source": ""# + String(repeating: "x", count: SpecLimits.fileBytes) + #""}"#,
        "deep": String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
        "endless": head + #""steps": [{"wait": 1e9}]}"#,
        "many-steps": head + #""steps": ["# + Array(repeating: #"{"wait": 0}"#, count: 10_001).joined(separator: ",")
            + "]}",
        "nan": head + #""steps": [{"tap": [NaN, 1]}, {"camera": {"zoom": Infinity}}]}"#,
        "wrong-types": head + #""steps": "tap", "map": {"camera": {"lat": "north"}}, "expect": []}"#,
        "truncated": head + #""steps": [{"tap": [1, 2]"#,
        "not-json": "\u{0}\u{1}\u{2}garbage",
    ]

    @Test(arguments: documents.keys.sorted())
    func aHostileSpecIsAnErrorNamingTheProblem(name: String) throws {
        let file = SpecLoader().decode(Self.documents[name] ?? "", file: "\(name).json", defaultID: name)
        guard case .failure(let error) = file.result else {
            Issue.record("\(name) loaded as a valid spec")
            return
        }
        #expect(!error.problems.isEmpty)
        #expect(error.description.contains("\(name).json"))
    }

    @Test func aFolderOfHostileSpecsGivesOneErrorEachAndFailsTheRun() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, text) in Self.documents {
            try Data(text.utf8).write(to: root.appendingPathComponent("\(name).json"))
        }
        let report = ConformanceRunner(plugins: [CorePlugin()]).run(try SpecLoader().load(path: root.path))
        #expect(report.results.count == Self.documents.count)
        #expect(report.results.allSatisfy { $0.status == .error })
        #expect(report.exitStatus == 1)
    }
}
