/// What a map remembers between taps so that repeated taps can cycle through overlapping candidates
/// (MapLibre's `_annotationsNearbyLastTap`). Routing reads and updates it; the map keeps it.
public struct TapCycleMemory: Hashable, Sendable {
    /// The candidates of the last tap, in the order the rules ranked them.
    public private(set) var candidates: [SceneItemID]
    /// The candidate the last tap went to.
    public private(set) var chosen: SceneItemID?

    /// An empty memory: the next tap starts a new cycle.
    public init() {
        candidates = []
        chosen = nil
    }

    /// Picks from ranked candidates: the first one, or, when the candidates equal the last tap's, the one
    /// after the last chosen (wrapping round). Records the choice.
    mutating func choose(from ranked: [SceneItemID]) -> SceneItemID? {
        var pick = ranked.first
        if ranked == candidates, let chosen, let index = ranked.firstIndex(of: chosen) {
            pick = ranked[(index + 1) % ranked.count]
        }
        candidates = ranked
        chosen = pick
        return pick
    }
}
