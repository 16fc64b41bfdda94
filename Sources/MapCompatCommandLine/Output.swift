import Foundation

/// Where the tool writes: results to standard output, diagnostics to standard error, or both into an
/// ``OutputCapture`` while one is set for the running task.
enum Output {
    /// The capture of the run under way, if ``MapCompatCommand/capture(arguments:plugins:programName:)`` started it.
    @TaskLocal static var capture: OutputCapture?
    /// The program's name in help and usage messages: `mapcompat`, or the executable that runs the library.
    @TaskLocal static var programName = "mapcompat"

    /// A help or usage text naming ``programName`` where it names `mapcompat` as the command to type: after
    /// `USAGE: `, after a quote, or at the start of a line.
    static func named(_ text: String) -> String {
        guard programName != "mapcompat" else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = String(line)
            let indent = line.prefix { $0 == " " }
            if line.dropFirst(indent.count).hasPrefix("mapcompat ") {
                line = indent + programName + line.dropFirst(indent.count + "mapcompat".count)
            }
            return
                line
                .replacingOccurrences(of: "USAGE: mapcompat ", with: "USAGE: \(programName) ")
                .replacingOccurrences(of: "'mapcompat ", with: "'\(programName) ")
        }.joined(separator: "\n")
    }

    /// Writes a line (a newline is added unless `text` ends with one) to standard output.
    static func print(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Writes a line (a newline is added unless `text` ends with one) to standard error.
    static func error(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        if let capture {
            capture.append(error: line)
        } else {
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    /// Writes `text` as it is to standard output.
    static func write(_ text: String) {
        if let capture {
            capture.append(output: text)
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
}

/// What a command line wrote, kept in memory: for a test that runs the tool in its own process.
final class OutputCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var output = ""
    private var errors = ""

    func append(output text: String) { lock.withLock { output += text } }
    func append(error text: String) { lock.withLock { errors += text } }

    /// Standard output and standard error so far.
    var texts: (output: String, error: String) { lock.withLock { (output, errors) } }
}
