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
        var iterator = positions.makeIterator()
        guard let first = iterator.next() else { return nil }
        var (south, west, north, east) = (first.latitude, first.longitude, first.latitude, first.longitude)
        while let position = iterator.next() {
            south = min(south, position.latitude)
            north = max(north, position.latitude)
            west = min(west, position.longitude)
            east = max(east, position.longitude)
        }
        // Valid positions make valid edges.
        self.init(uncheckedSouth: south, west: west, north: north, east: east)
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
