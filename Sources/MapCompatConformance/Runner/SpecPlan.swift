import MapCompatCore

/// What the runner derives from a spec once, for all plugins: the checks its expectation is made of, the
/// capabilities they need, and the set-up capabilities the spec needs.
struct SpecPlan {
    /// The spec.
    let spec: Spec
    /// Its checks (``ConformanceCheck/checks(_:)``).
    let checks: [ConformanceCheck.Named]
    /// Its set-up capabilities (``Spec/setUpCapabilities``).
    let setUp: Set<Capability>
    /// Every capability a check needs, each once.
    let checkNeeds: Set<Capability>

    init(_ spec: Spec) {
        self.spec = spec
        checks = ConformanceCheck.checks(spec.expect)
        setUp = spec.setUpCapabilities
        checkNeeds = Set(checks.flatMap(\.allNeeds))
    }

    /// The capabilities of ``checkNeeds`` that `plugin` can observe.
    func observable(by plugin: ResolvedPlugin) -> Set<Capability> {
        checkNeeds.filter(plugin.canObserve)
    }
}
