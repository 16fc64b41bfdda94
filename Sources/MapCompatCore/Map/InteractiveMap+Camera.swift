import Foundation

extension InteractiveMap {
    /// Moves the camera to `target`, at once or animated in virtual time.
    ///
    /// The target is clamped to ``limits`` (zoom, tilt, bounds) and its bearing wraps into 0..<360. A move
    /// already under way is stopped where it is first (its completion receives `false`).
    ///
    /// - Parameters:
    ///   - target: where to go.
    ///   - transition: how to get there; ``CameraTransition/immediate`` by default.
    ///   - reason: why the camera moves, reported with every camera event.
    ///   - completion: called with `true` when the camera arrives, `false` when the move is stopped first.
    /// - Throws: ``MapCompatError`` when the target is not finite; nothing changes then.
    public func moveCamera(
        to target: Camera, transition: CameraTransition = .immediate, reason: CameraChangeReason = .developer,
        completion: ((Bool) -> Void)? = nil
    ) throws(MapCompatError) {
        let target = limits.clamp(try target.validated())
        stopAnimation()
        guard transition.isAnimated else {
            jump(to: target, reason: reason)
            completion?(true)
            settle()
            return
        }
        let fly = transition.path == .fly ? FlyPath(from: camera, to: target, viewport: viewport) : nil
        start(
            CameraAnimation(
                from: camera, to: target, anchor: nil, start: now, duration: transition.duration,
                curve: transition.curve, fly: fly, reason: reason, completion: completion))
    }

    /// Stops any camera animation where it is; its completion receives `false`.
    public func cancelTransitions() {
        stopAnimation()
        settle()
    }

    /// Animates to a target's zoom, bearing and tilt; with an anchor, the position under that screen point
    /// stays under it throughout (a zoom about a tap), otherwise the centre travels to the target's.
    func animate(
        to target: Camera, about point: CGPoint?, duration: Double, curve: TimingCurve, reason: CameraChangeReason
    ) {
        stopAnimation()
        var target = limits.clamp(target)
        var anchor: CameraAnimation.Anchor?
        if let point, let world = transform.worldPoint(at: point) {
            anchor = CameraAnimation.Anchor(world: world, screen: point)
            target.center = camera.center
            if let placed = transform(for: target).camera(placing: world, at: point) {
                target = limits.clamp(placed)
            }
        }
        guard duration > 0 else {
            jump(to: target, reason: reason)
            settle()
            return
        }
        start(
            CameraAnimation(
                from: camera, to: target, anchor: anchor, start: now, duration: duration, curve: curve, fly: nil,
                reason: reason, completion: nil))
    }

    // MARK: Movement reporting

    /// Reports the start of a movement unless one with the same reason is already under way.
    func beginMotion(_ reason: CameraChangeReason, animated: Bool) {
        if let current = motionReason {
            if current == reason { return }
            emit(.cameraDidChange(reason: current))
        }
        motionReason = reason
        emit(.cameraWillChange(reason: reason, animated: animated))
    }

    /// Applies a camera within a movement already begun, reporting it.
    func updateCamera(_ next: Camera) {
        camera = limits.clamp(next)
        owesIdle = true
        emit(.cameraChanging(reason: motionReason ?? .developer))
    }

    /// Reports the end of the movement under way.
    func endMotion() {
        guard let reason = motionReason else { return }
        motionReason = nil
        emit(.cameraDidChange(reason: reason))
    }

    /// A movement with no animation: will, changing, did.
    func jump(to target: Camera, reason: CameraChangeReason) {
        beginMotion(reason, animated: false)
        updateCamera(target)
        endMotion()
    }

    /// Reports idle once nothing moves the camera any more.
    func settle() {
        guard owesIdle, isIdle else { return }
        owesIdle = false
        emit(.cameraIdle)
    }

    private func start(_ animation: CameraAnimation) {
        beginMotion(animation.reason, animated: true)
        self.animation = animation
    }

    /// Stops the running animation where it is, reporting it.
    func stopAnimation() {
        guard let stopped = animation else { return }
        animation = nil
        emit(.animationStop)
        endMotion()
        stopped.completion?(false)
    }

    /// Moves the running animation to the current time, finishing it when its end has come.
    func stepAnimation() {
        // Checked before the (large) animation is copied out: most frames have none.
        guard animationEnd != nil, let running = animation else { return }
        if now >= running.end {
            animation = nil
            updateCamera(running.to)
            endMotion()
            running.completion?(true)
        } else {
            updateCamera(running.camera(at: now, viewport: viewport))
        }
    }
}
