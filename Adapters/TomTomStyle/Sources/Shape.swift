import MapCompatCore

/// A line, polygon or circle on a ``TomTomMap`` (TomTom's `Line`, `Polygon` and `Circle` share this):
/// a core scene item of fixed geometry whose tap handler consumes every tap.
public class ShapeAnnotation: Annotation {
    /// The core scene item behind the shape.
    public let sceneItemID: SceneItemID
    /// The shape's unique id on its map (its scene item's name).
    public var annotationID: String { sceneItemID.rawValue }
    /// The app's label; the app may change it at any time.
    public var tag: String?
    /// Whether the app selected it with ``TomTomMap/select(annotation:)``; selection changes no interaction.
    public internal(set) var isSelected = false
    /// Whether taps on it are reported; read at each tap, so changing it takes effect at once.
    public var isSelectable: Bool
    /// The map the shape is on; `nil` once removed.
    weak var map: TomTomMap?

    init(sceneItemID: SceneItemID, tag: String?, isSelectable: Bool) {
        self.sceneItemID = sceneItemID
        self.tag = tag
        self.isSelectable = isSelectable
    }
}

@available(*, unavailable)
extension ShapeAnnotation: Sendable {}
