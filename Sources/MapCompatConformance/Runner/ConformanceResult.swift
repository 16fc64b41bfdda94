/// The outcome of one spec on one adapter.
public struct ConformanceResult: Hashable, Sendable {
    /// How a spec fared on an adapter.
    public enum Status: String, Hashable, Sendable, CaseIterable {
        /// Every check was made and held (and, for neutral specs, the adapter agreed with `core`).
        case pass
        /// Every check made held, and some could not be made: the adapter cannot observe them. Never a pass.
        case partial
        /// A check made did not hold, or the adapter disagreed with `core`.
        case fail
        /// Not run: the adapter lacks a set-up capability, declined with ``NotExpressible``, can make none of
        /// the checks, or the spec is limited to other adapters or another profile.
        case notApplicable = "n/a"
        /// The spec file is invalid, a step threw, or the map did not settle.
        case error
    }

    /// How many of a spec's checks a run made and how many held, and the names of those it could not make.
    public struct Checks: Hashable, Sendable {
        /// The checks made.
        public var made: Int
        /// The checks made that held.
        public var held: Int
        /// The names of the checks not made (`events[2] mapDoubleTap`, `camera.zoom`), in spec order.
        public var unchecked: [String]

        /// Creates a tally.
        public init(made: Int = 0, held: Int = 0, unchecked: [String] = []) {
            self.made = made
            self.held = held
            self.unchecked = unchecked
        }

        /// Every check, made or not.
        public var total: Int { made + unchecked.count }
    }

    /// The spec's id.
    public var spec: String
    /// The adapter's id.
    public var adapter: String
    /// How the spec fared.
    public var status: Status
    /// Why, in words: empty for a pass, the failures or the error otherwise.
    public var message: String
    /// The capabilities the adapter lacks, for `n/a` results.
    public var missing: [Capability]
    /// Each failed check, for `fail` results.
    public var failures: [CheckFailure]
    /// The checks made, held and left unchecked; `nil` for `error` results.
    public var checks: Checks?

    /// Creates a result.
    public init(
        spec: String, adapter: String, status: Status, message: String = "", missing: [Capability] = [],
        failures: [CheckFailure] = [], checks: Checks? = nil
    ) {
        self.spec = spec
        self.adapter = adapter
        self.status = status
        self.message = message
        self.missing = missing
        self.failures = failures
        self.checks = checks
    }
}
