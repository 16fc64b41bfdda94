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
            lastIgnoredError = error
        }
    }

    /// The heading joins the last position in the core's location fix; without a position yet it waits.
    public func locationManager(_ manager: any MLNLocationManager, didUpdate newHeading: CLHeading) {
        guard let position = core.location?.position else { return }
        do {
            core.updateLocation(try LocationFix(position: position, heading: newHeading.trueHeading))
        } catch {
            lastIgnoredError = error
        }
    }
}
