import MapCompatCore

/// Runs specs on adapter plugins and collects a ``ConformanceReport``.
///
/// For each spec and plugin the runner decides applicability (the spec's `adapters` list, then the
/// capabilities it needs: a plugin lacking one gets `n/a`, never a pass), runs the steps through a fresh
/// session, lets the map settle (at most ``settleLimit`` seconds of virtual time), checks the expectation and,
/// for neutral-profile specs, the agreement with the ``referenceID`` plugin. Each spec-and-plugin run is
/// independent of the others.
///
/// ```swift
/// let files = try SpecLoader().load(path: "Specs")
/// let report = ConformanceRunner(plugins: [MyPlugin()]).run(files)
/// print(ReportFormat.text.render(report))
/// ```
public struct ConformanceRunner: Sendable {
    /// The plugins, in report column order.
    public var plugins: [any AdapterPlugin]
    /// The longest the map may take to become idle after the last step, in seconds of virtual time.
    public var settleLimit: Double
    /// The plugin neutral-profile runs must agree with; skipped when no plugin has this id.
    public var referenceID: String

    /// Creates a runner.
    public init(plugins: [any AdapterPlugin], settleLimit: Double = 30, referenceID: String = "core") {
        self.plugins = plugins
        self.settleLimit = settleLimit
        self.referenceID = referenceID
    }

    /// Runs every loaded file on every plugin; invalid files give an `error` result on each plugin.
    public func run(_ files: [SpecFile]) -> ConformanceReport {
        var rows: [ConformanceReport.SpecRow] = []
        var results: [ConformanceResult] = []
        for file in files {
            switch file.result {
            case .success(let spec):
                rows.append(.init(id: spec.id, title: spec.title, file: file.path))
                results += run(spec)
            case .failure(let error):
                rows.append(.init(id: file.id, title: "", file: file.path))
                results += plugins.map {
                    ConformanceResult(spec: file.id, adapter: $0.id, status: .error, message: error.description)
                }
            }
        }
        return ConformanceReport(
            specs: rows, adapters: plugins.map(\.id), results: results, warnings: files.flatMap(\.warnings))
    }

    /// Runs one spec on every plugin.
    public func run(_ spec: Spec) -> [ConformanceResult] {
        let reference = plugins.first { $0.id == referenceID }
        var referenceRun: SpecRun?
        if let reference, spec.profile == .neutral, skipReason(spec, reference) == nil {
            referenceRun = observe(spec, on: reference)
        }
        return plugins.map { plugin in
            if let skipped = skipReason(spec, plugin) { return skipped }
            if plugin.id == referenceID, let referenceRun { return judge(spec, plugin, referenceRun, against: nil) }
            var comparison: (SpecRun, Set<String>)?
            if let reference, let referenceRun, referenceRun.problem == nil {
                comparison = (
                    referenceRun, ObservedKinds.common(reference.observedEventKinds, plugin.observedEventKinds)
                )
            }
            return judge(spec, plugin, observe(spec, on: plugin), against: comparison)
        }
    }

    /// Drives one spec through one plugin's session: every step, then settling.
    ///
    /// The observation holds whatever was seen, even when a step threw or the map did not settle; `replay`
    /// shows it as it is.
    public func observe(_ spec: Spec, on plugin: any AdapterPlugin) -> SpecRun {
        let session: any AdapterSession
        do {
            session = try plugin.makeSession(for: spec)
        } catch {
            return SpecRun(
                observation: Observation(events: [], state: ObservedState()), problem: "setting up the map: \(error)")
        }
        var problem: String?
        for (index, step) in spec.steps.enumerated() {
            do {
                try session.perform(step)
            } catch {
                problem = "step \(index + 1) (\(step.kind)): \(error)"
                break
            }
        }
        if problem == nil {
            do {
                if try !session.settle(maximum: settleLimit) {
                    problem =
                        "did not settle: the map was still busy \(TraceFormatter.format(settleLimit)) s after the last step"
                }
            } catch {
                problem = "settling after the last step: \(error)"
            }
        }
        return SpecRun(observation: Observation(events: session.events, state: session.state), problem: problem)
    }

    /// An `n/a` result when the spec does not apply to the plugin, else `nil`.
    func skipReason(_ spec: Spec, _ plugin: any AdapterPlugin) -> ConformanceResult? {
        if let adapters = spec.adapters, !adapters.contains(plugin.id) {
            return ConformanceResult(
                spec: spec.id, adapter: plugin.id, status: .notApplicable,
                message: "the spec runs only on " + adapters.joined(separator: ", "))
        }
        let missing = plugin.missingCapabilities(for: spec)
        guard !missing.isEmpty else { return nil }
        return ConformanceResult(
            spec: spec.id, adapter: plugin.id, status: .notApplicable,
            message: "missing " + missing.map(\.rawValue).joined(separator: ", "), missing: missing)
    }

    private func judge(
        _ spec: Spec, _ plugin: any AdapterPlugin, _ run: SpecRun, against reference: (SpecRun, Set<String>)?
    ) -> ConformanceResult {
        if let problem = run.problem {
            return ConformanceResult(spec: spec.id, adapter: plugin.id, status: .error, message: problem)
        }
        var failures = ConformanceCheck.expectation(spec.expect, observed: run.observation)
        if let (referenceRun, kinds) = reference {
            failures += ConformanceCheck.agreement(
                reference: referenceRun.observation, referenceID: referenceID, candidate: run.observation,
                candidateID: plugin.id, kinds: kinds)
        }
        guard !failures.isEmpty else { return ConformanceResult(spec: spec.id, adapter: plugin.id, status: .pass) }
        return ConformanceResult(
            spec: spec.id, adapter: plugin.id, status: .fail,
            message: failures.map(\.description).joined(separator: "\n"), failures: failures)
    }
}

/// What driving one spec through one plugin gave: the observation, and the problem that cut it short, if any.
public struct SpecRun: Hashable, Sendable {
    /// The events and final state seen.
    public var observation: Observation
    /// Why the run did not complete (a step threw, or the map did not settle), or `nil`.
    public var problem: String?

    /// Creates a run.
    public init(observation: Observation, problem: String? = nil) {
        self.observation = observation
        self.problem = problem
    }
}
