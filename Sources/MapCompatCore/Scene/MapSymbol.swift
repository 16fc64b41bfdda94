/// A basemap symbol as the map's symbol hook sees it (NAVER's `NMFSymbol`: a caption and a position).
public struct MapSymbol: Hashable, Sendable {
    /// The scene item the symbol is.
    public let id: SceneItemID
    /// The label's text; empty when it has none.
    public let caption: String
    /// Where the label is anchored.
    public let position: LatLng

    /// Creates the value handed to a symbol hook.
    public init(id: SceneItemID, caption: String, position: LatLng) {
        self.id = id
        self.caption = caption
        self.position = position
    }
}
