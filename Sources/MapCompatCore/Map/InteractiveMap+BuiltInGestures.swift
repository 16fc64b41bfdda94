import Foundation

/// What each built-in gesture does to the camera and which events it reports: the glue between the
/// ``GestureArena`` (which recognizer is in which state) and ``CameraMotion``, the ``TapRouter`` and the
/// ``AnnotationStore``.
extension InteractiveMap {
    func builtInGestureChanged(_ recognizer: GestureRecognizer) {
        guard let kind = recognizer.kind else { return }
        interruptTracking(by: kind, recognizer.state)
        switch (kind, recognizer.state) {
        case (.tap, .ended):
            routeTap(at: recognizer.location)
        case (.doubleTap, .ended):
            emitMapTouch(MapEvent.mapDoubleTap, at: recognizer.location)
            zoomStep(
                .doubleTap, in: 1, about: anchor(of: .doubleTap, at: recognizer.location), rule: profile.doubleTapZoom)
        case (.twoFingerTap, .ended):
            emitMapTouch(MapEvent.mapTwoFingerTap, at: recognizer.location)
            let anchor =
                profile.twoFingerTapAnchor == .viewCenter
                ? viewport.center : anchor(of: .twoFingerTap, at: recognizer.location)
            zoomStep(.twoFingerTap, in: -1, about: anchor, rule: profile.twoFingerTapZoom)
        case (.longPress, .began):
            emit(.gesture(.longPress, .began))
            routeLongPress(at: recognizer.location)
        case (.longPress, .changed):
            annotationStore.followDrag(to: recognizer.location)
        case (.longPress, .ended), (.longPress, .cancelled):
            annotationStore.finishDrag(at: recognizer.location, cancelled: recognizer.state == .cancelled)
            emit(.gesture(.longPress, recognizer.state == .ended ? .ended : .cancelled))
        case (_, .began), (_, .changed):
            emit(.gesture(kind, recognizer.state == .began ? .began : .changed))
            applyMotion(of: kind)
        case (_, .ended):
            emit(.gesture(kind, .ended))
            release(kind, recognizer)
        case (_, .cancelled):
            emit(.gesture(kind, .cancelled))
            finishGestureMotion()
        default:
            break
        }
    }

    /// Reports a double or two-finger tap on the map with the position under it (none above the horizon).
    private func emitMapTouch(_ make: (CGPoint, LatLng) -> MapEvent, at point: CGPoint) {
        guard let coordinate = transform.coordinate(at: point) else { return }
        emit(make(point, coordinate))
    }

    // MARK: Continuous gestures

    private func applyMotion(of kind: GestureKind) {
        // Only the built-in recognizer of a kind has that kind, so its field stands in for a cast. The fields
        // are read through `arena.builtIn` each time: a local copy of the struct would retain all nine.
        var next = camera
        switch kind {
        case .pan:
            let pan = arena.builtIn.pan
            let to = arena.panAxis.constrain(pan.location, from: pan.previousLocation)
            next = motion.moved(camera, keeping: pan.previousLocation, at: to)
            pan.rebaseline()
        case .pinch:
            let pinch = arena.builtIn.pinch
            arena.builtIn.rotate.isZooming = true
            let spread = max(pinch.spread, 1e-9)
            if pinch.state == .began {
                motion.gestureProgress.pinch.begin(at: camera.zoom, measure: max(pinch.previousSpread, 1e-9))
            }
            motion.gestureProgress.pinch.follow(previous: max(pinch.previousSpread, 1e-9), current: spread) {
                $0 * $1 / $2
            }
            next.zoom = motion.gestureProgress.pinch.value + log2(spread / motion.gestureProgress.pinch.base)
            next = anchoredTwoFinger(.pinch, next, from: pinch.previousLocation, to: pinch.location)
            pinch.rebaseline()
        case .rotate:
            let rotate = arena.builtIn.rotate
            if rotate.state == .began {
                motion.gestureProgress.rotation.begin(at: camera.bearing, measure: rotate.previousAngle)
                motion.gestureProgress.rotationTurns = 0
            }
            motion.gestureProgress.rotation.follow(previous: rotate.previousAngle, current: rotate.angle) {
                $0 + Angle.difference(from: $2, to: $1)
            }
            // The turn so far, unwrapped: the step from the last angle tells which way the fingers crossed ±180°.
            let step = Angle.difference(from: rotate.previousAngle, to: rotate.angle)
            let previousTurn = Angle.difference(from: motion.gestureProgress.rotation.base, to: rotate.previousAngle)
            let turn = Angle.difference(from: motion.gestureProgress.rotation.base, to: rotate.angle)
            motion.gestureProgress.rotationTurns += ((previousTurn + step - turn) / 360).rounded()
            next.bearing = rotationBearing(turnedBy: turn + 360 * motion.gestureProgress.rotationTurns)
            next = anchoredTwoFinger(.rotate, next, from: rotate.previousLocation, to: rotate.location)
            rotate.rebaseline()
        case .tilt:
            let tilt = arena.builtIn.tilt
            let y = Double(tilt.location.y)
            if tilt.state == .began {
                motion.gestureProgress.tilt.begin(at: camera.tilt, measure: Double(tilt.previousLocation.y))
            }
            motion.gestureProgress.tilt.follow(previous: Double(tilt.previousLocation.y), current: y) { $0 + $1 - $2 }
            next.tilt =
                motion.gestureProgress.tilt.value - (y - motion.gestureProgress.tilt.base) * profile.tiltDegreesPerPoint
            tilt.rebaseline()
        case .quickZoom:
            let press = arena.builtIn.quickZoom
            let y = Double(press.location.y)
            if press.state == .began {
                motion.gestureProgress.quickZoom.begin(at: camera.zoom, measure: Double(press.previousLocation.y))
            }
            motion.gestureProgress.quickZoom.follow(previous: Double(press.previousLocation.y), current: y) {
                $0 + $1 - $2
            }
            let dy = y - motion.gestureProgress.quickZoom.base
            next.zoom =
                motion.gestureProgress.quickZoom.value + dy / profile.quickZoomPointsPerLevel
                * (profile.quickZoomDownZoomsIn ? 1 : -1)
            press.rebaseline()
        case .tap, .doubleTap, .twoFingerTap, .longPress:
            return
        }
        guard motion.allows(next, by: kind) else { return }
        motion.moveByGesture(to: next)
    }

    /// The bearing the rotation gesture has reached from its start, the content turned by `rotation` degrees
    /// clockwise: turned freely, or held within the
    /// profile's ``InteractionProfile/restrictedRotation`` while rotation is not allowed at this zoom and the
    /// pinch (if any) has not scaled the map past the restriction's limit.
    private func rotationBearing(turnedBy rotation: Double) -> Double {
        let pinch = arena.builtIn.pinch
        let start = motion.gestureProgress.rotation.value
        if let restriction = profile.restrictedRotation, !isRotationAllowed,
            abs(pinch.state.isActive ? pinch.scale : 1) < restriction.pinchScaleLimit
        {
            return restriction.bearing(from: start, turnedBy: rotation)
        }
        return Angle.normalized(start - rotation)
    }

    /// Where a gesture of `kind` acts: the view's focal point for centred kinds, else where the fingers are.
    private func anchor(of kind: GestureKind, at point: CGPoint) -> CGPoint {
        arena.centeredMask.contains(kind) ? viewport.focalPoint : point
    }

    /// Zoom and bearing changed about the two fingers: the position under their previous centroid stays
    /// under their centroid. A centred gesture keeps the focal point's position instead.
    private func anchoredTwoFinger(_ kind: GestureKind, _ next: Camera, from: CGPoint, to: CGPoint) -> Camera {
        let centred = arena.centeredMask.contains(kind)
        let anchor = centred ? viewport.focalPoint : motion.twoFingerAnchor ?? from
        if !centred { motion.twoFingerAnchor = to }
        var limited = limits.clamp(next)
        limited.center = camera.center
        return motion.moved(limited, keeping: anchor, at: centred ? anchor : to)
    }

    // MARK: Release

    /// A camera gesture ended: the camera drifts on by the profile's ``DecelerationModel`` unless another
    /// camera gesture still runs or the app refuses the drift; otherwise the movement ends.
    private func release(_ kind: GestureKind, _ recognizer: GestureRecognizer) {
        let chosen =
            gestureSettings.decelerationRates[kind] ?? profile.deceleration.rate(for: gestureSettings.deceleration)
        let rate = chosen.isFinite ? chosen : 0
        let model = profile.deceleration
        var drift: (target: Camera, duration: Double, anchor: CGPoint?)?
        switch (kind, recognizer) {
        case (.pan, let pan as PanGestureRecognizer):
            let v = pan.velocity(at: now)
            if rate > 0, (v.x * v.x + v.y * v.y).squareRoot() >= model.minimumPanSpeed {
                let focal = viewport.focalPoint
                let offset = CGPoint(x: v.x * rate * model.panOffsetFactor, y: v.y * rate * model.panOffsetFactor)
                let from = arena.panAxis.constrain(
                    CGPoint(x: focal.x - offset.x, y: focal.y - offset.y), from: focal)
                drift = (motion.moved(camera, keeping: from, at: focal), rate, nil)
            }
        case (.pinch, let pinch as PinchGestureRecognizer):
            arena.builtIn.rotate.isZooming = false
            var v = pinch.velocity(at: now)
            if !v.isFinite || model.pinchDeadZone.contains(v) { v = 0 }
            if rate > 0, v != 0 {
                let duration = (v > 0 ? 1 : model.pinchClosingDurationFactor) * rate
                let scale = exp2(camera.zoom)
                let change = v >= 0 ? scale * v * duration : scale / (v * duration)
                let end = scale + change * model.pinchScaleFactor
                if end > 0, log2(end) >= limits.minZoom {
                    var target = camera
                    target.zoom = log2(end)
                    drift = (target, duration, anchor(of: .pinch, at: pinch.location))
                }
            }
        case (.rotate, let rotate as RotationGestureRecognizer):
            let v = rotate.velocity(at: now)
            if rate > 0, abs(v) > model.minimumRotationSpeed {
                var target = camera
                let radians = v * rate * model.rotationFactor
                target.bearing = Angle.normalized(camera.bearing - radians * 180 / .pi)
                drift = (target, rate, anchor(of: .rotate, at: rotate.location))
            }
        default:
            break
        }
        if !arena.builtIn.pinch.state.isActive && !arena.builtIn.rotate.state.isActive { motion.twoFingerAnchor = nil }
        guard let drift, !arena.isOtherCameraGestureActive(than: recognizer), motion.allows(drift.target, by: kind)
        else {
            finishGestureMotion()
            return
        }
        motion.animate(
            to: drift.target, about: drift.anchor, duration: drift.duration, curve: model.curve, reason: .gesture)
        // MapLibre checks again once a rotation's drift is over (`animateWithDelay:` the deceleration rate).
        if kind == .rotate, let restriction = profile.restrictedRotation, !isRotationAllowed {
            motion.gestureProgress.northReturnAt = now + drift.duration + restriction.northReturnDelay
        }
    }

    /// Ends the gesture's camera movement once no camera gesture is left, snapping to north if close.
    func finishGestureMotion() {
        guard motion.reason == .gesture, motion.animationEnd == nil,
            !arena.isOtherCameraGestureActive(than: arena.builtIn.tap)
        else { return }
        let tolerance = profile.northSnapTolerance
        if tolerance > 0, camera.bearing != 0, min(camera.bearing, 360 - camera.bearing) <= tolerance {
            var north = camera
            north.bearing = 0
            motion.animate(
                to: north, about: viewport.focalPoint, duration: profile.tapZoomDuration,
                curve: profile.mapAnimationCurve, reason: .gesture)
            return
        }
        motion.end()
        scheduleNorthReturn()
    }

    /// A turned map the profile does not let rotate at this zoom will turn back to north after the profile's
    /// delay (`unrotateIfNeededAnimated:` waits 0.1 s); nothing to do otherwise.
    private func scheduleNorthReturn() {
        guard let restriction = profile.restrictedRotation, camera.bearing != 0, !isRotationAllowed else { return }
        motion.gestureProgress.northReturnAt = now + restriction.northReturnDelay
    }

    /// A map the profile does not let rotate at this zoom turns back to north, animated like the north snap,
    /// unless it is already north, rotation is allowed again or a pinch or rotation runs
    /// (`unrotateIfNeededAnimated:` in maplibre-native `platform/ios/src/MLNMapView.mm`).
    func returnToNorth() {
        motion.gestureProgress.northReturnAt = nil
        guard camera.bearing != 0, !isRotationAllowed, !arena.builtIn.pinch.state.isActive,
            !arena.builtIn.rotate.state.isActive
        else { return }
        var north = camera
        north.bearing = 0
        motion.animate(
            to: north, about: viewport.focalPoint, duration: profile.tapZoomDuration,
            curve: profile.mapAnimationCurve, reason: .gesture)
    }

    /// A discrete zoom (double tap, two-finger tap) about a point, animated with reason gesture.
    private func zoomStep(_ kind: GestureKind, in direction: Int, about point: CGPoint, rule: ZoomStepRule) {
        var target = camera
        target.zoom = rule.target(from: camera.zoom, direction: direction)
        target = limits.clamp(target)
        guard target.zoom != camera.zoom, motion.allows(motion.moved(target, keeping: point, at: point), by: kind)
        else {
            scheduleNorthReturn()
            return
        }
        // MapLibre's double and two-finger taps check for a turn back to north once their zoom is over
        // (`handleDoubleTapGesture:` calls `unrotateIfNeededForGesture` after MLNAnimationDuration).
        let restricted = profile.restrictedRotation != nil
        motion.animate(
            to: target, about: point, duration: profile.tapZoomDuration, curve: profile.mapAnimationCurve,
            reason: .gesture, completion: restricted ? { [unowned self] _ in self.scheduleNorthReturn() } : nil)
    }
}
