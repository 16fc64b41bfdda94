import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// How to draw a line (TomTom's `LineOptions`): its vertices, width and colour. The names and defaults are
/// TomTom's (iOS API reference 0.13.0 and 0.37.0, `LineOptions`: `init(coordinates:)`, `lineColor` "Default
/// value is blue", `lineWidth` "Default value is 4").
public struct LineOptions: Sendable {
    /// The line's vertices, at least two.
    public private(set) var coordinates: [CLLocationCoordinate2D]
    /// The stroke width in points, which is where taps hit it (the core's `PolylineShape.width`).
    public var lineWidth: Double = 4
    /// The inner (fill) colour; blue by default, as TomTom's.
    public var lineColor: UIColor = .blue
    /// Whether a tap on it is reported (TomTom's default `true`); a line that is not selectable still
    /// takes the taps that land on it, and reports none.
    public var isSelectable = true
    /// The app's label, returned by ``ShapeAnnotation/tag``.
    public var tag: String?

    /// Options for a line through `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D]) {
        self.coordinates = coordinates
    }
}

/// A line on the map (TomTom's `Line`, iOS API reference 0.37.0 `Classes/Line.html`: `public var
/// coordinates`, `public var tag`). Setting its coordinates redraws its core scene item at once; fewer than
/// two positions, or one that is not a position, are ignored and reported on `core.diagnostics`.
public final class Line: ShapeAnnotation {
    private var storedCoordinates: [CLLocationCoordinate2D]
    private let width: Double

    /// The line's vertices.
    public var coordinates: [CLLocationCoordinate2D] {
        get { storedCoordinates }
        set {
            guard let map else { return storedCoordinates = newValue }
            do {
                let points = try map.positions(newValue, field: "coordinates")
                try map.replaceItem(sceneItemID, shape: .polyline(try PolylineShape(points: points, width: width)))
                storedCoordinates = newValue
            } catch {
                map.reportIgnored(error, value: "line \(tag ?? sceneItemID.rawValue)")
            }
        }
    }

    init(sceneItemID: SceneItemID, options: LineOptions, map: TomTomMap) {
        storedCoordinates = options.coordinates
        width = options.lineWidth
        super.init(sceneItemID: sceneItemID, tag: options.tag, isSelectable: options.isSelectable)
        self.map = map
    }
}
