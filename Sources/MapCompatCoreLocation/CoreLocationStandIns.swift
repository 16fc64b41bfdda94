// Core Location's value types, defined once for every adapter where Core Location is missing (Linux), so
// that vendor-style code naming them compiles unchanged everywhere and two adapters imported together do not
// bring two copies. On Apple platforms the adapters use Core Location's own types and none of this exists.
#if !canImport(CoreLocation)
    import Foundation

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

    /// A location report (a stand-in for Core Location's `CLLocation`), holding what the adapters and apps read.
    public final class CLLocation: Sendable {
        /// Where the report puts the device.
        public let coordinate: CLLocationCoordinate2D
        /// Metres above sea level.
        public let altitude: CLLocationDistance
        /// The radius of uncertainty of ``coordinate`` in metres; negative when the coordinate is not valid.
        public let horizontalAccuracy: CLLocationAccuracy
        /// The uncertainty of ``altitude`` in metres; negative when the altitude is not valid.
        public let verticalAccuracy: CLLocationAccuracy
        /// Degrees clockwise from north the device moves in; negative when not known.
        public let course: CLLocationDirection
        /// Metres a second; negative when not known.
        public let speed: Double
        /// When the fix was made. A report made from a coordinate alone is stamped with the reference date
        /// (2001-01-01), not the wall clock as Core Location stamps it, so headless runs stay the same.
        public let timestamp: Date

        /// A report at a latitude and longitude in degrees, accurate to the metre, with no altitude, course or
        /// speed, as Core Location makes one.
        public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
            coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
            altitude = 0
            horizontalAccuracy = 0
            verticalAccuracy = -1
            course = -1
            speed = -1
            timestamp = Date(timeIntervalSinceReferenceDate: 0)
        }

        /// A report with its accuracies, course, speed and time (Core Location's
        /// `init(coordinate:altitude:horizontalAccuracy:verticalAccuracy:course:speed:timestamp:)`).
        public init(
            coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
            horizontalAccuracy: CLLocationAccuracy, verticalAccuracy: CLLocationAccuracy,
            course: CLLocationDirection, speed: Double, timestamp: Date
        ) {
            self.coordinate = coordinate
            self.altitude = altitude
            self.horizontalAccuracy = horizontalAccuracy
            self.verticalAccuracy = verticalAccuracy
            self.course = course
            self.speed = speed
            self.timestamp = timestamp
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
