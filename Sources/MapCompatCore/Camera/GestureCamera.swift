import Foundation

/// What the map's own gestures do to the camera, and the state only that needs: how far each continuous
/// gesture has taken the camera (``GestureProgress``), the point two-finger gestures hold under the fingers,
/// the drift after a release, the north snap at a gesture's end and the turn back to north that a map the
/// profile does not let rotate makes after one.
///
/// The map tells this component of each phase of a built-in gesture (``began(_:)``, ``changed(_:)``,
/// ``ended(_:_:)``, ``cancelled()``, and ``zoomStep(_:at:)`` for the tap zooms); it reads the recognizers'
/// measures from the ``GestureArena`` and moves the camera through ``CameraMotion``. The arena rebaselines a
/// recognizer after each change this component took in, so that the next change counts from there.
final class GestureCamera {
    /// The profile's gesture numbers and rules.
    let profile: InteractionProfile
    /// The camera the gestures move.
    let motion: CameraMotion
    /// The recognizers whose measures the gestures follow.
    let arena: GestureArena
    /// The camera each continuous gesture started from, and the fingers' measure it is counted from.
    @exclusivity(unchecked) private var progress = GestureProgress()
    /// Where the position that two-finger gestures hold under the fingers is shown now.
    @exclusivity(unchecked) private var twoFingerAnchor: CGPoint?
    /// When a map the profile does not let rotate turns back to north (``returnToNorth()``), if it is due to.
    @exclusivity(unchecked) private(set) var northReturnAt: Double?
    /// The app's drift setting (``GestureSettings/deceleration``), kept where the drift is worked out.
    @exclusivity(unchecked) var deceleration: DecelerationRate
    /// The app's drift rates for single kinds (``GestureSettings/decelerationRates``).
    @exclusivity(unchecked) var decelerationRates: [GestureKind: Double]

    /// The gestures of a map following `profile`, moving `motion`'s camera by `arena`'s recognizers, with
    /// the drift settings of `settings`.
    init(profile: InteractionProfile, motion: CameraMotion, arena: GestureArena, settings: GestureSettings) {
        self.profile = profile
        self.motion = motion
        self.arena = arena
        deceleration = settings.deceleration
        decelerationRates = settings.decelerationRates
    }

    private var camera: Camera { motion.camera }

    /// Whether the map may turn at the current zoom: at least the profile's
    /// ``InteractionProfile/rotationMinimumZoom`` (always, without one).
    var isRotationAllowed: Bool {
        guard let minimum = profile.rotationMinimumZoom else { return true }
        return camera.zoom >= minimum
    }

    // MARK: Phases

    /// A continuous gesture began: its track starts from the camera now, then it moves as a change does.
    func began(_ kind: GestureKind) {
        let gestures = arena.builtIn
        switch kind {
        case .pinch:
            progress.pinch.begin(at: camera.zoom, measure: max(gestures.pinch.previousSpread, 1e-9))
        case .rotate:
            progress.rotation.begin(at: camera.bearing, measure: gestures.rotate.previousAngle)
            progress.rotationTurns = 0
        case .tilt:
            progress.tilt.begin(at: camera.tilt, measure: Double(gestures.tilt.previousLocation.y))
        case .quickZoom:
            progress.quickZoom.begin(at: camera.zoom, measure: Double(gestures.quickZoom.previousLocation.y))
        case .pan, .tap, .doubleTap, .twoFingerTap, .longPress:
            break
        }
        changed(kind)
    }

    /// A continuous gesture changed: the camera follows it, if the app lets it.
    func changed(_ kind: GestureKind) {
        let next: Camera
        switch kind {
        case .pan: next = panned()
        case .pinch: next = pinched()
        case .rotate: next = rotated()
        case .tilt: next = tilted()
        case .quickZoom: next = quickZoomed()
        case .tap, .doubleTap, .twoFingerTap, .longPress: return
        }
        guard motion.allows(next, by: kind) else { return }
        motion.moveByGesture(to: next)
    }

    /// A camera gesture ended: the camera drifts on by the profile's ``DecelerationModel`` unless another
    /// camera gesture still runs or the app refuses the drift; otherwise the movement ends.
    func ended(_ kind: GestureKind, _ recognizer: GestureRecognizer) {
        let rate = profile.deceleration.rate(for: kind, setting: deceleration, overrides: decelerationRates)
        let drift = self.drift(of: kind, recognizer, rate: rate)
        let gestures = arena.builtIn
        if !gestures.pinch.state.isActive && !gestures.rotate.state.isActive { twoFingerAnchor = nil }
        guard let drift, !arena.isOtherCameraGestureActive(than: recognizer), motion.allows(drift.target, by: kind)
        else {
            cancelled()
            return
        }
        motion.animate(
            to: drift.target, about: drift.anchor, duration: drift.duration, curve: profile.deceleration.curve,
            reason: .gesture)
        // MapLibre checks again once a rotation's drift is over (`animateWithDelay:` the deceleration rate).
        if kind == .rotate, let restriction = profile.restrictedRotation, !isRotationAllowed {
            northReturnAt = motion.now + drift.duration + restriction.northReturnDelay
        }
    }

    /// A camera gesture was cancelled, or ended without drift: the gesture's movement ends once no camera
    /// gesture is left, snapping to north if close.
    func cancelled() {
        guard motion.reason == .gesture, motion.animationEnd == nil,
            !arena.isOtherCameraGestureActive(than: arena.builtIn.tap)
        else { return }
        let tolerance = profile.northSnapTolerance
        if tolerance > 0, camera.bearing != 0, min(camera.bearing, 360 - camera.bearing) <= tolerance {
            turnNorth()
            return
        }
        motion.end()
        scheduleNorthReturn()
    }

    /// A double tap (in) or two-finger tap (out) zooms one step by the profile's rule about its anchor,
    /// animated with reason gesture; a tap at the zoom limit, or refused by the app, changes nothing.
    func zoomStep(_ kind: GestureKind, at point: CGPoint) {
        let zoomsIn = kind == .doubleTap
        let anchor =
            !zoomsIn && profile.twoFingerTapAnchor == .viewCenter
            ? motion.viewport.center : self.anchor(of: kind, at: point)
        var target = camera
        target.zoom = (zoomsIn ? profile.doubleTapZoom : profile.twoFingerTapZoom)
            .target(from: camera.zoom, direction: zoomsIn ? 1 : -1)
        target = motion.limits.clamp(target)
        guard target.zoom != camera.zoom, motion.allows(motion.moved(target, keeping: anchor, at: anchor), by: kind)
        else {
            scheduleNorthReturn()
            return
        }
        // MapLibre's double and two-finger taps check for a turn back to north once their zoom is over
        // (`handleDoubleTapGesture:` calls `unrotateIfNeededForGesture` after MLNAnimationDuration).
        let restricted = profile.restrictedRotation != nil
        motion.animate(
            to: target, about: anchor, duration: profile.tapZoomDuration, curve: profile.mapAnimationCurve,
            reason: .gesture, completion: restricted ? { [unowned self] _ in self.scheduleNorthReturn() } : nil)
    }

    /// A map the profile does not let rotate at this zoom turns back to north, animated like the north snap,
    /// unless it is already north, rotation is allowed again or a pinch or rotation runs
    /// (`unrotateIfNeededAnimated:` in maplibre-native `platform/ios/src/MLNMapView.mm`).
    func returnToNorth() {
        northReturnAt = nil
        let gestures = arena.builtIn
        guard camera.bearing != 0, !isRotationAllowed, !gestures.pinch.state.isActive,
            !gestures.rotate.state.isActive
        else { return }
        turnNorth()
    }

    // MARK: Following the fingers

    private func panned() -> Camera {
        let pan = arena.builtIn.pan
        let to = arena.panAxis.constrain(pan.location, from: pan.previousLocation)
        return motion.moved(camera, keeping: pan.previousLocation, at: to)
    }

    private func pinched() -> Camera {
        let pinch = arena.builtIn.pinch
        let spread = max(pinch.spread, 1e-9)
        progress.pinch.follow(previous: max(pinch.previousSpread, 1e-9), current: spread) { $0 * $1 / $2 }
        var next = camera
        next.zoom = progress.pinch.value + log2(spread / progress.pinch.base)
        return anchoredTwoFinger(.pinch, next, from: pinch.previousLocation, to: pinch.location)
    }

    private func rotated() -> Camera {
        let rotate = arena.builtIn.rotate
        progress.rotation.follow(previous: rotate.previousAngle, current: rotate.angle) {
            $0 + Angle.difference(from: $2, to: $1)
        }
        // The turn so far, unwrapped: the step from the last angle tells which way the fingers crossed ±180°.
        let step = Angle.difference(from: rotate.previousAngle, to: rotate.angle)
        let previousTurn = Angle.difference(from: progress.rotation.base, to: rotate.previousAngle)
        let turn = Angle.difference(from: progress.rotation.base, to: rotate.angle)
        progress.rotationTurns += ((previousTurn + step - turn) / 360).rounded()
        var next = camera
        next.bearing = rotationBearing(turnedBy: turn + 360 * progress.rotationTurns)
        return anchoredTwoFinger(.rotate, next, from: rotate.previousLocation, to: rotate.location)
    }

    private func tilted() -> Camera {
        let tilt = arena.builtIn.tilt
        let y = Double(tilt.location.y)
        progress.tilt.follow(previous: Double(tilt.previousLocation.y), current: y) { $0 + $1 - $2 }
        var next = camera
        next.tilt = progress.tilt.value - (y - progress.tilt.base) * profile.tiltDegreesPerPoint
        return next
    }

    private func quickZoomed() -> Camera {
        let press = arena.builtIn.quickZoom
        let y = Double(press.location.y)
        progress.quickZoom.follow(previous: Double(press.previousLocation.y), current: y) { $0 + $1 - $2 }
        let levels = (y - progress.quickZoom.base) / profile.quickZoomPointsPerLevel
        var next = camera
        next.zoom = progress.quickZoom.value + levels * (profile.quickZoomDownZoomsIn ? 1 : -1)
        return next
    }

    /// The bearing the rotation gesture has reached from its start, the content turned by `rotation` degrees
    /// clockwise: turned freely, or held within the profile's ``InteractionProfile/restrictedRotation`` while
    /// rotation is not allowed at this zoom and the pinch (if any) has not scaled the map past its limit.
    private func rotationBearing(turnedBy rotation: Double) -> Double {
        let pinch = arena.builtIn.pinch
        let start = progress.rotation.value
        if let restriction = profile.restrictedRotation, !isRotationAllowed,
            abs(pinch.state.isActive ? pinch.scale : 1) < restriction.pinchScaleLimit
        {
            return restriction.bearing(from: start, turnedBy: rotation)
        }
        return Angle.normalized(start - rotation)
    }

    /// Where a gesture of `kind` acts: the view's focal point for centred kinds, else where the fingers are.
    private func anchor(of kind: GestureKind, at point: CGPoint) -> CGPoint {
        arena.centeredMask.contains(kind) ? motion.viewport.focalPoint : point
    }

    /// Zoom and bearing changed about the two fingers: the position under their previous centroid stays
    /// under their centroid. A centred gesture keeps the focal point's position instead.
    private func anchoredTwoFinger(_ kind: GestureKind, _ next: Camera, from: CGPoint, to: CGPoint) -> Camera {
        let centred = arena.centeredMask.contains(kind)
        let anchor = centred ? motion.viewport.focalPoint : twoFingerAnchor ?? from
        if !centred { twoFingerAnchor = to }
        var limited = motion.limits.clamp(next)
        limited.center = camera.center
        return motion.moved(limited, keeping: anchor, at: centred ? anchor : to)
    }

    // MARK: Drift and north

    /// Where the camera drifts after `kind` ended at `rate` (MapLibre's formulas, ``DecelerationModel``),
    /// over how long and about which point; `nil` when the release is too slow or the rate is zero.
    private func drift(of kind: GestureKind, _ recognizer: GestureRecognizer, rate: Double) -> (
        target: Camera, duration: Double, anchor: CGPoint?
    )? {
        let model = profile.deceleration
        guard rate > 0 else { return nil }
        switch (kind, recognizer) {
        case (.pan, let pan as PanGestureRecognizer):
            let v = pan.velocity(at: motion.now)
            guard (v.x * v.x + v.y * v.y).squareRoot() >= model.minimumPanSpeed else { return nil }
            let focal = motion.viewport.focalPoint
            let offset = CGPoint(x: v.x * rate * model.panOffsetFactor, y: v.y * rate * model.panOffsetFactor)
            let from = arena.panAxis.constrain(CGPoint(x: focal.x - offset.x, y: focal.y - offset.y), from: focal)
            return (motion.moved(camera, keeping: from, at: focal), rate, nil)
        case (.pinch, let pinch as PinchGestureRecognizer):
            var v = pinch.velocity(at: motion.now)
            if !v.isFinite || model.pinchDeadZone.contains(v) { v = 0 }
            guard v != 0 else { return nil }
            let duration = (v > 0 ? 1 : model.pinchClosingDurationFactor) * rate
            let scale = exp2(camera.zoom)
            let change = v >= 0 ? scale * v * duration : scale / (v * duration)
            let end = scale + change * model.pinchScaleFactor
            guard end > 0, log2(end) >= motion.limits.minZoom else { return nil }
            var target = camera
            target.zoom = log2(end)
            return (target, duration, anchor(of: .pinch, at: pinch.location))
        case (.rotate, let rotate as RotationGestureRecognizer):
            let v = rotate.velocity(at: motion.now)
            guard abs(v) > model.minimumRotationSpeed else { return nil }
            var target = camera
            let radians = v * rate * model.rotationFactor
            target.bearing = Angle.normalized(camera.bearing - radians * 180 / .pi)
            return (target, rate, anchor(of: .rotate, at: rotate.location))
        default:
            return nil
        }
    }

    /// Turns the map to north about the focal point over the profile's ``InteractionProfile/northSnapDuration``.
    private func turnNorth() {
        var north = camera
        north.bearing = 0
        motion.animate(
            to: north, about: motion.viewport.focalPoint, duration: profile.northSnapDuration,
            curve: profile.mapAnimationCurve, reason: .gesture)
    }

    /// A turned map the profile does not let rotate at this zoom will turn back to north after the profile's
    /// delay (`unrotateIfNeededAnimated:` waits 0.1 s); nothing to do otherwise.
    private func scheduleNorthReturn() {
        guard let restriction = profile.restrictedRotation, camera.bearing != 0, !isRotationAllowed else { return }
        northReturnAt = motion.now + restriction.northReturnDelay
    }
}
