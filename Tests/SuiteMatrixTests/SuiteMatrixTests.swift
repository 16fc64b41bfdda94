import GoogleMapsStyleConformance
import MapCompatConformance
import MapCompatTestSupport
import MapKitStyleConformance
import MapLibreStyleConformance
import NaverStyleConformance
import RMMapLayerStyleConformance
import Testing
import TomTomStyleConformance

/// The built-in suite on every built-in plugin, in the order `mapcompat conformance` runs them. The exact
/// spec × adapter matrix — each cell's status and, for `partial`, the checks made out of checks — and the
/// counts are pinned in `__Snapshots__/suite-matrix.txt`: any change to a result shows in review. Re-record
/// with `MAPCOMPAT_RECORD=1 swift test --filter SuiteMatrixTests` after a deliberate change.
struct SuiteMatrixTests {
    static let plugins: [any AdapterPlugin] = [
        CorePlugin(), NaverPlugin(), MapLibrePlugin(), TomTomPlugin(), RMPlugin(), MapKitPlugin(), GooglePlugin(),
    ]

    static let report = Result {
        try ConformanceRunner(plugins: plugins).run(SpecLoader().load(path: PackagePaths.specsPath))
    }

    /// The matrix and the two summary lines of the text report, without the per-result details.
    static func matrix(_ report: ConformanceReport) -> String {
        let lines = ReportFormat.text.render(report).split(separator: "\n", omittingEmptySubsequences: false)
        let matrix = lines.prefix { !$0.isEmpty }
        let summary = lines.filter { $0.hasPrefix("checks made: ") || $0.contains(" specs × ") }
        return (matrix + [""] + summary).joined(separator: "\n") + "\n"
    }

    @Test func theSpecByAdapterMatrixIsPinned() throws {
        assertSnapshot(Self.matrix(try Self.report.get()), named: "suite-matrix")
    }

    @Test func everyBuiltInSpecHasAResultOnEveryAdapter() throws {
        let report = try Self.report.get()
        #expect(report.adapters == ["core", "naver", "maplibre", "tomtom", "rm", "mapkit", "google"])
        #expect(report.results.count == report.specs.count * report.adapters.count)
        // Every result but an error says which checks it made.
        for result in report.results where result.status != .error {
            #expect(result.checks != nil, "\(result.spec) [\(result.adapter)]")
        }
    }
}
