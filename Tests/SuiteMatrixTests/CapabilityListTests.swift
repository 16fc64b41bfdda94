import MapCompatConformance
import Testing

/// Every built-in plugin lists only names from the one list of capabilities (`Capability.catalogue`), so none
/// of them turns specs into `n/a` through a typo.
struct CapabilityListTests {
    @Test(arguments: SuiteMatrixTests.plugins.map(\.id))
    func everyListedCapabilityIsKnown(id: String) throws {
        let plugin = try #require(SuiteMatrixTests.plugins.first { $0.id == id })
        #expect(plugin.unknownCapabilities.isEmpty, "\(plugin.unknownCapabilities)")
    }
}
