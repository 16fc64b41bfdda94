/// One divergence the fuzzer found: a generated spec on which an adapter disagreed with the reference
/// (`core`), and the small spec it shrank to.
public struct FuzzDivergence: Hashable, Sendable {
    /// The adapter that disagreed.
    public var adapter: String
    /// The index of the run whose spec showed it.
    public var run: Int
    /// The failed check (`agreement.events`, `agreement.camera.zoom`, or `error` when the adapter's run
    /// broke off where the reference's did not).
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
    /// The failed check's name.
    var check: String
    /// Every failure, in words.
    var message: String
}
