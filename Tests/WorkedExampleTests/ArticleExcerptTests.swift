import Foundation
import MapCompatTestSupport
import Testing

/// Every Swift block of the worked example's article is an excerpt of the example's sources (lines in order,
/// leading spaces aside), so the article shows code that compiles and runs.
@Suite struct ArticleExcerptTests {
    static let article = PackagePaths.root.appendingPathComponent(
        "Sources/MapCompatConformance/MapCompatConformance.docc/WalkingThroughTheWorkedExample.md")
    /// The article on a package of one's own, whose Swift blocks are excerpts too, but for its manifest.
    static let ownPackageArticle = PackagePaths.root.appendingPathComponent(
        "Sources/MapCompatConformance/MapCompatConformance.docc/AddingAnAdapterInYourOwnPackage.md")
    static let sources = [
        "Tests/WorkedExampleAdapter", "Tests/WorkedExamplePlugin", "Tests/WorkedExampleTests", "Tests/WorkedExampleCLI",
    ]

    static func blocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("```swift") {
                current = []
            } else if line.hasPrefix("```"), let block = current {
                blocks.append(block)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    static func sourceFiles() throws -> [[String]] {
        try sources.flatMap { folder in
            let url = PackagePaths.root.appendingPathComponent(folder)
            return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
                .filter { $0.hasSuffix(".swift") }
                .map { try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8) }
                .map { $0.components(separatedBy: "\n").map(Self.trimmed) }
        }
    }

    static func trimmed(_ line: String) -> String { String(line.drop { $0 == " " }) }

    static func isExcerpt(_ block: [String], of file: [String]) -> Bool {
        let lines = block.map(trimmed)
        guard !lines.isEmpty, lines.count <= file.count else { return false }
        return (0...(file.count - lines.count)).contains { Array(file[$0..<$0 + lines.count]) == lines }
    }

    @Test func everyBlockIsAnExcerptOfTheExample() throws {
        let blocks = Self.blocks(in: try String(contentsOf: Self.article, encoding: .utf8))
        let files = try Self.sourceFiles()
        #expect(blocks.count >= 8)
        for block in blocks {
            #expect(
                files.contains { Self.isExcerpt(block, of: $0) }, "not in the example: \(block.joined(separator: "\n"))"
            )
        }
    }

    @Test func everyBlockOfTheOwnPackageArticleIsAnExcerptButTheManifest() throws {
        let blocks = Self.blocks(in: try String(contentsOf: Self.ownPackageArticle, encoding: .utf8))
        let files = try Self.sourceFiles()
        let manifests = blocks.filter { $0.first?.hasPrefix("// swift-tools-version") == true }
        #expect(manifests.count == 1)
        #expect(blocks.count - manifests.count >= 4)
        for block in blocks where !manifests.contains(block) {
            #expect(
                files.contains { Self.isExcerpt(block, of: $0) }, "not in the example: \(block.joined(separator: "\n"))"
            )
        }
    }
}
