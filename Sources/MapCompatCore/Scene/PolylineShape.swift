/// A line through positions, drawn with a width in points; a tap within half the width (plus the pick
/// tolerance) of any segment hits it.
public struct PolylineShape: Hashable, Sendable {
    /// The vertices, in order.
    public let points: [LatLng]
    /// The stroke width in points (the spec's default is 4).
    public let width: Double
    /// The vertices on the unit Mercator square, computed once.
    let world: [MercatorPoint]

    /// Creates a polyline.
    ///
    /// - Throws: ``MapCompatError`` naming `points` (fewer than two) or `width` (not finite or negative).
    public init(points: [LatLng], width: Double = 4) throws(MapCompatError) {
        guard points.count >= 2 else {
            throw MapCompatError(
                .outOfRange, field: "points", "a polyline needs at least 2 points, got \(points.count)")
        }
        let width = try MapCompatError.finite(width, "width")
        guard width >= 0 else { throw MapCompatError(.outOfRange, field: "width", "\(width) is negative") }
        self.points = points
        self.width = width
        world = points.map(WebMercator.project)
    }
}
