import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

extension CLLocationCoordinate2D {
    /// The core position; throws naming `field` when the latitude lies outside −90…90 or a value is not
    /// finite.
    func latLng(field: String) throws(MapCompatError) -> LatLng {
        do {
            return try LatLng(latitude: latitude, longitude: longitude)
        } catch {
            throw MapCompatError(error.code, field: field, error.message)
        }
    }

    /// The coordinate of a core position.
    init(_ position: LatLng) {
        self.init(latitude: position.latitude, longitude: position.longitude)
    }

    /// Whether two coordinates hold the same numbers (CoreLocation's type is not `Equatable`).
    func isSame(as other: CLLocationCoordinate2D) -> Bool {
        latitude == other.latitude && longitude == other.longitude
    }
}
