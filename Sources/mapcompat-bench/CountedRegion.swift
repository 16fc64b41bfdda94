import Foundation

/// The phase that `--count PHASE` names, if any: only that phase's work runs inside ``countedRegion(_:)``, so
/// that an instruction count of the whole process (`Scripts/bench-gate.sh`) sees one figure alone. Without
/// `--count`, every timed phase runs there.
let countedPhase: String? = {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--count"), index + 1 < arguments.endIndex else { return nil }
    return arguments[index + 1]
}()

/// Runs `body` as the measured work of `phase` and returns how long it took on the monotonic clock
/// (benchmarks only; tests never read a clock). The clock is read outside ``countedRegion(_:)``.
func measuredDuration(_ phase: String, _ body: () throws -> Void) rethrows -> Duration {
    let counted = countedPhase.map { $0 == phase } ?? true
    let start = ContinuousClock.now
    if counted { try countedRegion(body) } else { try body() }
    return ContinuousClock.now - start
}

/// Seconds taken by the measured work of `phase` (see ``measuredDuration(_:_:)``).
func measure(_ phase: String, _ body: () throws -> Void) rethrows -> Double {
    let elapsed = try measuredDuration(phase, body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// The work the benchmark gate counts: `Scripts/bench-gate.sh` runs a benchmark under callgrind with
/// collection off, toggled on entering and off leaving this function (`--toggle-collect=*countedRegion*`), so
/// set-up, workload generation and printing stay out of the figure.
///
/// Never inlined and never optimised, so that the optimiser makes no specialised copy of it (a copy called
/// from a thunk that also matches the name would toggle collection off again inside the work).
@inline(never)
@_optimize(none)
func countedRegion(_ body: () throws -> Void) rethrows {
    try body()
}
