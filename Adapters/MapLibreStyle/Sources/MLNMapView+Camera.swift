import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The camera as MapLibre's `MLNMapView` exposes it: centre, zoom level, direction, pitch limits and the
/// `MLNMapCamera` (altitude-based), all over the core's `Camera`. Moves go through the core's
/// `moveCamera`; bad input is ignored and reported on the core's diagnostics, as MapLibre ignores it.
extension MLNMapView {
    /// The centre of the map: the coordinate in the middle of the content area less the camera's kept padding
    /// (``cameraEdgeInsets``); without padding, the core camera's `center`. Setting it moves at once.
    public var centerCoordinate: CLLocationCoordinate2D {
        get { CLLocationCoordinate2D(framedCamera.center) }
        set { setCenter(newValue, animated: false) }
    }

    /// The zoom level: the core camera's `zoom` (MapLibre's scale is the core's).
    public var zoomLevel: Double {
        get { core.camera.zoom }
        set { setZoomLevel(newValue, animated: false) }
    }

    /// The heading in degrees clockwise from north: the core camera's `bearing`.
    public var direction: CLLocationDirection {
        get { core.camera.bearing }
        set { setDirection(newValue, animated: false) }
    }

    /// The whole viewpoint, with the altitude MapLibre derives from the zoom for this view's size
    /// (``MLNAltitudeForZoomLevel(_:_:_:_:)``). Setting it moves at once.
    public var camera: MLNMapCamera {
        get { mapCamera(for: framedCamera) }
        set { setCamera(newValue, animated: false) }
    }

    /// The lowest zoom level: the core limits' `minZoom`.
    public var minimumZoomLevel: Double {
        get { core.limits.minZoom }
        set { updateLimits(minZoom: newValue, field: "minimumZoomLevel") }
    }

    /// The highest zoom level: the core limits' `maxZoom`.
    public var maximumZoomLevel: Double {
        get { core.limits.maxZoom }
        set { updateLimits(maxZoom: newValue, field: "maximumZoomLevel") }
    }

    /// The lowest pitch in degrees; always 0, as the core's limits have no lower tilt bound. Another value is
    /// ignored and reported (field `minimumPitch`).
    public var minimumPitch: CGFloat {
        get { 0 }
        set {
            guard newValue != 0 else { return }
            guard newValue.isFinite else {
                report(nonFinite: Double(newValue), field: "minimumPitch")
                return
            }
            ignore(
                MapCompatError(
                    .outOfRange, field: "minimumPitch", "\(newValue): the core's limits have no lower tilt bound"),
                value: "\(newValue)")
        }
    }

    /// The highest pitch in degrees: the core limits' `maxTilt`.
    public var maximumPitch: CGFloat {
        get { CGFloat(core.limits.maxTilt) }
        set { updateLimits(maxTilt: Double(newValue), field: "maximumPitch") }
    }

    // MARK: Moves

    /// Moves the centre: the core's `moveCamera`, animated over the profile's `animatedMoveDuration`.
    public func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        move(animated: animated, padding: .zero) { camera throws(MapCompatError) in
            camera.center = try coordinate.latLng()
        }
    }

    /// Moves the centre and zoom.
    public func setCenter(_ centerCoordinate: CLLocationCoordinate2D, zoomLevel: Double, animated: Bool) {
        move(animated: animated, padding: .zero) { camera throws(MapCompatError) in
            camera.center = try centerCoordinate.latLng()
            camera.zoom = try MapCompatError.finite(zoomLevel, "zoomLevel")
        }
    }

    /// Moves the centre, zoom and direction.
    public func setCenter(
        _ centerCoordinate: CLLocationCoordinate2D, zoomLevel: Double, direction: CLLocationDirection, animated: Bool
    ) {
        setCenter(
            centerCoordinate, zoomLevel: zoomLevel, direction: direction, animated: animated, completionHandler: nil)
    }

    /// Moves the centre, zoom and direction, then calls the handler when the move arrives.
    public func setCenter(
        _ centerCoordinate: CLLocationCoordinate2D, zoomLevel: Double, direction: CLLocationDirection, animated: Bool,
        completionHandler: (() -> Void)?
    ) {
        move(animated: animated, padding: .zero, completionHandler: completionHandler) {
            camera throws(MapCompatError) in
            camera.center = try centerCoordinate.latLng()
            camera.zoom = try MapCompatError.finite(zoomLevel, "zoomLevel")
            // MapLibre reads a negative direction as "keep the current one".
            if direction >= 0 { camera.bearing = try MapCompatError.finite(direction, "direction") }
        }
    }

    /// Changes the zoom about the centre.
    public func setZoomLevel(_ zoomLevel: Double, animated: Bool) {
        move(animated: animated) { camera throws(MapCompatError) in
            camera.zoom = try MapCompatError.finite(zoomLevel, "zoomLevel")
        }
    }

    /// Turns the map. Without animation below the profile's rotation zoom (MapLibre: world-scale zoom levels,
    /// the core's `isRotationAllowed`) the turn is ignored, as MapLibre ignores it.
    public func setDirection(_ direction: CLLocationDirection, animated: Bool) {
        guard animated || core.isRotationAllowed else {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "direction", value: "\(direction)", action: .ignored,
                    message: "rotation is not allowed at zoom \(core.camera.zoom)"))
            return
        }
        move(animated: animated) { camera throws(MapCompatError) in
            camera.bearing = try MapCompatError.finite(direction, "direction")
        }
    }

    /// Turns the map back to north as the compass does: the core's compass action, a `control` move over
    /// the profile's `controlAnimationDuration`.
    public func resetNorth() {
        var target = framedCamera
        target.bearing = 0
        do {
            target = try unframed(target, padding: cameraPadding)
            let duration = core.profile.controlAnimationDuration
            let transition =
                duration > 0
                ? try CameraTransition(duration: duration, curve: core.profile.mapAnimationCurve) : .immediate
            try core.moveCamera(to: target, transition: transition, reason: .control)
        } catch {
            ignore(error, value: "\(target)")
        }
    }

    /// Goes back to the profile's start camera (MapLibre: (0, 0), zoom 0, north up, flat) at once.
    public func resetPosition() {
        move(animated: false, padding: .zero) { camera in camera = core.profile.startCamera }
    }

    /// Moves to a camera: at once, or over the profile's `animatedMoveDuration`.
    public func setCamera(_ camera: MLNMapCamera, animated: Bool) {
        let duration = animated ? core.profile.animatedMoveDuration : 0
        setCamera(camera, withDuration: duration, animationTimingFunction: nil, completionHandler: nil)
    }

    /// Moves to a camera over `duration` seconds with a timing function (MapLibre's ease when `nil`).
    public func setCamera(
        _ camera: MLNMapCamera, withDuration duration: TimeInterval,
        animationTimingFunction function: CAMediaTimingFunction?
    ) {
        setCamera(camera, withDuration: duration, animationTimingFunction: function, completionHandler: nil)
    }

    /// Moves to a camera over `duration` seconds: the core's `moveCamera(to:transition:reason:completion:)`;
    /// the handler runs when the camera arrives (not when the move is stopped first, as in MapLibre).
    public func setCamera(
        _ camera: MLNMapCamera, withDuration duration: TimeInterval,
        animationTimingFunction function: CAMediaTimingFunction?, completionHandler: (() -> Void)?
    ) {
        setCamera(
            camera, withDuration: duration, animationTimingFunction: function, edgePadding: .zero,
            completionHandler: completionHandler)
    }

    /// Moves to a camera whose centre sits in the middle of the view less `edgePadding` and the content insets;
    /// the padding is kept for later reads of the centre and camera until a move sets another
    /// (``cameraEdgeInsets``), as MapLibre keeps it in its camera options.
    public func setCamera(
        _ camera: MLNMapCamera, withDuration duration: TimeInterval,
        animationTimingFunction function: CAMediaTimingFunction?, edgePadding: UIEdgeInsets,
        completionHandler: (() -> Void)?
    ) {
        let curve = function?.timingCurve ?? core.profile.animatedMoveCurve
        transition(to: camera, duration: duration, curve: curve, path: .direct, edgePadding: edgePadding) {
            completionHandler?()
        }
    }

    /// Flies to a camera along the core's fly path over the profile's `flyDuration`.
    public func fly(to camera: MLNMapCamera, completionHandler: (() -> Void)? = nil) {
        fly(to: camera, withDuration: -1, completionHandler: completionHandler)
    }

    /// Flies to a camera over `duration` seconds (a negative duration: the profile's `flyDuration`).
    public func fly(
        to camera: MLNMapCamera, withDuration duration: TimeInterval, completionHandler: (() -> Void)? = nil
    ) {
        fly(to: camera, edgePadding: .zero, withDuration: duration, completionHandler: completionHandler)
    }

    /// Flies to a camera; the peak altitude is MapLibre's tuning of the arc (the core's fly path picks its
    /// own, so it is not used).
    public func fly(
        to camera: MLNMapCamera, withDuration duration: TimeInterval, peakAltitude: CLLocationDistance,
        completionHandler: (() -> Void)? = nil
    ) {
        fly(to: camera, edgePadding: .zero, withDuration: duration, completionHandler: completionHandler)
    }

    /// Flies to a camera framed in the view less `insets`, over `duration` seconds (negative: the profile's
    /// `flyDuration`).
    public func fly(
        to camera: MLNMapCamera, edgePadding insets: UIEdgeInsets, withDuration duration: TimeInterval,
        completionHandler: (() -> Void)? = nil
    ) {
        let seconds = duration < 0 ? core.profile.flyDuration : duration
        transition(
            to: camera, duration: seconds, curve: core.profile.animatedMoveCurve, path: .fly, edgePadding: insets
        ) { completionHandler?() }
    }

    // MARK: Conversions between cameras

    /// The MapLibre camera of a core camera, its altitude from the zoom for this view's size.
    func mapCamera(for camera: Camera) -> MLNMapCamera {
        let pitch = CGFloat(camera.tilt)
        let altitude = MLNAltitudeForZoomLevel(camera.zoom, pitch, camera.center.latitude, bounds.size)
        return MLNMapCamera(
            lookingAtCenter: CLLocationCoordinate2D(camera.center), altitude: altitude, pitch: pitch,
            heading: camera.bearing)
    }

    /// The camera (centre in the padded middle) a MapLibre camera asks for, from the current one: MapLibre
    /// keeps the current value
    /// where the camera's is negative (altitude, pitch, heading) or its centre invalid; a non-finite value
    /// is ignored and reported.
    func coreCamera(for camera: MLNMapCamera) -> Camera {
        var target = framedCamera
        let center = camera.centerCoordinate
        if let position = try? center.latLng() { target.center = position }
        let pitch = Double(camera.pitch)
        if pitch.isFinite {
            if pitch >= 0 { target.tilt = pitch }
        } else {
            report(nonFinite: pitch, field: "camera.pitch")
        }
        if camera.altitude >= 0 {
            let zoom = MLNZoomLevelForAltitude(camera.altitude, CGFloat(target.tilt), center.latitude, bounds.size)
            if zoom.isFinite { target.zoom = zoom } else { report(nonFinite: zoom, field: "camera.altitude") }
        }
        if camera.heading.isFinite {
            if camera.heading >= 0 { target.bearing = camera.heading }
        } else {
            report(nonFinite: camera.heading, field: "camera.heading")
        }
        if camera.roll != 0 {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "camera.roll", value: "\(camera.roll)", action: .ignored, message: "the core has no roll"))
        }
        return target
    }

    func report(nonFinite value: Double, field: String) {
        ignore(
            MapCompatError(.nonFinite, field: field, "\(value) is not finite"), value: "\(value)", action: .keptPrevious
        )
    }

    private func transition(
        to camera: MLNMapCamera, duration: TimeInterval, curve: TimingCurve, path: CameraTransition.Path,
        edgePadding: UIEdgeInsets, completion: @escaping () -> Void
    ) {
        let target = coreCamera(for: camera)
        do {
            let padding = try cameraPadding(edgePadding)
            let transition =
                duration > 0 && duration.isFinite
                ? try CameraTransition(duration: duration, curve: curve, path: path) : .immediate
            try move(to: target, padding: padding, transition: transition) { completion() }
        } catch {
            ignore(error, value: "\(target)")
        }
    }

    /// Changes the camera as MapLibre's setters do: `change` edits the camera as MapLibre reports it (centre in
    /// the padded middle); `padding` replaces the kept padding (`nil` keeps it; the centre setters pass zero,
    /// as MapLibre passes the content insets alone).
    func move(
        animated: Bool, padding: EdgeInsets? = nil, completionHandler: (() -> Void)? = nil,
        _ change: (inout Camera) throws(MapCompatError) -> Void
    ) {
        var target = framedCamera
        do {
            try change(&target)
            let duration = core.profile.animatedMoveDuration
            let transition =
                animated && duration > 0
                ? try CameraTransition(duration: duration, curve: core.profile.animatedMoveCurve) : .immediate
            try move(to: target, padding: padding ?? cameraPadding, transition: transition) {
                completionHandler?()
            }
        } catch {
            ignore(error, value: "\(target)")
        }
    }

    private func updateLimits(minZoom: Double? = nil, maxZoom: Double? = nil, maxTilt: Double? = nil, field: String) {
        do {
            let limits = core.limits
            core.setLimits(
                try CameraLimits(
                    minZoom: minZoom ?? limits.minZoom, maxZoom: maxZoom ?? limits.maxZoom,
                    maxTilt: maxTilt ?? limits.maxTilt, bounds: limits.bounds))
        } catch {
            ignore(error, value: "\(minZoom ?? maxZoom ?? maxTilt ?? .nan)")
        }
    }
}
