import Foundation
import MapCompatConformance
import MapCompatCore

/// `mapcompat replay`: runs one spec on one adapter and prints the event trace and the final camera.
struct ReplayCommand: Command {
    static let name = "replay"
    static let abstract = "Run one spec on one adapter and print its event trace and final camera."
    static let usage = """
        OVERVIEW: \(abstract)

        USAGE: mapcompat replay SPEC [--adapter ID] [--svg FILE]

        ARGUMENTS:
          SPEC            A spec file, or the id of a spec in the built-in suite (such as gestures/pan).

        OPTIONS:
          --adapter ID    The adapter to run on (default: core).
          --svg FILE      Also draw the run as an SVG picture: the viewport, scene items and controls, each
                          touch's path with time marks, where each event fired, the camera before and after,
                          and for a failing spec the point where the trace left the expectation.
          -h, --help      Show this help.

        Events are printed one per line with their virtual time in seconds since the first step began.
        EXIT STATUS: 0 when the run completed, 1 when the spec is invalid, does not apply or the run stopped,
        or the adapter lists a capability the runner does not know; 2 for a usage error.
        """

    var specArgument: String
    var adapterID: String
    var svgPath: String?
    var plugins: [any AdapterPlugin] = []

    init(arguments: [String]) throws(UsageError) {
        let scanner = try ArgumentScanner(arguments, single: ["--adapter", "--svg"])
        guard let spec = scanner.positionals.first else { throw UsageError("missing the SPEC argument") }
        guard scanner.positionals.count == 1 else {
            throw UsageError("unexpected argument '\(scanner.positionals[1])'")
        }
        specArgument = spec
        adapterID = scanner.value("--adapter") ?? "core"
        svgPath = scanner.value("--svg")
    }

    func run() throws -> Int32 {
        guard let plugin = plugins.first(where: { $0.id == adapterID }) else {
            let known = plugins.isEmpty ? "none are registered" : "known: " + plugins.map(\.id).joined(separator: ", ")
            throw UsageError("unknown adapter '\(adapterID)' (\(known))")
        }
        // A mistyped capability would make the run check less than it says; `conformance` reports it as an error.
        try plugin.validateCapabilities()
        let file = try loadSpec()
        let spec: Spec
        switch file.result {
        case .success(let loaded): spec = loaded
        case .failure(let error):
            Output.error(error.description)
            return ExitStatus.failure
        }
        for warning in file.warnings { Output.error("warning: \(warning)") }
        Output.print("spec \(spec.id): \(spec.title)\nadapter \(plugin.id)")
        let missing = plugin.missingSetUpCapabilities(for: spec)
        guard missing.isEmpty else {
            Output.print("n/a: the adapter lacks " + missing.map(\.rawValue).joined(separator: ", "))
            return ExitStatus.failure
        }
        let run = ConformanceRunner(plugins: [plugin]).observe(spec, on: plugin)
        if let declined = run.declined {
            Output.print("n/a: not expressible: \(declined)")
            return ExitStatus.failure
        }
        Output.print(Self.render(run))
        // The verdict comes from ConformanceCheck alone, for this adapter's observations.
        let verdict = ConformanceCheck.verdict(spec.expect, observed: run.observation) {
            run.canObserve($0, on: plugin)
        }
        if run.problem == nil { Output.print(Self.render(verdict)) }
        if let svgPath {
            let picture = TraceSVG.render(spec, run: run, adapter: plugin.id, verdict: verdict)
            do {
                try Data(picture.utf8).write(to: URL(fileURLWithPath: svgPath))
            } catch {
                throw OutputError(path: svgPath, reason: error.localizedDescription)
            }
            if let divergence = TraceSVG.divergence(in: verdict.failures) {
                Output.print("diverged at \(TraceFormatter.formatTime(divergence.time)) s: \(divergence.summary)")
            }
        }
        return run.problem == nil ? ExitStatus.success : ExitStatus.failure
    }

    private func loadSpec() throws(UsageError) -> SpecFile {
        var path = specArgument
        if !FileManager.default.fileExists(atPath: path), let suite = SpecsLocator.builtInSuite() {
            let candidate = suite + "/" + specArgument + (specArgument.hasSuffix(".json") ? "" : ".json")
            if FileManager.default.fileExists(atPath: candidate) { path = candidate }
        }
        guard FileManager.default.fileExists(atPath: path) else {
            throw UsageError("'\(specArgument)' is neither a spec file nor the id of a built-in spec")
        }
        let name = URL(fileURLWithPath: path).lastPathComponent
        return SpecLoader().loadFile(at: path, defaultID: SpecLoader.id(forRelativePath: name))
    }

    /// `checks: 6 of 7 made, all held; unchecked: events[0] mapDoubleTap`, then each failure on its own lines.
    static func render(_ verdict: ConformanceCheck.Verdict) -> String {
        let tally = verdict.checks
        let failed = tally.made - tally.held
        var line = "checks: \(tally.made) of \(tally.total) made, " + (failed == 0 ? "all held" : "\(failed) failed")
        if !tally.unchecked.isEmpty { line += "; unchecked: " + tally.unchecked.joined(separator: ", ") }
        return ([line] + verdict.failures.map { "FAIL \($0)" }).joined(separator: "\n")
    }

    /// The events one per line, then the final camera, then the problem that stopped the run, if any.
    static func render(_ run: SpecRun) -> String {
        var lines = ["events (\(run.observation.events.count)):"]
        lines += run.observation.events.map(TraceFormatter.line)
        if let camera = run.observation.state.camera {
            lines.append(
                "final camera: lat \(TraceFormatter.format(camera.center.latitude)), "
                    + "lng \(TraceFormatter.format(camera.center.longitude)), zoom \(TraceFormatter.format(camera.zoom)), "
                    + "bearing \(TraceFormatter.format(camera.bearing)), tilt \(TraceFormatter.format(camera.tilt))")
        } else {
            lines.append("final camera: not reported")
        }
        if let problem = run.problem { lines.append("stopped: \(problem)") }
        return lines.joined(separator: "\n")
    }
}
