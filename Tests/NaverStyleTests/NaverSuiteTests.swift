import Foundation
import MapCompatConformance
import NaverStyleConformance
import Testing

/// The whole built-in suite on the core and the `naver` plugin.
struct NaverSuiteTests {
    static let specsRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Specs").path

    @Test func everySpecPassesOrIsNotApplicableOnNaver() throws {
        let report = ConformanceRunner(plugins: [CorePlugin(), NaverPlugin()])
            .run(try SpecLoader().load(path: Self.specsRoot))
        for result in report.results where result.status == .fail || result.status == .error {
            Issue.record("\(result.spec) [\(result.adapter)]: \(result.message)")
        }
        let naver = report.results.filter { $0.adapter == "naver" }
        #expect(naver.filter { $0.status == .pass }.count >= 40)
    }

    @Test func vendorSpecsRunOnlyOnNaver() throws {
        let report = ConformanceRunner(plugins: [CorePlugin(), NaverPlugin()])
            .run(try SpecLoader().load(path: Self.specsRoot))
        let vendor = report.results.filter { $0.spec.hasPrefix("vendor/naver/") }
        #expect(vendor.filter { $0.adapter == "naver" && $0.status == .pass }.count >= 4)
        #expect(vendor.filter { $0.adapter == "core" }.allSatisfy { $0.status == .notApplicable })
    }
}
