/// A cell of the spec × adapter matrix: the spec's id and the adapter's id. The results page keys its trace
/// pictures by it, and a comparison of two reports pairs results by it.
public struct ResultKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The spec's id.
    public var spec: String
    /// The adapter's id.
    public var adapter: String

    /// Creates a key.
    public init(spec: String, adapter: String) {
        self.spec = spec
        self.adapter = adapter
    }

    /// Orders by spec, then adapter.
    public static func < (lhs: ResultKey, rhs: ResultKey) -> Bool { (lhs.spec, lhs.adapter) < (rhs.spec, rhs.adapter) }

    /// `spec [adapter]`, as the text report names a result.
    public var description: String { "\(spec) [\(adapter)]" }
}

extension ConformanceResult {
    /// The cell this result fills.
    public var key: ResultKey { ResultKey(spec: spec, adapter: adapter) }
}
