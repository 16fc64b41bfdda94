import Foundation
import MapCompatCore
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The app's own ``TomTomStyle/LocationProvider`` in a conformance run: it reports the positions and
/// headings the spec gives (`map.location`, `location` steps) to whoever observes it.
final class ScriptedLocationProvider: LocationProvider {
    private var observers: [any LocationUpdateObserver] = []
    private(set) var lastKnownLocation: GeoLocation?

    func enable() {}
    func disable() {}

    func addObserver(_ observer: any LocationUpdateObserver) {
        guard !observers.contains(where: { $0 === observer }) else { return }
        observers.append(observer)
    }

    func removeObserver(_ observer: any LocationUpdateObserver) {
        observers.removeAll { $0 === observer }
    }

    /// Reports a position, and a heading in degrees if given, to every observer.
    func report(_ position: LatLng, heading: Double?) {
        let location = GeoLocation(
            location: CLLocation(latitude: position.latitude, longitude: position.longitude),
            heading: heading.map { Measurement(value: $0, unit: UnitAngle.degrees) })
        lastKnownLocation = location
        for observer in observers { observer.didUpdateLocation(location: location) }
    }

    /// The position of the last report, if any.
    var lastPosition: LatLng? {
        guard let coordinate = lastKnownLocation?.location.coordinate else { return nil }
        return try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
}

@available(*, unavailable)
extension ScriptedLocationProvider: Sendable {}
