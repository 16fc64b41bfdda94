import Foundation
import MapCompatTestSupport
import Testing

/// `Specs/vendor/README.md`, the list of vendor facts and the specs that show them, stays in step with the
/// suite: it names only specs that exist and names every vendor spec.
struct VendorFactAuditTests {
    private static let specsRoot = PackagePaths.specsRoot

    /// Spec ids written in backticks on the page, those whose first part is a folder of `Specs/`:
    /// `vendor/naver/max-zoom-is-20`, `annotations/…`.
    private static func namedSpecs() throws -> Set<String> {
        let text = try String(contentsOf: specsRoot.appendingPathComponent("vendor/README.md"), encoding: .utf8)
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        let quoted = parts.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        let areas = Set((try? FileManager.default.contentsOfDirectory(atPath: specsRoot.path)) ?? [])
        return Set(
            quoted.filter { id in
                guard let area = id.split(separator: "/").first, id.contains("/"), !id.hasSuffix("/") else {
                    return false
                }
                return areas.contains(String(area))
            })
    }

    private static func vendorSpecs() throws -> Set<String> {
        let vendor = specsRoot.appendingPathComponent("vendor")
        let paths = FileManager.default.enumerator(atPath: vendor.path)?.compactMap { $0 as? String } ?? []
        return Set(paths.filter { $0.hasSuffix(".json") }.map { "vendor/" + $0.dropLast(".json".count) })
    }

    @Test func everyNamedSpecExists() throws {
        let named = try Self.namedSpecs()
        #expect(named.count >= 40)
        for id in named.sorted() {
            let path = Self.specsRoot.appendingPathComponent(id + ".json").path
            #expect(
                FileManager.default.fileExists(atPath: path), "Specs/vendor/README.md names \(id), which does not exist"
            )
        }
    }

    @Test func everyVendorSpecIsNamed() throws {
        let missing = try Self.vendorSpecs().subtracting(Self.namedSpecs())
        #expect(missing.isEmpty, "vendor specs that Specs/vendor/README.md does not name: \(missing.sorted())")
    }
}
