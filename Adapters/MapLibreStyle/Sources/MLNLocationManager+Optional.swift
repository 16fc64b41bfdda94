import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The defaults of `MLNLocationManager`'s members an app's manager need not implement, and the optional
/// calls MapLibre apps write. Objective-C's optional methods import into Swift as calls with `?`
/// (`manager.setDistanceFilter?(5)`, `manager.requestTemporaryFullAccuracyAuthorization?(withPurposeKey:)`);
/// Swift protocols have no optional methods, so each such name is also a property whose value is the call,
/// which reaches the manager's own implementation where it has one. The getters `distanceFilter?()`,
/// `desiredAccuracy?()`, `activityType?()` and `accuracyAuthorization?()` answer Core Location's defaults:
/// a Swift method of the same name in an app's manager cannot be reached through the protocol (a property and
/// a method without arguments cannot share a name), a platform limit the MapLibre article states.
extension MLNLocationManager {
    /// Allowed while in use.
    public var authorizationStatus: CLAuthorizationStatus { .authorizedWhenInUse }
    /// Upright.
    public var headingOrientation: CLDeviceOrientation {
        get { .portrait }
        set {}
    }
    /// Nothing to ask headless.
    public func requestAlwaysAuthorization() {}
    /// Nothing to ask headless.
    public func requestWhenInUseAuthorization() {}
    /// No calibration display headless.
    public func dismissHeadingCalibrationDisplay() {}
    /// Ignored.
    public func setDistanceFilter(_ distanceFilter: CLLocationDistance) {}
    /// Ignored.
    public func setDesiredAccuracy(_ desiredAccuracy: CLLocationAccuracy) {}
    /// Ignored.
    public func setActivityType(_ activityType: CLActivityType) {}
    /// Nothing to ask headless.
    public func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {}

    /// `setDistanceFilter?(_:)`: the manager's ``setDistanceFilter(_:)``.
    public var setDistanceFilter: ((CLLocationDistance) -> Void)? { { [self] in setDistanceFilter($0) } }
    /// `setDesiredAccuracy?(_:)`: the manager's ``setDesiredAccuracy(_:)``.
    public var setDesiredAccuracy: ((CLLocationAccuracy) -> Void)? { { [self] in setDesiredAccuracy($0) } }
    /// `setActivityType?(_:)`: the manager's ``setActivityType(_:)``.
    public var setActivityType: ((CLActivityType) -> Void)? { { [self] in setActivityType($0) } }
    /// `requestTemporaryFullAccuracyAuthorization?(withPurposeKey:)`: the manager's
    /// ``requestTemporaryFullAccuracyAuthorization(withPurposeKey:)``.
    public var requestTemporaryFullAccuracyAuthorization: MLNPurposeKeyRequest? {
        MLNPurposeKeyRequest { [self] in requestTemporaryFullAccuracyAuthorization(withPurposeKey: $0) }
    }
    /// `distanceFilter?()`: `kCLDistanceFilterNone`.
    public var distanceFilter: (() -> CLLocationDistance)? { { kCLDistanceFilterNone } }
    /// `desiredAccuracy?()`: `kCLLocationAccuracyBest`.
    public var desiredAccuracy: (() -> CLLocationAccuracy)? { { kCLLocationAccuracyBest } }
    /// `activityType?()`: `.other`.
    public var activityType: (() -> CLActivityType)? { { .other } }
    /// `accuracyAuthorization?()`: full accuracy.
    public var accuracyAuthorization: (() -> CLAccuracyAuthorization)? { { .fullAccuracy } }
}

/// The call `requestTemporaryFullAccuracyAuthorization?(withPurposeKey:)` of a location manager, a value so
/// that the optional call keeps its argument label.
public struct MLNPurposeKeyRequest {
    let request: (String) -> Void

    /// Asks for full accuracy with the purpose key of the app's `Info.plist`.
    public func callAsFunction(withPurposeKey purposeKey: String) { request(purposeKey) }
}

@available(*, unavailable)
extension MLNPurposeKeyRequest: Sendable {}

extension MLNLocationManagerDelegate {
    /// The calibration display may show.
    public func locationManagerShouldDisplayHeadingCalibration(_ manager: any MLNLocationManager) -> Bool { true }
    /// Nothing to do by default.
    public func locationManager(_ manager: any MLNLocationManager, didFailWithError error: any Error) {}
    /// Nothing to do by default.
    public func locationManagerDidChangeAuthorization(_ manager: any MLNLocationManager) {}
}

extension MLNMapView {
    /// Passes the failure to the delegate's `mapView(_:didFailToLocateUserWithError:)`, as MapLibre does.
    public func locationManager(_ manager: any MLNLocationManager, didFailWithError error: any Error) {
        delegate?.mapView(self, didFailToLocateUserWithError: error)
    }

    /// Passes the change to the delegate's `mapView(_:didChangeLocationManagerAuthorization:)`, as MapLibre
    /// does.
    public func locationManagerDidChangeAuthorization(_ manager: any MLNLocationManager) {
        delegate?.mapView(self, didChangeLocationManagerAuthorization: manager)
    }
}
