/// The results of a conformance run: one per spec and adapter, in spec order then adapter order.
public struct ConformanceReport: Hashable, Sendable {
    /// The format identifier of the JSON rendering.
    public static let format = "mapcompat-report/1"

    /// A spec's row in the report.
    public struct SpecRow: Hashable, Sendable {
        /// The spec's id.
        public var id: String
        /// The spec's title, empty for a file that did not load.
        public var title: String
        /// The file the spec came from.
        public var file: String

        /// Creates a row.
        public init(id: String, title: String, file: String) {
            self.id = id
            self.title = title
            self.file = file
        }
    }

    /// How many results an adapter has of each status.
    public struct Counts: Hashable, Sendable {
        /// Passes.
        public var pass = 0
        /// Partial results: every check made held, some were not made.
        public var partial = 0
        /// Failures.
        public var fail = 0
        /// Specs not applicable to the adapter.
        public var notApplicable = 0
        /// Errors.
        public var error = 0

        /// Creates zero counts.
        public init() {}

        /// The count for a status.
        public subscript(status: ConformanceResult.Status) -> Int {
            get {
                switch status {
                case .pass: pass
                case .partial: partial
                case .fail: fail
                case .notApplicable: notApplicable
                case .error: error
                }
            }
            set {
                switch status {
                case .pass: pass = newValue
                case .partial: partial = newValue
                case .fail: fail = newValue
                case .notApplicable: notApplicable = newValue
                case .error: error = newValue
                }
            }
        }
    }

    /// The specs, in run order.
    public var specs: [SpecRow]
    /// The adapter ids, in column order.
    public var adapters: [String]
    /// Every result.
    public var results: [ConformanceResult]
    /// Warnings from loading the specs (unknown fields).
    public var warnings: [SpecProblem]

    /// Creates a report.
    public init(specs: [SpecRow], adapters: [String], results: [ConformanceResult], warnings: [SpecProblem] = []) {
        self.specs = specs
        self.adapters = adapters
        self.results = results
        self.warnings = warnings
    }

    /// Counts by adapter id.
    public var summary: [String: Counts] {
        var counts = Dictionary(uniqueKeysWithValues: adapters.map { ($0, Counts()) })
        for result in results { counts[result.adapter, default: Counts()][result.status] += 1 }
        return counts
    }

    /// Counts over every adapter.
    public var totals: Counts {
        var counts = Counts()
        for result in results { counts[result.status] += 1 }
        return counts
    }

    /// Checks made out of checks, by adapter id, over every result that lists checks.
    public var checkShares: [String: (made: Int, total: Int)] {
        var shares = Dictionary(uniqueKeysWithValues: adapters.map { ($0, (made: 0, total: 0)) })
        for result in results {
            guard let checks = result.checks else { continue }
            let share = shares[result.adapter] ?? (0, 0)
            shares[result.adapter] = (share.made + checks.made, share.total + checks.total)
        }
        return shares
    }

    /// Whether nothing failed or erred.
    public var succeeded: Bool { !results.contains { $0.status == .fail || $0.status == .error } }

    /// The command-line exit status: 0 when nothing failed or erred (`partial` and `n/a` included), 1 otherwise.
    public var exitStatus: Int32 { succeeded ? 0 : 1 }

    /// The result of a spec on an adapter, if there is one.
    public func result(spec: String, adapter: String) -> ConformanceResult? {
        results.first { $0.spec == spec && $0.adapter == adapter }
    }
}
