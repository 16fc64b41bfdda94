// Core Location's value types, defined once for every adapter where Core Location is missing (Linux), so
// that vendor-style code naming them compiles unchanged everywhere and two adapters imported together do not
// bring two copies. On Apple platforms the adapters use Core Location's own types and none of this exists.
#if !canImport(CoreLocation)
    /// Degrees of latitude or longitude (a stand-in for Core Location's type).
    public typealias CLLocationDegrees = Double

    /// A direction in degrees clockwise from north (a stand-in for Core Location's type).
    public typealias CLLocationDirection = Double

    /// A position in degrees (WGS84): a stand-in for Core Location's type. Like that type it is neither
    /// `Equatable` nor `Hashable`, so code written against it compiles on Apple platforms as well.
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

        /// A position from its latitude and longitude in degrees; adapters check it when they receive it.
        public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    /// A location report (a stand-in for Core Location's `CLLocation`), holding what the adapters read.
    public final class CLLocation: Sendable {
        /// Where the report puts the device.
        public let coordinate: CLLocationCoordinate2D

        /// A report at a latitude and longitude in degrees.
        public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
            coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        }
    }

    /// A heading report (a stand-in for Core Location's `CLHeading`). Core Location makes these itself; the
    /// stand-in has an initializer so that a headless location source can.
    public final class CLHeading: Sendable {
        /// Degrees clockwise from true north.
        public let trueHeading: CLLocationDirection

        /// A report of a heading.
        public init(trueHeading: CLLocationDirection) { self.trueHeading = trueHeading }
    }
#endif

#if !canImport(CoreLocation)
    /// A distance in metres (a stand-in for Core Location's type).
    public typealias CLLocationDistance = Double
#endif
