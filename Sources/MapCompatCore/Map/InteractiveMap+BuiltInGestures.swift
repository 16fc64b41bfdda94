import Foundation

/// What each built-in gesture does to the camera and which events it reports.
extension InteractiveMap {
    func builtInGestureChanged(_ recognizer: GestureRecognizer) {
        guard let kind = recognizer.kind else { return }
        interruptTracking(by: kind, recognizer.state)
        switch (kind, recognizer.state) {
        case (.tap, .ended):
            routeTap(at: recognizer.location)
        case (.doubleTap, .ended):
            emitMapEvent(.mapDoubleTap, at: recognizer.location)
            zoomStep(
                .doubleTap, in: 1, about: anchor(of: .doubleTap, at: recognizer.location), rule: profile.doubleTapZoom)
        case (.twoFingerTap, .ended):
            emitMapEvent(.mapTwoFingerTap, at: recognizer.location)
            let anchor =
                profile.twoFingerTapAnchor == .viewCenter
                ? viewport.center : anchor(of: .twoFingerTap, at: recognizer.location)
            zoomStep(.twoFingerTap, in: -1, about: anchor, rule: profile.twoFingerTapZoom)
        case (.longPress, .began):
            emit(.gesture(.longPress, .began))
            routeLongPress(at: recognizer.location)
        case (.longPress, .changed):
            longPressMoved(to: recognizer.location)
        case (.longPress, .ended), (.longPress, .cancelled):
            longPressEnded(at: recognizer.location, cancelled: recognizer.state == .cancelled)
            emit(.gesture(.longPress, recognizer.state == .ended ? .ended : .cancelled))
        case (_, .began), (_, .changed):
            emit(.gesture(kind, recognizer.state == .began ? .began : .changed))
            applyMotion(of: kind, recognizer)
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

    enum MapTouchKind { case mapTap, mapDoubleTap, mapTwoFingerTap, mapLongPress }

    func emitMapEvent(_ kind: MapTouchKind, at point: CGPoint) {
        guard let coordinate = transform.coordinate(at: point) else { return }
        switch kind {
        case .mapTap: emit(.mapTap(point: point, coordinate: coordinate))
        case .mapDoubleTap: emit(.mapDoubleTap(point: point, coordinate: coordinate))
        case .mapTwoFingerTap: emit(.mapTwoFingerTap(point: point, coordinate: coordinate))
        case .mapLongPress: emit(.mapLongPress(point: point, coordinate: coordinate))
        }
    }

    // MARK: Continuous gestures

    private func applyMotion(of kind: GestureKind, _ recognizer: GestureRecognizer) {
        // Only the built-in recognizer of a kind has that kind, so its field stands in for a cast.
        var next = camera
        switch kind {
        case .pan:
            let pan = builtIn.pan
            let to = panAxis.constrain(pan.location, from: pan.previousLocation)
            next = moved(camera, keeping: pan.previousLocation, at: to)
            pan.rebaseline()
        case .pinch:
            let pinch = builtIn.pinch
            builtIn.rotate.isZooming = true
            next.zoom += log2(pinch.spread / max(pinch.previousSpread, 1e-9))
            next = anchoredTwoFinger(.pinch, next, from: pinch.previousLocation, to: pinch.location)
            pinch.rebaseline()
        case .rotate:
            let rotate = builtIn.rotate
            next.bearing = Angle.normalized(
                next.bearing - Angle.difference(from: rotate.previousAngle, to: rotate.angle))
            next = anchoredTwoFinger(.rotate, next, from: rotate.previousLocation, to: rotate.location)
            rotate.rebaseline()
        case .tilt:
            let tilt = builtIn.tilt
            next.tilt -= Double(tilt.location.y - tilt.previousLocation.y) * profile.tiltDegreesPerPoint
            tilt.rebaseline()
        case .quickZoom:
            let press = builtIn.quickZoom
            let dy = Double(press.location.y - press.previousLocation.y)
            next.zoom += dy / profile.quickZoomPointsPerLevel * (profile.quickZoomDownZoomsIn ? 1 : -1)
            press.rebaseline()
        case .tap, .doubleTap, .twoFingerTap, .longPress:
            return
        }
        guard shouldChangeCamera?(camera, next, kind) ?? true else { return }
        moveByGesture(to: next)
    }

    /// Where a gesture of `kind` acts: the view's focal point for centred kinds, else where the fingers are.
    private func anchor(of kind: GestureKind, at point: CGPoint) -> CGPoint {
        centeredMask.contains(kind) ? viewport.focalPoint : point
    }

    /// The camera moved so that the position shown at `from` is shown at `to`. Placing a point depends
    /// only on zoom, bearing and tilt, so one transform serves when those did not change (a pan).
    private func moved(_ camera: Camera, keeping from: CGPoint, at to: CGPoint) -> Camera {
        let current = transform
        guard let world = current.worldPoint(at: from) else { return camera }
        let sameShape =
            camera.zoom == self.camera.zoom && camera.bearing == self.camera.bearing && camera.tilt == self.camera.tilt
        let target = sameShape ? current : transform(for: camera)
        return target.camera(placing: world, at: to) ?? camera
    }

    /// Zoom and bearing changed about the two fingers: the position under their previous centroid stays
    /// under their centroid. A centred gesture keeps the focal point's position instead.
    private func anchoredTwoFinger(_ kind: GestureKind, _ next: Camera, from: CGPoint, to: CGPoint) -> Camera {
        let centred = centeredMask.contains(kind)
        let anchor = centred ? viewport.focalPoint : twoFingerAnchor ?? from
        if !centred { twoFingerAnchor = to }
        var limited = limits.clamp(next)
        limited.center = camera.center
        return moved(limited, keeping: anchor, at: centred ? anchor : to)
    }

    private func moveByGesture(to next: Camera) {
        if motionReason != .gesture { stopAnimation() }
        beginMotion(.gesture, animated: false)
        updateCamera(next)
    }

    // MARK: Release

    private func release(_ kind: GestureKind, _ recognizer: GestureRecognizer) {
        let chosen =
            gestureSettings.decelerationRates[kind] ?? profile.deceleration.rate(for: gestureSettings.deceleration)
        let rate = chosen.isFinite ? chosen : 0
        let model = profile.deceleration
        var drift: (Camera, Double, CGPoint?)?
        switch (kind, recognizer) {
        case (.pan, let pan as PanGestureRecognizer):
            let v = pan.velocity(at: now)
            if rate > 0, (v.x * v.x + v.y * v.y).squareRoot() >= model.minimumPanSpeed {
                let focal = viewport.focalPoint
                let offset = CGPoint(x: v.x * rate * model.panOffsetFactor, y: v.y * rate * model.panOffsetFactor)
                let from = panAxis.constrain(
                    CGPoint(x: focal.x - offset.x, y: focal.y - offset.y), from: focal)
                let target = moved(camera, keeping: from, at: focal)
                drift = (target, rate, nil)
            }
        case (.pinch, let pinch as PinchGestureRecognizer):
            builtIn.rotate.isZooming = false
            var v = pinch.velocity(at: now)
            if !v.isFinite || model.pinchDeadZone.contains(v) { v = 0 }
            if rate > 0, v != 0 {
                let duration = (v > 0 ? 1 : 0.25) * rate
                let scale = exp2(camera.zoom)
                let end = v >= 0 ? scale + scale * v * duration * 0.1 : scale + scale / (v * duration) * 0.1
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
                target.bearing = Angle.normalized(camera.bearing - v * rate * model.rotationFactor * 180 / .pi)
                drift = (target, rate, anchor(of: .rotate, at: rotate.location))
            }
        default:
            break
        }
        if !builtIn.pinch.state.isActive && !builtIn.rotate.state.isActive { twoFingerAnchor = nil }
        guard let (target, duration, anchor) = drift, !isOtherCameraGestureActive(than: recognizer),
            shouldChangeCamera?(camera, target, kind) ?? true
        else {
            finishGestureMotion()
            return
        }
        startDrift(to: target, duration: duration, anchor: anchor, curve: model.curve)
    }

    private func isOtherCameraGestureActive(than recognizer: GestureRecognizer) -> Bool {
        let gestures = builtIn.cameraGestures
        return gestures.contains { $0 !== recognizer && $0.state.isActive }
    }

    private func startDrift(to target: Camera, duration: Double, anchor: CGPoint?, curve: TimingCurve) {
        if let anchor {
            animate(to: target, about: anchor, duration: duration, curve: curve, reason: .gesture)
        } else {
            animate(to: target, about: nil, duration: duration, curve: curve, reason: .gesture)
        }
    }

    /// Ends the gesture's camera movement once no camera gesture is left, snapping to north if close.
    func finishGestureMotion() {
        guard motionReason == .gesture, animationEnd == nil, !isOtherCameraGestureActive(than: builtIn.tap) else {
            return
        }
        let tolerance = profile.northSnapTolerance
        if tolerance > 0, camera.bearing != 0, min(camera.bearing, 360 - camera.bearing) <= tolerance {
            var north = camera
            north.bearing = 0
            animate(
                to: north, about: viewport.focalPoint, duration: profile.tapZoomDuration, curve: profile.tapZoomCurve,
                reason: .gesture)
            return
        }
        endMotion()
    }

    /// A discrete zoom (double tap, two-finger tap) about a point, animated with reason gesture.
    private func zoomStep(_ kind: GestureKind, in direction: Int, about point: CGPoint, rule: ZoomStepRule) {
        var target = camera
        target.zoom = rule.target(from: camera.zoom, direction: direction)
        target = limits.clamp(target)
        guard target.zoom != camera.zoom,
            shouldChangeCamera?(camera, moved(target, keeping: point, at: point), kind) ?? true
        else { return }
        animate(
            to: target, about: point, duration: profile.tapZoomDuration, curve: profile.tapZoomCurve, reason: .gesture)
    }
}
