import Foundation
import MapCompatConformance
import MapCompatCore
import MapLibreStyle

extension MapLibreSession {
    /// Applies the ornament parts of spec settings through `MLNMapView`: the compass's visibility and
    /// `showsScale`.
    func applyControls(_ settings: Spec.MapSettings) {
        if let controls = settings.controls {
            if let compass = controls.compass { mapView.compassView.compassVisibility = compass ? .adaptive : .hidden }
            if let scaleBar = controls.scaleBar { mapView.showsScale = scaleBar }
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
            // MapLibre fades the compass out (alpha 0) rather than hiding it.
            let hidden = ornament.isHidden || (control == .compass && ornament.alpha == 0)
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
