import Foundation

/// Location tracking: the location source's fixes, the tracking mode, and the camera following the user.
extension InteractiveMap {
    /// How the camera follows the user's location now.
    public var trackingMode: TrackingMode { tracking.mode }

    /// The latest fix from the location source, if any.
    public var location: LocationFix? { tracking.fix }

    /// Whether the user's location is shown at the view's focal point, within half a point (MapCompat's
    /// choice); `false` while no fix is known.
    public var isCenteredOnLocation: Bool {
        guard let fix = location, let shown = transform.point(for: fix.position) else { return false }
        let focal = viewport.focalPoint
        return hypot(Double(shown.x - focal.x), Double(shown.y - focal.y)) <= 0.5
    }

    /// The screen point where the camera shows the user's location while following (MapLibre's
    /// `mapViewUserLocationAnchorPoint(_:)`); the viewport's focal point when `nil`. Setting it moves nothing
    /// until the next fix or mode change.
    public var locationAnchor: CGPoint? {
        get { tracking.anchor }
        set { tracking.anchor = newValue.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil } }
    }

    /// Changes the tracking mode, reporting the change; setting the current mode does nothing.
    ///
    /// Entering `follow` or `followWithHeading` with a known location brings the camera to it (reason
    /// location), animated over the profile's ``InteractionProfile/trackingAnimationDuration`` or at once.
    public func setTrackingMode(_ mode: TrackingMode, animated: Bool = true) {
        guard changeTrackingMode(to: mode, animated: animated) else { return }
        followLocation(animated: animated)
        settle()
    }

    /// Takes a fix from the location source; while following, the camera moves to it (reason location).
    ///
    /// A fix that arrives while a gesture moves the camera only updates the location: the camera catches
    /// up at the next fix. With `animated` false the camera jumps (as when a map is being set up).
    public func updateLocation(_ fix: LocationFix, animated: Bool = true) {
        tracking.fix = fix
        followLocation(animated: animated)
        settle()
    }

    /// Advances virtual time to `time`, handing each of the source's fixes due by then to the map at its
    /// own time (a fix from the past arrives now).
    ///
    /// - Throws: ``MapCompatError`` when `time` is not finite or lies in the past; nothing changes then.
    public func advance(to time: Double, delivering source: inout SimulatedLocationSource) throws(MapCompatError) {
        var check = clock
        try check.advance(to: time)
        while let due = source.next(dueBy: time) {
            try advance(to: max(due.time, now))
            updateLocation(due.fix)
        }
        try advance(to: time)
    }

    /// What a gesture does to tracking, by the profile's ``InteractionProfile/trackingInterruption``: a
    /// continuous gesture acts as it begins, a double or two-finger tap once recognized.
    ///
    /// Called by the built-in gesture handler with every state change of a built-in recognizer; inlined there,
    /// as most changes (a pan or pinch moving on) leave tracking alone.
    @inline(__always)
    func interruptTracking(by kind: GestureKind, _ state: GestureRecognizerState) {
        let movesCamera: Bool =
            switch kind {
            case .pan, .pinch, .rotate, .tilt, .quickZoom: state == .began
            case .doubleTap, .twoFingerTap: state == .ended
            case .tap, .longPress: false
            }
        guard movesCamera else { return }
        changeTrackingMode(to: profile.trackingInterruption.mode(after: kind, from: trackingMode))
    }

    /// Sets and reports a new mode without moving the camera; `false` when it is the current mode.
    /// `animated` is reported with it: whether the camera is to animate to the user (`false` for the
    /// changes gestures and the compass make).
    @discardableResult
    func changeTrackingMode(to mode: TrackingMode, animated: Bool = false) -> Bool {
        guard tracking.change(to: mode) else { return false }
        emit(.trackingMode(mode, animated: animated))
        return true
    }

    /// While following, brings the camera to the latest fix now, as a fix arriving would, then calls
    /// `completion`: `true` when the camera arrives or was already there, `false` when something stops it on the
    /// way. With no fix, no following mode or a gesture moving the camera, nothing moves and `completion`
    /// gets `true` at once.
    ///
    /// MapLibre calls for this when course tracking loses its target and the map returns to the user
    /// (maplibre-native `platform/ios/src/MLNMapView.mm`, `setTargetCoordinate:animated:completionHandler:`).
    public func followLocation(animated: Bool = true, completion: @escaping (Bool) -> Void) {
        followLocation(animated: animated, then: completion)
        settle()
    }

    /// Brings the camera to the latest fix while following: centre on it and, with heading tracking and a
    /// known heading, turn to it. Zoom and tilt stay where the camera is heading.
    private func followLocation(animated: Bool, then completion: ((Bool) -> Void)? = nil) {
        guard tracking.isFollowing, let fix = location, motion.reason != .gesture else {
            completion?(true)
            return
        }
        var target = motion.target()
        target.center = fix.position
        if trackingMode == .followWithHeading, let heading = fix.heading { target.bearing = heading }
        if let anchor = tracking.anchor,
            let placed = ScreenTransform(camera: target, viewport: viewport).camera(
                placing: WebMercator.project(fix.position), at: anchor)
        {
            target = placed
        }
        target = limits.clamp(target)
        guard target != camera || motion.animationEnd != nil else {
            completion?(true)
            return
        }
        motion.animate(
            to: target, about: nil, duration: animated ? profile.trackingAnimationDuration : 0,
            curve: profile.mapAnimationCurve, reason: .location, completion: completion)
    }
}
