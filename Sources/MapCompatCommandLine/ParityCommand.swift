import Foundation
import MapCompatConformance
import MapCompatPorting

/// `mapcompat parity`: runs the built-in suite on every adapter and prints the area × adapter parity matrix.
struct ParityCommand: Command {
    static let name = "parity"
    static let abstract = "Print the parity matrix (supported / partial / not expressible) from a conformance run."
    static let usage = """
        OVERVIEW: \(abstract)

        USAGE: mapcompat parity [--specs PATH ...] [--format text|markdown] [--jobs N]

        OPTIONS:
          --specs PATH ...     Spec files or directories; default: the built-in suite.
          --format FORMAT      text (default) or markdown.
          --jobs N             Run specs on N threads (default 1); the matrix is the same.
          -h, --help           Show this help.

        A cell is 'supported' when every spec of the area passes on the adapter, 'partial k/n' when some are
        n/a (with the capabilities the adapter lacks), 'not expressible' when all are n/a, and 'failing' when a
        spec fails or errs.

        EXIT STATUS: 0 when nothing failed or erred, 1 otherwise, 2 for a usage error.
        """

    var specPaths: [String]
    var markdown: Bool
    var jobs = 1
    var plugins: [any AdapterPlugin] = []

    init(arguments: [String]) throws(UsageError) {
        let scanner = try ArgumentScanner(arguments, single: ["--format", "--jobs"], multiple: ["--specs"])
        guard scanner.positionals.isEmpty else { throw UsageError("unexpected argument '\(scanner.positionals[0])'") }
        specPaths = scanner.values("--specs")
        switch scanner.value("--format") ?? "text" {
        case "text": markdown = false
        case "markdown": markdown = true
        case let other: throw UsageError("unknown format '\(other)'; use text or markdown")
        }
        if let text = scanner.value("--jobs") {
            guard let value = Int(text), value > 0 else { throw UsageError("--jobs takes a positive whole number") }
            jobs = value
        }
    }

    func run() throws -> Int32 {
        var paths = specPaths
        if paths.isEmpty {
            guard let suite = SpecsLocator.builtInSuite() else {
                throw UsageError("the built-in spec suite was not found; pass --specs PATH")
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
        let report = ConformanceRunner(plugins: plugins).run(files, jobs: jobs)
        let matrix = ParityMatrix(report: report)
        Output.print(markdown ? matrix.markdown() : matrix.text())
        return report.exitStatus
    }
}
