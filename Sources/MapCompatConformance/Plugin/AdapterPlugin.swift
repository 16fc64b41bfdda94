/// An adapter's driver for conformance runs: it says what it can do and builds one session per spec run.
///
/// A plugin drives its adapter's own vendor-style API (delegates, closures, vendor units), never the core
/// directly, so a pass proves that the vendor API behaves as the spec says. Only ``id``,
/// ``capabilities`` and ``makeSession(for:)`` are required; the rest has defaults.
///
/// Contract, checked by the runner for every plugin:
/// - A spec needing a capability the plugin does not list is never run on it (`n/a`).
/// - `makeSession(for:)` starts from the spec's profile (neutral defaults, or the vendor's own with
///   `profile: vendor`), then applies `map`, `scene` and `handlers` through the vendor API.
/// - Sessions are independent: two sessions of one plugin share no state.
public protocol AdapterPlugin: Sendable {
    /// The adapter's id as specs and the command line name it (`core`, `naver`, …).
    var id: String { get }
    /// Everything this plugin can set up, perform, report and read back.
    var capabilities: Set<Capability> { get }
    /// A one-line description for `mapcompat adapters`; empty by default.
    var summary: String { get }
    /// The event kinds this plugin reports, which bound the comparison with `core`; by default the kinds
    /// named by its `event.*` capabilities. A kind may be narrowed to one gesture (`gesture.pan`, see
    /// ``ObservedKinds``).
    var observedEventKinds: Set<String> { get }

    /// Builds a map through the vendor API, set up as the spec's `map`, `scene` and `handlers` say.
    ///
    /// - Throws: any error when the spec cannot be set up; the runner reports it as `error`.
    func makeSession(for spec: Spec) throws -> any AdapterSession
}

extension AdapterPlugin {
    /// No description.
    public var summary: String { "" }

    /// The kinds named by the plugin's `event.*` capabilities.
    public var observedEventKinds: Set<String> { Set(capabilities.compactMap(\.eventKind)) }

    /// The capabilities `spec` needs that this plugin lacks, sorted by name; `event.gesture` provides every
    /// `event.gesture.<kind>`, and `scene.tapHandler` every `scene.tapHandler.<answer>`.
    public func missingCapabilities(for spec: Spec) -> [Capability] {
        let have = capabilities
        let kinds = observedEventKinds
        return spec.requiredCapabilities.filter { needed in
            guard !have.contains(needed) else { return false }
            if needed.rawValue.hasPrefix("scene.tapHandler."), have.contains(.scene("tapHandler")) { return false }
            guard let kind = needed.eventKind else { return true }
            return !ObservedKinds.covers(kinds, kind)
        }.sorted()
    }
}
