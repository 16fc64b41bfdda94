import Foundation
import MapCompatCore

extension CoreSession {
    /// Applies the spec's controls, location and indoor maps to the map (controls and location came with
    /// the `map` settings; indoor maps are scene items).
    func setUpControls(_ spec: Spec) throws {
        for item in spec.scene {
            guard case .indoor(let indoor) = item.content else { continue }
            try map.addIndoorRegion(
                IndoorRegion(
                    id: item.id, bounds: indoor.bounds, levels: indoor.levels, defaultLevel: indoor.level,
                    minZoom: indoor.minZoom))
        }
    }

    /// Reports control visibility, tracking mode and the indoor picker.
    func reportControls(into state: inout ObservedState) {
        var controls: [MapControl: Expectation.ControlVisibility] = [:]
        for control in MapControl.allCases {
            controls[control] = Expectation.ControlVisibility(rawValue: map.visibility(of: control).rawValue)
        }
        state.controls = controls
        state.tracking = map.trackingMode
        state.indoorPicker = controls[.indoorLevelPicker]
        state.indoorLevel = map.focusedIndoorRegion.flatMap { map.indoorLevel(of: $0.id) }
    }
}

extension CorePlugin {
    /// What the core supports of controls, location and indoor maps.
    static let controlCapabilities: Set<Capability> = {
        var capabilities: Set<Capability> = [
            .map("location"), .map("location.tracking"), .scene("indoor"), .expect("controls"), .expect("tracking"),
            .expect("indoor"),
        ]
        let switches = ["compass", "scaleBar", "zoomButtons", "indoorLevelPicker", "locationButton", "logo"]
        capabilities.formUnion(switches.map { Capability.map("controls.\($0)") })
        capabilities.formUnion([.step(.tapControl), .step(.selectIndoorLevel), .step(.location)])
        capabilities.formUnion(
            [
                .event(.controlTap), .event(.legalNotice), .event(.trackingMode), .event(.indoorLevel),
                .event(.locationMarkerTap),
            ])
        return capabilities
    }()
}

extension InteractiveMap {
    /// Applies the controls and location parts of (partial) spec map settings. A location arrives as a fix
    /// from the source before the tracking mode changes; the camera jumps to it rather than animating, as
    /// an app does when it sets the map up.
    func applyControlSettings(_ settings: Spec.MapSettings) throws {
        if let controls = settings.controls {
            var next = controlSettings
            next.showsCompass = controls.compass ?? next.showsCompass
            next.showsScaleBar = controls.scaleBar ?? next.showsScaleBar
            next.showsZoomButtons = controls.zoomButtons ?? next.showsZoomButtons
            next.showsIndoorLevelPicker = controls.indoorLevelPicker ?? next.showsIndoorLevelPicker
            next.showsLocationButton = controls.locationButton ?? next.showsLocationButton
            if let logo = controls.logo {
                if let align = logo.align {
                    guard let alignment = LogoAlignment(rawValue: align.rawValue) else {
                        throw MapCompatError(.outOfRange, field: "controls.logo.align", "\(align) is unknown")
                    }
                    next.logo.alignment = alignment
                }
                next.logo.margin = logo.margin ?? next.logo.margin
                next.logo.isTappable = logo.tappable ?? next.logo.isTappable
            }
            try setControlSettings(next)
        }
        guard let location = settings.location else { return }
        if location.position != nil || location.heading != nil {
            guard let position = location.position ?? self.location?.position else {
                throw MapCompatError(.conflict, field: "location.heading", "a heading needs a position (lat and lng)")
            }
            // A fix from the location source, as a `location` step's: a camera that follows it moves as it does
            // for any fix. A heading left out stays as last reported (what a `set` leaves out keeps its value).
            updateLocation(try LocationFix(position: position, heading: location.heading ?? self.location?.heading))
        }
        if let tracking = location.tracking { setTrackingMode(tracking, animated: false) }
    }
}
