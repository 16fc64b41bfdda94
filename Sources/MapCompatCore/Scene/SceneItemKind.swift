/// What sort of thing a scene item is. An open set of named values (not an enum), so a later kind, such as
/// annotations, can join hit results without breaking code that switches over the existing ones.
public struct SceneItemKind: Hashable, Sendable, CustomStringConvertible {
    /// A stable, machine-readable name.
    public let name: String

    /// Creates a kind with the given name.
    public init(_ name: String) { self.name = name }

    /// A screen-aligned image at a position.
    public static let marker = SceneItemKind("marker")
    /// A basemap label, tapped through the map's symbol hook rather than its own handler.
    public static let symbol = SceneItemKind("symbol")
    /// A line through positions, drawn with a width in points.
    public static let polyline = SceneItemKind("polyline")
    /// A filled ring of positions, possibly with holes.
    public static let polygon = SceneItemKind("polygon")
    /// A filled disc whose radius is in metres on the ground.
    public static let circle = SceneItemKind("circle")

    /// The kind's name.
    public var description: String { name }
}

extension SceneItemKind {
    /// Whether items of this kind are shapes (polylines, polygons, circles), which maps whose taps select
    /// shapes select (``TapSelection/shapes``).
    public var isShape: Bool { self == .polyline || self == .polygon || self == .circle }
}
