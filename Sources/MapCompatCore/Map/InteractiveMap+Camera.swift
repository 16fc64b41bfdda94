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
        motion.stopAnimation()
        guard transition.isAnimated else {
            motion.jump(to: target, reason: reason)
            completion?(true)
            settle()
            return
        }
        let fly = transition.path == .fly ? FlyPath(from: camera, to: target, viewport: viewport) : nil
        motion.start(
            CameraAnimation(
                from: camera, to: target, anchor: nil, start: now, duration: transition.duration,
                curve: transition.curve, fly: fly, reason: reason, completion: completion))
    }

    /// Stops any camera animation where it is; its completion receives `false`.
    public func cancelTransitions() {
        motion.stopAnimation()
        settle()
    }

    /// Animates to a target's zoom, bearing and tilt about a screen point: the position under `point` stays
    /// under it throughout (NAVER's `pivot`), while the centre follows from it; without a point the centre
    /// travels to the target's. The target is clamped to ``limits``; a move already under way is stopped
    /// first (its completion receives `false`).
    ///
    /// - Parameters:
    ///   - target: the zoom, bearing and tilt to reach (and the centre, when `point` is `nil`).
    ///   - point: the screen point to hold, or `nil`.
    ///   - duration: seconds of virtual time; zero or less jumps.
    ///   - curve: the easing.
    ///   - reason: why the camera moves, reported with every camera event.
    ///   - completion: called with `true` on arrival, `false` when stopped first.
    /// - Throws: ``MapCompatError`` when the target, the point or the duration is not finite.
    public func animate(
        to target: Camera, about point: CGPoint?, duration: Double, curve: TimingCurve = .easeInOut,
        reason: CameraChangeReason = .developer, completion: ((Bool) -> Void)? = nil
    ) throws(MapCompatError) {
        let target = try target.validated()
        if let point {
            _ = try MapCompatError.finite(Double(point.x), "point.x")
            _ = try MapCompatError.finite(Double(point.y), "point.y")
        }
        let duration = try MapCompatError.finite(duration, "duration")
        motion.animate(
            to: target, about: point, duration: duration, curve: curve, reason: reason, completion: completion)
        settle()
    }

    /// Reports idle once nothing moves the camera any more. Inlined: it runs twice a frame, and while a finger
    /// is down it stops at the first checks.
    @inline(__always)
    func settle() {
        guard motion.owesIdle, isIdle else { return }
        motion.owesIdle = false
        emit(.cameraIdle)
    }
}
