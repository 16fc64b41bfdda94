import Foundation
import MapCompatTestSupport
import Testing

/// The snapshot assertion the suite-matrix test relies on.
struct SnapshotTests {
    @Test func equalTextsHaveNoDifference() {
        #expect(Snapshot.firstDifference("a\nb\n", "a\nb\n") == nil)
    }

    @Test func theFirstDifferingLineIsNamed() throws {
        let difference = try #require(Snapshot.firstDifference("a\nb\nc", "a\nB\nc"))
        #expect(difference.hasPrefix("line 2:\n  snapshot: b\n  now:      B"))
        let shorter = try #require(Snapshot.firstDifference("a\nb", "a"))
        #expect(shorter.contains("now:      (end of output)"))
    }

    @Test func snapshotsLiveBesideTheTestFile() {
        let file = Snapshot.file(named: "suite-matrix", besides: "/p/Tests/X/XTests.swift")
        #expect(file.path == "/p/Tests/X/__Snapshots__/suite-matrix.txt")
    }

    @Test func packagePathsFindTheBuiltInSuite() {
        #expect(FileManager.default.fileExists(atPath: PackagePaths.root.appendingPathComponent("Package.swift").path))
        #expect(FileManager.default.fileExists(atPath: PackagePaths.specsRoot.appendingPathComponent("README.md").path))
    }

    @Test func aMatchingSnapshotPasses() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        let test = directory.appendingPathComponent("T.swift").path
        let file = Snapshot.file(named: "s", besides: test)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("same\n".utf8).write(to: file)
        assertSnapshot("same\n", named: "s", filePath: test)
    }
}
