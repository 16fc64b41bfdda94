/// The geometry of a scene item: one case per kind.
public enum SceneShape: Hashable, Sendable {
    /// A screen-aligned image at a position.
    case marker(MarkerShape)
    /// A basemap label.
    case symbol(SymbolShape)
    /// A line with a width in points.
    case polyline(PolylineShape)
    /// A filled ring with holes.
    case polygon(PolygonShape)
    /// A disc with a radius in metres.
    case circle(CircleShape)

    /// The kind this geometry makes.
    public var kind: SceneItemKind {
        switch self {
        case .marker: .marker
        case .symbol: .symbol
        case .polyline: .polyline
        case .polygon: .polygon
        case .circle: .circle
        }
    }
}
