import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// How to draw a circle (TomTom's `CircleOptions`): its centre, its radius in metres and its colours.
public struct CircleOptions: Sendable {
    /// The centre.
    public var coordinate: CLLocationCoordinate2D
    /// The radius in metres on the ground.
    public var radius: Double
    /// The fill colour.
    public var fillColor: UIColor
    /// The outline colour.
    public var outlineColor: UIColor = .black
    /// The outline width in points.
    public var outlineWidth: Double = 0
    /// Whether a tap on it is reported (TomTom's default `true`); a circle that is not selectable still
    /// takes the taps that land on it, and reports none.
    public var isSelectable = true
    /// The app's label, returned by ``ShapeAnnotation/tag``.
    public var tag: String?

    /// Options for a circle, as TomTom's overlays guide writes them: centre, radius in metres, fill colour.
    public init(coordinate: CLLocationCoordinate2D, radius: Double, fillColor: UIColor = .blue) {
        self.coordinate = coordinate
        self.radius = radius
        self.fillColor = fillColor
    }
}

/// A circle on the map (TomTom's `Circle`); a tap inside it hits it.
public final class Circle: ShapeAnnotation {
    /// The centre.
    public let coordinate: CLLocationCoordinate2D
    /// The radius in metres.
    public let radius: Double

    init(sceneItemID: SceneItemID, options: CircleOptions) {
        coordinate = options.coordinate
        radius = options.radius
        super.init(sceneItemID: sceneItemID, tag: options.tag, isSelectable: options.isSelectable)
    }
}
