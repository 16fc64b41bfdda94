import Foundation

/// The camera and everything that moves it: the viewport and limits it lives in, the animation or drift
/// under way, the movement being reported (will-change … did-change, then idle) and the cached
/// trigonometry of the last transform.
///
/// Each change of camera goes through here and is reported on the map's ``EventStream``. Where to go is
/// decided elsewhere: by ``GestureCamera`` for the map's own gestures, and by the map's extensions for
/// controls, location following and the app's calls.
final class CameraMotion {
    /// The view the map draws into.
    @exclusivity(unchecked) var viewport: Viewport
    /// The range the camera may take.
    @exclusivity(unchecked) var limits: CameraLimits
    /// The current camera.
    @exclusivity(unchecked) var camera: Camera
    /// The animation or drift under way.
    @exclusivity(unchecked) private(set) var animation: CameraAnimation? {
        didSet { animationEnd = animation?.end }
    }
    /// `animation?.end`, kept in step by `animation`'s observer, so that the checks made on every frame
    /// need not copy the (large) animation out.
    @exclusivity(unchecked) private(set) var animationEnd: Double?
    /// The reason of the movement under way (between will-change and did-change), if any.
    @exclusivity(unchecked) private(set) var reason: CameraChangeReason?
    /// Set when the camera moved since the last idle report.
    @exclusivity(unchecked) var owesIdle = false
    /// Asked before each camera change a built-in gesture would make (``InteractiveMap/shouldChangeCamera``).
    @exclusivity(unchecked) var gestureVeto: ((Camera, Camera, GestureKind) -> Bool)?
    /// The trigonometry of the last transform built (``transform(for:)``), reused while zoom, bearing, tilt
    /// and viewport stay the same.
    @exclusivity(unchecked) private var transformShape: ScreenTransform.Shape
    /// The last camera centre projected by ``transform(for:)``, and its projection: a two-finger gesture
    /// builds two transforms about the same centre in each frame.
    @exclusivity(unchecked) private var projectedCenter: (center: LatLng, point: MercatorPoint)
    private let events: EventStream

    /// A camera at rest; `camera` must already lie within `limits`.
    init(camera: Camera, viewport: Viewport, limits: CameraLimits, events: EventStream) {
        self.camera = camera
        self.viewport = viewport
        self.limits = limits
        self.events = events
        transformShape = ScreenTransform.Shape(camera: camera, viewport: viewport)
        projectedCenter = (camera.center, WebMercator.project(camera.center))
    }

    /// The current time in seconds, the map's clock.
    var now: Double { events.now }

    // MARK: Transforms

    /// Converts between screen points and positions for the current camera.
    @inline(__always)
    var transform: ScreenTransform { transform(for: camera) }

    /// The transform for a camera in the current viewport, equal to `ScreenTransform(camera:viewport:)`;
    /// a camera that differs from the last one only in its centre reuses that one's trigonometry. Inlined, so
    /// that a gesture step reads the few values it needs rather than copying the whole transform.
    @inline(__always)
    func transform(for camera: Camera) -> ScreenTransform {
        if !transformShape.fits(camera, viewport) {
            transformShape = ScreenTransform.Shape(camera: camera, viewport: viewport, reusing: transformShape)
        }
        let center = camera.center
        if center.latitude.bitPattern != projectedCenter.center.latitude.bitPattern
            || center.longitude.bitPattern != projectedCenter.center.longitude.bitPattern
        {
            projectedCenter = (center, WebMercator.project(center))
        }
        return ScreenTransform(camera: camera, shape: transformShape, projectedCenter: projectedCenter.point)
    }

    /// `camera` moved so that the position shown at `from` is shown at `to`. Placing a point depends only on
    /// zoom, bearing and tilt, so one transform serves when those did not change (a pan).
    func moved(_ camera: Camera, keeping from: CGPoint, at to: CGPoint) -> Camera {
        let current = transform
        guard let world = current.worldPoint(at: from) else { return camera }
        let sameShape =
            camera.zoom == self.camera.zoom && camera.bearing == self.camera.bearing && camera.tilt == self.camera.tilt
        let target = sameShape ? current : transform(for: camera)
        return target.camera(placing: world, at: to) ?? camera
    }

    /// Whether the app lets a built-in gesture move the camera from now to `next` (no hook: yes).
    func allows(_ next: Camera, by kind: GestureKind) -> Bool {
        gestureVeto?(camera, next, kind) ?? true
    }

    /// Where a running animation is heading if it has `reason` (any reason when `nil`), else the camera
    /// itself: a control tap builds on the one before, and following keeps the zoom the camera is heading for.
    func target(continuing reason: CameraChangeReason? = nil) -> Camera {
        guard let running = animation, reason == nil || running.reason == reason else { return camera }
        return running.to
    }

    // MARK: Movement reporting

    /// Reports the start of a movement unless one with the same reason is already under way (the check is
    /// inlined: every gesture step after the first finds its movement under way).
    @inline(__always)
    func begin(_ reason: CameraChangeReason, animated: Bool) {
        if self.reason == reason { return }
        beginNew(reason, animated: animated)
    }

    /// Reports the start of a movement whose reason differs from the one under way, if any.
    private func beginNew(_ reason: CameraChangeReason, animated: Bool) {
        if let current = self.reason { events.emit(.cameraDidChange(reason: current)) }
        self.reason = reason
        events.emit(.cameraWillChange(reason: reason, animated: animated))
    }

    /// Applies a camera within a movement already begun, reporting it.
    @inline(__always)
    func update(_ next: Camera) {
        camera = limits.clamp(next)
        owesIdle = true
        events.emit(.cameraChanging(reason: reason ?? .developer))
    }

    /// Reports the end of the movement under way.
    func end() {
        guard let reason else { return }
        self.reason = nil
        events.emit(.cameraDidChange(reason: reason))
    }

    /// A movement with no animation: will, changing, did.
    func jump(to target: Camera, reason: CameraChangeReason) {
        begin(reason, animated: false)
        update(target)
        end()
    }

    /// A gesture step: stops an animation the gesture did not start, then moves within the gesture's movement.
    @inline(__always)
    func moveByGesture(to next: Camera) {
        if reason != .gesture { stopAnimation() }
        begin(.gesture, animated: false)
        update(next)
    }

    // MARK: Animation

    /// Starts an animation from the current camera, reporting the movement's start.
    func start(_ animation: CameraAnimation) {
        begin(animation.reason, animated: true)
        self.animation = animation
    }

    /// Animates to a target's zoom, bearing and tilt; with an anchor, the position under that screen point
    /// stays under it throughout (a zoom about a tap), otherwise the centre travels to the target's. A
    /// running animation is stopped first; a zero duration jumps.
    func animate(
        to target: Camera, about point: CGPoint?, duration: Double, curve: TimingCurve, reason: CameraChangeReason,
        completion: ((Bool) -> Void)? = nil
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
            completion?(true)
            return
        }
        start(
            CameraAnimation(
                from: camera, to: target, anchor: anchor, start: events.now, duration: duration, curve: curve,
                fly: nil, reason: reason, completion: completion))
    }

    /// Stops the running animation where it is, reporting it; its completion receives `false`.
    func stopAnimation() {
        guard let stopped = animation else { return }
        animation = nil
        events.emit(.animationStop)
        end()
        stopped.completion?(false)
    }

    /// Moves the running animation to the current time, finishing it when its end has come.
    func stepAnimation() {
        // Checked before the (large) animation is copied out: most frames have none.
        guard animationEnd != nil, let running = animation else { return }
        let now = events.now
        if now >= running.end {
            animation = nil
            update(running.to)
            end()
            running.completion?(true)
        } else {
            update(running.camera(at: now, viewport: viewport))
        }
    }

    /// Whether the state kept for speed agrees with its source; see ``InteractiveMap/_checkInvariants()``.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        if animationEnd != animation?.end { violations.append("animationEnd differs from animation?.end") }
        let fresh = ScreenTransform.Shape(camera: camera, viewport: viewport)
        if transformShape.fits(camera, viewport),
            transformShape.worldSize != fresh.worldSize || transformShape.sinBearing != fresh.sinBearing
                || transformShape.sinTilt != fresh.sinTilt
        {
            violations.append("the cached transform shape differs from the camera's")
        }
        if WebMercator.project(projectedCenter.center) != projectedCenter.point {
            violations.append("the cached projected centre differs from its centre's projection")
        }
        return violations
    }
}
