import Foundation
import MapCompatConformance
import MapCompatCore
import MapLibreStyle

extension MapLibreSession {
    /// Applies the ornament parts of spec settings through `MLNMapView`: the compass's visibility and
    /// `showsScale`.
    func applyControls(_ settings: Spec.MapSettings) throws {
        if let controls = settings.controls {
            if let compass = controls.compass { mapView.compassView.compassVisibility = compass ? .adaptive : .hidden }
            if let scaleBar = controls.scaleBar { mapView.showsScale = scaleBar }
            // MapLibre has no zoom buttons, indoor level picker or location button: hidden is all it can show.
            let absent = [
                ("zoom buttons", controls.zoomButtons), ("indoor level picker", controls.indoorLevelPicker),
                ("location button", controls.locationButton),
            ]
            for (name, shown) in absent where shown == true {
                throw NotExpressible(reason: "MLNMapView has no \(name) to show")
            }
            if let logo = controls.logo { try applyLogo(logo) }
        }
        guard let location = settings.location else { return }
        if location.position != nil || location.heading != nil {
            guard let position = location.position ?? driver.location?.position else {
                throw MapCompatError(.conflict, field: "location.heading", "a heading needs a position (lat and lng)")
            }
            try report(position, heading: location.heading)
        }
        if let tracking = location.tracking { setTracking(tracking) }
    }

    /// The logo's corner and margins through `logoViewPosition` and `logoViewMargins` (a margin from each of
    /// the corner's two edges). MapLibre's logo has four corners and no tap setting.
    private func applyLogo(_ logo: Spec.LogoSettings) throws {
        guard logo.tappable == nil else {
            throw NotExpressible(reason: "MapLibre's logo view has no setting for taps")
        }
        let corner = logo.align ?? .leftBottom
        let position: MLNOrnamentPosition
        switch corner {
        case .leftTop: position = .topLeft
        case .rightTop: position = .topRight
        case .leftBottom: position = .bottomLeft
        case .rightBottom: position = .bottomRight
        case .centerBottom:
            throw NotExpressible(reason: "MLNOrnamentPosition has four corners and no centre bottom")
        }
        if logo.align != nil { mapView.logoViewPosition = position }
        if let margin = logo.margin {
            let left = corner == .leftTop || corner == .leftBottom
            let top = corner == .leftTop || corner == .rightTop
            mapView.logoViewMargins = CGPoint(
                x: left ? margin.left : margin.right, y: top ? margin.top : margin.bottom)
        }
    }

    /// The tracking mode through MapLibre's API: `none` hides the user's location, `noFollow` shows it
    /// without following, the others follow.
    func setTracking(_ tracking: TrackingMode) {
        if tracking == .follow || tracking == .followWithHeading { followsUser = true }
        switch tracking {
        case .none: mapView.showsUserLocation = false
        case .noFollow:
            mapView.showsUserLocation = true
            mapView.setUserTrackingMode(.none, animated: false, completionHandler: nil)
        case .follow: mapView.setUserTrackingMode(.follow, animated: false, completionHandler: nil)
        case .followWithHeading:
            mapView.setUserTrackingMode(.followWithHeading, animated: false, completionHandler: nil)
        }
    }

    /// The ornaments as `MLNMapView` shows them. MapLibre has no zoom buttons, indoor level picker or
    /// location button, so those are never on screen.
    var controls: [MapControl: Expectation.ControlVisibility] {
        var controls: [MapControl: Expectation.ControlVisibility] = [
            .zoomIn: .hidden, .zoomOut: .hidden, .indoorLevelPicker: .hidden, .locationButton: .hidden,
        ]
        let ornaments: [(MapControl, UIView)] = [
            (.compass, mapView.compassView), (.scaleBar, mapView.scaleBar), (.logo, mapView.logoView),
        ]
        for (control, ornament) in ornaments {
            // MapLibre fades the compass, and the scale bar at world-scale zoom, out (alpha 0) rather than
            // hiding them.
            let hidden = ornament.isHidden || (control != .logo && ornament.alpha == 0)
            controls[control] = hidden ? .hidden : .visible
        }
        return controls
    }

    /// The tracking mode: following as `userTrackingMode` says, else `noFollow` while the location shows.
    var tracking: TrackingMode {
        TrackingMode(mapView.userTrackingMode, showsUserLocation: mapView.showsUserLocation)
    }
}

extension TrackingMode {
    /// The core mode of a MapLibre mode: MapLibre's `none` is the core's `noFollow` while the user's location
    /// shows.
    init(_ mode: MLNUserTrackingMode, showsUserLocation: Bool) {
        switch mode {
        case .none: self = showsUserLocation ? .noFollow : .none
        case .follow, .followWithCourse: self = .follow
        case .followWithHeading: self = .followWithHeading
        }
    }
}
