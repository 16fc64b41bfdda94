import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The user's location and the tracking mode, over the core's location fix and `TrackingMode`: MapKit's
/// `showsUserLocation` is the core's marker (tracking other than `none`), `userTrackingMode` its following modes.
extension MKMapView {
    /// Whether the map shows the user's location: the core's tracking mode is other than `none`. Turning it on
    /// tells the delegate it starts locating the user and, with a fix known, updates ``userLocation``; turning it
    /// off stops following too.
    public var showsUserLocation: Bool {
        get { core.trackingMode != .none }
        set {
            if newValue, core.trackingMode == .none {
                delegate?.mapViewWillStartLocatingUser(self)
                core.setTrackingMode(.noFollow, animated: false)
                core.showsLocationMarker = true
                userLocation.isUpdating = true
                if let lastFix { updateUserLocation(lastFix.location, heading: lastFix.heading) }
            } else if !newValue, core.trackingMode != .none {
                core.setTrackingMode(.none, animated: false)
                core.showsLocationMarker = false
                userLocation.isUpdating = false
                delegate?.mapViewDidStopLocatingUser(self)
            }
        }
    }

    /// Whether the user's location is on screen: shown, known and inside the view.
    public var isUserLocationVisible: Bool {
        guard showsUserLocation, let dot = core.locationMarkerPoint else { return false }
        return bounds.contains(dot)
    }

    /// How the camera follows the user; setting it is ``setUserTrackingMode(_:animated:)`` without animation.
    public var userTrackingMode: MKUserTrackingMode {
        get { MKUserTrackingMode(core.trackingMode) }
        set { setUserTrackingMode(newValue, animated: false) }
    }

    /// Changes how the camera follows the user: the core's `setTrackingMode(_:animated:)`. Following turns on
    /// ``showsUserLocation`` and brings the camera to a known location; `none` keeps the location shown.
    public func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) {
        switch mode {
        case .none:
            core.setTrackingMode(core.trackingMode == .none ? .none : .noFollow, animated: animated)
        case .follow, .followWithHeading:
            if !showsUserLocation { showsUserLocation = true }
            core.setTrackingMode(mode == .follow ? .follow : .followWithHeading, animated: animated)
        }
    }

    /// Gives the map a location fix, as Core Location gives MapKit one on a device: MapCompat's headless stand-in
    /// for the fixes MapKit receives (MapKit has no such method; its location manager is its own). The core takes
    /// the fix (a following camera moves to it); while the map shows the user's location, ``userLocation`` takes it
    /// and the delegate's `mapView(_:didUpdate:)` is called. A coordinate that is not a position, or a heading
    /// that is not finite, is ignored and reported.
    public func deliverUserLocation(_ location: CLLocation, heading: CLHeading? = nil) {
        do {
            let position = try location.coordinate.latLng()
            let fix = try LocationFix(position: position, heading: heading?.trueHeading)
            lastFix = (location, heading)
            core.updateLocation(fix)
            if showsUserLocation { updateUserLocation(location, heading: heading) }
        } catch {
            ignore(error, value: "\(location.coordinate)")
        }
    }

    private func updateUserLocation(_ location: CLLocation, heading: CLHeading?) {
        userLocation.location = location
        userLocation.heading = heading
        delegate?.mapView(self, didUpdate: userLocation)
    }
}
