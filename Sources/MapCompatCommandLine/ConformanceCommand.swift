import Foundation
import MapCompatConformance

/// `mapcompat conformance`: runs specs on adapters and prints a report.
struct ConformanceCommand: Command {
    static let name = "conformance"
    static let abstract = "Run conformance specs on adapters and report a spec × adapter matrix."
    static let usage = """
        OVERVIEW: \(abstract)

        USAGE: mapcompat conformance [--specs PATH ...] [--adapter ID ...] [--filter PATTERN]
                                     [--format text|json|junit|markdown|html] [--output FILE] [--shard K/N]
                                     [--jobs N] [--validate] [--quiet]

        OPTIONS:
          --specs PATH ...     Spec files or directories (every *.json below, sorted by path). Without it, the
                               built-in suite: ./Specs, else the Specs folder of the mapcompat package.
          --adapter ID ...     Run only these adapters (see 'mapcompat adapters'). Default: all.
          --filter PATTERN     Run only specs whose id matches: '*' and '?' wildcards match the whole id;
                               without them, any id containing PATTERN.
          --format FORMAT      text (default), json (mapcompat-report/1), junit, markdown or html (one
                               self-contained page: the matrix, filters, and each cell's evidence with its
                               trace picture; see 'mapcompat compare' for two runs).
          --output FILE        Write the report to FILE instead of standard output.
          --jobs N             Run specs on N threads (default 1); the report is the same.
          --shard K/N          Run only shard K of N (K from 1): spec i of the selected, sorted list runs in
                               shard (i mod N) + 1. TEST_SHARD_INDEX (from 0) and TEST_TOTAL_SHARDS are
                               honoured when --shard is not given.
          --validate           Only load the specs: print 'valid PATH' or 'invalid PATH' for each file (the
                               problems go to standard error) and run nothing.
          --quiet              Print only what did not pass and the summary line: no matrix, no warnings,
                               no progress line.
          -h, --help           Show this help.

        On a terminal, a progress line shows the spec being run and the report is in colour; output to a pipe
        or a file, and any output while NO_COLOR is set, has no colour or escape codes.

        EXIT STATUS: 0 when nothing failed or erred, 1 otherwise, 2 for a usage error.
        """

    var specPaths: [String]
    var adapterIDs: [String]
    var filter: SpecFilter?
    var format: ReportFormat
    var output: String?
    var shard: Shard?
    var jobs = 1
    var validate = false
    var quiet = false
    var terminal = Terminal.current
    var plugins: [any AdapterPlugin] = []

    init(arguments: [String]) throws(UsageError) {
        let scanner = try ArgumentScanner(
            arguments, single: ["--filter", "--format", "--output", "--shard", "--jobs"],
            multiple: ["--specs", "--adapter"], flagNames: ["--validate", "--quiet"])
        guard scanner.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(scanner.positionals[0])'")
        }
        specPaths = scanner.values("--specs")
        validate = scanner.flag("--validate")
        quiet = scanner.flag("--quiet")
        adapterIDs = scanner.values("--adapter")
        filter = scanner.value("--filter").map(SpecFilter.init)
        if let text = scanner.value("--jobs") {
            guard let value = Int(text), value > 0 else { throw UsageError("--jobs takes a positive whole number") }
            jobs = value
        }
        let formatName = scanner.value("--format") ?? "text"
        guard let format = ReportFormat(rawValue: formatName) else {
            throw UsageError("unknown format '\(formatName)'; use text, json, junit, markdown or html")
        }
        self.format = format
        output = scanner.value("--output")
        do throws(ShardError) {
            if let text = scanner.value("--shard") {
                shard = try Shard(parsing: text)
            } else {
                shard = try Shard.fromEnvironment(ProcessInfo.processInfo.environment)
            }
        } catch {
            throw UsageError("invalid shard: \(error)")
        }
    }

    func run() throws -> Int32 {
        let selectedPlugins = try selectPlugins()
        var files = try loadSpecs()
        if let filter { files = files.filter { filter.matches($0.id) } }
        if let shard { files = shard.select(files) }
        markShardingSupported()
        if validate { return listValidity(files) }
        guard !selectedPlugins.isEmpty else { return validateOnly(files) }
        let report = run(files, on: selectedPlugins)
        if format != .text, !quiet {
            for warning in report.warnings { Output.error("warning: \(warning)") }
        }
        var text = format == .html ? htmlPage(report, files, selectedPlugins) : format.render(report)
        if format == .text {
            if quiet { text = Terminal.quietReport(text) }
            text = Terminal.colorReport(text, enabled: output == nil && terminal.colorsStandardOutput)
        }
        try write(text)
        return report.exitStatus
    }

    /// Runs the specs, drawing a progress line on a terminal (one spec at a time then; the report is the same).
    private func run(_ files: [SpecFile], on plugins: [any AdapterPlugin]) -> ConformanceReport {
        let runner = ConformanceRunner(plugins: plugins)
        guard !quiet, terminal.showsProgress, jobs == 1, files.count > 1 else { return runner.run(files, jobs: jobs) }
        let progress = ProgressLine(total: files.count, enabled: true)
        var parts: [ConformanceReport] = []
        for (index, file) in files.enumerated() {
            progress.update(index, file.id)
            parts.append(runner.run([file]))
        }
        progress.finish()
        return ConformanceReport(
            specs: parts.flatMap(\.specs), adapters: plugins.map(\.id), results: parts.flatMap(\.results),
            warnings: parts.flatMap(\.warnings))
    }

    /// `--validate`: one `valid PATH` or `invalid PATH` line per file on standard output, problems on standard
    /// error.
    private func listValidity(_ files: [SpecFile]) -> Int32 {
        var lines: [String] = []
        var invalid = 0
        for file in files {
            switch file.result {
            case .success: lines.append("valid \(file.path)")
            case .failure(let error):
                invalid += 1
                lines.append("invalid \(file.path)")
                if !quiet { Output.error(error.description) }
            }
            if !quiet { for warning in file.warnings { Output.error("warning: \(warning)") } }
        }
        if !lines.isEmpty { Output.print(lines.joined(separator: "\n")) }
        return invalid == 0 ? ExitStatus.success : ExitStatus.failure
    }

    private func selectPlugins() throws(UsageError) -> [any AdapterPlugin] {
        guard !adapterIDs.isEmpty else { return plugins }
        let known = plugins.map(\.id)
        for id in adapterIDs where !known.contains(id) {
            let list = known.isEmpty ? "none are registered" : "known: " + known.joined(separator: ", ")
            throw UsageError("unknown adapter '\(id)' (\(list))")
        }
        return plugins.filter { adapterIDs.contains($0.id) }
    }

    private func loadSpecs() throws(UsageError) -> [SpecFile] {
        var paths = specPaths
        if paths.isEmpty {
            guard let suite = SpecsLocator.builtInSuite() else {
                throw UsageError(
                    "the built-in spec suite was not found (looked in \(SpecsLocator.searchedPlaces)); "
                        + "pass --specs PATH")
            }
            paths = [suite]
        }
        var files: [SpecFile] = []
        for path in paths {
            do throws(SpecSourceError) {
                files += try SpecLoader().load(path: path)
            } catch {
                throw UsageError("cannot load specs from \(error)")
            }
        }
        return files
    }

    /// With no plugin to run on, still reports which files are not valid specs.
    private func validateOnly(_ files: [SpecFile]) -> Int32 {
        let invalid = files.compactMap { file -> SpecLoadError? in
            if case .failure(let error) = file.result { return error }
            return nil
        }
        for warning in files.flatMap(\.warnings) { Output.error("warning: \(warning)") }
        for error in invalid { Output.error(error.description) }
        Output.error(
            "no adapter plugins are registered, so nothing ran; \(files.count - invalid.count) of \(files.count) "
                + "spec files are valid")
        return invalid.isEmpty ? ExitStatus.success : ExitStatus.failure
    }

    /// Bazel asks a test that supports sharding to touch this file.
    private func markShardingSupported() {
        guard let path = ProcessInfo.processInfo.environment["TEST_SHARD_STATUS_FILE"], !path.isEmpty else { return }
        _ = FileManager.default.createFile(atPath: path, contents: Data())
    }

    private func write(_ text: String) throws {
        guard let output else {
            Output.write(text)
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            throw OutputError(path: output, reason: error.localizedDescription)
        }
    }
}

/// The report could not be written where `--output` says.
struct OutputError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "cannot write the report to \(path): \(reason)" }
}
