/// What changed between two conformance runs, cell by cell: what passes now and did not, what regressed,
/// what changed status otherwise, and the cells one run has and the other lacks.
///
/// A cell **regressed** when it passed and no longer does, or when it fails or errs now and did neither
/// before (a `fail` turned `error` too). It **now passes** when it passes and did not. Any other change of
/// status, or of the checks a `partial` made (`partial 3/5` → `partial 4/5`), is **changed**. Cells in
/// only one of the runs are **added** or **removed**, never regressions.
///
/// ```swift
/// let comparison = ReportComparison(
///     old: try ReportReader.read(path: "main.json"), new: try ReportReader.read(path: "branch.json"))
/// print(comparison.renderText(oldName: "main.json", newName: "branch.json"))
/// ```
public struct ReportComparison: Hashable, Sendable {
    /// How a cell moved between the runs.
    public enum Change: String, Hashable, Sendable, CaseIterable {
        /// It did not pass and passes now.
        case nowPasses = "now passes"
        /// It passed and no longer does, or it fails or errs now and did not.
        case regressed
        /// Another change of status, or of the checks made.
        case changed
        /// Only the new run has it.
        case added
        /// Only the old run has it.
        case removed
    }

    /// One cell that moved.
    public struct Entry: Hashable, Sendable {
        /// The cell.
        public var key: ResultKey
        /// Its result in the old run, if it had one.
        public var old: ConformanceResult?
        /// Its result in the new run, if it has one.
        public var new: ConformanceResult?
        /// How it moved.
        public var change: Change

        /// Creates an entry.
        public init(key: ResultKey, old: ConformanceResult?, new: ConformanceResult?, change: Change) {
            self.key = key
            self.old = old
            self.new = new
            self.change = change
        }
    }

    /// The adapters of both runs: the new run's order, then those only the old run has.
    public var adapters: [String]
    /// The cells that moved, in the new run's order, then the removed ones in the old run's order.
    public var entries: [Entry]
    /// How many cells both runs have with the same status and checks, by adapter.
    public var unchanged: [String: Int]

    /// Compares two runs.
    public init(old: ConformanceReport, new: ConformanceReport) {
        adapters = new.adapters + old.adapters.filter { !new.adapters.contains($0) }
        var olds: [ResultKey: ConformanceResult] = [:]
        for result in old.results { olds[result.key] = result }
        var news: Set<ResultKey> = []
        var entries: [Entry] = []
        var unchanged: [String: Int] = [:]
        for result in new.results {
            news.insert(result.key)
            guard let before = olds[result.key] else {
                entries.append(Entry(key: result.key, old: nil, new: result, change: .added))
                continue
            }
            if let change = Self.change(from: before, to: result) {
                entries.append(Entry(key: result.key, old: before, new: result, change: change))
            } else {
                unchanged[result.adapter, default: 0] += 1
            }
        }
        for result in old.results where !news.contains(result.key) {
            entries.append(Entry(key: result.key, old: result, new: nil, change: .removed))
        }
        self.entries = entries
        self.unchanged = unchanged
    }

    /// How a cell present in both runs moved, or `nil` when its status and checks are the same.
    public static func change(from old: ConformanceResult, to new: ConformanceResult) -> Change? {
        guard old.status != new.status || old.cellLabel != new.cellLabel else { return nil }
        let bad: Set<ConformanceResult.Status> = [.fail, .error]
        if new.status == .pass { return old.status == .pass ? .changed : .nowPasses }
        if old.status == .pass { return .regressed }
        if bad.contains(new.status), !bad.contains(old.status) { return .regressed }
        if old.status == .fail, new.status == .error { return .regressed }
        return .changed
    }

    /// The entries of one adapter with one kind of change.
    public func entries(_ adapter: String, _ change: Change) -> [Entry] {
        entries.filter { $0.key.adapter == adapter && $0.change == change }
    }

    /// How many entries of each kind there are, over every adapter or for one.
    public func count(_ change: Change, adapter: String? = nil) -> Int {
        entries.filter { $0.change == change && (adapter == nil || $0.key.adapter == adapter) }.count
    }

    /// Whether any cell regressed.
    public var hasRegressions: Bool { entries.contains { $0.change == .regressed } }

    /// The command-line exit status: 1 when a cell regressed, 0 otherwise.
    public var exitStatus: Int32 { hasRegressions ? 1 : 0 }
}
