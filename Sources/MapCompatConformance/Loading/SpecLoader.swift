import Foundation

/// Loads spec files: one file, or every `*.json` below a directory sorted by path.
///
/// Loading never stops at a bad file: each file gives a ``SpecFile`` holding either its ``Spec`` or a
/// ``SpecLoadError`` that lists every problem with its JSON path, plus warnings for unknown fields.
///
/// ```swift
/// for file in try SpecLoader().load(path: "Specs") {
///     switch file.result {
///     case .success(let spec): print(spec.id, spec.title)
///     case .failure(let error): print(error)
///     }
/// }
/// ```
public struct SpecLoader: Sendable {
    /// Creates a loader.
    public init() {}

    /// Loads a file, or every `*.json` below a directory (sorted by path, ids defaulting to the path below it).
    ///
    /// - Throws: ``SpecSourceError`` when the path does not exist or a directory cannot be listed.
    public func load(path: String) throws(SpecSourceError) -> [SpecFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SpecSourceError(path: path, message: "no such file or directory")
        }
        guard isDirectory.boolValue else {
            let name = URL(fileURLWithPath: path).lastPathComponent
            return [loadFile(at: path, defaultID: Self.id(forRelativePath: name))]
        }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw SpecSourceError(path: path, message: "the directory cannot be listed")
        }
        let relativePaths = enumerator.compactMap { $0 as? String }.filter {
            $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json")
        }
        .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let root = path.hasSuffix("/") ? path : path + "/"
        let files = relativePaths.map { loadFile(at: root + $0, defaultID: Self.id(forRelativePath: $0)) }
        return Self.rejectingDuplicateIDs(files)
    }

    /// Loads one file; a file that cannot be read gives an error at `$`.
    public func loadFile(at path: String, defaultID: String) -> SpecFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            let problem = SpecProblem(file: path, path: .root, message: "the file cannot be read")
            return SpecFile(path: path, id: defaultID, result: .failure(SpecLoadError(file: path, problems: [problem])))
        }
        return decode(data, file: path, defaultID: defaultID)
    }

    /// Decodes a document already in memory; `file` names it in problems.
    public func decode(_ data: Data, file: String, defaultID: String) -> SpecFile {
        let reader = SpecReader(file: file)
        guard data.count <= SpecLimits.fileBytes else {
            reader.error(.root, "the file has \(data.count) bytes; a spec may have at most \(SpecLimits.fileBytes)")
            return SpecFile(
                path: file, id: defaultID, result: .failure(SpecLoadError(file: file, problems: reader.problems)))
        }
        let parsed: JSONValue
        do throws(JSONParser.SyntaxError) {
            parsed = try JSONParser.parse(Array(data))
        } catch {
            reader.error(.root, "invalid JSON at line \(error.line), column \(error.column): \(error.message)")
            return SpecFile(
                path: file, id: defaultID, result: .failure(SpecLoadError(file: file, problems: reader.problems)))
        }
        guard let spec = reader.spec(parsed, defaultID: defaultID) else {
            return SpecFile(
                path: file, id: defaultID, result: .failure(SpecLoadError(file: file, problems: reader.problems)),
                warnings: reader.warnings)
        }
        return SpecFile(path: file, id: spec.id, result: .success(spec), warnings: reader.warnings)
    }

    /// Decodes a document held in a string.
    public func decode(_ text: String, file: String, defaultID: String) -> SpecFile {
        decode(Data(text.utf8), file: file, defaultID: defaultID)
    }

    /// The default id for a file: its path below the root, `/`-separated, without `.json`.
    public static func id(forRelativePath path: String) -> String {
        path.hasSuffix(".json") ? String(path.dropLast(5)) : path
    }

    /// Turns every valid spec whose id an earlier file already uses into an error.
    static func rejectingDuplicateIDs(_ files: [SpecFile]) -> [SpecFile] {
        var owners: [String: String] = [:]
        return files.map { file in
            guard case .success = file.result else { return file }
            guard let owner = owners[file.id] else {
                owners[file.id] = file.path
                return file
            }
            var rejected = file
            let problem = SpecProblem(
                file: file.path, path: JSONPath.root.key("id"),
                message: "the id \"\(file.id)\" is also used by \(owner)")
            rejected.result = .failure(SpecLoadError(file: file.path, problems: [problem]))
            return rejected
        }
    }
}

/// A path given to the loader that is not there or cannot be listed.
public struct SpecSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// What is wrong with it.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
