import MapCompatCore

/// Degrees of latitude or longitude, as Core Location names them; the core's `LatLng` uses
/// the same unit.
public typealias CLLocationDegrees = Double

/// A heading in degrees clockwise from north; the core's `Camera.bearing`.
public typealias CLLocationDirection = Double

/// A geographic coordinate in Core Location's shape; converts to and from the core's
/// `LatLng`.
public struct CLLocationCoordinate2D: Hashable, Sendable {
    /// Degrees north of the equator.
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich.
    public var longitude: CLLocationDegrees

    /// Creates a coordinate; it is checked when handed to the map.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The coordinate of a core position.
    public init(_ position: LatLng) {
        self.init(latitude: position.latitude, longitude: position.longitude)
    }

    /// The core position.
    ///
    /// - Throws: `MapCompatError` naming `latitude` or `longitude` when out of range or not finite.
    public func latLng() throws(MapCompatError) -> LatLng {
        try LatLng(latitude: latitude, longitude: longitude)
    }
}
