import Foundation
import MapCompatConformance
import MapCompatCore
import MapKitStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

extension MapKitSession {
    /// Applies the control and location parts of spec settings through `MKMapView`: `showsCompass`, `showsScale`,
    /// `showsUserTrackingButton`, location fixes and the tracking mode.
    func applyControls(_ settings: Spec.MapSettings) throws {
        if let controls = settings.controls {
            if let compass = controls.compass { mapView.showsCompass = compass }
            if let scaleBar = controls.scaleBar { mapView.showsScale = scaleBar }
            if let button = controls.locationButton { mapView.showsUserTrackingButton = button }
            // MapKit has no zoom buttons on iOS and no indoor level picker: hidden is all it can show.
            for (name, shown) in [
                ("zoom buttons", controls.zoomButtons), ("indoor level picker", controls.indoorLevelPicker),
            ]
            where shown == true {
                throw NotExpressible(reason: "MKMapView has no \(name) to show on iOS")
            }
        }
        guard let location = settings.location else { return }
        if location.position != nil || location.heading != nil {
            guard let position = location.position ?? driver.location?.position else {
                throw MapCompatError(.conflict, field: "location.heading", "a heading needs a position (lat and lng)")
            }
            deliver(position, heading: location.heading)
        }
        if let tracking = location.tracking { setTracking(tracking) }
    }

    /// Gives the map a fix, as Core Location would (the adapter's headless `deliverUserLocation(_:heading:)`).
    /// Core Location reports headings apart from fixes, so a fix without one keeps the heading last reported.
    func deliver(_ position: LatLng, heading: Double?) {
        mapView.deliverUserLocation(
            CLLocation(latitude: position.latitude, longitude: position.longitude),
            heading: (heading ?? driver.location?.heading).map { CLHeading(trueHeading: $0) })
    }

    /// The tracking mode through MapKit's API: `none` hides the user's location, `noFollow` shows it without
    /// following, the others follow. `noFollow` asked of a map that neither follows nor shows the location tells
    /// the delegate nothing (`mapView(_:didChange:animated:)` reports `userTrackingMode` only, and turning
    /// `showsUserLocation` on is no change of it), where the neutral map reports its change from `none` (fuzz
    /// seed 7, run 7280): such a run cannot observe tracking-mode events.
    func setTracking(_ tracking: TrackingMode) {
        if tracking == .noFollow, self.tracking == .none { hiddenKinds.insert("trackingMode") }
        switch tracking {
        case .none: mapView.showsUserLocation = false
        case .noFollow:
            mapView.showsUserLocation = true
            mapView.setUserTrackingMode(.none, animated: false)
        case .follow: mapView.setUserTrackingMode(.follow, animated: false)
        case .followWithHeading: mapView.setUserTrackingMode(.followWithHeading, animated: false)
        }
    }

    /// The controls as an `MKMapView` shows them. The compass, scale and tracking button have no getter for whether
    /// they are on screen now (the compass hides itself while the map points north), so the driver reads that;
    /// MapKit has no zoom buttons or indoor picker on iOS, and always shows its logo.
    var controls: [MapControl: Expectation.ControlVisibility] {
        var controls: [MapControl: Expectation.ControlVisibility] = [
            .zoomIn: .hidden, .zoomOut: .hidden, .indoorLevelPicker: .hidden,
        ]
        for control in [MapControl.compass, .scaleBar, .locationButton, .logo] {
            controls[control] = Expectation.ControlVisibility(rawValue: driver.visibility(of: control).rawValue)
        }
        return controls
    }

    /// The tracking mode: following as `userTrackingMode` says, else `noFollow` while the location shows.
    var tracking: TrackingMode {
        TrackingMode(mapView.userTrackingMode, showsUserLocation: mapView.showsUserLocation)
    }
}
