import Foundation
import MapCompatConformance
import MapLibreStyleConformance
import NaverStyleConformance
import RMMapLayerStyleConformance
import TomTomStyleConformance

/// `mapcompat-bench fuzz [--runs N] [--seed S] [--shrink-budget B]`: differential fuzzing of the four built-in
/// adapters against `core`, as `mapcompat fuzz --runs N --seed S` does (default 1,000 runs, seed 7), and prints
/// `runs=… divergences=… seconds=… runs_per_s=…`. Generating, running and judging every spec is timed, as phase
/// `fuzz` (`--count fuzz`). Divergences are not shrunk unless `--shrink-budget` says so (default 0), so that
/// the figure measures the runs, not how many divergences the adapters have today.
func runFuzzBenchmark(_ arguments: [String]) {
    let options = BenchmarkOptions(arguments)
    let runs = options.int("runs", default: 1_000)
    let seed = UInt64(options.int("seed", default: 7))
    let budget = options.string("shrink-budget").flatMap { Int($0) } ?? 0
    let plugins: [any AdapterPlugin] = [NaverPlugin(), MapLibrePlugin(), TomTomPlugin(), RMPlugin()]
    let fuzzer = DifferentialFuzzer(plugins: plugins, runs: runs, seed: seed, shrinkBudget: max(0, budget))
    var report = FuzzReport(runs: runs, seed: seed, adapters: [])
    let seconds = measure("fuzz") { report = fuzzer.run() }
    print("runs=\(runs)")
    print("seed=\(seed)")
    print("skipped=\(report.skipped)")
    print("adapter_runs=\(report.ran.values.reduce(0, +))")
    print("divergences=\(report.divergences.count)")
    print("seconds=\(String(format: "%.4f", seconds))")
    print("runs_per_s=\(Int(Double(runs) / seconds))")
}
