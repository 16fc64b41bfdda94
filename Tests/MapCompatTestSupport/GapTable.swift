import Foundation

/// An adapter article's table of what its vendor's API cannot express: the capability names in backticks in
/// the first column of each row, read so that a test can keep the table in step with the plugin both ways.
public struct GapTable: Sendable {
    /// The names listed; one ending in `.*` stands for every capability below it.
    public let names: [String]
    /// The first cell of each row whose last cell names no public source (a web page, or a header, source
    /// or reference file); empty when every reason says what it rests on.
    public let unsourced: [String]

    /// Reads the table that follows `marker` (a heading or the table's header row) in the article at
    /// `relativePath` below the package root, up to the next `###` heading.
    ///
    /// - Throws: when the article cannot be read, or has no `marker`.
    public init(article relativePath: String, after marker: String) throws {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent(relativePath), encoding: .utf8)
        guard let start = text.range(of: marker) else { throw MissingSection(marker: marker) }
        let rest = text[start.upperBound...]
        let section = rest.range(of: "\n### ").map { rest[..<$0.lowerBound] } ?? rest
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
        let firstCells = rows.compactMap { $0.split(separator: "|").first }
        unsourced = rows.filter { !Self.namesASource($0.split(separator: "|").last ?? "") }.compactMap {
            $0.split(separator: "|").first.map { String($0).trimmingCharacters(in: .whitespaces) }
        }
        names = firstCells.flatMap { cell in
            cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }
                .map { String($0.element) }
        }
    }

    /// Whether `text` names a public source: a web address, or a header, source or reference file
    /// (`RMMapView.h`, `MLNMapView.mm`, `…/Enums/MapInteraction.html`).
    public static func namesASource(_ text: Substring) -> Bool {
        if text.contains("://") { return true }
        let extensions = [".h", ".m", ".mm", ".swift", ".html", ".kt", ".java"]
        let words = text.split(whereSeparator: { " `(),;".contains($0) })
        return words.contains { word in extensions.contains { word.hasSuffix($0) } }
    }

    /// The bullets (lines starting `- \``) after `marker` in the article at `relativePath`, up to the next
    /// `###` heading, whose text up to the next bullet names no public source.
    ///
    /// - Throws: when the article cannot be read, or has no `marker`.
    public static func unsourcedBullets(article relativePath: String, after marker: String) throws -> [String] {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent(relativePath), encoding: .utf8)
        guard let start = text.range(of: marker) else { throw MissingSection(marker: marker) }
        let rest = text[start.upperBound...]
        let section = rest.range(of: "\n### ").map { rest[..<$0.lowerBound] } ?? rest
        let bullets = section.components(separatedBy: "\n- ").dropFirst().filter { $0.hasPrefix("`") }
        return bullets.filter { !namesASource(Substring($0)) }.map { String($0.prefix(60)) }
    }

    /// Whether the table lists the capability named `capability`, itself or under a `.*` name.
    public func covers(_ capability: String) -> Bool {
        names.contains { Self.name($0, covers: capability) }
    }

    /// Whether one listed name stands for `capability`: the same name, or a `.*` name above it.
    public static func name(_ name: String, covers capability: String) -> Bool {
        name.hasSuffix(".*") ? capability.hasPrefix(String(name.dropLast())) : capability == name
    }

    /// The article has no such section.
    public struct MissingSection: Error, CustomStringConvertible {
        /// The heading or header row looked for.
        public let marker: String
        /// What is missing, for the test log.
        public var description: String { "the article has no section \"\(marker)\"" }
    }
}
