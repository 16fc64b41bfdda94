import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The camera as TomTom's `CameraActions` spell it: updates apply through the core, and what TomTom cannot
/// take is ignored and reported on `core.diagnostics`, as TomTom's methods do not throw.
extension TomTomMap {
    /// Where the camera is now, in TomTom's units.
    public var cameraProperties: CameraProperties { CameraProperties(core.camera) }

    /// Moves the camera at once (reason developer). An update TomTom cannot apply (exclusive parts used
    /// together, a value that is not finite) is ignored and reported on `core.diagnostics`.
    public func moveCamera(_ update: CameraUpdate) {
        do {
            try core.moveCamera(to: update.target(from: core.camera, transform: core.transform))
        } catch {
            reportIgnored(error, value: "\(update)")
        }
    }

    /// Animates the camera over `animationDuration` seconds of virtual time (reason developer), with the
    /// profile's easing for programmatic moves (TomTom does not document its curve); `completion` receives
    /// `false` if another move stops it first. An update or a duration TomTom cannot apply is ignored,
    /// reported on `core.diagnostics`, and `completion` receives `false`.
    public func applyCamera(
        _ update: CameraUpdate, animationDuration: TimeInterval, completion: ((Bool) -> Void)? = nil
    ) {
        do {
            let transition = try CameraTransition(duration: animationDuration, curve: core.profile.animatedMoveCurve)
            let target = try update.target(from: core.camera, transform: core.transform)
            try core.moveCamera(to: target, transition: transition, completion: completion)
        } catch {
            reportIgnored(error, value: "\(update)")
            completion?(false)
        }
    }

    /// Animates the camera over TomTom's default duration, one second (the profile's
    /// `animatedMoveDuration`; TomTom's `applyCamera(_:completion:)`).
    public func applyCamera(_ update: CameraUpdate, completion: ((Bool) -> Void)? = nil) {
        applyCamera(update, animationDuration: core.profile.animatedMoveDuration, completion: completion)
    }

    /// Stops the camera animation under way; its completion receives `false`.
    public func stopAnimation() {
        core.cancelTransitions()
    }

    /// The position shown at a point of the view, or `nil` above the horizon.
    public func coordinateForPoint(point: CGPoint) -> CLLocationCoordinate2D? {
        core.transform.coordinate(at: point).map(CLLocationCoordinate2D.init)
    }

    /// Where a position shows in the view, or `nil` when it is behind the camera or not a valid position.
    public func pointForCoordinate(coordinate: CLLocationCoordinate2D) -> CGPoint? {
        guard let position = try? coordinate.latLng(field: "coordinate") else { return nil }
        return core.transform.point(for: position)
    }

    /// The four corners of the area the view shows (TomTom's `VisibleRegion`); a corner above the horizon
    /// takes the position where the view's edge meets the horizon's side, as the core's transform gives it.
    public var visibleRegion: VisibleRegion {
        let size = CGSize(width: core.viewport.width, height: core.viewport.height)
        func corner(_ x: Double, _ y: Double) -> CLLocationCoordinate2D {
            let point = CGPoint(x: x, y: y)
            return coordinateForPoint(point: point) ?? CLLocationCoordinate2D(core.camera.center)
        }
        return VisibleRegion(
            farLeft: corner(0, 0), farRight: corner(Double(size.width), 0),
            nearLeft: corner(0, Double(size.height)), nearRight: corner(Double(size.width), Double(size.height)))
    }

    /// Where the current-location button is in the view (a MapCompat addition, for scripted taps; the button
    /// itself belongs to ``MapView``).
    public var currentLocationButtonFrame: CGRect { core.frame(of: .locationButton) }

    // MARK: Limits

    /// The lowest zoom the camera may show, on TomTom's scale (0–22; the core's `CameraLimits.minZoom`).
    /// A value outside 0…22, above ``maxZoom`` or not finite is ignored and reported.
    public var minZoom: Double {
        get { TomTomZoomScale.tomTom(fromNeutral: core.limits.minZoom) }
        set {
            guard let zoom = neutralZoom(newValue, field: "minZoom") else { return }
            setLimits(minZoom: max(0, zoom), maxZoom: core.limits.maxZoom, maxTilt: core.limits.maxTilt)
        }
    }

    /// The highest zoom the camera may show, on TomTom's scale (0–22; the core's `CameraLimits.maxZoom`).
    /// A value outside 0…22, below ``minZoom`` or not finite is ignored and reported.
    public var maxZoom: Double {
        get { TomTomZoomScale.tomTom(fromNeutral: core.limits.maxZoom) }
        set {
            guard let zoom = neutralZoom(newValue, field: "maxZoom") else { return }
            setLimits(minZoom: core.limits.minZoom, maxZoom: max(0, zoom), maxTilt: core.limits.maxTilt)
        }
    }

    /// The largest tilt the camera may take, in degrees (a MapCompat addition: TomTom documents tilts up to
    /// 90 but no setter; the core's `CameraLimits.maxTilt`). A value the core cannot take is ignored and
    /// reported.
    public var maxTilt: Double {
        get { core.limits.maxTilt }
        set { setLimits(minZoom: core.limits.minZoom, maxZoom: core.limits.maxZoom, maxTilt: newValue) }
    }

    /// The neutral zoom of a TomTom zoom in TomTom's range, or `nil` after reporting why not.
    private func neutralZoom(_ zoom: Double, field: String) -> Double? {
        let range = TomTomZoomScale.range
        guard zoom.isFinite, range.contains(zoom) else {
            core.diagnostics.report(
                MapDiagnostic(
                    field: field, value: "\(zoom)", action: .ignored,
                    message: "TomTom zooms lie in \(range.lowerBound)…\(range.upperBound)"))
            return nil
        }
        return TomTomZoomScale.neutral(fromTomTom: zoom)
    }

    /// Sets the core's limits, or reports the field the core refused.
    private func setLimits(minZoom: Double, maxZoom: Double, maxTilt: Double) {
        do {
            core.setLimits(
                try CameraLimits(minZoom: minZoom, maxZoom: maxZoom, maxTilt: maxTilt, bounds: core.limits.bounds))
        } catch {
            reportIgnored(error, value: "minZoom \(minZoom), maxZoom \(maxZoom), maxTilt \(maxTilt)")
        }
    }

    /// Reports a value TomTom's API ignored.
    func reportIgnored(_ error: MapCompatError, value: String) {
        core.diagnostics.report(MapDiagnostic(error, value: value, action: .ignored))
    }
}
