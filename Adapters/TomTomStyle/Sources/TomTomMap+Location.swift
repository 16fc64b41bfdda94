import Foundation
import MapCompatCore

/// The user's location: a ``LocationProvider`` feeds the core's location fix, and a tap on the marker drawn
/// there reports ``MapInteraction/tappedOnLocationMarker(coordinate:)``.
extension TomTomMap {
    /// Makes the map listen to ``locationProvider``: it takes the provider's last known location now and every
    /// update from then on, each as a core `LocationFix`. Call it again after setting another provider.
    public func activateLocationProvider() {
        deactivateLocationProvider()
        locationProvider.addObserver(locationRelay)
        listenedProvider = locationProvider
        if let last = locationProvider.lastKnownLocation { take(last) }
    }

    /// Stops listening to the provider; the marker stays at the last location taken.
    public func deactivateLocationProvider() {
        listenedProvider?.removeObserver(locationRelay)
        listenedProvider = nil
    }

    /// Where the location marker is in the view (a MapCompat addition, for scripted taps): `nil` before the
    /// first location or when it lies beyond the horizon. A tap within the profile's
    /// `locationMarkerRadius` of it reports ``MapInteraction/tappedOnLocationMarker(coordinate:)``.
    public var locationMarkerPoint: CGPoint? { core.locationMarkerPoint }

    /// Hands one update to the core (reason location when the camera follows it). An update the core cannot
    /// take — a latitude outside −90…90, a value that is not finite — is ignored, as a callback cannot throw.
    func take(_ location: GeoLocation) {
        guard let fix = try? location.locationFix() else { return }
        core.updateLocation(fix)
    }
}
