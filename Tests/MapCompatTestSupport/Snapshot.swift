import Foundation
import Testing

/// Compares `text` with the snapshot file `__Snapshots__/<name>.txt` beside the calling test file, and
/// records an issue at the call naming the first line that differs.
///
/// With `MAPCOMPAT_RECORD=1` in the environment, or when the file does not exist yet, it writes `text` as the
/// new snapshot instead and records an issue saying so, so that a recording run never passes unseen; run
/// again without the variable to check. Review a re-recorded snapshot's diff like code.
///
/// ```swift
/// assertSnapshot(ReportFormat.text.render(report), named: "suite-matrix")
/// ```
public func assertSnapshot(
    _ text: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let file = Snapshot.file(named: name, besides: filePath)
    let recording = ProcessInfo.processInfo.environment["MAPCOMPAT_RECORD"] == "1"
    guard !recording, let stored = try? String(contentsOf: file, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            Issue.record(
                Comment(rawValue: "recorded the snapshot \(file.path); run again without MAPCOMPAT_RECORD to check"),
                sourceLocation: sourceLocation)
        } catch {
            Issue.record(
                Comment(rawValue: "could not write the snapshot \(file.path): \(error)"), sourceLocation: sourceLocation
            )
        }
        return
    }
    if let difference = Snapshot.firstDifference(stored, text) {
        Issue.record(
            Comment(
                rawValue: "\(name) differs from \(file.lastPathComponent) (re-record with MAPCOMPAT_RECORD=1):\n"
                    + difference),
            sourceLocation: sourceLocation)
    }
}

/// Where snapshots live and how two of them differ.
public enum Snapshot: Sendable {
    /// `__Snapshots__/<name>.txt` in the folder of the test file at `filePath`.
    public static func file(named name: String, besides filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(name + ".txt")
    }

    /// The first line where `expected` and `actual` differ, with its number, both versions and the line
    /// counts; `nil` when they are equal.
    public static func firstDifference(_ expected: String, _ actual: String) -> String? {
        guard expected != actual else { return nil }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index =
            zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let was = index < old.count ? String(old[index]) : "(end of snapshot)"
        let now = index < new.count ? String(new[index]) : "(end of output)"
        return
            "line \(index + 1):\n  snapshot: \(was)\n  now:      \(now)\n(\(old.count) lines in the snapshot, \(new.count) now)"
    }
}
