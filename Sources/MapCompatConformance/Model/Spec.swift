/// One conformance spec: a map set up through an adapter's vendor API, a script of input in virtual time, and
/// what must be observed afterwards.
///
/// Specs come from JSON files in the `mapcompat-spec/1` format (see ``SpecLoader``); every field is typed
/// here so an adapter's driver never handles raw JSON.
public struct Spec: Hashable, Sendable {
    /// The format identifier a spec file must declare.
    public static let format = "mapcompat-spec/1"

    /// Identifies the spec in reports; by default its path below the specs root without `.json`.
    public var id: String
    /// The behaviour under test, in one sentence.
    public var title: String
    /// Where the behaviour is documented, if the spec says.
    public var source: String?
    /// The adapter ids the spec is limited to, or `nil` for every adapter.
    public var adapters: [String]?
    /// Whether adapters start from the neutral defaults or from their vendor's own.
    public var profile: Profile
    /// The initial map settings, applied through the adapter's vendor API.
    public var map: Spec.MapSettings
    /// Overlays, symbols, annotations and indoor maps on the map from the start.
    public var scene: [Spec.SceneItem]
    /// What the app's callbacks decide.
    public var handlers: Spec.Handlers
    /// Input and calls, run in order.
    public var steps: [Step]
    /// What must hold once the map is idle after the last step.
    public var expect: Expectation

    /// Creates a spec; everything but the id and title defaults to empty.
    public init(
        id: String, title: String, source: String? = nil, adapters: [String]? = nil, profile: Profile = .neutral,
        map: Spec.MapSettings = Spec.MapSettings(), scene: [Spec.SceneItem] = [],
        handlers: Spec.Handlers = Spec.Handlers(),
        steps: [Step] = [], expect: Expectation = Expectation()
    ) {
        self.id = id
        self.title = title
        self.source = source
        self.adapters = adapters
        self.profile = profile
        self.map = map
        self.scene = scene
        self.handlers = handlers
        self.steps = steps
        self.expect = expect
    }

    /// Which interaction defaults an adapter starts from.
    public enum Profile: String, Hashable, Sendable, CaseIterable {
        /// The neutral defaults, so that every adapter must behave like `core`.
        case neutral
        /// The adapter's vendor defaults; no comparison with `core`.
        case vendor
    }
}
