import Foundation
import MapCompatConformance
import MapCompatTestSupport
import Testing

/// The built-in suite (`Specs/`) on every registered plugin, as part of `swift test`.
struct BuiltInSuiteTests {
    /// `Specs/` at the root of this package.
    static let specsRoot = PackagePaths.specsPath

    static let plugins: [any AdapterPlugin] = [CorePlugin()]

    @Test func everySpecFileIsValid() throws {
        let files = try SpecLoader().load(path: Self.specsRoot)
        let onDisk = FileManager.default.enumerator(atPath: Self.specsRoot)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
        #expect(files.count == onDisk?.count)
        for file in files {
            if case .failure(let error) = file.result { Issue.record("\(error)") }
            #expect(file.warnings.isEmpty, "\(file.path): \(file.warnings)")
        }
    }

    @Test func theCorePassesEverySpecMeantForIt() throws {
        let files = try SpecLoader().load(path: Self.specsRoot)
        let report = ConformanceRunner(plugins: Self.plugins).run(files)
        // The reference makes every check: each spec is a pass, or n/a only because it names other adapters
        // or the vendor profile of one (and then lists no check).
        for result in report.results where result.status != .pass {
            #expect(result.status == .notApplicable, "\(result.spec): \(result.message)")
            #expect(result.checks == .init(), "\(result.spec): \(result.message)")
        }
        let meantForCore = files.compactMap(\.spec).filter { $0.adapters?.contains("core") ?? true }
        #expect(report.totals.pass == meantForCore.count)
        #expect(report.checkShares["core"].map { $0.made == $0.total && $0.made > 0 } == true)
    }

    @Test func everySpecNamesWhereItsBehaviourIsDocumented() throws {
        for file in try SpecLoader().load(path: Self.specsRoot) {
            if case .success(let spec) = file.result {
                #expect(!(spec.source ?? "").isEmpty, "\(spec.id) has no source")
            }
        }
    }
}

extension BuiltInSuiteTests {
    @Test func runningOnSeveralThreadsGivesTheSameReport() throws {
        let files = try SpecLoader().load(path: Self.specsRoot)
        let runner = ConformanceRunner(plugins: Self.plugins)
        let serial = runner.run(files)
        for jobs in [2, 3, 8] {
            #expect(runner.run(files, jobs: jobs) == serial, "jobs \(jobs)")
        }
    }
}
