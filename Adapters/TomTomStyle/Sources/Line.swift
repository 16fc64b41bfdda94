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

/// A line on the map (TomTom's `Line`).
public final class Line: ShapeAnnotation {
    /// The line's vertices.
    public let coordinates: [CLLocationCoordinate2D]

    init(sceneItemID: SceneItemID, options: LineOptions) {
        coordinates = options.coordinates
        super.init(sceneItemID: sceneItemID, tag: options.tag, isSelectable: options.isSelectable)
    }
}
