// Core Location's location manager and its delegate (CLLocationManager.h, CLLocationManagerDelegate.h), which map
// screens drive beside the map: they ask for permission, start updates and move the camera to each fix. Where Core
// Location is missing (Linux) there is no device: the stand-in grants what the app asks for at once and reports
// the fixes a test gives it, so that such a screen compiles and runs headless.
#if !canImport(CoreLocation)
    import Foundation

    /// What a location manager tells its delegate (a stand-in for Core Location's protocol). Every method has an
    /// empty default, as Core Location's are optional.
    public protocol CLLocationManagerDelegate: AnyObject {
        /// New fixes, oldest first.
        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
        /// A new heading.
        func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
        /// Locating failed.
        func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
        /// The app's permission changed (iOS 14 and later).
        func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
        /// The app's permission changed (before iOS 14).
        func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    }

    extension CLLocationManagerDelegate {
        /// Does nothing.
        public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
        /// Does nothing.
        public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
        /// Does nothing.
        public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
        /// Does nothing.
        public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
        /// Does nothing.
        public func locationManager(
            _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
        ) {}
    }

    /// Starts and stops the delivery of location and heading fixes (a stand-in for Core Location's class).
    ///
    /// Headless there is no device. A request for permission is granted at once and told to the delegate, as a
    /// user who taps "Allow" would; fixes arrive only from ``deliver(_:)`` (and headings from ``deliver(heading:)``),
    /// and only while updates are on, so a test decides where the device is.
    ///
    /// ```swift
    /// let manager = CLLocationManager()
    /// manager.delegate = screen
    /// manager.requestWhenInUseAuthorization()    // the screen hears .authorizedWhenInUse
    /// manager.startUpdatingLocation()
    /// manager.deliver([CLLocation(latitude: 52.52, longitude: 13.40)])
    /// ```
    open class CLLocationManager: NSObject {
        /// Who hears the fixes and permission changes.
        open weak var delegate: (any CLLocationManagerDelegate)?
        /// How accurate the fixes should be (kept: headless fixes are as given).
        open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
        /// How far the device moves before a new fix is reported, in metres (kept).
        open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
        /// How far the heading turns before a new one is reported, in degrees (kept).
        open var headingFilter: CLLocationDegrees = 1
        /// What the user is doing, a hint for pausing updates (kept).
        open var activityType = CLActivityType.other
        /// Whether updates pause when the device stops (kept).
        open var pausesLocationUpdatesAutomatically = true
        /// Whether updates continue in the background (kept).
        open var allowsBackgroundLocationUpdates = false
        /// Whether the app shows the background location indicator (kept).
        open var showsBackgroundLocationIndicator = false
        /// The last fix delivered, if any.
        open private(set) var location: CLLocation?
        /// The last heading delivered, if any.
        open private(set) var heading: CLHeading?
        /// The app's permission: `.notDetermined` until the app asks.
        open private(set) var authorizationStatus = CLAuthorizationStatus.notDetermined
        /// How precise the app's fixes may be: full accuracy headless.
        open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
        /// Whether fixes are being delivered.
        public private(set) var isUpdatingLocation = false
        /// Whether headings are being delivered.
        public private(set) var isUpdatingHeading = false

        /// A manager with no permission yet and updates off.
        public override init() { super.init() }

        /// Whether the device has location services: always headless.
        open class func locationServicesEnabled() -> Bool { true }

        /// The app's permission as code before iOS 14 reads it (deprecated there): headless each manager holds its
        /// own, so the class reads `.notDetermined` and the app asks, as it does on first launch.
        open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }

        /// Whether the device has a compass: always headless.
        open class func headingAvailable() -> Bool { true }

        /// Asks to locate the device while the app is in use; granted at once headless.
        open func requestWhenInUseAuthorization() { grant(.authorizedWhenInUse) }

        /// Asks to locate the device at any time; granted at once headless.
        open func requestAlwaysAuthorization() { grant(.authorizedAlways) }

        /// Starts delivering fixes.
        open func startUpdatingLocation() { isUpdatingLocation = true }

        /// Stops delivering fixes.
        open func stopUpdatingLocation() { isUpdatingLocation = false }

        /// Asks for one fix: the next one delivered, after which updates stop again.
        open func requestLocation() {
            isUpdatingLocation = true
            stopsAfterNextFix = true
        }

        /// Starts delivering headings.
        open func startUpdatingHeading() { isUpdatingHeading = true }

        /// Stops delivering headings.
        open func stopUpdatingHeading() { isUpdatingHeading = false }

        /// Delivers fixes as the device would while updates are on: the last becomes ``location`` and the delegate
        /// hears them all. Ignored while updates are off, as Core Location reports nothing then. MapCompat
        /// addition: Core Location's fixes come from the device.
        public func deliver(_ locations: [CLLocation]) {
            guard isUpdatingLocation, let last = locations.last else { return }
            location = last
            if stopsAfterNextFix {
                stopsAfterNextFix = false
                isUpdatingLocation = false
            }
            delegate?.locationManager(self, didUpdateLocations: locations)
        }

        /// Delivers a heading while heading updates are on. MapCompat addition.
        public func deliver(heading newHeading: CLHeading) {
            guard isUpdatingHeading else { return }
            heading = newHeading
            delegate?.locationManager(self, didUpdateHeading: newHeading)
        }

        private var stopsAfterNextFix = false

        /// Sets the permission and tells the delegate both ways Core Location does, when it changes.
        private func grant(_ status: CLAuthorizationStatus) {
            guard authorizationStatus != status, authorizationStatus != .authorizedAlways else { return }
            authorizationStatus = status
            delegate?.locationManagerDidChangeAuthorization(self)
            delegate?.locationManager(self, didChangeAuthorization: status)
        }
    }
#endif

#if !canImport(CoreLocation)
    // Core Location's manager belongs to the thread that made it, as its delegate calls do.
    @available(*, unavailable)
    extension CLLocationManager: Sendable {}
#endif
