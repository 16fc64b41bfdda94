import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The user's location: the blue dot, the location Google's SDK reads from the device, and its headless
/// stand-in. Google has no tracking modes: the dot shows where the user is, and the My Location button
/// centres the camera on it once.
extension GMSMapView {
    /// Whether the blue dot (and its accuracy circle) shows the user's location; `false` by default. A tap on
    /// the dot reaches ``GMSMapViewDelegate/mapView(_:didTapMyLocation:)``.
    public var isMyLocationEnabled: Bool {
        get { core.showsLocationMarker }
        set { core.showsLocationMarker = newValue }
    }

    /// Where the blue dot is: the latest location while ``isMyLocationEnabled``, else `nil`.
    public var myLocation: CLLocation? {
        guard isMyLocationEnabled, let fix = core.location else { return nil }
        return CLLocation(latitude: fix.position.latitude, longitude: fix.position.longitude)
    }

    /// Hands the map a location, as the device's location services hand Google's SDK one.
    ///
    /// MapCompat addition: Google's SDK reads the device itself and offers no way in. The dot shows it while
    /// ``isMyLocationEnabled``; the My Location button centres on it.
    ///
    /// - Throws: `MapCompatError` naming `location.latitude` or `location.longitude` when it is not a valid
    ///   coordinate.
    public func updateLocation(_ location: CLLocation) throws(MapCompatError) {
        let position = try Self.located("location") { () throws(MapCompatError) in
            try location.coordinate.latLng()
        }
        core.updateLocation(try LocationFix(position: position))
    }
}
