import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// How to draw a filled area (TomTom's `PolygonOptions`): its outline and colours.
public struct PolygonOptions: Sendable {
    /// The outer ring, at least three positions.
    public private(set) var coordinates: [CLLocationCoordinate2D]
    /// The fill colour; TomTom's default is blue.
    public var fillColor: UIColor = .blue
    /// The outline colour; TomTom's default is clear.
    public var outlineColor: UIColor = .clear
    /// The outline width in points; TomTom's default is 0.
    public var outlineWidth: Double = 0
    /// Whether a tap on it is reported (TomTom's default `true`); an area that is not selectable still
    /// takes the taps that land on it, and reports none.
    public var isSelectable = true
    /// The app's label, returned by ``ShapeAnnotation/tag``.
    public var tag: String?

    /// Options for the area inside `coordinates` (TomTom asks for counter-clockwise vertices).
    public init(coordinates: [CLLocationCoordinate2D]) {
        self.coordinates = coordinates
    }
}

/// A filled area on the map (TomTom's `Polygon`, iOS API reference 0.37.0 `Classes/Polygon.html`: `public
/// var coordinates`, `public var tag`); a tap inside it hits it. Setting its coordinates redraws its core
/// scene item at once; fewer than three positions, or one that is not a position, are ignored and reported on
/// `core.diagnostics`.
public final class Polygon: ShapeAnnotation {
    private var storedCoordinates: [CLLocationCoordinate2D]

    /// The outer ring.
    public var coordinates: [CLLocationCoordinate2D] {
        get { storedCoordinates }
        set {
            guard let map else { return storedCoordinates = newValue }
            do {
                let ring = try map.positions(newValue, field: "coordinates")
                try map.replaceItem(sceneItemID, shape: .polygon(try PolygonShape(exterior: ring)))
                storedCoordinates = newValue
            } catch {
                map.reportIgnored(error, value: "polygon \(tag ?? sceneItemID.rawValue)")
            }
        }
    }

    init(sceneItemID: SceneItemID, options: PolygonOptions, map: TomTomMap) {
        storedCoordinates = options.coordinates
        super.init(sceneItemID: sceneItemID, tag: options.tag, isSelectable: options.isSelectable)
        self.map = map
    }
}
