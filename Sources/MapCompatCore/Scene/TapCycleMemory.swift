/// What a map remembers between taps so that repeated taps can cycle through overlapping candidates
/// (MapLibre's `_annotationsNearbyLastTap`). Routing reads and updates it; the map keeps one for its scene
/// and one for its annotations.
public struct TapCycleMemory: Hashable, Sendable {
    /// The candidates' identifiers, in the order the rules ranked them (scene items and annotations alike
    /// are identified by strings).
    private var keys: [String] = []
    /// The identifier the last tap went to.
    private var chosenKey: String?

    /// The candidates of the last tap, in the order the rules ranked them.
    public var candidates: [SceneItemID] { keys.map { SceneItemID($0) } }
    /// The candidate the last tap went to.
    public var chosen: SceneItemID? { chosenKey.map { SceneItemID($0) } }

    /// An empty memory: the next tap starts a new cycle.
    public init() {}

    /// Picks from ranked candidates: the first one, or, when the candidates equal the last tap's, the one
    /// after the last chosen (wrapping round). Records the choice.
    mutating func choose(from ranked: [SceneItemID]) -> SceneItemID? {
        choose(fromKeys: ranked.map(\.rawValue)).map { SceneItemID($0) }
    }

    /// ``choose(from:)`` over the candidates' identifiers.
    mutating func choose(fromKeys ranked: [String]) -> String? {
        var pick = ranked.first
        if ranked == keys, let chosenKey, let index = ranked.firstIndex(of: chosenKey) {
            pick = ranked[(index + 1) % ranked.count]
        }
        keys = ranked
        chosenKey = pick
        return pick
    }
}
