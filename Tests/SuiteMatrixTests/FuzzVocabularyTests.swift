import MapCompatConformance
import Testing

/// `mapcompat fuzz` draws some runs over each built-in adapter's vocabulary: those specs must need only set-up
/// capabilities the adapter provides, finer parts included (a plugin may list `scene.tapHandler.consume`
/// without `scene.tapHandler`), so that each adapter runs its share of the specs.
struct FuzzVocabularyTests {
    @Test(arguments: SuiteMatrixTests.plugins.map(\.id))
    func specsDrawnForAnAdapterNeedOnlyWhatItCanSetUp(id: String) throws {
        let plugin = try #require(SuiteMatrixTests.plugins.first { $0.id == id })
        for index in 0..<150 {
            let spec = SpecGenerator(seed: 7).spec(run: index, allowing: plugin.capabilities)
            let missing = plugin.missingSetUpCapabilities(for: spec)
            #expect(missing.isEmpty, "\(id) run \(index): \(missing)")
        }
    }
}
