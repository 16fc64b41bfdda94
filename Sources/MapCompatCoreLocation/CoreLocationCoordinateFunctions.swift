// Core Location's coordinate constant and functions (CLLocation.h), which map code calls to mark "no
// coordinate" (MapLibre's `targetCoordinate`, route-me's and Google's unset positions) and to check one.
#if !canImport(CoreLocation)
    /// The coordinate Core Location uses for "none": latitude and longitude −180.
    public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

    /// Whether a coordinate lies on the globe: latitude within ±90 and longitude within ±180 degrees, as
    /// Core Location's function checks it.
    public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
        (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
    }

    /// A coordinate from its latitude and longitude, the C spelling older Swift code still calls.
    public func CLLocationCoordinate2DMake(
        _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
    ) -> CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
#endif
