import MapCompatConformance

/// One command line run in-process, with what it wrote.
public struct CommandLineRun: Sendable, Equatable {
    /// The exit status: 0 success, 1 a failure, 2 a usage error.
    public var status: Int32
    /// Everything written to standard output.
    public var standardOutput: String
    /// Everything written to standard error.
    public var standardError: String
}

extension MapCompatCommand {
    /// Runs a command line on `plugins` as ``run(arguments:plugins:programName:)`` does, but keeps its output instead of
    /// writing it: for a test of your plugin through every subcommand without starting a process. The output
    /// is plain (no colour, no progress line), as when it goes to a pipe. Files that options name (`--svg`,
    /// `--output`, `--out`) are still written.
    public static func capture(
        arguments: [String], plugins: [any AdapterPlugin], programName: String = "mapcompat"
    ) -> CommandLineRun {
        let capture = OutputCapture()
        let status = Output.$capture.withValue(capture) {
            run(arguments: arguments, plugins: plugins, programName: programName)
        }
        let texts = capture.texts
        return CommandLineRun(status: status, standardOutput: texts.output, standardError: texts.error)
    }
}
