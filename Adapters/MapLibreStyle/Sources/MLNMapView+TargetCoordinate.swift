import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The destination course tracking keeps in view with the user: MapLibre's `targetCoordinate`
/// (maplibre-native `platform/ios/src/MLNMapView.mm`, `setTargetCoordinate:animated:completionHandler:` and
/// `didUpdateLocationWithTargetAnimated:completionHandler:`). While the mode is `followWithCourse` and the target
/// is valid, each location shows the user and the target together, the map turned from the user towards the
/// target, inside the profile's `courseTargetPadding` plus the location marker's height above and below.
extension MLNMapView {
    /// The coordinate kept in view with the user while following with the course; MapLibre's invalid
    /// coordinate (−180, −180) when there is none. Setting it animates.
    public var targetCoordinate: CLLocationCoordinate2D {
        get { trackedTarget }
        set { setTargetCoordinate(newValue, animated: true, completionHandler: nil) }
    }

    /// Sets the target, optionally animating the move that brings it into view.
    public func setTargetCoordinate(_ targetCoordinate: CLLocationCoordinate2D, animated: Bool) {
        setTargetCoordinate(targetCoordinate, animated: animated, completionHandler: nil)
    }

    /// Sets the target. While following with the course and with a known location, the map shows both at
    /// once and the handler runs when the camera arrives; an invalid target brings the map back to the user
    /// alone, and the handler runs when it is there. Otherwise (the same target again, another mode, or
    /// no location yet) the target is kept for later and the handler runs at once, before this returns, as
    /// MapLibre's `isSynchronous` path does (`MLNMapView.mm`, `setTargetCoordinate:animated:completionHandler:`).
    public func setTargetCoordinate(
        _ targetCoordinate: CLLocationCoordinate2D, animated: Bool, completionHandler: (() -> Void)?
    ) {
        let changed =
            targetCoordinate.latitude != trackedTarget.latitude || targetCoordinate.longitude != trackedTarget.longitude
        if changed { trackedTarget = targetCoordinate }
        guard changed, userTrackingMode == .followWithCourse, let location = currentUserLocation?.location else {
            completionHandler?()
            return
        }
        guard (try? targetCoordinate.latLng()) != nil else {
            // No target any more: the map returns to following the user alone, then calls the handler.
            core.followLocation(animated: animated) { _ in completionHandler?() }
            return
        }
        showUserAndTarget(location.coordinate, animated: animated, completion: completionHandler)
    }

    /// Whether a location update should show the user with the target rather than centre the user.
    var followsTowardsTarget: Bool {
        userTrackingMode == .followWithCourse && (try? trackedTarget.latLng()) != nil
    }

    /// Shows the user and the target at once, turned from the user towards the target (the bearing between
    /// their Mercator positions, as `directionByFollowingWithCourse` measures it).
    func showUserAndTarget(_ user: CLLocationCoordinate2D, animated: Bool, completion: (() -> Void)?) {
        guard (try? trackedTarget.latLng()) != nil, (try? user.latLng()) != nil else { return }
        let marker = 2 * max(core.profile.locationMarkerRadius, 0)
        let padding = core.profile.courseTargetPadding
        let insets = UIEdgeInsets(
            EdgeInsets(
                top: padding.top + marker, left: padding.left, bottom: padding.bottom + marker, right: padding.right))
        showFitted(
            [user, trackedTarget], insets: insets, direction: Self.mercatorBearing(from: user, to: trackedTarget),
            duration: animated ? core.profile.trackingAnimationDuration : 0, curve: .linear, completion: completion)
    }

    /// Degrees clockwise from north from one coordinate to another, measured between their Mercator positions.
    static func mercatorBearing(from start: CLLocationCoordinate2D, to end: CLLocationCoordinate2D) -> Double {
        func northing(_ latitude: Double) -> Double { log(tan(.pi / 4 + latitude * .pi / 360)) }
        let east = (end.longitude - start.longitude) * .pi / 180
        let north = northing(end.latitude) - northing(start.latitude)
        let degrees = atan2(east, north) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }
}
