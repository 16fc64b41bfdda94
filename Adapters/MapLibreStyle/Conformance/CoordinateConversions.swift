import MapCompatCore
import MapLibreStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The plugin's conversions between the spec's positions and Core Location's coordinate.
extension CLLocationCoordinate2D {
    /// The coordinate of a core position.
    init(_ position: LatLng) {
        self.init(latitude: position.latitude, longitude: position.longitude)
    }

    /// The core position.
    ///
    /// - Throws: `MapCompatError` naming `latitude` or `longitude` when out of range or not finite.
    func latLng() throws(MapCompatError) -> LatLng {
        try LatLng(latitude: latitude, longitude: longitude)
    }
}
