import Foundation
import MapCompatConformance
import MapCompatPorting

/// The `mapcompat` command line as a library: every subcommand and option of `mapcompat`, run on the adapter
/// plugins you pass, so your own executable runs your adapters next to the built-in ones.
///
/// A package's executable target needs one line besides its imports:
///
/// ```swift
/// import MapCompatCommandLine
/// import MyMapConformance
///
/// MapCompatCommand.main(plugins: [MyMapPlugin()])
/// ```
///
/// When no plugin in the list has the id `core`, `CorePlugin` is added first: `fuzz` and the "agrees with
/// core" checks compare every adapter with it.
public enum MapCompatCommand: Sendable {
    static let subcommands: [any Command.Type] = [
        ConformanceCommand.self, ReplayCommand.self, AdaptersCommand.self, PortCommand.self, ParityCommand.self,
        FuzzCommand.self, CompareCommand.self, LintCommand.self,
    ]

    static var usage: String {
        let width = subcommands.map { $0.name.count }.max() ?? 0
        let list = subcommands.map {
            "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.abstract
        }
        return """
            OVERVIEW: Run MapCompat conformance specs on adapter plugins.

            USAGE: mapcompat <subcommand> [options]

            SUBCOMMANDS:
            \(list.joined(separator: "\n"))

              See 'mapcompat <subcommand> --help' for a subcommand's options.
            """
    }

    /// Runs the process's command line on `plugins` and exits with its status (0 success, 1 a failure, 2 a
    /// usage error).
    ///
    /// Help and usage messages name the program as it was started (`my-map conformance --help` shows
    /// `USAGE: my-map conformance …`).
    public static func main(plugins: [any AdapterPlugin]) -> Never {
        main(plugins: plugins, portingStyles: [])
    }

    /// Runs the process's command line on `plugins`, with `portingStyles` ported to and from besides the built-in
    /// styles (`mapcompat port --from naver --to mymap`), and exits with its status.
    ///
    /// An adapter package passes its porting style beside its plugin, so that `port` reads and writes its
    /// vendor's API as it does the built-in ones:
    ///
    /// ```swift
    /// MapCompatCommand.main(plugins: [MyMapPlugin()], portingStyles: [.myMap])
    /// ```
    public static func main(plugins: [any AdapterPlugin], portingStyles: [PortingStyle]) -> Never {
        let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
        exit(
            run(
                arguments: Array(CommandLine.arguments.dropFirst()), plugins: plugins, portingStyles: portingStyles,
                programName: program.isEmpty ? "mapcompat" : program))
    }

    /// Runs a command line on `plugins` and returns the exit status; output goes to standard output and
    /// standard error.
    ///
    /// - Parameters:
    ///   - arguments: the command line without the program name, such as `["conformance", "--shard", "1/4"]`.
    ///   - plugins: the adapters to run on, in report column order, after `CorePlugin` (added when no
    ///     plugin's id is `core`).
    ///   - programName: the name help and usage messages give the program.
    public static func run(
        arguments: [String], plugins: [any AdapterPlugin], programName: String = "mapcompat"
    ) -> Int32 {
        run(arguments: arguments, plugins: plugins, portingStyles: [], programName: programName)
    }

    /// Runs a command line on `plugins`, with `portingStyles` besides the built-in styles, and returns the exit
    /// status, as ``run(arguments:plugins:programName:)`` does.
    public static func run(
        arguments: [String], plugins: [any AdapterPlugin], portingStyles: [PortingStyle],
        programName: String = "mapcompat"
    ) -> Int32 {
        let all = plugins.contains { $0.id == "core" } ? plugins : [CorePlugin()] + plugins
        return Output.$programName.withValue(programName) {
            dispatch(arguments, plugins: all, portingStyles: portingStyles)
        }
    }

    /// Runs the command line (without the program name) on `plugins` and returns the exit status.
    static func dispatch(
        _ arguments: [String], plugins: [any AdapterPlugin], portingStyles: [PortingStyle] = []
    ) -> Int32 {
        guard let name = arguments.first else {
            Output.error(Output.named(usage))
            return ExitStatus.usage
        }
        if name == "--help" || name == "-h" || name == "help" {
            if name == "help", let topic = arguments.dropFirst().first {
                return dispatch([topic, "--help"], plugins: plugins, portingStyles: portingStyles)
            }
            Output.print(Output.named(usage))
            return ExitStatus.success
        }
        guard let command = subcommands.first(where: { $0.name == name }) else {
            Output.error("error: unknown subcommand '\(name)'\n\n" + Output.named(usage))
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            Output.print(Output.named(command.usage))
            return ExitStatus.success
        }
        do {
            var parsed = try command.init(arguments: rest)
            parsed.plugins = plugins
            parsed.portingStyles = portingStyles
            return try parsed.run()
        } catch let error as UsageError {
            Output.error("error: \(error)\nSee '\(Output.programName) \(name) --help'.")
            return ExitStatus.usage
        } catch {
            Output.error("error: \(error)")
            return ExitStatus.failure
        }
    }
}
