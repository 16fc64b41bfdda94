import MapCompatConformance

/// `mapcompat adapters`: lists the adapter plugins and their capabilities.
struct AdaptersCommand: Command {
    static let name = "adapters"
    static let abstract = "List the adapter plugins and their capabilities."
    static let usage = """
        OVERVIEW: \(abstract)

        USAGE: mapcompat adapters

        OPTIONS:
          -h, --help    Show this help.

        Each adapter is listed with its id, a description, and its capabilities grouped by prefix (step., event.,
        map., scene., handler., expect., profile.). A spec that needs a capability an adapter lacks is n/a there.
        A name the runner does not know (a typo) is listed apart, with the closest known name.

        EXIT STATUS: 0, or 1 when a plugin lists a name the runner does not know.
        """

    var plugins: [any AdapterPlugin] = []

    init(arguments: [String]) throws(UsageError) {
        let scanner = try ArgumentScanner(arguments, single: [])
        if let extra = scanner.positionals.first { throw UsageError("unexpected argument '\(extra)'") }
    }

    func run() throws -> Int32 {
        guard !plugins.isEmpty else {
            Output.print("no adapter plugins are registered")
            return ExitStatus.success
        }
        Output.print(plugins.map(Self.describe).joined(separator: "\n\n"))
        let unknown = plugins.flatMap(\.unknownCapabilities)
        for error in unknown { Output.error("error: \(error)") }
        return unknown.isEmpty ? ExitStatus.success : ExitStatus.failure
    }

    /// The plugin's id and summary, its known capabilities grouped by prefix, then the names the runner does
    /// not know, each with the closest known one.
    static func describe(_ plugin: any AdapterPlugin) -> String {
        var lines = [plugin.summary.isEmpty ? plugin.id : "\(plugin.id): \(plugin.summary)"]
        let groups = Dictionary(grouping: plugin.capabilities.filter(\.isKnown).sorted()) {
            $0.rawValue.split(separator: ".").first ?? ""
        }
        for prefix in groups.keys.sorted() {
            let names = groups[prefix, default: []].map { String($0.rawValue.dropFirst(prefix.count + 1)) }
            lines.append("  \(prefix): " + names.joined(separator: " "))
        }
        for unknown in plugin.unknownCapabilities {
            lines.append(
                "  unknown: \(unknown.capability)" + (unknown.suggestion.map { " (did you mean \($0)?)" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }
}
