import MapCompatCore

/// Runs specs on adapter plugins and collects a ``ConformanceReport``.
///
/// For each spec and plugin the runner decides applicability (the spec's `adapters` list, then the set-up
/// capabilities it needs: a plugin lacking one gets `n/a`, never a pass), runs the steps through a fresh
/// session, lets the map settle (at most ``settleLimit`` seconds of virtual time), makes every check the
/// plugin can observe and, for neutral-profile specs, the agreement with the ``referenceID`` plugin. Checks
/// it cannot observe are named as unchecked (`partial`). Each spec-and-plugin run is independent of the
/// others. A plugin that lists a capability the runner does not know (``UnknownCapability``, a typo) gets
/// `error` on every spec, with the closest known name.
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
            if let unknown = plugin.unknownCapabilities.first {
                return ConformanceResult(
                    spec: spec.id, adapter: plugin.id, status: .error, message: unknown.description)
            }
            if let skipped = skipReason(spec, plugin) { return skipped }
            let agreement = reference != nil && spec.profile == .neutral && plugin.id != referenceID
            let checks = ConformanceCheck.checks(spec.expect)
            let canAgree = referenceRun.map { $0.problem == nil && $0.declined == nil } ?? false
            let observable = { (check: ConformanceCheck.Named) in check.allNeeds.allSatisfy(plugin.canObserve) }
            if !checks.isEmpty || agreement, !checks.contains(where: observable), !(agreement && canAgree) {
                let lacking = Set(checks.flatMap { Self.lacking($0, plugin) }).sorted()
                let names = checks.map(\.name) + (agreement ? [ConformanceCheck.agreementName(referenceID)] : [])
                return ConformanceResult(
                    spec: spec.id, adapter: plugin.id, status: .notApplicable,
                    message: "no check can be made here: missing " + lacking.map(\.rawValue).joined(separator: ", "),
                    missing: lacking, checks: .init(unchecked: names))
            }
            let run = plugin.id == referenceID ? referenceRun ?? observe(spec, on: plugin) : observe(spec, on: plugin)
            var comparison: (SpecRun, Set<String>)?
            if agreement, canAgree, let reference, let referenceRun {
                comparison = (
                    referenceRun, ObservedKinds.common(reference.observedEventKinds, plugin.observedEventKinds)
                )
            }
            return judge(spec, plugin, run, checks: checks, agreement: agreement, against: comparison)
        }
    }

    /// What `plugin` lacks to make `check`: the fields it compares that the plugin reports its events
    /// without, else the event or part it needs.
    private static func lacking(_ check: ConformanceCheck.Named, _ plugin: any AdapterPlugin) -> [Capability] {
        let fields = plugin.canObserve(check.needs) ? check.fieldNeeds.filter { !plugin.canObserve($0) } : []
        return fields.isEmpty ? [check.needs] : fields
    }

    /// Drives one spec through one plugin's session: every step, then settling.
    ///
    /// The observation holds whatever was seen, even when a step threw or the map did not settle; `replay`
    /// shows it as it is. A ``NotExpressible`` thrown on the way is kept in ``SpecRun/declined``.
    public func observe(_ spec: Spec, on plugin: any AdapterPlugin) -> SpecRun {
        let session: any AdapterSession
        do {
            session = try plugin.makeSession(for: spec)
        } catch let declined as NotExpressible {
            return SpecRun(observation: Observation(events: [], state: ObservedState()), declined: declined)
        } catch {
            return SpecRun(
                observation: Observation(events: [], state: ObservedState()), problem: "setting up the map: \(error)")
        }
        var problem: String?
        var declined: NotExpressible?
        for (index, step) in spec.steps.enumerated() {
            do {
                try session.perform(step)
            } catch let refusal as NotExpressible {
                declined = refusal
                break
            } catch {
                problem = "step \(index + 1) (\(step.kind)): \(error)"
                break
            }
        }
        if problem == nil, declined == nil {
            do {
                if try !session.settle(maximum: settleLimit) {
                    problem =
                        "did not settle: the map was still busy \(TraceFormatter.format(settleLimit)) s after the last step"
                }
            } catch {
                problem = "settling after the last step: \(error)"
            }
        }
        return SpecRun(
            observation: Observation(events: session.events, state: session.state), problem: problem,
            declined: declined, unobservedEventKinds: session.unobservedEventKinds)
    }

    /// An `n/a` result when the spec cannot run on the plugin (it is limited to other adapters, or the
    /// plugin lacks a set-up capability), else `nil`.
    func skipReason(_ spec: Spec, _ plugin: any AdapterPlugin) -> ConformanceResult? {
        if let adapters = spec.adapters, !adapters.contains(plugin.id) {
            return ConformanceResult(
                spec: spec.id, adapter: plugin.id, status: .notApplicable,
                message: "the spec runs only on " + adapters.joined(separator: ", "), checks: .init())
        }
        let missing = plugin.missingSetUpCapabilities(for: spec)
        guard !missing.isEmpty else { return nil }
        // A profile the adapter does not have excludes it, as `adapters` does; other gaps leave every check
        // unchecked.
        let excluded = missing.contains { $0.rawValue.hasPrefix("profile.") }
        var unchecked = excluded ? [] : ConformanceCheck.checks(spec.expect).map(\.name)
        if !excluded, spec.profile == .neutral, plugin.id != referenceID,
            plugins.contains(where: { $0.id == referenceID })
        {
            unchecked.append(ConformanceCheck.agreementName(referenceID))
        }
        return ConformanceResult(
            spec: spec.id, adapter: plugin.id, status: .notApplicable,
            message: "missing " + missing.map(\.rawValue).joined(separator: ", "), missing: missing,
            checks: .init(unchecked: unchecked))
    }

    private func judge(
        _ spec: Spec, _ plugin: any AdapterPlugin, _ run: SpecRun, checks: [ConformanceCheck.Named], agreement: Bool,
        against reference: (SpecRun, Set<String>)?
    ) -> ConformanceResult {
        let agreementName = ConformanceCheck.agreementName(referenceID)
        if let declined = run.declined {
            let names = checks.map(\.name) + (agreement ? [agreementName] : [])
            return ConformanceResult(
                spec: spec.id, adapter: plugin.id, status: .notApplicable, message: "not expressible: \(declined)",
                missing: declined.capability.map { [$0] } ?? [], checks: .init(unchecked: names))
        }
        if let problem = run.problem {
            return ConformanceResult(spec: spec.id, adapter: plugin.id, status: .error, message: problem)
        }
        var verdict = ConformanceCheck.verdict(spec.expect, observed: run.observation) {
            run.canObserve($0, on: plugin)
        }
        if agreement {
            if let (referenceRun, allKinds) = reference,
                case let kinds = allKinds.filter({ !ObservedKinds.covers(run.unobservedEventKinds, $0) }),
                !kinds.isEmpty || (referenceRun.observation.state.camera != nil && run.observation.state.camera != nil)
            {
                verdict.made.append(agreementName)
                verdict.failures += ConformanceCheck.agreement(
                    reference: referenceRun.observation, referenceID: referenceID, candidate: run.observation,
                    candidateID: plugin.id, kinds: kinds, unreported: plugin.unreportedEventFields)
            } else {
                verdict.unchecked.append(agreementName)
            }
        }
        let tally = verdict.checks
        if !verdict.failures.isEmpty {
            return ConformanceResult(
                spec: spec.id, adapter: plugin.id, status: .fail,
                message: verdict.failures.map(\.description).joined(separator: "\n"), failures: verdict.failures,
                checks: tally)
        }
        if tally.made == 0, !tally.unchecked.isEmpty {
            return ConformanceResult(
                spec: spec.id, adapter: plugin.id, status: .notApplicable, message: "no check could be made here",
                checks: tally)
        }
        guard !tally.unchecked.isEmpty else {
            return ConformanceResult(spec: spec.id, adapter: plugin.id, status: .pass, checks: tally)
        }
        let lacking = Set(checks.filter { tally.unchecked.contains($0.name) }.flatMap { Self.lacking($0, plugin) })
        let reason =
            lacking.isEmpty
            ? "" : " (the adapter does not observe " + lacking.sorted().map(\.rawValue).joined(separator: ", ") + ")"
        return ConformanceResult(
            spec: spec.id, adapter: plugin.id, status: .partial,
            message: "\(tally.made) of \(tally.total) checks made; unchecked: "
                + tally.unchecked.joined(separator: ", ") + reason, checks: tally)
    }
}

/// What driving one spec through one plugin gave: the observation, and the problem that cut it short, if any.
public struct SpecRun: Hashable, Sendable {
    /// The events and final state seen.
    public var observation: Observation
    /// Why the run did not complete (a step threw, or the map did not settle), or `nil`.
    public var problem: String?
    /// The plugin's refusal, when it found part of the spec not expressible through its vendor API.
    public var declined: NotExpressible?
    /// The kinds this run could not tell apart (``AdapterSession/unobservedEventKinds``).
    public var unobservedEventKinds: Set<String>

    /// Creates a run.
    public init(
        observation: Observation, problem: String? = nil, declined: NotExpressible? = nil,
        unobservedEventKinds: Set<String> = []
    ) {
        self.observation = observation
        self.problem = problem
        self.declined = declined
        self.unobservedEventKinds = unobservedEventKinds
    }

    /// Whether the run can make a check that `plugin` can make in general: not one that needs a kind this
    /// run could not tell apart.
    public func canObserve(_ needs: Capability, on plugin: any AdapterPlugin) -> Bool {
        guard plugin.canObserve(needs) else { return false }
        guard let kind = needs.eventKind else { return true }
        return !ObservedKinds.covers(unobservedEventKinds, kind)
    }
}
