// Core Location's authorization, accuracy and activity vocabulary, defined once where Core Location is
// missing (Linux) so that location-manager code written against the vendors' SDKs compiles unchanged; the
// values are Core Location's (CLLocationManager.h, CLLocation.h).
#if !canImport(CoreLocation)
    /// An accuracy in metres (Core Location's type); negative constants name the best accuracies.
    public typealias CLLocationAccuracy = Double

    /// No distance filter: every movement is reported (`kCLDistanceFilterNone`).
    public let kCLDistanceFilterNone: CLLocationDistance = -1
    /// The best accuracy for navigation (`kCLLocationAccuracyBestForNavigation`).
    public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
    /// The best accuracy (`kCLLocationAccuracyBest`).
    public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
    /// Ten metres (`kCLLocationAccuracyNearestTenMeters`).
    public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
    /// A hundred metres (`kCLLocationAccuracyHundredMeters`).
    public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
    /// A kilometre (`kCLLocationAccuracyKilometer`).
    public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
    /// Three kilometres (`kCLLocationAccuracyThreeKilometers`).
    public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
    /// The reduced accuracy of an app without full accuracy (`kCLLocationAccuracyReduced`).
    public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000

    /// Whether the app may use location services (Core Location's `CLAuthorizationStatus`).
    public enum CLAuthorizationStatus: Int32, Sendable {
        /// The user has not chosen yet.
        case notDetermined = 0
        /// Location services are restricted on the device.
        case restricted = 1
        /// The user refused.
        case denied = 2
        /// Allowed at any time.
        case authorizedAlways = 3
        /// Allowed while the app is in use.
        case authorizedWhenInUse = 4
    }

    /// How precise the locations the app may receive are (Core Location's `CLAccuracyAuthorization`).
    public enum CLAccuracyAuthorization: Int, Sendable {
        /// Full accuracy.
        case fullAccuracy = 0
        /// Reduced accuracy.
        case reducedAccuracy = 1
    }

    /// What the user is doing, as a hint for pausing updates (Core Location's `CLActivityType`).
    public enum CLActivityType: Int, Sendable {
        /// Another activity.
        case other = 1
        /// Driving.
        case automotiveNavigation = 2
        /// Walking, running, cycling.
        case fitness = 3
        /// Other navigation (boat, train).
        case otherNavigation = 4
        /// Flying.
        case airborne = 5
    }

    /// The device's orientation for headings (Core Location's `CLDeviceOrientation`).
    public enum CLDeviceOrientation: Int32, Sendable {
        /// Unknown.
        case unknown = 0
        /// Upright.
        case portrait = 1
        /// Upside down.
        case portraitUpsideDown = 2
        /// Turned left.
        case landscapeLeft = 3
        /// Turned right.
        case landscapeRight = 4
        /// Lying face up.
        case faceUp = 5
        /// Lying face down.
        case faceDown = 6
    }
#endif
