import Foundation
import MapCompatConformance
import MapCompatCore
import Testing

/// The fuzz report's renderings and the spec files it writes.
struct FuzzReportTests {
    static func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("mapcompat-fuzz-\(UUID())").path
    }

    @Test func theJSONReportHasTheDocumentedShape() throws {
        let directory = Self.temporaryDirectory()
        let report = try DifferentialFuzzerTests.report.writingSpecs(to: directory)
        let text = FuzzReportFormat.json.render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "mapcompat-fuzz/1")
        #expect(object["runs"] as? Int == 120)
        #expect(object["seed"] as? Int == 7)
        let divergences = try #require(object["divergences"] as? [[String: Any]])
        #expect(divergences.count == report.divergences.count)
        for entry in divergences {
            #expect(entry["adapter"] as? String == "planted")
            let path = try #require(entry["spec"] as? String)
            #expect(path.hasPrefix(directory + "/") && path.hasSuffix(".json"))
            #expect((entry["message"] as? String)?.contains("mapLongPress") == true)
            let file = SpecLoader().loadFile(at: path, defaultID: "x")
            #expect(file.spec != nil, "\(file.result)")
            #expect(file.warnings.isEmpty)
        }
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func writtenSpecsLoadBackAsTheShrunkSpecs() throws {
        let directory = Self.temporaryDirectory()
        let report = try DifferentialFuzzerTests.report.writingSpecs(to: directory)
        for divergence in report.divergences {
            let path = try #require(divergence.path)
            let loaded = SpecLoader().loadFile(at: path, defaultID: "x").spec
            if loaded != divergence.shrunk {
                // A divergence that shrank to a spec already written shares that file.
                let first = report.divergences.first { $0.path == path }
                #expect(loaded == first?.shrunk)
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files.count == Set(report.divergences.compactMap(\.path)).count)
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func theTextReportListsEachDivergence() throws {
        let report = try DifferentialFuzzerTests.report.writingSpecs(to: Self.temporaryDirectory())
        let text = FuzzReportFormat.text.render(report)
        #expect(text.hasPrefix("mapcompat fuzz: 120 runs from seed 7\n"))
        #expect(text.contains("  planted: ran "))
        #expect(text.components(separatedBy: "DIVERGENCE planted, run ").count == report.divergences.count + 1)
        let count = report.divergences.count
        let files = Set(report.divergences.compactMap(\.path)).count
        let summary =
            "\(count) divergence\(count == 1 ? "" : "s") in 120 runs (\(files) spec file\(files == 1 ? "" : "s"))\n"
        #expect(text.hasSuffix(summary))
    }

    @Test func aCleanReportSaysSoAndExitsWithZero() {
        let report = FuzzReport(runs: 3, seed: 1, adapters: ["naver"], ran: ["naver": 3])
        #expect(report.exitStatus == 0)
        #expect(FuzzReportFormat.text.render(report).hasSuffix("no divergence in 3 runs\n"))
        #expect(FuzzReportFormat.json.render(report).contains("\"divergences\": [],"))
    }
}
