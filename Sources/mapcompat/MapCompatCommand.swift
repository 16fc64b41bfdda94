import Foundation

/// The `mapcompat` root command: dispatches to a subcommand, prints help, and turns errors into exit statuses.
enum MapCompatCommand {
    static let subcommands: [any Command.Type] = [
        ConformanceCommand.self, ReplayCommand.self, AdaptersCommand.self, PortCommand.self, ParityCommand.self,
        FuzzCommand.self, CompareCommand.self,
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

    /// Runs the command line (without the program name) and returns the exit status.
    static func main(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first else {
            Output.error(usage)
            return ExitStatus.usage
        }
        if name == "--help" || name == "-h" || name == "help" {
            if name == "help", let topic = arguments.dropFirst().first {
                return main([topic, "--help"])
            }
            Output.print(usage)
            return ExitStatus.success
        }
        guard let command = subcommands.first(where: { $0.name == name }) else {
            Output.error("error: unknown subcommand '\(name)'\n\n" + usage)
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            Output.print(command.usage)
            return ExitStatus.success
        }
        do {
            return try command.init(arguments: rest).run()
        } catch let error as UsageError {
            Output.error("error: \(error)\nSee 'mapcompat \(name) --help'.")
            return ExitStatus.usage
        } catch {
            Output.error("error: \(error)")
            return ExitStatus.failure
        }
    }
}

/// Where the tool writes: results to standard output, diagnostics to standard error.
enum Output {
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
