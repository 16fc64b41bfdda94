import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// A source of location updates for a ``TomTomMap`` (TomTom's `LocationProvider`): the map listens to
/// ``TomTomMap/locationProvider`` after ``TomTomMap/activateLocationProvider()`` and draws its location marker
/// at the latest update.
///
/// Apps write their own providers (a simulated route, a replayed trace) by conforming to this protocol and
/// telling their observers about each update.
public protocol LocationProvider: AnyObject {
    /// Starts producing updates.
    func enable()
    /// Stops producing updates.
    func disable()
    /// The latest update, `nil` until the first one.
    var lastKnownLocation: GeoLocation? { get }
    /// Starts telling `observer` about updates.
    func addObserver(_ observer: any LocationUpdateObserver)
    /// Stops telling `observer` about updates.
    func removeObserver(_ observer: any LocationUpdateObserver)
}

/// Receives the updates of a ``LocationProvider`` (TomTom's `LocationUpdateObserver`).
public protocol LocationUpdateObserver: AnyObject {
    /// A new location is known.
    func didUpdateLocation(location: GeoLocation)
    /// The app's location permission changed; providers that ask for permission call it (a headless map's
    /// providers are the app's own, which may never do).
    func onAuthorizationStatusChanged(isGranted: Bool)
}

extension LocationUpdateObserver {
    /// Ignores permission changes, so an observer may implement only location updates.
    public func onAuthorizationStatusChanged(isGranted: Bool) {}
}

/// The provider a map starts with: a headless map has no location services, so it never reports a location
/// until the app sets its own ``TomTomMap/locationProvider`` (the SDK starts with one backed by
/// CoreLocation).
final class SilentLocationProvider: LocationProvider {
    func enable() {}
    func disable() {}
    var lastKnownLocation: GeoLocation? { nil }
    func addObserver(_ observer: any LocationUpdateObserver) {}
    func removeObserver(_ observer: any LocationUpdateObserver) {}
}

/// Hands a provider's updates to the map that listens, without keeping the map alive.
final class LocationRelay: LocationUpdateObserver {
    weak var map: TomTomMap?

    func didUpdateLocation(location: GeoLocation) {
        map?.take(location)
    }
}

@available(*, unavailable)
extension SilentLocationProvider: Sendable {}

@available(*, unavailable)
extension LocationRelay: Sendable {}

extension LocationProvider {
    /// Starts producing updates: `enable()` under the name TomTom's later releases give it
    /// (`locationProvider.start()`, as the navigation use case calls it).
    public func start() { enable() }

    /// Stops producing updates: `disable()` under TomTom's later name.
    public func stop() { disable() }
}

/// A provider's observer under the name TomTom's later releases give it (`LocationProviderObservable`, which
/// the navigation use case's `MapCoordinator` adopts with `onLocationUpdated(location:)`,
/// `onHeadingUpdate(newHeading:lastLocation:)` and `onAuthorizationStatusChanged(isGranted:)`). Each update
/// arrives as `onLocationUpdated(location:)`. A headless map has no compass, so no provider of this module
/// reports heading updates; an observer may still implement the method.
public protocol LocationProviderObservable: LocationUpdateObserver {
    /// A new location is known.
    func onLocationUpdated(location: GeoLocation)
    /// The device turned; `lastLocation` is the latest location.
    func onHeadingUpdate(newHeading: CLHeading, lastLocation: GeoLocation)
}

extension LocationProviderObservable {
    /// Hands each update to ``onLocationUpdated(location:)``.
    public func didUpdateLocation(location: GeoLocation) { onLocationUpdated(location: location) }

    /// Ignores heading updates, so an observer may implement only locations.
    public func onHeadingUpdate(newHeading: CLHeading, lastLocation: GeoLocation) {}
}
