import Foundation

/// How `mapcompat` dresses its output: colour only when the stream is a terminal and `NO_COLOR` is not set
/// (no-color.org), a progress line only on a terminal, and nothing extra with `--quiet`. Output to a pipe or a
/// file is plain text, without escape codes.
struct Terminal: Sendable {
    /// Whether standard output is a terminal.
    var standardOutputIsTerminal: Bool
    /// Whether standard error is a terminal.
    var standardErrorIsTerminal: Bool
    /// The environment (`NO_COLOR`, `TERM`).
    var environment: [String: String]

    /// The process's own streams and environment; no terminal while ``Output`` is captured.
    static var current: Terminal {
        if Output.capture != nil {
            return Terminal(
                standardOutputIsTerminal: false, standardErrorIsTerminal: false,
                environment: ProcessInfo.processInfo.environment)
        }
        return Terminal(
            standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1, standardErrorIsTerminal: isatty(STDERR_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment)
    }

    /// Whether colour is allowed at all: `NO_COLOR` with any non-empty value and `TERM=dumb` forbid it.
    var colorAllowed: Bool {
        (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Whether text for standard output may carry colour.
    var colorsStandardOutput: Bool { standardOutputIsTerminal && colorAllowed }

    /// Whether a progress line may be drawn (on standard error, rewritten in place).
    var showsProgress: Bool { standardErrorIsTerminal && environment["TERM"] != "dumb" }

    /// The colours used.
    enum Style: String, Sendable {
        case red = "31"
        case green = "32"
        case yellow = "33"
        case bold = "1"
        case dim = "2"
    }

    /// `text` in `style`, or `text` itself when `enabled` is false.
    static func paint(_ text: String, _ style: Style, enabled: Bool) -> String {
        enabled ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// A text report with its statuses coloured (`pass` green, `partial` yellow, `FAIL` and `ERROR` red, `n/a` dim) and the first
    /// differing row of every diff (`  > `) in yellow; unchanged when `enabled` is false.
    static func colorReport(_ text: String, enabled: Bool) -> String {
        guard enabled else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let line = String(line)
            if line.hasPrefix("FAIL ") || line.hasPrefix("ERROR ") {
                let head = line.prefix { $0 != " " }
                return paint(String(head), .red, enabled: true) + line.dropFirst(head.count)
            }
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("> ") {
                return paint(line, .yellow, enabled: true)
            }
            guard line.contains("  ") else { return line }
            return
                line
                .replacingOccurrences(of: "  pass", with: "  " + paint("pass", .green, enabled: true))
                .replacingOccurrences(of: "  partial", with: "  " + paint("partial", .yellow, enabled: true))
                .replacingOccurrences(of: "  FAIL", with: "  " + paint("FAIL", .red, enabled: true))
                .replacingOccurrences(of: "  ERROR", with: "  " + paint("ERROR", .red, enabled: true))
                .replacingOccurrences(of: "  n/a", with: "  " + paint("n/a", .dim, enabled: true))
        }.joined(separator: "\n")
    }

    /// The text report without its matrix and warnings: what did not pass, then the summary line.
    static func quietReport(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let blank = lines.firstIndex(of: "") { lines.removeSubrange(..<blank) }
        lines.removeAll { $0.hasPrefix("warning: ") }
        var kept: [String] = []
        for line in lines where !(line.isEmpty && (kept.last?.isEmpty ?? true)) { kept.append(line) }
        while kept.last?.isEmpty == true { kept.removeLast() }
        return kept.joined(separator: "\n") + "\n"
    }
}

/// A one-line progress display on standard error: `[12/240] gestures/pan`, redrawn in place and erased at the
/// end. Silent unless standard error is a terminal.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private let total: Int
    private var drawn = false

    /// A progress line over `total` items; draws nothing when `enabled` is false.
    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled && total > 1
    }

    /// Shows that item `index` (from 0), named `name`, is under way.
    func update(_ index: Int, _ name: String) {
        guard enabled else { return }
        let text = "[\(index + 1)/\(total)] \(name)"
        let clipped = text.count > 76 ? String(text.prefix(75)) + "…" : text
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(clipped)".utf8))
        drawn = true
    }

    /// Erases the line.
    func finish() {
        guard enabled, drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        drawn = false
    }
}
