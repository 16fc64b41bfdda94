/// The outcome of one spec on one adapter.
public struct ConformanceResult: Hashable, Sendable {
    /// How a spec fared on an adapter.
    public enum Status: String, Hashable, Sendable, CaseIterable {
        /// Every expectation held (and, for neutral specs, the adapter agreed with `core`).
        case pass
        /// An expectation did not hold, or the adapter disagreed with `core`.
        case fail
        /// Not run: the adapter lacks a capability, or the spec is limited to other adapters.
        case notApplicable = "n/a"
        /// The spec file is invalid, a step threw, or the map did not settle.
        case error
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

    /// Creates a result.
    public init(
        spec: String, adapter: String, status: Status, message: String = "", missing: [Capability] = [],
        failures: [CheckFailure] = []
    ) {
        self.spec = spec
        self.adapter = adapter
        self.status = status
        self.message = message
        self.missing = missing
        self.failures = failures
    }
}
