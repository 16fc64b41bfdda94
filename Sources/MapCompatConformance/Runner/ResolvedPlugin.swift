import MapCompatCore

/// A plugin with its capability list read, checked and indexed once, when the runner is made.
///
/// A plugin's ``AdapterPlugin/capabilities`` may be built anew on every read (a union of sets), and its event
/// kinds and unreported fields are parsed out of the names; the runner asks for them once per plugin, never
/// per run.
struct ResolvedPlugin: Sendable {
    /// The plugin.
    let plugin: any AdapterPlugin
    /// Its id.
    let id: String
    /// Its capabilities, as listed.
    let capabilities: Set<Capability>
    /// The event kinds it reports (``AdapterPlugin/observedEventKinds``).
    let observedEventKinds: Set<String>
    /// The fields it reports its events without (``AdapterPlugin/unreportedEventFields``).
    let unreportedEventFields: [MapEvent.Kind: Set<String>]
    /// The first name of its list the runner does not know (a typo), if any.
    let unknownCapability: UnknownCapability?
    /// The event kinds both it and the reference report (``ObservedKinds/common(_:_:)``), which the agreement
    /// compares; set by the runner.
    var kindsInCommonWithReference: Set<String> = []

    /// Whether the plugin can observe each known observation capability (``Capability/catalogue``), worked
    /// out once: the names are parsed here, not on every check.
    private let observesKnown: [Capability: Bool]

    init(_ plugin: any AdapterPlugin) {
        self.plugin = plugin
        id = plugin.id
        let capabilities = plugin.capabilities
        let kinds = plugin.observedEventKinds
        self.capabilities = capabilities
        observedEventKinds = kinds
        unreportedEventFields = plugin.unreportedEventFields
        unknownCapability = plugin.unknownCapabilities.first
        observesKnown = Dictionary(
            Capability.catalogue.lazy.map(\.capability).filter { !$0.isSetUp }.map {
                ($0, $0.isObservable(having: capabilities, observing: kinds))
            }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether the plugin can make a check that needs `capability`, as ``AdapterPlugin/canObserve(_:)`` says.
    func canObserve(_ capability: Capability) -> Bool {
        observesKnown[capability] ?? capability.isObservable(having: capabilities, observing: observedEventKinds)
    }

    /// The capabilities of `needed` the plugin lacks, sorted by name.
    func lacking(_ needed: Set<Capability>) -> [Capability] {
        needed.filter { !$0.isProvided(by: capabilities) }.sorted()
    }
}

extension Capability {
    /// Whether a plugin listing `capabilities` and reporting the event kinds `kinds` can make a check that
    /// needs this capability: a field of an event kind it reports and does not list as unreported, a name it
    /// has (itself or through a broader one), or an event kind it observes.
    func isObservable(having capabilities: Set<Capability>, observing kinds: Set<String>) -> Bool {
        if let (kind, field) = eventFieldParts {
            return !capabilities.contains(.event(kind, without: field))
                && kinds.contains { $0 == kind.rawValue || $0.hasPrefix(kind.rawValue + ".") }
        }
        if isProvided(by: capabilities) { return true }
        guard let kind = eventKind else { return false }
        return ObservedKinds.covers(kinds, kind)
    }
}
