/// A filled ring of positions with optional holes; a tap inside the ring but not inside a hole hits it.
///
/// Containment is decided on the ground (the Mercator plane under the tapped point), so it is exact at any
/// bearing and tilt; rings are taken as closed (the last vertex joins the first) and filled even–odd.
public struct PolygonShape: Hashable, Sendable {
    /// The outer ring.
    public let exterior: [LatLng]
    /// Rings cut out of the fill.
    public let holes: [[LatLng]]
    /// Every ring (exterior first) on the unit Mercator square, computed once.
    let rings: [[MercatorPoint]]

    /// Creates a polygon.
    ///
    /// - Throws: ``MapCompatError`` naming `points` or `holes[i]` when a ring has fewer than three vertices.
    public init(exterior: [LatLng], holes: [[LatLng]] = []) throws(MapCompatError) {
        guard exterior.count >= 3 else {
            throw MapCompatError(
                .outOfRange, field: "points", "a polygon needs at least 3 points, got \(exterior.count)")
        }
        for (index, hole) in holes.enumerated() where hole.count < 3 {
            throw MapCompatError(
                .outOfRange, field: "holes[\(index)]", "a hole needs at least 3 points, got \(hole.count)")
        }
        self.exterior = exterior
        self.holes = holes
        rings = ([exterior] + holes).map { $0.map(WebMercator.project) }
    }
}
