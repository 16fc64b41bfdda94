import Foundation
import MapCompatConformance
import Testing

/// The shrunk divergences kept under `Findings/` (one folder per adapter) stay valid specs that `core` runs
/// to the end; each still diverges on its adapter until that adapter is fixed or given the capability that
/// makes it `n/a` (`mapcompat conformance --specs Tests/MapCompatConformanceTests/Fuzz/Findings`).
struct FuzzFindingsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Findings")
        .path

    /// An empty folder (every finding resolved) passes.
    @Test func everyFindingIsAValidSpecThatCoreRuns() throws {
        let files = try SpecLoader().load(path: Self.root)
        for file in files {
            let spec = try #require(file.spec, "\(file.result)")
            #expect(file.warnings.isEmpty, "\(file.path)")
            #expect(spec.profile == .neutral)
            #expect(
                SpecEncoder.encode(spec) == (try String(contentsOfFile: file.path, encoding: .utf8)), "\(file.path)")
            let run = ConformanceRunner(plugins: [CorePlugin()]).observe(spec, on: CorePlugin())
            #expect(run.problem == nil, "\(file.path): \(run.problem ?? "")")
        }
    }
}
