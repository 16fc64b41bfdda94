#if !canImport(CoreLocation)
    /// Degrees of latitude or longitude, as CoreLocation names them (a stand-in where CoreLocation is missing).
    public typealias CLLocationDegrees = Double

    /// A position in degrees (WGS84): a stand-in for CoreLocation's type, defined only where CoreLocation is
    /// unavailable (Linux), so that TomTom-style code compiles unchanged on every platform.
    ///
    /// Like CoreLocation's type it is neither `Equatable` nor `Hashable`, so code written against it compiles
    /// on Apple platforms as well. The adapter turns it into a core `LatLng` at its boundary.
    public struct CLLocationCoordinate2D: Sendable {
        /// Degrees north of the equator.
        public var latitude: CLLocationDegrees
        /// Degrees east of Greenwich.
        public var longitude: CLLocationDegrees

        /// Latitude and longitude 0.
        public init() {
            latitude = 0
            longitude = 0
        }

        /// A position from its latitude and longitude in degrees.
        public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }
#endif
