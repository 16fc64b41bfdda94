import Foundation
import MapCompatConformance
import MapCompatTestSupport
import NaverStyleConformance
import Testing

/// The whole built-in suite on the core and the `naver` plugin. `SuiteMatrixTests` pins every result;
/// these tests state the rules the `naver` row keeps whatever the counts.
struct NaverSuiteTests {
    static func report() throws -> ConformanceReport {
        ConformanceRunner(plugins: [CorePlugin(), NaverPlugin()]).run(
            try SpecLoader().load(path: PackagePaths.specsPath))
    }

    @Test func noSpecFailsOrBreaksOnNaver() throws {
        for result in try Self.report().results where result.status == .fail || result.status == .error {
            Issue.record("\(result.spec) [\(result.adapter)]: \(result.message)")
        }
    }

    @Test func everyNaverSpecPassesOnNaverOnly() throws {
        let vendor = try Self.report().results.filter { $0.spec.hasPrefix("vendor/naver/") }
        let onNaver = vendor.filter { $0.adapter == "naver" }
        let files = try FileManager.default.contentsOfDirectory(
            atPath: PackagePaths.specsRoot.appendingPathComponent("vendor/naver").path
        ).filter { $0.hasSuffix(".json") }
        #expect(onNaver.count == files.count)
        for result in onNaver { #expect(result.status == .pass, "\(result.spec): \(result.message)") }
        #expect(vendor.filter { $0.adapter == "core" }.allSatisfy { $0.status == .notApplicable })
    }

    @Test func naverDeclinesWhatNoCapabilityNamesWithItsReason() throws {
        // Declined per spec (NotExpressible): n/a with NAVER's reason, missing no capability.
        let results = try Self.report().results.filter {
            $0.adapter == "naver" && $0.spec == "controls/logo/center-bottom"
        }
        #expect(results.count == 1)
        #expect(results.first?.status == .notApplicable)
        #expect(results.first?.message.contains("NMFLogoAlign has no centerBottom alignment") == true)
    }
}
