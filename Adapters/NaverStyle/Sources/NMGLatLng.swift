import MapCompatCore

/// A position in degrees, as NAVER's geometry module spells it (`lat`, `lng`); maps to the core's
/// `LatLng`.
///
/// Like NAVER's `NMGLatLng` it holds any pair of numbers; the values are checked when the map uses them, and
/// a bad one is a `MapCompatError` naming `lat` or `lng`.
public struct NMGLatLng: Hashable, Sendable, CustomStringConvertible {
    /// Degrees north of the equator.
    public var lat: Double
    /// Degrees east of Greenwich.
    public var lng: Double

    /// Creates a position from latitude and longitude in degrees.
    public init(lat: Double, lng: Double) {
        self.lat = lat
        self.lng = lng
    }

    /// Wraps a core position, so callbacks can hand NAVER-shaped values to the app.
    public init(_ position: LatLng) {
        self.init(lat: position.latitude, lng: position.longitude)
    }

    /// The core position, validated.
    ///
    /// - Throws: `MapCompatError` naming `lat` (not finite or outside -90...90) or `lng` (not
    ///   finite).
    public func coreLatLng() throws(MapCompatError) -> LatLng {
        do {
            return try LatLng(latitude: lat, longitude: lng)
        } catch {
            let field = error.field == "latitude" ? "lat" : "lng"
            throw MapCompatError(error.code, field: field, error.message)
        }
    }

    /// `(lat, lng)`.
    public var description: String { "(\(lat), \(lng))" }
}

/// A latitude-longitude rectangle given by its south-west and north-east corners (NAVER's
/// `NMGLatLngBounds`); maps to the core's `LatLngBounds`.
public struct NMGLatLngBounds: Hashable, Sendable {
    /// The south-west corner.
    public var southWest: NMGLatLng
    /// The north-east corner.
    public var northEast: NMGLatLng

    /// Creates bounds from their corners.
    public init(southWest: NMGLatLng, northEast: NMGLatLng) {
        self.southWest = southWest
        self.northEast = northEast
    }

    /// Wraps core bounds.
    public init(_ bounds: LatLngBounds) {
        southWest = NMGLatLng(lat: bounds.south, lng: bounds.west)
        northEast = NMGLatLng(lat: bounds.north, lng: bounds.east)
    }

    /// The core bounds, validated.
    ///
    /// - Throws: `MapCompatError` naming the corner field that is bad, or `southWest.lat`
    ///   when the south-west corner lies north of the north-east one.
    public func coreBounds() throws(MapCompatError) -> LatLngBounds {
        let southWest = try Self.named("southWest") { () throws(MapCompatError) in try self.southWest.coreLatLng() }
        let northEast = try Self.named("northEast") { () throws(MapCompatError) in try self.northEast.coreLatLng() }
        guard southWest.latitude <= northEast.latitude else {
            throw MapCompatError(
                .invalidOrder, field: "southWest.lat",
                "\(southWest.latitude) lies north of northEast.lat \(northEast.latitude)")
        }
        return try LatLngBounds(southWest: southWest, northEast: northEast)
    }

    private static func named(
        _ prefix: String, _ body: () throws(MapCompatError) -> LatLng
    ) throws(MapCompatError) -> LatLng {
        do {
            return try body()
        } catch {
            throw MapCompatError(error.code, field: "\(prefix).\(error.field)", error.message)
        }
    }
}
