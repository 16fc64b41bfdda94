import Foundation

/// A file that is not a `mapcompat-report/1` report: which file, where in it (a JSON path, or the line and
/// column of a syntax error), and what is wrong.
public struct ReportReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as it was named.
    public var file: String
    /// The JSON path of the offending value (`$.results[3].status`), or `nil` for a file-level problem.
    public var path: JSONPath?
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    public init(file: String, path: JSONPath? = nil, reason: String) {
        self.file = file
        self.path = path
        self.reason = reason
    }

    /// `FILE: $.results[3].status: unknown status "passed"`.
    public var description: String { "\(file): " + (path.map { "\($0): " } ?? "") + reason }
}

/// Reads `mapcompat-report/1` JSON, as `mapcompat conformance --format json` writes it, back into a
/// ``ConformanceReport``: each result's spec, adapter, status, message and checks (missing capabilities and
/// failures are not read; spec titles and files are not in the format). Members it does not know are
/// ignored, so later additions to the format still read.
public enum ReportReader: Sendable {
    /// Reads the report in the file at `path`.
    public static func read(path: String) throws(ReportReadError) -> ConformanceReport {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ReportReadError(file: path, reason: "cannot read the file: \(error.localizedDescription)")
        }
        return try decode(data, file: path)
    }

    /// Reads a report from its bytes; `file` names it in errors.
    public static func decode(_ data: Data, file: String) throws(ReportReadError) -> ConformanceReport {
        let document: JSONValue
        do throws(JSONParser.SyntaxError) {
            document = try JSONParser.parse(Array(data))
        } catch {
            throw ReportReadError(
                file: file, reason: "not JSON: line \(error.line), column \(error.column): \(error.message)")
        }
        let root = try object(document, at: .root, file: file)
        let format = try string(root, "format", at: .root, file: file)
        guard format == ConformanceReport.format else {
            throw ReportReadError(
                file: file, path: JSONPath.root.key("format"),
                reason: "\"\(format)\" is not \"\(ConformanceReport.format)\"")
        }
        guard case .array(let items)? = member(root, "results") else {
            throw ReportReadError(file: file, path: JSONPath.root.key("results"), reason: "expected an array")
        }
        var results: [ConformanceResult] = []
        var seen: Set<ResultKey> = []
        var specs: [ConformanceReport.SpecRow] = []
        var adapters: [String] = []
        for (index, item) in items.enumerated() {
            let path = JSONPath.root.key("results").index(index)
            let result = try self.result(item, at: path, file: file)
            guard seen.insert(result.key).inserted else {
                throw ReportReadError(file: file, path: path, reason: "a second result for \(result.key)")
            }
            if !specs.contains(where: { $0.id == result.spec }) {
                specs.append(.init(id: result.spec, title: "", file: ""))
            }
            if !adapters.contains(result.adapter) { adapters.append(result.adapter) }
            results.append(result)
        }
        if case .object(let summary)? = member(root, "summary") {
            for (adapter, _) in summary where !adapters.contains(adapter) { adapters.append(adapter) }
        }
        return ConformanceReport(specs: specs, adapters: adapters, results: results)
    }

    private static func result(_ value: JSONValue, at path: JSONPath, file: String) throws(ReportReadError)
        -> ConformanceResult
    {
        let fields = try object(value, at: path, file: file)
        let spec = try string(fields, "spec", at: path, file: file)
        let adapter = try string(fields, "adapter", at: path, file: file)
        let statusName = try string(fields, "status", at: path, file: file)
        guard let status = ConformanceResult.Status(rawValue: statusName) else {
            throw ReportReadError(
                file: file, path: path.key("status"),
                reason: "unknown status \"\(statusName)\" (pass, partial, fail, n/a or error)")
        }
        let message = member(fields, "message") == nil ? "" : try string(fields, "message", at: path, file: file)
        var checks: ConformanceResult.Checks?
        if let value = member(fields, "checks") {
            let checksPath = path.key("checks")
            let tally = try object(value, at: checksPath, file: file)
            var unchecked: [String] = []
            if let list = member(tally, "unchecked") {
                guard case .array(let names) = list else {
                    throw ReportReadError(file: file, path: checksPath.key("unchecked"), reason: "expected an array")
                }
                for (index, name) in names.enumerated() {
                    guard case .string(let text) = name else {
                        throw ReportReadError(
                            file: file, path: checksPath.key("unchecked").index(index), reason: "expected a string")
                    }
                    unchecked.append(text)
                }
            }
            checks = .init(
                made: try count(tally, "made", at: checksPath, file: file),
                held: try count(tally, "held", at: checksPath, file: file), unchecked: unchecked)
        }
        return ConformanceResult(spec: spec, adapter: adapter, status: status, message: message, checks: checks)
    }

    private static func member(_ fields: [(key: String, value: JSONValue)], _ name: String) -> JSONValue? {
        fields.first { $0.key == name }?.value
    }

    private static func object(_ value: JSONValue, at path: JSONPath, file: String) throws(ReportReadError)
        -> [(key: String, value: JSONValue)]
    {
        guard case .object(let fields) = value else {
            throw ReportReadError(file: file, path: path, reason: "expected an object, found \(value.typeDescription)")
        }
        return fields
    }

    private static func string(
        _ fields: [(key: String, value: JSONValue)], _ name: String, at path: JSONPath, file: String
    ) throws(ReportReadError) -> String {
        guard let value = member(fields, name) else {
            throw ReportReadError(file: file, path: path.key(name), reason: "missing")
        }
        guard case .string(let text) = value else {
            throw ReportReadError(
                file: file, path: path.key(name), reason: "expected a string, found \(value.typeDescription)")
        }
        return text
    }

    private static func count(
        _ fields: [(key: String, value: JSONValue)], _ name: String, at path: JSONPath, file: String
    ) throws(ReportReadError) -> Int {
        guard case .number(let number)? = member(fields, name), number.isFinite, number >= 0,
            number == number.rounded(), number < 1e9
        else {
            throw ReportReadError(file: file, path: path.key(name), reason: "expected a whole number of checks")
        }
        return Int(number)
    }
}
