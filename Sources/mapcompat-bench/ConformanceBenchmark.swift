import Foundation
import MapCompatConformance

/// `mapcompat-bench conformance [--specs PATH] [--rounds N] [--jobs J]`: runs the whole suite on the
/// `core` plugin N times (default 20) on J threads (default 1) and prints
/// `specs=… spec_runs=… seconds=… spec_runs_per_s=…`.
/// Loading the files (and a first round, to warm up) is not timed; running and checking every spec is, as
/// phase `round` (`--count round`).
func runConformanceBenchmark(_ arguments: [String]) {
    let options = BenchmarkOptions(arguments)
    let rounds = options.int("rounds", default: 20)
    let jobs = options.int("jobs", default: 1)
    let path = options.string("specs") ?? defaultSpecsPath
    do {
        let files = try SpecLoader().load(path: path)
        let runner = ConformanceRunner(plugins: [CorePlugin()])
        var report = runner.run(files)
        let seconds = measure("round") {
            for _ in 0..<rounds { report = runner.run(files, jobs: jobs) }
        }
        let runs = report.results.count * rounds
        print("specs=\(files.count)")
        print("jobs=\(jobs)")
        print("spec_runs=\(runs)")
        print("passed=\(report.totals.pass) failed=\(report.totals.fail) errors=\(report.totals.error)")
        print("seconds=\(String(format: "%.4f", seconds))")
        print("spec_runs_per_s=\(Int(Double(runs) / seconds))")
    } catch {
        FileHandle.standardError.write(Data("mapcompat-bench: \(error)\n".utf8))
        exit(1)
    }
}

/// `Specs/` of the package this benchmark was built from.
private let defaultSpecsPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Specs").path
