import Foundation

/// The kind of press being routed; both route the same way and differ only in the map event that follows.
public enum ScenePress: Hashable, Sendable {
    /// A single tap: the map receives `mapTap`.
    case tap
    /// A long press: the map receives `mapLongPress`.
    case longPress
}

/// The item that was offered a press, and its answer.
public struct TapTarget: Hashable, Sendable {
    /// The item.
    public let id: SceneItemID
    /// Its kind.
    public let kind: SceneItemKind
    /// Whether its handler (or the symbol hook) consumed the press.
    public let consumed: Bool

    /// Creates a target.
    public init(id: SceneItemID, kind: SceneItemKind, consumed: Bool) {
        self.id = id
        self.kind = kind
        self.consumed = consumed
    }
}

/// Where a press went: at most one item was asked, and the map follows unless that item consumed it.
public struct TapRoute: Hashable, Sendable {
    /// The item that was asked, or `nil` when no item with a handler was hit.
    public let target: TapTarget?
    /// Whether the map's own callback follows (nothing consumed the press).
    public let reachesMap: Bool
    /// The events to emit, in order. For a tap: `overlayTap` or `symbolTap` for the target, then `mapTap`
    /// when the map is reached. For a long press only `mapLongPress` (``MapEvent`` has no item long-press
    /// event; ``target`` says which item took it). The map event is left out when the point shows no
    /// position (above the horizon).
    public let events: [MapEvent]

    /// Creates a route.
    public init(target: TapTarget?, reachesMap: Bool, events: [MapEvent]) {
        self.target = target
        self.reachesMap = reachesMap
        self.events = events
    }
}
