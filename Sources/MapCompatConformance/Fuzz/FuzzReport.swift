import Foundation

/// What a fuzzing session found: how many specs ran on each adapter, and every divergence.
public struct FuzzReport: Hashable, Sendable {
    /// The format identifier of the JSON rendering.
    public static let format = "mapcompat-fuzz/1"

    /// How many specs were generated.
    public var runs: Int
    /// The seed they derive from.
    public var seed: UInt64
    /// The adapters compared with the reference, in order.
    public var adapters: [String]
    /// How many specs each adapter could set up and ran.
    public var ran: [String: Int]
    /// Specs the reference could not run (left out of the comparison).
    public var skipped: Int
    /// Every divergence, in run order, then adapter order.
    public var divergences: [FuzzDivergence]

    /// Creates a report.
    public init(
        runs: Int, seed: UInt64, adapters: [String], ran: [String: Int] = [:], skipped: Int = 0,
        divergences: [FuzzDivergence] = []
    ) {
        self.runs = runs
        self.seed = seed
        self.adapters = adapters
        self.ran = ran
        self.skipped = skipped
        self.divergences = divergences
    }

    /// 0 with no divergence, 1 with any.
    public var exitStatus: Int32 { divergences.isEmpty ? 0 : 1 }

    /// Writes each distinct shrunk spec to `directory` (created if need be) as `ID.json`, and returns the
    /// report with every divergence's ``FuzzDivergence/path`` set; divergences that shrank to the same spec
    /// on the same adapter share the first one's file.
    ///
    /// - Throws: any error from creating the directory or writing a file.
    public func writingSpecs(to directory: String) throws -> FuzzReport {
        var written = self
        guard !divergences.isEmpty else { return written }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var paths: [FuzzSpecKey: String] = [:]
        let root = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        for index in written.divergences.indices {
            let divergence = written.divergences[index]
            let key = FuzzSpecKey(adapter: divergence.adapter, spec: divergence.shrunk)
            if let path = paths[key] {
                written.divergences[index].path = path
                continue
            }
            let path = root + "/" + divergence.shrunk.id + ".json"
            try Data(SpecEncoder.encode(divergence.shrunk).utf8).write(to: URL(fileURLWithPath: path))
            paths[key] = path
            written.divergences[index].path = path
        }
        return written
    }
}

/// A shrunk spec on an adapter, compared without its id, title and source.
private struct FuzzSpecKey: Hashable {
    var adapter: String
    var spec: Spec

    init(adapter: String, spec: Spec) {
        self.adapter = adapter
        var bare = spec
        bare.id = ""
        bare.title = ""
        bare.source = nil
        self.spec = bare
    }
}

/// The renderings of a ``FuzzReport``.
public enum FuzzReportFormat: String, Hashable, Sendable, CaseIterable {
    /// A summary and one line per divergence, for people.
    case text
    /// `mapcompat-fuzz/1` JSON, for tools.
    case json

    /// The report in this format, ending with a newline.
    public func render(_ report: FuzzReport) -> String {
        switch self {
        case .text: FuzzTextReport.render(report)
        case .json: FuzzJSONReport.render(report)
        }
    }
}
