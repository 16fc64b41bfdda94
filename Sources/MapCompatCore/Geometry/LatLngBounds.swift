/// A latitude-longitude rectangle.
///
/// When `west` is greater than `east` the rectangle crosses the antimeridian (for example west 170,
/// east -170 covers 20 degrees of longitude around 180).
public struct LatLngBounds: Hashable, Sendable {
    /// Southern edge in degrees.
    public let south: Double
    /// Western edge in degrees.
    public let west: Double
    /// Northern edge in degrees.
    public let north: Double
    /// Eastern edge in degrees.
    public let east: Double

    /// Creates bounds from their edges.
    ///
    /// - Throws: ``MapCompatError`` when an edge is not finite or out of range, or when `south` lies above
    ///   `north`.
    public init(south: Double, west: Double, north: Double, east: Double) throws(MapCompatError) {
        self.south = try MapCompatError.within(-90...90, south, "south")
        self.north = try MapCompatError.within(-90...90, north, "north")
        self.west = LatLng.wrap(longitude: try MapCompatError.finite(west, "west"))
        self.east = LatLng.wrap(longitude: try MapCompatError.finite(east, "east"))
        guard south <= north else {
            throw MapCompatError(.invalidOrder, field: "south", "\(south) lies north of north \(north)")
        }
    }

    /// Creates the bounds whose south-west and north-east corners are given.
    public init(southWest: LatLng, northEast: LatLng) throws(MapCompatError) {
        try self.init(
            south: southWest.latitude, west: southWest.longitude, north: northEast.latitude,
            east: northEast.longitude)
    }

    /// The smallest bounds, not crossing the antimeridian, that hold every position; `nil` for none.
    public init?(enclosing positions: some Sequence<LatLng>) {
        guard let edges = Self.edges(enclosing: positions.lazy.map { ($0.latitude, $0.longitude) }) else {
            return nil
        }
        // Valid positions make valid edges.
        self.init(uncheckedSouth: edges.south, west: edges.west, north: edges.north, east: edges.east)
    }

    /// The least and greatest latitude and longitude of pairs in degrees, taken as they are (neither checked
    /// nor wrapped), or `nil` for none: the edges ``init(enclosing:)`` gives valid positions, for a vendor
    /// value that keeps whatever the app gave it (MapLibre's `MLNMultiPoint.coordinate`, route-me's
    /// `setBoundingBoxFromLocations:`).
    public static func edges(
        enclosing points: some Sequence<(latitude: Double, longitude: Double)>
    ) -> (south: Double, west: Double, north: Double, east: Double)? {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        var (south, west, north, east) = (first.latitude, first.longitude, first.latitude, first.longitude)
        while let point = iterator.next() {
            south = min(south, point.latitude)
            north = max(north, point.latitude)
            west = min(west, point.longitude)
            east = max(east, point.longitude)
        }
        return (south, west, north, east)
    }

    private init(uncheckedSouth south: Double, west: Double, north: Double, east: Double) {
        (self.south, self.west, self.north, self.east) = (south, west, north, east)
    }

    /// Whether the bounds cross the antimeridian.
    public var crossesAntimeridian: Bool { west > east }

    /// Whether a position lies inside or on the edge of the bounds.
    public func contains(_ position: LatLng) -> Bool {
        guard position.latitude >= south, position.latitude <= north else { return false }
        if crossesAntimeridian { return position.longitude >= west || position.longitude <= east }
        return position.longitude >= west && position.longitude <= east
    }

    /// The closest position inside the bounds (the position itself when it is inside).
    public func clamp(_ position: LatLng) -> LatLng {
        let latitude = min(max(position.latitude, south), north)
        var longitude = position.longitude
        if !contains(LatLng(uncheckedLatitude: latitude, longitude: longitude)) {
            let toWest = LatLngBounds.eastwardDistance(from: longitude, to: west)
            let fromEast = LatLngBounds.eastwardDistance(from: east, to: longitude)
            longitude = toWest < fromEast ? west : east
        }
        return LatLng(uncheckedLatitude: latitude, longitude: longitude)
    }

    private static func eastwardDistance(from a: Double, to b: Double) -> Double {
        let d = (b - a).truncatingRemainder(dividingBy: 360)
        return d < 0 ? d + 360 : d
    }
}
