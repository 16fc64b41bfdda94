import MapCompatConformance
import MapCompatPorting

/// A subcommand of `mapcompat`, shaped like a swift-argument-parser command: a name, an abstract, a usage
/// text, parsing from arguments, and `run()` returning the exit status.
protocol Command: Sendable {
    /// The subcommand's name on the command line.
    static var name: String { get }
    /// One line saying what it does.
    static var abstract: String { get }
    /// The full help text.
    static var usage: String { get }

    /// Parses the arguments after the subcommand's name.
    init(arguments: [String]) throws(UsageError)

    /// The adapter plugins the command runs on, set by ``MapCompatCommand/run(arguments:plugins:programName:)`` after
    /// parsing; a command that runs no adapter keeps the default, which ignores them.
    var plugins: [any AdapterPlugin] { get set }

    /// The porting styles the command knows besides the built-in ones (those a package passes to
    /// ``MapCompatCommand/main(plugins:portingStyles:)``), set after parsing like ``plugins``.
    var portingStyles: [PortingStyle] { get set }

    /// Does the work; returns the exit status.
    func run() throws -> Int32
}

extension Command {
    /// No plugins: for commands that run no adapter (`port`).
    var plugins: [any AdapterPlugin] {
        get { [] }
        set {}
    }

    /// No styles beyond the built-in ones: for commands that port nothing.
    var portingStyles: [PortingStyle] {
        get { [] }
        set {}
    }
}

/// A command line `mapcompat` cannot accept; printed with a pointer to `--help`, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}

/// Exit statuses, as the spec format fixes them.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
}
