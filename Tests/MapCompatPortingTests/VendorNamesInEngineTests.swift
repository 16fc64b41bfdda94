import Foundation
import MapCompatPorting
import MapCompatSyntax
import Testing

/// Rule 10 of the design: what the porter knows about a vendor is data in that style's description, not code in a
/// rule. The engine's code (its rules and the pipeline) names no style and no vendor type; comments may cite them.
@Suite struct VendorNamesInEngineTests {
    static let porting = Samples.directory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/MapCompatPorting")

    /// The passes on the text that still compare styles, until each becomes a rule (and this list shrinks).
    static let legacy = ["TextPasses.swift"]

    /// The identifiers that name a vendor: the built-in styles, and every type their facts give a role.
    static let vendorNames: Set<String> = {
        var names: Set<String> = ["naver", "maplibre", "tomtom", "rm"]
        for style in PortingStyle.allCases { names.formUnion(style.types.roles.keys) }
        return names
    }()

    /// The engine's source files.
    static func engineFiles() throws -> [URL] {
        try ["Engine", "Rules"].flatMap { folder -> [URL] in
            let directory = porting.appendingPathComponent(folder)
            return try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".swift") && !legacy.contains($0) }
                .map { directory.appendingPathComponent($0) }
        }
    }

    @Test func theEngineNamesNoVendor() throws {
        let files = try Self.engineFiles()
        #expect(files.count >= 10)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let tree = SyntaxTree(parsing: text)
            // Identifiers and words in string literals: a vendor's name in either is vendor knowledge in code.
            var words: [String] = []
            for token in tree.root.syntax.tokens {
                switch token.kind {
                case .identifier: words.append(token.identifier)
                case .stringSegment:
                    words += token.text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
                default: break
                }
            }
            let found = Set(words).intersection(Self.vendorNames)
            #expect(found.isEmpty, "\(file.lastPathComponent) names \(found.sorted())")
        }
    }

    @Test func theTestSeesAVendorName() {
        let tree = SyntaxTree(parsing: "if context.source == .naver { let m = NMFMarker() } // MLNMapView")
        let words = tree.root.syntax.tokens.filter { $0.kind == .identifier }.map(\.identifier)
        #expect(Set(words).intersection(Self.vendorNames) == ["naver", "NMFMarker"])
    }
}
