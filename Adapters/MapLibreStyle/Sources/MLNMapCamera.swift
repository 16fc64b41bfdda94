import MapCompatCore

/// A camera in MapLibre's shape: centre, heading and pitch; MapCompat adds the zoom level, which the core's
/// `Camera` holds (MapLibre's `altitude` is not modelled). Converts to and from the core
/// camera; MapLibre's zoom scale is the core's.
public struct MLNMapCamera: Hashable, Sendable {
    /// The centre: the core's `center`.
    public var centerCoordinate: CLLocationCoordinate2D
    /// The zoom level: the core's `zoom` (same scale).
    public var zoomLevel: Double
    /// Degrees clockwise from north: the core's `bearing`.
    public var heading: CLLocationDirection
    /// Degrees from straight down: the core's `tilt`.
    public var pitch: Double

    /// Creates a camera.
    public init(
        lookingAtCenter centerCoordinate: CLLocationCoordinate2D, zoomLevel: Double, pitch: Double = 0,
        heading: CLLocationDirection = 0
    ) {
        self.centerCoordinate = centerCoordinate
        self.zoomLevel = zoomLevel
        self.pitch = pitch
        self.heading = heading
    }

    /// The camera of a core camera.
    public init(_ camera: Camera) {
        self.init(
            lookingAtCenter: CLLocationCoordinate2D(camera.center), zoomLevel: camera.zoom, pitch: camera.tilt,
            heading: camera.bearing)
    }

    /// The core camera.
    ///
    /// - Throws: `MapCompatError` when the centre is out of range or a number is not finite.
    public func coreCamera() throws(MapCompatError) -> Camera {
        try Camera(center: centerCoordinate.latLng(), zoom: zoomLevel, bearing: heading, tilt: pitch).validated()
    }

    /// Equal when every field is, the centre compared by latitude and longitude (Core Location's coordinate
    /// is not `Equatable`).
    public static func == (lhs: MLNMapCamera, rhs: MLNMapCamera) -> Bool {
        lhs.centerCoordinate.latitude == rhs.centerCoordinate.latitude
            && lhs.centerCoordinate.longitude == rhs.centerCoordinate.longitude && lhs.zoomLevel == rhs.zoomLevel
            && lhs.heading == rhs.heading && lhs.pitch == rhs.pitch
    }

    /// Hashes the fields that ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(centerCoordinate.latitude)
        hasher.combine(centerCoordinate.longitude)
        hasher.combine(zoomLevel)
        hasher.combine(heading)
        hasher.combine(pitch)
    }
}

extension MLNMapView {
    /// The centre of the map: the core camera's `center`. Setting it moves at once; an invalid value is
    /// ignored and kept in ``lastIgnoredError``.
    public var centerCoordinate: CLLocationCoordinate2D {
        get { CLLocationCoordinate2D(core.camera.center) }
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

    /// The whole camera: the core's `camera`.
    public var camera: MLNMapCamera {
        get { MLNMapCamera(core.camera) }
        set { setCamera(newValue, animated: false) }
    }

    /// The lowest zoom level: the core limits' `minZoom`.
    public var minimumZoomLevel: Double {
        get { core.limits.minZoom }
        set { updateLimits(minZoom: newValue) }
    }

    /// The highest zoom level: the core limits' `maxZoom`.
    public var maximumZoomLevel: Double {
        get { core.limits.maxZoom }
        set { updateLimits(maxZoom: newValue) }
    }

    /// The lowest pitch in degrees; always 0, as the core's limits have no lower tilt bound. Setting 0 does
    /// nothing; any other value is refused and kept in ``lastIgnoredError`` (field `minimumPitch`).
    public var minimumPitch: Double {
        get { 0 }
        set {
            guard newValue.isFinite else {
                lastIgnoredError = MapCompatError(.nonFinite, field: "minimumPitch", "\(newValue) is not finite")
                return
            }
            guard newValue == 0 else {
                lastIgnoredError = MapCompatError(
                    .outOfRange, field: "minimumPitch", "\(newValue): the core's limits have no lower tilt bound")
                return
            }
        }
    }

    /// The highest pitch in degrees: the core limits' `maxTilt`.
    public var maximumPitch: Double {
        get { core.limits.maxTilt }
        set { updateLimits(maxTilt: newValue) }
    }

    /// Moves the centre: the core's `moveCamera`, animated over the profile's `animatedMoveDuration`.
    public func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        move(animated: animated) { camera throws(MapCompatError) in camera.center = try coordinate.latLng() }
    }

    /// Moves the centre and zoom: the core's `moveCamera`, animated over the profile's
    /// `animatedMoveDuration`.
    public func setCenter(_ coordinate: CLLocationCoordinate2D, zoomLevel: Double, animated: Bool) {
        move(animated: animated) { camera throws(MapCompatError) in
            camera.center = try coordinate.latLng()
            camera.zoom = zoomLevel
        }
    }

    /// Changes the zoom about the centre: the core's `moveCamera`.
    public func setZoomLevel(_ zoomLevel: Double, animated: Bool) {
        move(animated: animated) { camera in camera.zoom = zoomLevel }
    }

    /// Turns the map: the core's `moveCamera`.
    public func setDirection(_ direction: CLLocationDirection, animated: Bool) {
        move(animated: animated) { camera in camera.bearing = direction }
    }

    /// Moves to a camera: the core's `moveCamera`, animated over the profile's `animatedMoveDuration`.
    public func setCamera(_ camera: MLNMapCamera, animated: Bool) {
        move(animated: animated) { target throws(MapCompatError) in target = try camera.coreCamera() }
    }

    /// Moves to a camera over `duration` seconds with a timing curve (the profile's `animatedMoveCurve` when
    /// `nil`): the core's `moveCamera(to:transition:reason:completion:)`; the handler receives nothing
    /// when the move is stopped first, as MapLibre's does not run then either.
    public func setCamera(
        _ camera: MLNMapCamera, withDuration duration: Double, animationTimingFunction: TimingCurve?,
        completionHandler: (() -> Void)? = nil
    ) {
        do {
            let transition =
                duration > 0
                ? try CameraTransition(
                    duration: duration, curve: animationTimingFunction ?? core.profile.animatedMoveCurve)
                : .immediate
            try core.moveCamera(to: camera.coreCamera(), transition: transition, reason: .developer) { finished in
                if finished { completionHandler?() }
            }
        } catch {
            lastIgnoredError = error
        }
    }

    /// Flies to a camera along the core's fly path (`CameraTransition.Path.fly`) over the
    /// profile's `flyDuration`.
    public func fly(to camera: MLNMapCamera, completionHandler: (() -> Void)? = nil) {
        fly(to: camera, withDuration: core.profile.flyDuration, completionHandler: completionHandler)
    }

    /// Flies to a camera over `duration` seconds along the core's fly path.
    public func fly(to camera: MLNMapCamera, withDuration duration: Double, completionHandler: (() -> Void)? = nil) {
        do {
            let transition =
                duration > 0
                ? try CameraTransition(duration: duration, curve: core.profile.animatedMoveCurve, path: .fly)
                : .immediate
            try core.moveCamera(to: camera.coreCamera(), transition: transition, reason: .developer) { finished in
                if finished { completionHandler?() }
            }
        } catch {
            lastIgnoredError = error
        }
    }

    /// Turns the map back to north as the compass does: the core's compass tap action, a `control` move
    /// over the profile's `controlAnimationDuration`.
    public func resetNorth() {
        var target = core.camera
        target.bearing = 0
        do {
            let duration = core.profile.controlAnimationDuration
            let transition =
                duration > 0
                ? try CameraTransition(duration: duration, curve: core.profile.mapAnimationCurve) : .immediate
            try core.moveCamera(to: target, transition: transition, reason: .control)
        } catch {
            lastIgnoredError = error
        }
    }

    private func move(animated: Bool, _ change: (inout Camera) throws(MapCompatError) -> Void) {
        do {
            var target = core.camera
            try change(&target)
            let duration = core.profile.animatedMoveDuration
            let transition =
                animated && duration > 0
                ? try CameraTransition(duration: duration, curve: core.profile.animatedMoveCurve) : .immediate
            try core.moveCamera(to: target, transition: transition, reason: .developer)
        } catch {
            lastIgnoredError = error
        }
    }

    private func updateLimits(minZoom: Double? = nil, maxZoom: Double? = nil, maxTilt: Double? = nil) {
        do {
            let limits = core.limits
            core.setLimits(
                try CameraLimits(
                    minZoom: minZoom ?? limits.minZoom, maxZoom: maxZoom ?? limits.maxZoom,
                    maxTilt: maxTilt ?? limits.maxTilt, bounds: limits.bounds))
        } catch {
            lastIgnoredError = error
        }
    }
}
