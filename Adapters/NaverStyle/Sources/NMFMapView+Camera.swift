import Foundation
import MapCompatCore

extension NMFMapView {
    /// The camera now, zoom on NAVER's scale (the core's `camera`).
    public var cameraPosition: NMFCameraPosition { NMFCameraPosition(core.camera) }

    /// Moves the camera as `update` says (the core's `moveCamera(to:transition:reason:completion:)`); a move
    /// under way is cancelled first.
    ///
    /// An update NAVER could not use (a target that is not a position, a zoom that is not a number, an
    /// unknown reason…) moves nothing: it is reported on `core.diagnostics`, naming the update's field
    /// (`NMFCameraUpdate.target.lat`, `….zoom`, `….animationDuration`, `….reason`, `….pivot.x`…), and its
    /// completion is not called.
    ///
    /// - Parameters:
    ///   - update: the move: where to, how (animation and duration) and why (reason).
    ///   - completion: called with `true` (NAVER's `isCancelled`) when another move or a gesture cut
    ///     the move short, `false` when it arrived.
    public func moveCamera(_ update: NMFCameraUpdate, completion: ((Bool) -> Void)? = nil) {
        do {
            let reason = try NaverReason.core(Int(update.reason))
            let transition = try transition(for: update)
            let target = try self.target(for: update)
            let done = completion.map { done in { (arrived: Bool) in done(!arrived) } }
            if let pivot = try heldPivot(of: update), transition.path == .direct {
                // The core holds what the pivot shows under it at every step of the move, not only at its end.
                try core.animate(
                    to: target, about: pivot, duration: transition.duration, curve: transition.curve,
                    reason: reason, completion: done)
                return
            }
            try core.moveCamera(to: target, transition: transition, reason: reason, completion: done)
        } catch {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "NMFCameraUpdate.\(error.field)", value: "\(update)", action: .ignored,
                    message: error.message))
        }
    }

    /// Stops a camera animation where it is, with NAVER's reason for the cancel callback
    /// (`cancelTransitions(_:)`); the core's `cancelTransitions()`.
    public func cancelTransitions(_ reason: Int) {
        core.cancelTransitions()
    }

    /// The screen point whose position an update holds still: its pivot, when the update changes zoom,
    /// heading or tilt about one other than the middle of the content area and names no scroll target.
    private func heldPivot(of update: NMFCameraUpdate) throws(MapCompatError) -> CGPoint? {
        guard case .params(let params) = update.change, params.scrollTarget == nil else { return nil }
        return try pivotPoint(of: update)
    }

    /// The update's pivot in view points, or `nil` for the default pivot (the middle of the content area,
    /// the focal point itself).
    private func pivotPoint(of update: NMFCameraUpdate) throws(MapCompatError) -> CGPoint? {
        let fractionX = try MapCompatError.finite(Double(update.pivot.x), "pivot.x")
        let fractionY = try MapCompatError.finite(Double(update.pivot.y), "pivot.y")
        guard fractionX != 0.5 || fractionY != 0.5 else { return nil }
        let viewport = core.viewport
        let insets = viewport.insets
        return CGPoint(
            x: insets.left + fractionX * (viewport.width - insets.left - insets.right),
            y: insets.top + fractionY * (viewport.height - insets.top - insets.bottom))
    }

    /// Stops a camera animation where it is (the core's `cancelTransitions()`).
    public func cancelTransitions() {
        core.cancelTransitions()
    }

    // MARK: Limits (the core's CameraLimits)

    /// The smallest zoom (NAVER's scale); NAVER's default 0. A value the core refuses is ignored and
    /// reported on `core.diagnostics`; a change tells the option delegates.
    public var minZoomLevel: Double {
        get { NaverZoomScale.naver(fromNeutral: core.limits.minZoom) }
        set { notifyingOptionDelegates { setLimits(minZoom: NaverZoomScale.neutral(fromNaver: newValue)) } }
    }

    /// The largest zoom (NAVER's scale); NAVER's default 20. A change tells the option delegates.
    public var maxZoomLevel: Double {
        get { NaverZoomScale.naver(fromNeutral: core.limits.maxZoom) }
        set { notifyingOptionDelegates { setLimits(maxZoom: NaverZoomScale.neutral(fromNaver: newValue)) } }
    }

    /// The largest tilt in degrees; NAVER's default 60.
    public var maxTilt: Double {
        get { core.limits.maxTilt }
        set { setLimits(maxTilt: newValue) }
    }

    /// The area the camera's target must stay in; `nil` (the default) for the whole world.
    public var extent: NMGLatLngBounds? {
        get { core.limits.bounds.map(NMGLatLngBounds.init) }
        set {
            ignoringErrors { () throws(MapCompatError) in
                let limits = core.limits
                core.setLimits(
                    try CameraLimits(
                        minZoom: limits.minZoom, maxZoom: limits.maxZoom, maxTilt: limits.maxTilt,
                        bounds: try newValue?.coreBounds()))
            }
        }
    }

    private func setLimits(minZoom: Double? = nil, maxZoom: Double? = nil, maxTilt: Double? = nil) {
        ignoringErrors(value: "\(minZoom ?? maxZoom ?? maxTilt ?? .nan)") { () throws(MapCompatError) in
            let limits = core.limits
            core.setLimits(
                try CameraLimits(
                    minZoom: minZoom ?? limits.minZoom, maxZoom: maxZoom ?? limits.maxZoom,
                    maxTilt: maxTilt ?? limits.maxTilt, bounds: limits.bounds))
        }
    }

    // MARK: Update to core camera

    func transition(for update: NMFCameraUpdate) throws(MapCompatError) -> CameraTransition {
        let duration =
            update.animationDuration == NMF_DEFAULT_ANIMATION_DURATION
            ? animationDuration : try MapCompatError.finite(update.animationDuration, "animationDuration")
        switch update.animation {
        case .none: return .immediate
        case .linear: return try CameraTransition(duration: duration, curve: .linear)
        case .easeIn: return try CameraTransition(duration: duration, curve: .easeIn)
        case .easeOut: return try CameraTransition(duration: duration, curve: .easeOut)
        case .fly: return try CameraTransition(duration: duration, curve: .easeInOut, path: .fly)
        }
    }

    func target(for update: NMFCameraUpdate) throws(MapCompatError) -> Camera {
        let current = core.camera
        switch update.change {
        case .position(let position):
            return try position.coreCamera()
        case .fit(let bounds, let padding):
            return try Camera.fitting(try bounds.coreBounds(), in: core.viewport, padding: EdgeInsets(padding))
        case .params(let params):
            var target = current
            if let delta = params.scrollDelta {
                let focal = core.viewport.focalPoint
                let shifted = CGPoint(x: focal.x + delta.x, y: focal.y + delta.y)
                if let center = core.transform.coordinate(at: shifted) { target.center = center }
            }
            if let scrollTarget = params.scrollTarget {
                target.center = try NMFOverlay.located("target") { () throws(MapCompatError) in
                    try scrollTarget.coreLatLng()
                }
            }
            let zoom = try MapCompatError.finite(
                params.zoomTarget ?? NaverZoomScale.naver(fromNeutral: current.zoom), "zoom")
            target.zoom = NaverZoomScale.neutral(
                fromNaver: zoom + (try MapCompatError.finite(params.zoomDelta, "zoom")))
            target.tilt = try MapCompatError.finite(params.tiltTarget ?? current.tilt, "tilt") + params.tiltDelta
            target.bearing =
                try MapCompatError.finite(params.headingTarget ?? current.bearing, "heading") + params.headingDelta
            return try pivoted(target, update: update, scrollTarget: params.scrollTarget)
        }
    }

    /// Keeps the pivot's position under the pivot at the end of the move: the scroll target when there is
    /// one, otherwise what the pivot shows now (which the core's anchored animation also holds on the way,
    /// see ``moveCamera(_:completion:)``). The default pivot, the middle of the content area, is the focal
    /// point itself.
    private func pivoted(
        _ target: Camera, update: NMFCameraUpdate, scrollTarget: NMGLatLng?
    ) throws(MapCompatError) -> Camera {
        guard let point = try pivotPoint(of: update) else { return target }
        let world: MercatorPoint?
        if scrollTarget != nil {
            world = WebMercator.project(target.center)
        } else {
            world = core.transform.worldPoint(at: point)
        }
        guard let world else {
            throw MapCompatError(.outOfRange, field: "pivot", "the pivot lies at or above the horizon")
        }
        let bounded = core.limits.clamp(target)
        return ScreenTransform(camera: bounded, viewport: core.viewport).camera(placing: world, at: point) ?? target
    }
}
