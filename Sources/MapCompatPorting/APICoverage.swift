import Foundation

/// Checks the ``APIMap`` against the adapters' public declarations, so that the map cannot drift from them.
public enum APICoverage: Sendable {
    /// A source file of an adapter that could not be read.
    public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file or directory.
        public var path: String
        /// What went wrong.
        public var reason: String

        /// A description naming the path.
        public var description: String { "\(path): \(reason)" }
    }

    /// The public declarations of every `.swift` file under `directory` (recursively), sorted by key, with
    /// overloads that share a key listed once.
    ///
    /// - Throws: ``ReadError`` naming the directory or file that cannot be read.
    public static func declarations(in directory: URL) throws(ReadError) -> [PublicDeclaration] {
        try scan(directory).declarations
    }

    /// The public declarations of an adapter's sources under `directory`, together with the platform types it
    /// re-exports from `module` (`@_exported import struct MapCompatCoreLocation.CLLocationCoordinate2D`): each such
    /// type and its members as declared in the `.swift` files under `platform`. An adapter that re-exports
    /// them offers them to app code as its own, as the vendor SDK offers Core Location's types.
    ///
    /// - Throws: ``ReadError`` naming the directory or file that cannot be read.
    public static func declarations(
        in directory: URL, reexportingFrom platform: URL, module: String
    ) throws(ReadError) -> [PublicDeclaration] {
        let adapter = try scan(directory, reexportsFrom: module)
        guard !adapter.reexports.isEmpty else { return adapter.declarations }
        var byKey = Dictionary(adapter.declarations.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for declaration in try scan(platform).declarations where byKey[declaration.key] == nil {
            let base = declaration.key.split(separator: "(", maxSplits: 1).first.map(String.init) ?? declaration.key
            let root = base.split(separator: ".", maxSplits: 1).first.map(String.init) ?? base
            if adapter.reexports.contains(root) { byKey[declaration.key] = declaration }
        }
        return byKey.values.sorted()
    }

    /// The declarations under `directory`, and the names its files re-export from `module`.
    private static func scan(
        _ directory: URL, reexportsFrom module: String? = nil
    ) throws(ReadError) -> (declarations: [PublicDeclaration], reexports: Set<String>) {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { throw ReadError(path: directory.path, reason: "not a readable directory") }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" { files.append(url) }
        var byKey: [String: PublicDeclaration] = [:]
        var reexports: Set<String> = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let text: String
            do {
                text = try String(contentsOf: file, encoding: .utf8)
            } catch {
                throw ReadError(path: file.path, reason: "cannot be read as UTF-8")
            }
            let scanner = PublicAPIScanner(text, file: file.lastPathComponent)
            for declaration in scanner.declarations() where byKey[declaration.key] == nil {
                byKey[declaration.key] = declaration
            }
            if let module { reexports.formUnion(scanner.reexportedNames(from: module)) }
        }
        return (byKey.values.sorted(), reexports)
    }

    /// The keys the map lists for `style`, with the concept that lists each.
    public static func mappedKeys(_ style: PortingStyle, map: [APIConcept] = APIMap.concepts) -> [String: String] {
        var result: [String: String] = [:]
        for concept in map {
            for member in concept.members[style] ?? [] where result[member.key] == nil {
                result[member.key] = concept.id
            }
        }
        return result
    }

    /// The declarations the map does not account for in `style`.
    public static func unmapped(
        _ declarations: [PublicDeclaration], style: PortingStyle, map: [APIConcept] = APIMap.concepts
    ) -> [PublicDeclaration] {
        let mapped = mappedKeys(style, map: map)
        return declarations.filter { mapped[$0.key] == nil }
    }

    /// The keys the map lists for `style` that are not declarations of its adapter (stale entries).
    public static func stale(
        _ declarations: [PublicDeclaration], style: PortingStyle, map: [APIConcept] = APIMap.concepts
    ) -> [String] {
        let declared = Set(declarations.map(\.key))
        return mappedKeys(style, map: map).keys.filter { !declared.contains($0) }.sorted()
    }
}
