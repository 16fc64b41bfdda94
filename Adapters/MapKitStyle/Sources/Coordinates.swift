import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Conversions between Core Location's coordinate and the core's `LatLng`, at the adapter's boundary.
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
