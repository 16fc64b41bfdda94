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
    public var plugins: [any AdapterPlugin] {
        didSet { resolved = Self.resolve(plugins, referenceID: referenceID) }
    }
    /// The longest the map may take to become idle after the last step, in seconds of virtual time.
    public var settleLimit: Double
    /// The plugin neutral-profile runs must agree with; skipped when no plugin has this id.
    public var referenceID: String {
        didSet { resolved = Self.resolve(plugins, referenceID: referenceID) }
    }
    /// The plugins with their capabilities read once, in the order of ``plugins``.
    private var resolved: [ResolvedPlugin]

    /// Creates a runner.
    public init(plugins: [any AdapterPlugin], settleLimit: Double = 30, referenceID: String = "core") {
        self.plugins = plugins
        self.settleLimit = settleLimit
        self.referenceID = referenceID
        resolved = Self.resolve(plugins, referenceID: referenceID)
    }

    /// Each plugin's capabilities read once, with the event kinds it has in common with the reference.
    private static func resolve(_ plugins: [any AdapterPlugin], referenceID: String) -> [ResolvedPlugin] {
        var resolved = plugins.map(ResolvedPlugin.init)
        guard let reference = resolved.first(where: { $0.id == referenceID }) else { return resolved }
        for index in resolved.indices {
            resolved[index].kindsInCommonWithReference = ObservedKinds.common(
                reference.observedEventKinds, resolved[index].observedEventKinds)
        }
        return resolved
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
        let plan = SpecPlan(spec)
        let reference = resolved.first { $0.id == referenceID }
        var referenceRun: SpecRun?
        if let reference, spec.profile == .neutral, skipReason(plan, reference) == nil {
            referenceRun = observe(spec, on: reference.plugin)
        }
        return resolved.map { plugin in
            if let unknown = plugin.unknownCapability {
                return ConformanceResult(
                    spec: spec.id, adapter: plugin.id, status: .error, message: unknown.description)
            }
            if let skipped = skipReason(plan, plugin) { return skipped }
            let agreement = reference != nil && spec.profile == .neutral && plugin.id != referenceID
            let checks = plan.checks
            let observable = plan.observable(by: plugin)
            let canAgree = referenceRun.map { $0.problem == nil && $0.declined == nil } ?? false
            let canMake = { (check: ConformanceCheck.Named) in check.allNeeds.allSatisfy(observable.contains) }
            if !checks.isEmpty || agreement, !checks.contains(where: canMake), !(agreement && canAgree) {
                let lacking = Set(checks.flatMap { Self.lacking($0, observable) }).sorted()
                let names = checks.map(\.name) + (agreement ? [ConformanceCheck.agreementName(referenceID)] : [])
                return ConformanceResult(
                    spec: spec.id, adapter: plugin.id, status: .notApplicable,
                    message: "no check can be made here: missing " + lacking.map(\.rawValue).joined(separator: ", "),
                    missing: lacking, checks: .init(unchecked: names))
            }
            let run =
                plugin.id == referenceID
                ? referenceRun ?? observe(spec, on: plugin.plugin) : observe(spec, on: plugin.plugin)
            let comparison = agreement && canAgree ? referenceRun : nil
            return judge(plan, plugin, run, observable: observable, agreement: agreement, against: comparison)
        }
    }

    /// What a plugin that can observe only `observable` lacks to make `check`: the fields it compares that
    /// the plugin reports its events without, else the event or part it needs.
    private static func lacking(_ check: ConformanceCheck.Named, _ observable: Set<Capability>) -> [Capability] {
        let fields = observable.contains(check.needs) ? check.fieldNeeds.filter { !observable.contains($0) } : []
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
    private func skipReason(_ plan: SpecPlan, _ plugin: ResolvedPlugin) -> ConformanceResult? {
        let spec = plan.spec
        if let adapters = spec.adapters, !adapters.contains(plugin.id) {
            return ConformanceResult(
                spec: spec.id, adapter: plugin.id, status: .notApplicable,
                message: "the spec runs only on " + adapters.joined(separator: ", "), checks: .init())
        }
        let missing = plugin.lacking(plan.setUp)
        guard !missing.isEmpty else { return nil }
        // A profile the adapter does not have excludes it, as `adapters` does; other gaps leave every check
        // unchecked.
        let excluded = missing.contains { $0.rawValue.hasPrefix("profile.") }
        var unchecked = excluded ? [] : plan.checks.map(\.name)
        if !excluded, spec.profile == .neutral, plugin.id != referenceID,
            resolved.contains(where: { $0.id == referenceID })
        {
            unchecked.append(ConformanceCheck.agreementName(referenceID))
        }
        return ConformanceResult(
            spec: spec.id, adapter: plugin.id, status: .notApplicable,
            message: "missing " + missing.map(\.rawValue).joined(separator: ", "), missing: missing,
            checks: .init(unchecked: unchecked))
    }

    /// The result of `run`: the checks `observable` allows made, and the agreement with `reference` (the
    /// reference's run, when it ran to the end) when `agreement` asks for it.
    private func judge(
        _ plan: SpecPlan, _ plugin: ResolvedPlugin, _ run: SpecRun, observable: Set<Capability>, agreement: Bool,
        against referenceRun: SpecRun?
    ) -> ConformanceResult {
        let spec = plan.spec
        let checks = plan.checks
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
        var verdict = ConformanceCheck.verdict(spec.expect, checks: checks, observed: run.observation) {
            run.canObserve($0, within: observable)
        }
        if agreement {
            if let referenceRun,
                case let kinds = plugin.kindsInCommonWithReference.filter({
                    !ObservedKinds.covers(run.unobservedEventKinds, $0)
                }),
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
        let lacking = Set(checks.filter { tally.unchecked.contains($0.name) }.flatMap { Self.lacking($0, observable) })
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
        plugin.canObserve(needs) && canTellApart(needs)
    }

    /// Whether the run can make a check that needs `needs`, for a plugin that can observe `observable`.
    func canObserve(_ needs: Capability, within observable: Set<Capability>) -> Bool {
        observable.contains(needs) && canTellApart(needs)
    }

    /// Whether the event kind `needs` names, if any, is one this run could tell apart.
    private func canTellApart(_ needs: Capability) -> Bool {
        guard !unobservedEventKinds.isEmpty, let kind = needs.eventKind else { return true }
        return !ObservedKinds.covers(unobservedEventKinds, kind)
    }
}
