import Foundation
import MapCompatPorting
import Testing

/// The porting corpus: realistic screens per style under Corpus/<style>/, written against the vendors' real APIs
/// (each file cites the public code it is modelled on), and their ports to the other three styles.
enum Corpus {
    static let directory = Samples.directory.appendingPathComponent("Corpus")

    /// The adapter module of each style.
    static let modules: [PortingStyle: String] = [
        .naver: "NaverStyle", .maplibre: "MapLibreStyle", .tomtom: "TomTomStyle", .rm: "RMMapLayerStyle",
        .mapKit: "MapKitStyle", .googleMaps: "GoogleMapsStyle",
    ]

    /// One screen: its name (the file's, which is also its class's) and its source.
    struct Screen {
        var name: String
        var style: PortingStyle
        var text: String
    }

    static func screens(_ style: PortingStyle) throws -> [Screen] {
        let folder = directory.appendingPathComponent(style.id)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            Screen(
                name: String(name.dropLast(".swift".count)), style: style,
                text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
    }

    static func allScreens() throws -> [Screen] {
        try PortingStyle.allCases.flatMap { try screens($0) }
    }

    /// Every port of the corpus: screen, target, result.
    static func ports() throws -> [(screen: Screen, target: PortingStyle, result: PortResult)] {
        try allScreens().flatMap { screen in
            PortingStyle.allCases.filter { $0 != screen.style }.map { target in
                (screen, target, Porter(from: screen.style, to: target).port(screen.text, file: screen.name))
            }
        }
    }

    /// Line counts summed per pair, keyed "source → target".
    static func countsPerPair(
        _ ports: [(screen: Screen, target: PortingStyle, result: PortResult)]
    ) -> [String: PortLineCounts] {
        var pairs: [String: PortLineCounts] = [:]
        for (screen, target, result) in ports {
            pairs["\(screen.style.id) → \(target.id)", default: PortLineCounts()] =
                pairs["\(screen.style.id) → \(target.id)", default: PortLineCounts()]
                + PortLineCounts(output: result.output, target: target)
        }
        return pairs
    }

    /// One line per pair: its four figures and the share of expressible lines ported automatically (printed for
    /// the report).
    static func report(_ pairs: [String: PortLineCounts], prefix: String = "") -> String {
        pairs.sorted(by: { $0.key < $1.key }).map { pair, counts in "\(prefix)\(pair): \(counts.summary)" }
            .joined(separator: "\n")
    }

    /// Checks that every type of the source is declared, in code, in every port, and that no `// PORT(…)` line
    /// holds a type declaration: a construct with no counterpart is commented out alone.
    static func expectTypesKept(_ ports: [(screen: Screen, target: PortingStyle, result: PortResult)]) {
        for (screen, target, result) in ports {
            let types = declaredTypes(codeLines(screen.text))
            let ported = declaredTypes(codeLines(result.output))
            #expect(types == ported, "\(screen.name) → \(target)")
            let commented = result.output.split(separator: "\n").filter { $0.contains("// PORT(") }
                .filter { line in
                    [" class ", " struct ", " enum "].contains { line.contains($0) } && !line.contains(")^:")
                }
            #expect(commented.isEmpty, "\(screen.name) → \(target): \(commented)")
        }
    }

    /// The lines of `text` that are code, not comments.
    static func codeLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    /// The names of the types a file declares (`class Name`, `struct Name`…).
    static func declaredTypes(_ lines: [String]) -> [String] {
        lines.compactMap { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" }).map(String.init)
            guard let keyword = words.firstIndex(where: { ["class", "struct", "enum", "extension"].contains($0) }),
                keyword + 1 < words.count, !line.hasPrefix("func")
            else { return nil }
            return words[keyword + 1]
        }
    }

    /// The event tags a screen logs (`events.append("map tap")` → `map tap`), in code that is not commented out.
    static func tags(_ text: String) -> Set<String> {
        var tags: Set<String> = []
        for line in codeLines(text) {
            guard let range = line.range(of: "events.append(\"") else { continue }
            let rest = line[range.upperBound...]
            let tag = rest.prefix { $0 != "\"" && $0 != "\\" }
            tags.insert(tag.trimmingCharacters(in: .whitespaces))
        }
        return tags
    }
}
