import Dispatch
import Foundation

extension ConformanceRunner {
    /// Runs every file like ``run(_:)-([SpecFile])``, spreading the specs over `jobs` threads.
    ///
    /// Each spec's runs are independent (a fresh session per plugin), so the report is the same, in the same
    /// order, whatever the number of jobs.
    public func run(_ files: [SpecFile], jobs: Int) -> ConformanceReport {
        let jobs = max(1, min(jobs, files.count))
        guard jobs > 1 else { return run(files) }
        let slots = ReportSlots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
            for index in stride(from: worker, to: files.count, by: jobs) {
                slots[index] = run([files[index]])
            }
        }
        let parts = slots.reports
        return ConformanceReport(
            specs: parts.flatMap(\.specs), adapters: plugins.map(\.id), results: parts.flatMap(\.results),
            warnings: parts.flatMap(\.warnings))
    }
}

/// One report per spec file, filled by several threads, each slot by exactly one.
private final class ReportSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [ConformanceReport?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(index: Int) -> ConformanceReport? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var reports: [ConformanceReport] { lock.withLock { slots.compactMap { $0 } } }
}
