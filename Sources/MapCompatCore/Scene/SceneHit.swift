/// One item under a point, as ``Scene/pickAll(at:tolerance:transform:)`` reports it.
///
/// Carries the kind as an open value, so items of a later kind can appear without changing this type.
public struct SceneHit: Hashable, Sendable {
    /// The item hit.
    public let id: SceneItemID
    /// What sort of item it is.
    public let kind: SceneItemKind

    /// Creates a hit.
    public init(id: SceneItemID, kind: SceneItemKind) {
        self.id = id
        self.kind = kind
    }
}
