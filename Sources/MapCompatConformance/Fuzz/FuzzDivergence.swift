/// One divergence the fuzzer found: a generated spec on which an adapter disagreed with the reference
/// (`core`), and the small spec it shrank to.
public struct FuzzDivergence: Hashable, Sendable {
    /// The adapter that disagreed.
    public var adapter: String
    /// The index of the run whose spec showed it.
    public var run: Int
    /// The failed check as conformance results name it (`agrees with core`), or `error` when the adapter's
    /// run broke off where the reference's did not.
    public var check: String
    /// What differed, on the shrunk spec, in words.
    public var message: String
    /// The spec as generated.
    public var original: Spec
    /// The smallest spec found that still shows the divergence.
    public var shrunk: Spec
    /// Where the shrunk spec was written, once it was.
    public var path: String?

    /// Creates a divergence.
    public init(
        adapter: String, run: Int, check: String, message: String, original: Spec, shrunk: Spec, path: String? = nil
    ) {
        self.adapter = adapter
        self.run = run
        self.check = check
        self.message = message
        self.original = original
        self.shrunk = shrunk
        self.path = path
    }

    /// The message's first line, for titles and one-line listings.
    public var summary: String { Self.firstLine(message) }
}

/// What differed between a run on an adapter and the reference run of the same spec.
struct Difference: Hashable, Sendable {
    /// The failed check's name (`agrees with core`), or `error`.
    var check: String
    /// Every failure, in words.
    var message: String
    /// The first failure's first line without the check's name, for titles.
    var summary: String
    /// What the shrinker keeps while it shrinks: the check and what part of it failed (`events differ`,
    /// `camera zoom`), so a smaller spec that fails in another way is not taken for the same divergence.
    var kind: String

    /// The difference a result shows: its failed checks, or its error; `nil` for any other status.
    init?(_ result: ConformanceResult) {
        switch result.status {
        case .fail:
            guard let first = result.failures.first else { return nil }
            check = first.check
            message = result.failures.map(\.description).joined(separator: "\n")
            summary = FuzzDivergence.firstLine(first.message)
            kind = first.check + ": " + summary.split(separator: " ").prefix(2).joined(separator: " ")
        case .error:
            check = "error"
            summary = "the run broke off where the reference's did not: " + FuzzDivergence.firstLine(result.message)
            message = "the run broke off where the reference's did not: " + result.message
            kind = check
        default:
            return nil
        }
    }
}
