import MapCompatCore

/// Differential fuzzing: random specs from ``SpecGenerator`` run on a reference plugin (`core`) and on
/// adapter plugins, each adapter's run judged by the ``ConformanceRunner`` as the suite judges it: the specs
/// carry no expectation, so their one check is the agreement with the reference (the events of the kinds both
/// observe, and the final camera when both read it). A divergence is a failed check, or a run that breaks off
/// where the reference's did not; a spec the adapter declines (``NotExpressible``) or whose agreement it
/// cannot observe is not one. Every divergence is shrunk by ``SpecShrinker`` to a small spec that still shows
/// it.
///
/// Run `i` draws its spec over the vocabulary of one target in turn: the reference's whole vocabulary, then
/// what both the reference and each target adapter provide (broad names count with their finer parts, see
/// ``Capability/impliedParts``), so that every adapter can set up a share of the specs. The targets are the
/// compared plugins unless others are given: a command line that compares a few adapters can keep every
/// adapter as a target, so that a seed gives the same specs whichever adapters are compared. Each spec then
/// runs on every compared adapter that can set it up (no missing set-up capability). The same seed, runs,
/// plugins and targets give the same report.
///
/// ```swift
/// let fuzzer = DifferentialFuzzer(plugins: [MyPlugin()], runs: 200, seed: 7)
/// let report = fuzzer.run()
/// print(FuzzReportFormat.text.render(report))
/// ```
public struct DifferentialFuzzer: Sendable {
    /// The adapters compared with the reference (a plugin with the reference's id is left out).
    public var plugins: [any AdapterPlugin]
    /// The plugin every adapter must agree with.
    public var reference: any AdapterPlugin
    /// How many specs to generate.
    public var runs: Int
    /// The seed the specs derive from.
    public var seed: UInt64
    /// The most candidate specs the shrinker tries for one divergence.
    public var shrinkBudget: Int
    /// Runs the specs on the reference and every compared adapter, and judges them (its `settleLimit`
    /// bounds settling).
    public var runner: ConformanceRunner
    /// The vocabularies runs draw from in turn: the reference's, then each target's within it.
    public var vocabularies: [Set<Capability>]

    /// Creates a fuzzer; `targets` (the compared plugins by default) give the vocabularies specs are drawn
    /// from.
    public init(
        plugins: [any AdapterPlugin], reference: any AdapterPlugin = CorePlugin(), runs: Int = 100, seed: UInt64 = 0,
        shrinkBudget: Int = 300, targets: [any AdapterPlugin]? = nil
    ) {
        self.plugins = plugins.filter { $0.id != reference.id }
        self.reference = reference
        self.runs = runs
        self.seed = seed
        self.shrinkBudget = shrinkBudget
        runner = ConformanceRunner(plugins: [reference] + self.plugins, referenceID: reference.id)
        let sources = (targets ?? plugins).filter { $0.id != reference.id }
        let whole = Self.expanded(reference.capabilities)
        vocabularies = [whole] + sources.map { whole.intersection(Self.expanded($0.capabilities)) }
    }

    /// The vocabulary run `index` draws from.
    public func vocabulary(run index: Int) -> Set<Capability> {
        vocabularies[index % vocabularies.count]
    }

    /// The spec of run `index`, as the reference can run it: steps the reference refuses (a callout tap
    /// when no callout is shown) are left out. `nil` when the reference cannot run it even so.
    public func spec(run index: Int) -> Spec? {
        var spec = SpecGenerator(seed: seed).spec(run: index, allowing: vocabulary(run: index))
        spec.source = "mapcompat fuzz --seed \(seed), run \(index)"
        for _ in 0..<4 {
            guard let refused = refusedStep(spec) else { return spec }
            spec.steps.remove(at: refused)
        }
        return refusedStep(spec) == nil ? spec : nil
    }

    /// Runs every spec and shrinks each divergence.
    public func run() -> FuzzReport {
        var report = FuzzReport(runs: runs, seed: seed, adapters: plugins.map(\.id))
        for index in 0..<runs {
            guard let spec = spec(run: index) else {
                report.skipped += 1
                continue
            }
            let results = runner.run(spec)
            guard results.first?.status != .error else {
                report.skipped += 1
                continue
            }
            for (plugin, result) in zip(plugins, results.dropFirst())
            where plugin.missingSetUpCapabilities(for: spec).isEmpty {
                report.ran[plugin.id, default: 0] += 1
                guard let difference = Difference(result) else { continue }
                report.divergences.append(shrink(spec, run: index, on: plugin, difference))
            }
        }
        return report
    }

    /// How the plugin's run of `spec` differs from the reference's, judged as the conformance suite judges
    /// it, or `nil` when no check failed (it agreed, could not be set up, declined, or observes nothing to
    /// compare) or the reference itself could not run it.
    func difference(_ spec: Spec, on plugin: any AdapterPlugin) -> Difference? {
        guard plugin.missingSetUpCapabilities(for: spec).isEmpty else { return nil }
        let results = ConformanceRunner(
            plugins: [reference, plugin], settleLimit: runner.settleLimit, referenceID: reference.id
        ).run(spec)
        guard results.count == 2, results[0].status != .error else { return nil }
        return Difference(results[1])
    }

    private func shrink(_ spec: Spec, run index: Int, on plugin: any AdapterPlugin, _ found: Difference)
        -> FuzzDivergence
    {
        var last = found
        let shrunk = SpecShrinker(budget: shrinkBudget).shrink(spec) { candidate in
            guard let difference = difference(candidate, on: plugin), difference.kind == found.kind else {
                return false
            }
            last = difference
            return true
        }
        var named = shrunk
        named.id = "fuzz-s\(seed)-\(plugin.id)-\(index)"
        named.title = "\(plugin.id) diverges from \(reference.id): \(last.summary)"
        return FuzzDivergence(
            adapter: plugin.id, run: index, check: last.check, message: last.message, original: spec, shrunk: named)
    }

    /// The capabilities listed, with the finer parts broad names imply (``Capability/impliedParts``).
    static func expanded(_ capabilities: Set<Capability>) -> Set<Capability> {
        capabilities.union(Capability.impliedParts.filter { capabilities.contains($0.key) }.flatMap(\.value))
    }

    /// The index of the first step the reference refuses, or `nil`.
    private func refusedStep(_ spec: Spec) -> Int? {
        guard let session = try? reference.makeSession(for: spec) else { return nil }
        for (index, step) in spec.steps.enumerated() {
            do { try session.perform(step) } catch { return index }
        }
        return nil
    }
}

extension FuzzDivergence {
    /// The first line of a message, without a closing colon.
    static func firstLine(_ text: String) -> String {
        var line = Substring(text.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
        while line.hasSuffix(":") { line = line.dropLast() }
        return String(line)
    }
}
