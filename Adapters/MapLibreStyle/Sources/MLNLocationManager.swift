import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Where the map gets the user's location from: MapLibre's `MLNLocationManager`. The map sets itself as
/// the delegate and starts updates while it shows the user's location.
public protocol MLNLocationManager: AnyObject {
    /// Receives the reports; the map sets itself.
    var delegate: (any MLNLocationManagerDelegate)? { get set }
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
}

extension MLNMapView: MLNLocationManagerDelegate {
    /// The latest position becomes the core's location fix (with the last heading): the core's
    /// `updateLocation(_:)`, which moves the camera while following. An invalid one is ignored and kept in
    /// ``lastIgnoredError``.
    public func locationManager(_ manager: any MLNLocationManager, didUpdate locations: [CLLocation]) {
        guard let latest = locations.last else { return }
        do {
            core.updateLocation(try LocationFix(position: latest.coordinate.latLng(), heading: core.location?.heading))
        } catch {
            ignore(error, value: "\(latest.coordinate)")
            return
        }
        lastReportedLocation = latest
        guard let user = currentUserLocation else { return }
        user.location = latest
        delegate?.mapView(self, didUpdate: user)
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
        delegate?.mapView(self, didUpdate: user)
    }
}

/// MapLibre's default location manager (`MLNCLLocationManager`, over Core Location's): headless there is
/// no device, so it reports nothing; apps and tests set their own ``MLNLocationManager``.
public final class MLNCLLocationManager: MLNLocationManager {
    /// Receives the reports; the map sets itself.
    public weak var delegate: (any MLNLocationManagerDelegate)?
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
