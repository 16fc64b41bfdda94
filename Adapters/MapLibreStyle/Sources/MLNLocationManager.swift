import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Where the map gets the user's location from: MapLibre's `MLNLocationManager`
/// (`platform/darwin/src/MLNLocationManager.h`). The map sets itself as the delegate and starts updates while
/// it shows the user's location. The header's optional methods are requirements with defaults here (see
/// `MLNLocationManager+Optional.swift` for how `manager.setDistanceFilter?(5)` compiles and reaches an app's
/// own implementation).
public protocol MLNLocationManager: AnyObject {
    /// Receives the reports; the map sets itself.
    var delegate: (any MLNLocationManagerDelegate)? { get set }
    /// Whether the app may use location services (required in MapLibre; `.authorizedWhenInUse` by default).
    var authorizationStatus: CLAuthorizationStatus { get }
    /// The orientation headings are measured against (required in MapLibre; `.portrait` by default).
    var headingOrientation: CLDeviceOrientation { get set }
    /// Asks for permission at any time (required in MapLibre; nothing to ask headless by default).
    func requestAlwaysAuthorization()
    /// Asks for permission while in use (required in MapLibre; nothing to ask headless by default).
    func requestWhenInUseAuthorization()
    /// Hides the heading calibration display (required in MapLibre; none headless by default).
    func dismissHeadingCalibrationDisplay()
    /// Sets the distance filter (optional in MapLibre; ignored by default).
    func setDistanceFilter(_ distanceFilter: CLLocationDistance)
    /// Sets the desired accuracy (optional in MapLibre; ignored by default).
    func setDesiredAccuracy(_ desiredAccuracy: CLLocationAccuracy)
    /// Sets the activity type (optional in MapLibre; ignored by default).
    func setActivityType(_ activityType: CLActivityType)
    /// Asks for full accuracy for this session (optional in MapLibre; nothing to ask by default).
    func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String)
    /// Starts position reports.
    func startUpdatingLocation()
    /// Stops position reports.
    func stopUpdatingLocation()
    /// Starts heading reports.
    func startUpdatingHeading()
    /// Stops heading reports.
    func stopUpdatingHeading()
}

/// Receives a location manager's reports: MapLibre's `MLNLocationManagerDelegate`, which `MLNMapView` is.
public protocol MLNLocationManagerDelegate: AnyObject {
    /// New positions, the last the latest.
    func locationManager(_ manager: any MLNLocationManager, didUpdate locations: [CLLocation])
    /// A new heading.
    func locationManager(_ manager: any MLNLocationManager, didUpdate newHeading: CLHeading)
    /// Whether the heading calibration display may show.
    func locationManagerShouldDisplayHeadingCalibration(_ manager: any MLNLocationManager) -> Bool
    /// The manager could not locate the user.
    func locationManager(_ manager: any MLNLocationManager, didFailWithError error: any Error)
    /// The app's location authorization changed.
    func locationManagerDidChangeAuthorization(_ manager: any MLNLocationManager)
}

extension MLNMapView: MLNLocationManagerDelegate {
    /// The latest position becomes the core's location fix (with the last heading): the core's
    /// `updateLocation(_:)`, which moves the camera while following; following with the course towards a
    /// ``MLNMapView/targetCoordinate`` then shows both. An invalid one is ignored and kept in ``lastIgnoredError``.
    public func locationManager(_ manager: any MLNLocationManager, didUpdate locations: [CLLocation]) {
        guard let latest = locations.last else { return }
        syncLocationAnchor()
        do {
            core.updateLocation(try LocationFix(position: latest.coordinate.latLng(), heading: core.location?.heading))
        } catch {
            ignore(error, value: "\(latest.coordinate)")
            return
        }
        lastReportedLocation = latest
        guard let user = currentUserLocation else { return }
        user.location = latest
        userLocationView?.update()
        delegate?.mapView(self, didUpdate: user)
        // Following with the course towards a target shows both (MLNMapView.mm didUpdateLocationWithTarget…).
        if followsTowardsTarget { showUserAndTarget(latest.coordinate, animated: true, completion: nil) }
    }

    /// The heading joins the last position in the core's location fix; without a position yet it waits.
    public func locationManager(_ manager: any MLNLocationManager, didUpdate newHeading: CLHeading) {
        guard let position = core.location?.position else { return }
        do {
            core.updateLocation(try LocationFix(position: position, heading: newHeading.trueHeading))
        } catch {
            ignore(error, value: "\(newHeading.trueHeading)")
            return
        }
        guard let user = currentUserLocation else { return }
        user.heading = newHeading
        userLocationView?.update()
        delegate?.mapView(self, didUpdate: user)
    }
}

/// MapLibre's default location manager (`MLNCLLocationManager`, over Core Location's): headless there is
/// no device, so it reports nothing; apps and tests set their own ``MLNLocationManager``. It keeps the
/// settings it is given, as Core Location's manager does.
public final class MLNCLLocationManager: MLNLocationManager {
    /// Receives the reports; the map sets itself.
    public weak var delegate: (any MLNLocationManagerDelegate)?
    /// The orientation headings are measured against.
    public var headingOrientation = CLDeviceOrientation.portrait
    /// The distance filter set (`kCLDistanceFilterNone` by default).
    public private(set) var distanceFilterValue = kCLDistanceFilterNone
    /// The desired accuracy set (`kCLLocationAccuracyBest` by default).
    public private(set) var desiredAccuracyValue = kCLLocationAccuracyBest
    /// The activity type set (`.other` by default).
    public private(set) var activityTypeValue = CLActivityType.other

    /// Keeps the distance filter.
    public func setDistanceFilter(_ distanceFilter: CLLocationDistance) { distanceFilterValue = distanceFilter }
    /// Keeps the desired accuracy.
    public func setDesiredAccuracy(_ desiredAccuracy: CLLocationAccuracy) { desiredAccuracyValue = desiredAccuracy }
    /// Keeps the activity type.
    public func setActivityType(_ activityType: CLActivityType) { activityTypeValue = activityType }
    /// Whether position updates were asked for.
    public private(set) var isUpdatingLocation = false
    /// Whether heading updates were asked for.
    public private(set) var isUpdatingHeading = false

    /// A manager with no device behind it.
    public init() {}

    /// Starts position reports (none arrive headless).
    public func startUpdatingLocation() { isUpdatingLocation = true }
    /// Stops position reports.
    public func stopUpdatingLocation() { isUpdatingLocation = false }
    /// Starts heading reports (none arrive headless).
    public func startUpdatingHeading() { isUpdatingHeading = true }
    /// Stops heading reports.
    public func stopUpdatingHeading() { isUpdatingHeading = false }
}

@available(*, unavailable)
extension MLNCLLocationManager: Sendable {}
