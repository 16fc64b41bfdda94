#if !canImport(CoreLocation)
    /// A fix from the location services, as CoreLocation names it: a stand-in defined only where CoreLocation
    /// is unavailable (Linux), holding what ``GeoLocation`` needs, so that TomTom-style location code compiles
    /// unchanged on every platform.
    public final class CLLocation: Sendable {
        /// Where the fix puts the device.
        public let coordinate: CLLocationCoordinate2D

        /// A fix at a latitude and longitude in degrees.
        public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
            coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        }
    }
#endif
