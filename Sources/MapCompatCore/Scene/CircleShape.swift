/// A filled disc whose radius is a distance on the ground, so it covers the same ground at every latitude
/// (and looks larger on a Mercator map towards the poles).
public struct CircleShape: Hashable, Sendable {
    /// The centre.
    public let center: LatLng
    /// The radius in metres on the WGS84 ellipsoid.
    public let radius: Double
    /// The centre on the unit Mercator square, computed once.
    let world: MercatorPoint

    /// Creates a circle.
    ///
    /// - Throws: ``MapCompatError`` naming `radius` when it is not finite or negative.
    public init(center: LatLng, radius: Double) throws(MapCompatError) {
        let radius = try MapCompatError.finite(radius, "radius")
        guard radius >= 0 else { throw MapCompatError(.outOfRange, field: "radius", "\(radius) is negative") }
        self.center = center
        self.radius = radius
        world = WebMercator.project(center)
    }

    /// The same circle about another centre.
    func moved(to center: LatLng) -> CircleShape {
        CircleShape(unchecked: center, radius: radius)
    }

    private init(unchecked center: LatLng, radius: Double) {
        self.center = center
        self.radius = radius
        world = WebMercator.project(center)
    }
}
