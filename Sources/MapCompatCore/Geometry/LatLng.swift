/// A geographic position in degrees on the WGS84 datum.
///
/// Latitude must lie in -90...90. Longitude may be given in any finite value: one outside -180...180 is
/// wrapped by whole turns into that range (so 190 becomes -170), while -180 and 180 are kept as given.
/// Values that cannot be a position throw rather than being silently repaired.
public struct LatLng: Hashable, Sendable, CustomStringConvertible {
    /// Degrees north of the equator, -90...90.
    public let latitude: Double
    /// Degrees east of Greenwich, -180...180.
    public let longitude: Double

    /// Creates a position, validating latitude and wrapping longitude.
    ///
    /// - Throws: ``MapCompatError`` naming `latitude` or `longitude` when a value is not finite, or when the
    ///   latitude lies outside -90...90.
    public init(latitude: Double, longitude: Double) throws(MapCompatError) {
        self.latitude = try MapCompatError.within(-90...90, latitude, "latitude")
        self.longitude = LatLng.wrap(longitude: try MapCompatError.finite(longitude, "longitude"))
    }

    /// Creates a position from values the caller has already validated (internal arithmetic only).
    init(uncheckedLatitude latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = LatLng.wrap(longitude: longitude)
    }

    /// Wraps a finite longitude into -180...180, leaving values already inside unchanged.
    public static func wrap(longitude: Double) -> Double {
        guard longitude < -180 || longitude > 180 else { return longitude }
        let wrapped = (longitude + 180).truncatingRemainder(dividingBy: 360)
        return (wrapped < 0 ? wrapped + 360 : wrapped) - 180
    }

    /// `(latitude, longitude)`.
    public var description: String { "(\(latitude), \(longitude))" }
}

extension LatLng: Codable {
    private enum CodingKeys: String, CodingKey {
        case latitude = "lat"
        case longitude = "lng"
    }

    /// Decodes `{"lat": …, "lng": …}`, with the same validation as ``init(latitude:longitude:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            latitude: container.decode(Double.self, forKey: .latitude),
            longitude: container.decode(Double.self, forKey: .longitude))
    }

    /// Encodes `{"lat": …, "lng": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
    }
}
