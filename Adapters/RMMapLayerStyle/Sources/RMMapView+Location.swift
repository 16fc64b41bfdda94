// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation
import MapCompatCore

/// route-me's user-location calls (`RMMapView.h`, "User Location"). On a device, route-me's map view
/// listens to Core Location itself; headless, fixes come through ``handle(_:)-(LocationFix)`` as touches come
/// through touch frames.
extension RMMapView {
    /// Whether the map shows the user's location (the core's `InteractiveMap.showsLocationMarker`); `false`
    /// by default, as in route-me. Turning it on or off tells the delegate
    /// (`mapViewWillStartLocatingUser(_:)`, `mapViewDidStopLocatingUser(_:)`).
    public var showsUserLocation: Bool {
        get { core.showsLocationMarker }
        set {
            guard newValue != core.showsLocationMarker else { return }
            core.showsLocationMarker = newValue
            if !newValue, core.trackingMode != .none { core.setTrackingMode(.none, animated: false) }
            if newValue {
                tell {
                    $0.mapViewWillStartLocatingUser($1)
                } _: {
                    $0.mapViewWillStartLocatingUser($1)
                }
            } else {
                tell {
                    $0.mapViewDidStopLocatingUser($1)
                } _: {
                    $0.mapViewDidStopLocatingUser($1)
                }
            }
        }
    }

    /// The user-location annotation (`userLocation`): the latest fix while the map shows the user's
    /// location, `nil` before.
    public var userLocation: RMUserLocation! {
        guard showsUserLocation else { return nil }
        if let storedUserLocation { return storedUserLocation }
        let made = RMUserLocation(userLocationOn: self)
        storedUserLocation = made
        return made
    }

    /// Whether the user's location is inside the view (`userLocationVisible`).
    public var isUserLocationVisible: Bool {
        guard showsUserLocation, let fix = core.location, let point = core.transform.point(for: fix.position) else {
            return false
        }
        return point.x >= 0 && point.y >= 0 && point.x <= core.viewport.width && point.y <= core.viewport.height
    }

    /// The tracking mode (the core's `InteractiveMap.trackingMode`); setting it animates.
    public var userTrackingMode: RMUserTrackingMode {
        get { RMUserTrackingMode(core.trackingMode) }
        set { setUserTrackingMode(newValue, animated: true) }
    }

    /// Sets the tracking mode (`setUserTrackingMode:animated:`; the core's
    /// `InteractiveMap.setTrackingMode(_:animated:)`). Tracking turns `showsUserLocation` on, as in
    /// route-me; a value route-me does not define is reported and ignored.
    public func setUserTrackingMode(_ mode: RMUserTrackingMode, animated: Bool) {
        guard let coreMode = mode.core else {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "RMMapView.userTrackingMode", value: "\(mode.rawValue)", action: .keptPrevious,
                    message: "not an RMUserTrackingMode"))
            return
        }
        if coreMode != .none { showsUserLocation = true }
        // route-me's none while the location shows is the core's noFollow (the location shown, not followed).
        core.setTrackingMode(coreMode == .none && showsUserLocation ? .noFollow : coreMode, animated: animated)
    }

    /// Takes a location fix, as route-me's map view takes Core Location's updates (MapCompat's headless
    /// input): the core's `InteractiveMap.updateLocation(_:animated:)`, then, while the map shows the user's
    /// location, the delegate's `mapView(_:didUpdate:)`.
    public func handle(_ fix: LocationFix) {
        core.updateLocation(fix)
        guard showsUserLocation, let userLocation else { return }
        tell {
            $0.mapView($1, didUpdate: userLocation as RMUserLocation?)
        } _: {
            $0.mapView($1, didUpdate: userLocation)
        }
    }
}

/// The annotation that stands for the user (`RMUserLocation`): its location and heading are the core's
/// latest fix.
open class RMUserLocation: RMAnnotation {
    private weak var locatedMap: RMMapView?

    /// Made by the map view when it first shows the user's location.
    init(userLocationOn map: RMMapView) {
        locatedMap = map
        super.init(uncheckedMapView: map, coordinate: CLLocationCoordinate2D(map.core.camera.center), title: nil)
    }

    /// Whether the map is receiving fixes (`updating`): it shows the user's location and has a fix.
    public var isUpdating: Bool { locatedMap.map { $0.showsUserLocation && $0.core.location != nil } ?? false }

    /// The latest fix (`location`), `nil` before the first.
    public var location: CLLocation! {
        guard let fix = locatedMap?.core.location else { return nil }
        return CLLocation(latitude: fix.position.latitude, longitude: fix.position.longitude)
    }

    /// The latest heading (`heading`), `nil` while none is known.
    public var heading: CLHeading! {
        guard let heading = locatedMap?.core.location?.heading else { return nil }
        return CLHeading(trueHeading: heading)
    }

    /// Where the user is: the latest fix, or the place the annotation was made.
    open override var coordinate: CLLocationCoordinate2D {
        get { location?.coordinate ?? super.coordinate }
        set { super.coordinate = newValue }
    }

    /// Always `true` (`isUserLocationAnnotation`).
    open override var isUserLocationAnnotation: Bool { true }
}
