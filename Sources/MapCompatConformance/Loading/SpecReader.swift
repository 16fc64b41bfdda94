/// Walks one parsed document, collecting every problem and warning with its JSON path instead of stopping
/// at the first, so a spec author sees everything wrong with a file at once.
final class SpecReader {
    let file: String
    private(set) var problems: [SpecProblem] = []
    private(set) var warnings: [SpecProblem] = []

    init(file: String) { self.file = file }

    /// Records a problem that makes the file invalid.
    func error(_ path: JSONPath, _ message: String) {
        problems.append(SpecProblem(file: file, path: path, message: message))
    }

    /// Records something suspicious that does not stop the spec from loading.
    func warn(_ path: JSONPath, _ message: String) {
        warnings.append(SpecProblem(file: file, path: path, message: message))
    }

    /// Records a type mismatch.
    func mismatch(_ path: JSONPath, expected: String, found value: JSONValue) {
        error(path, "expected \(expected), found \(value.typeDescription)")
    }

    /// Opens an object, reporting repeated keys as problems and keys outside `known` (when given) as warnings.
    func object(_ value: JSONValue, at path: JSONPath, known: [String]?) -> ObjectReader? {
        guard case .object(let members) = value else {
            mismatch(path, expected: "an object", found: value)
            return nil
        }
        var fields: [String: JSONValue] = [:]
        for (key, member) in members {
            if fields[key] != nil { error(path.key(key), "the field \"\(key)\" appears more than once") }
            fields[key] = member
            if let known, !known.contains(key) { warnUnknown(key, at: path.key(key), known: known) }
        }
        return ObjectReader(reader: self, path: path, fields: fields)
    }

    /// Warns about an unknown field, suggesting a known name that is a likely typo; `context` says where it is
    /// unknown (such as " in a gesture event pattern").
    func warnUnknown(_ key: String, at path: JSONPath, known: [String], context: String = "") {
        warn(path, "unknown field \"\(key)\"\(context) is ignored" + hint(for: key, among: known))
    }
}

/// The members of one JSON object being decoded, with its path.
struct ObjectReader {
    let reader: SpecReader
    let path: JSONPath
    let fields: [String: JSONValue]

    /// Whether the object has the member.
    func has(_ key: String) -> Bool { fields[key] != nil }

    /// Decodes a member that may be absent; `nil` when absent or invalid (an invalid one is reported).
    func optional<T>(_ key: String, _ decode: (JSONValue, JSONPath) -> T?) -> T? {
        fields[key].flatMap { decode($0, path.key(key)) }
    }

    /// Decodes a member that must be present, reporting it when missing.
    func required<T>(_ key: String, _ decode: (JSONValue, JSONPath) -> T?) -> T? {
        guard let value = fields[key] else {
            reader.error(path.key(key), "the required field \"\(key)\" is missing")
            return nil
        }
        return decode(value, path.key(key))
    }
}
