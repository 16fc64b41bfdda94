import Foundation

/// The built-in controls: which show, where they are, and what a tap on each does.
extension InteractiveMap {
    /// Which controls show and where the logo sits; the profile's ``InteractionProfile/controls`` until set.
    public var controlSettings: MapControlSettings { controls.settings(or: profile.controls) }

    /// Changes which controls show and where the logo sits; takes effect at the next touch.
    ///
    /// - Throws: ``MapCompatError`` naming the logo margin side, or a placed control's margin side, that is
    ///   negative or not finite.
    public func setControlSettings(_ settings: MapControlSettings) throws(MapCompatError) {
        _ = try settings.logo.validated()
        for (control, placement) in settings.placements.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            _ = try placement.validated(field: control.rawValue)
        }
        controls.settings = settings
    }

    /// Where the controls sit for the current viewport.
    public var controlLayout: ControlLayout { ControlLayout(viewport: viewport) }

    /// How a control appears now: switched off controls are hidden, the compass shows only while the map
    /// is turned (or tilted, if the profile says so), the picker only while an indoor map is focused, a
    /// zoom button is disabled at its zoom limit, and the logo is disabled when not tappable.
    public func visibility(of control: MapControl) -> ControlVisibility {
        visibility(of: control, settings: controlSettings)
    }

    /// ``visibility(of:)`` under settings already read: a touch going down asks for every control, and the
    /// settings (with their placements) are copied once for all of them.
    private func visibility(of control: MapControl, settings: MapControlSettings) -> ControlVisibility {
        switch control {
        case .compass:
            let turned = camera.bearing != 0 || (profile.compassCoversTilt && camera.tilt != 0)
            return settings.showsCompass && (turned || settings.alwaysShowsCompass) ? .visible : .hidden
        case .scaleBar:
            return settings.showsScaleBar && scaleBarIsWithinRange ? .visible : .hidden
        case .zoomIn:
            guard settings.showsZoomButtons else { return .hidden }
            return camera.zoom >= limits.maxZoom ? .disabled : .visible
        case .zoomOut:
            guard settings.showsZoomButtons else { return .hidden }
            return camera.zoom <= limits.minZoom ? .disabled : .visible
        case .indoorLevelPicker:
            return settings.showsIndoorLevelPicker && focusedIndoorRegion != nil ? .visible : .hidden
        case .locationButton:
            guard settings.showsLocationButton else { return .hidden }
            return settings.hidesLocationButtonWhenCentered && isCenteredOnLocation ? .hidden : .visible
        case .logo:
            return settings.logo.isTappable ? .visible : .disabled
        }
    }

    /// The frame a control occupies when shown, in view points; given for hidden controls too, so a tap
    /// can be aimed where one would be.
    public func frame(of control: MapControl) -> CGRect {
        frame(of: control, settings: controlSettings)
    }

    /// ``frame(of:)->CGRect`` under settings already read.
    private func frame(of control: MapControl, settings: MapControlSettings) -> CGRect {
        let layout = controlLayout
        if let placement = settings.placements[control] {
            return placement.frame(
                size: ControlLayout.size(of: control, scaleBarLength: scaleBar?.length), in: viewport)
        }
        switch control {
        case .compass: return layout.compass
        case .scaleBar: return layout.scaleBar(length: scaleBar?.length ?? ScaleBar.maximumLength)
        case .zoomIn: return layout.zoomIn
        case .zoomOut: return layout.zoomOut
        case .indoorLevelPicker: return layout.indoorLevelPicker(rows: focusedIndoorRegion?.levels.count ?? 1)
        case .locationButton: return layout.locationButton
        case .logo: return layout.logo(settings.logo)
        }
    }

    /// Asked when the location button is tapped, after ``MapEvent/controlTap(_:)`` is reported (Google's
    /// `didTapMyLocationButton(for:)`); `true` keeps the tap: the profile's ``LocationButtonAction`` does not
    /// run. `nil`, or `false`, lets it run.
    public var locationButtonTapHandler: (() -> Bool)? {
        get { controls.locationButtonTapHandler }
        set { controls.locationButtonTapHandler = newValue }
    }

    /// Whether the scale bar's longest bar stands for no more ground than the profile's
    /// ``InteractionProfile/scaleBarRange`` allows at the current zoom (always, without a range): outside it
    /// the scale bar hides itself, as MapLibre's fades out at world-scale zoom levels.
    public var scaleBarIsWithinRange: Bool {
        guard let range = profile.scaleBarRange, let metresPerPoint = ScaleBar.metresPerPoint(at: transform) else {
            return true
        }
        return !range.hides(
            metresPerPoint: metresPerPoint, viewWidth: viewport.width, units: controlSettings.scaleBarUnits)
    }

    /// What the scale bar reads now, in the settings' units, whether or not it shows.
    public var scaleBar: ScaleBarReading? { scaleBar(units: controlSettings.scaleBarUnits) }

    /// What the scale bar would read now in `units`: from the ellipsoidal ground distance at the centre.
    public func scaleBar(units: ScaleBarUnits) -> ScaleBarReading? {
        ScaleBar.metresPerPoint(at: transform).flatMap { ScaleBar.reading(metresPerPoint: $0, units: units) }
    }

    // MARK: Taps

    /// The controls that take touches, topmost first. The scale bar only shows a value and lets touches
    /// through (it is a plain view, not a control); so does a logo whose tapping is off.
    static let touchOrder: [MapControl] = [.logo, .compass, .zoomIn, .zoomOut, .locationButton, .indoorLevelPicker]

    /// The control that takes a finger going down at `point`, if any: a shown control (disabled ones too,
    /// which swallow the touch and do nothing) whose frame holds the point.
    func control(takingTouchAt point: CGPoint) -> MapControl? {
        let settings = controlSettings
        return Self.touchOrder.first { control in
            let visibility = visibility(of: control, settings: settings)
            guard visibility == .visible || (visibility == .disabled && control != .logo) else { return false }
            return frame(of: control, settings: settings).contains(point)
        }
    }

    /// A finger that went down on `control` lifted at `point`: the control acts if the finger is still
    /// inside it and it can act.
    func controlTouchLifted(on control: MapControl, at point: CGPoint) {
        guard visibility(of: control) == .visible, frame(of: control).contains(point) else { return }
        switch control {
        case .compass:
            emit(.controlTap(.compass))
            resetNorth()
        case .zoomIn, .zoomOut:
            emit(.controlTap(control))
            zoomByButton(control == .zoomIn ? 1 : -1)
        case .locationButton:
            emit(.controlTap(.locationButton))
            guard controls.locationButtonTapHandler?() != true else { return }
            switch profile.locationButtonAction {
            case .cyclesTracking: setTrackingMode(profile.locationButtonCycle.next(after: trackingMode))
            case .centersOnLocation: centerOnLocation()
            }
        case .logo:
            emit(.controlTap(.logo))
            emit(.legalNotice)
        case .indoorLevelPicker:
            pickIndoorLevel(at: point)
        case .scaleBar:
            break
        }
    }

    /// The compass: heading (and tilt, if the profile says so) back to zero, animated, reason control.
    /// Heading tracking would turn the map straight back, so it drops to plain following first.
    private func resetNorth() {
        if trackingMode == .followWithHeading { changeTrackingMode(to: .follow) }
        var target = controlTarget
        target.bearing = 0
        if profile.compassCoversTilt { target.tilt = 0 }
        animateByControl(to: target)
    }

    /// The location button of a profile that centres on the location: the camera animates to the latest fix,
    /// reason control, keeping zoom, bearing and tilt.
    private func centerOnLocation() {
        guard let fix = location else { return }
        var target = controlTarget
        target.center = fix.position
        animateByControl(to: limits.clamp(target))
    }

    /// A zoom button: one level from the zoom the camera is heading for, so quick taps add up; the centre
    /// stays. Zoom gestures being off does not matter: buttons are not gestures.
    private func zoomByButton(_ direction: Double) {
        var target = controlTarget
        target.zoom += direction
        animateByControl(to: target)
    }

    /// Where an earlier control tap is taking the camera, or the camera itself: a control tap builds on the
    /// one before instead of cutting it short.
    private var controlTarget: Camera { motion.target(continuing: .control) }

    private func animateByControl(to target: Camera) {
        motion.animate(
            to: target, about: nil, duration: profile.controlAnimationDuration, curve: profile.mapAnimationCurve,
            reason: .control)
    }
}
