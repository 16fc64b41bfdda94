import Foundation
import MapCompatConformance

/// `mapcompat fuzz`: differential fuzzing of the adapters against `core` with random specs.
struct FuzzCommand: Command {
    static let name = "fuzz"
    static let abstract = "Run random specs on core and on adapters; shrink and write every divergence."
    static let usage = """
        OVERVIEW: \(abstract)

        USAGE: mapcompat fuzz [--adapter ID ...] [--runs N] [--seed S] [--out DIR] [--format text|json]

        OPTIONS:
          --adapter ID ...     Compare only these adapters with core (see 'mapcompat adapters'). Default: all.
          --runs N             How many random specs to generate (default 100).
          --seed S             The seed they derive from, a whole number (default 0). The same seed and runs
                               give the same specs whatever --adapter says, and the same report.
          --out DIR            Where each divergence's shrunk spec is written (default ./fuzz-divergences);
                               the directory is created only when there is a divergence.
          --format FORMAT      text (default) or json (mapcompat-fuzz/1).
          -h, --help           Show this help.

        Each spec (profile neutral, no expectation) runs on core and on every chosen adapter that can set it
        up, and is judged as 'mapcompat conformance' judges it: its one check, 'agrees with core', compares
        the events of the kinds both observe and the final camera when both read it. An adapter diverges when
        that check fails, or when its run breaks off where core's does not; a check it cannot observe, or a
        spec it declines, is no divergence. Run i draws its spec from what core and one registered adapter in
        turn can set up (core alone first), so every adapter runs a share of the specs.

        EXIT STATUS: 0 with no divergence; 1 with any, or when a compared plugin lists a capability the runner
        does not know (nothing is run then); 2 for a usage error.
        """

    var adapterIDs: [String]
    var runs = 100
    var seed: UInt64 = 0
    var out = "fuzz-divergences"
    var format = FuzzReportFormat.text
    var plugins: [any AdapterPlugin] = []

    init(arguments: [String]) throws(UsageError) {
        let scanner = try ArgumentScanner(
            arguments, single: ["--runs", "--seed", "--out", "--format"], multiple: ["--adapter"])
        guard scanner.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(scanner.positionals[0])'")
        }
        adapterIDs = scanner.values("--adapter")
        if let text = scanner.value("--runs") {
            guard let value = Int(text), value >= 0 else { throw UsageError("--runs takes a whole number ≥ 0") }
            runs = value
        }
        if let text = scanner.value("--seed") {
            guard let value = UInt64(text) else { throw UsageError("--seed takes a whole number ≥ 0") }
            seed = value
        }
        out = scanner.value("--out") ?? out
        let formatName = scanner.value("--format") ?? "text"
        guard let format = FuzzReportFormat(rawValue: formatName) else {
            throw UsageError("unknown format '\(formatName)'; use text or json")
        }
        self.format = format
    }

    func run() throws -> Int32 {
        let known = plugins.map(\.id)
        for id in adapterIDs where !known.contains(id) {
            throw UsageError("unknown adapter '\(id)' (known: " + known.joined(separator: ", ") + ")")
        }
        guard let reference = plugins.first(where: { $0.id == "core" }) else {
            throw UsageError("the core plugin is not registered, so there is nothing to compare with")
        }
        let chosen = adapterIDs.isEmpty ? plugins : plugins.filter { adapterIDs.contains($0.id) }
        // A mistyped capability would turn into divergences (and spec files) that are the plugin's typo.
        for plugin in [reference] + chosen { try plugin.validateCapabilities() }
        // Every registered adapter stays a target, so a seed gives the same specs whichever are compared.
        let fuzzer = DifferentialFuzzer(
            plugins: chosen, reference: reference, runs: runs, seed: seed, targets: plugins)
        let report: FuzzReport
        do {
            report = try fuzzer.run().writingSpecs(to: out)
        } catch {
            throw OutputError(path: out, reason: error.localizedDescription)
        }
        Output.print(format.render(report))
        return report.exitStatus
    }
}
