import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The camera: reading and setting it, updates and animations, zoom limits and the bounds the target keeps
/// to. Zoom is on Google's scale at this boundary (``GoogleZoomScale``).
extension GMSMapView {
    /// The camera now (mid-way through an animation, where the animation is); setting it moves the camera at
    /// once and stops any animation. A position that is not usable changes nothing and is reported on
    /// `core.diagnostics`.
    public var camera: GMSCameraPosition {
        get { GMSCameraPosition(core.camera) }
        set { moveCamera(GMSCameraUpdate.setCamera(newValue)) }
    }

    /// A snapshot of the conversion between points and coordinates for the camera now.
    public var projection: GMSProjection { GMSProjection(transform: core.transform) }

    /// The smallest zoom the camera may take, on Google's scale (``kGMSMinZoomLevel`` by default).
    public var minZoom: Float { GoogleZoomScale.google(fromNeutral: core.limits.minZoom) }

    /// The largest zoom the camera may take, on Google's scale (``kGMSMaxZoomLevel`` by default).
    public var maxZoom: Float { GoogleZoomScale.google(fromNeutral: core.limits.maxZoom) }

    /// Sets the zoom range; the camera moves into it if it lies outside. Google raises an exception when the
    /// minimum exceeds the maximum; here the call changes nothing and is reported on `core.diagnostics`, as
    /// are values that are not numbers. Values outside the widest range (the profile's limits,
    /// ``kGMSMinZoomLevel``…``kGMSMaxZoomLevel`` for Google's) are clamped to it and reported.
    public func setMinZoom(_ minZoom: Float, maxZoom: Float) {
        let widest = core.profile.limits
        let low = GoogleZoomScale.neutral(fromGoogle: minZoom)
        let high = GoogleZoomScale.neutral(fromGoogle: maxZoom)
        let current = core.limits
        do {
            let requested = try CameraLimits(
                minZoom: max(low, widest.minZoom), maxZoom: min(high, widest.maxZoom), maxTilt: current.maxTilt,
                bounds: current.bounds)
            if low < widest.minZoom {
                core.diagnostics.report(
                    MapDiagnostic(
                        field: "GMSMapView.minZoom", value: "\(minZoom)",
                        action: .clamped(to: Double(self.minZoomFloor)),
                        message: "below the lowest zoom the map can show"))
            }
            if high > widest.maxZoom {
                core.diagnostics.report(
                    MapDiagnostic(
                        field: "GMSMapView.maxZoom", value: "\(maxZoom)",
                        action: .clamped(to: Double(self.maxZoomCeiling)),
                        message: "above the highest zoom the map can show"))
            }
            core.setLimits(requested)
        } catch {
            let field = error.field == "maxZoom" ? "maxZoom" : "minZoom"
            report(error, value: "\(minZoom)...\(maxZoom)", field: field)
        }
    }

    private var minZoomFloor: Float { GoogleZoomScale.google(fromNeutral: core.profile.limits.minZoom) }
    private var maxZoomCeiling: Float { GoogleZoomScale.google(fromNeutral: core.profile.limits.maxZoom) }

    /// Keeps the camera's target inside these bounds for gestures and camera moves alike; `nil` (the default)
    /// frees it. Invalid bounds change nothing and are reported on `core.diagnostics`.
    public var cameraTargetBounds: GMSCoordinateBounds? {
        get {
            core.limits.bounds.map {
                GMSCoordinateBounds(
                    coordinate: CLLocationCoordinate2D(latitude: $0.south, longitude: $0.west),
                    coordinate: CLLocationCoordinate2D(latitude: $0.north, longitude: $0.east))
            }
        }
        set {
            let current = core.limits
            guard newValue == nil || newValue?.coreBounds != nil else {
                core.diagnostics.report(
                    MapDiagnostic(
                        field: "GMSMapView.cameraTargetBounds", value: "invalid bounds", action: .ignored,
                        message: "the bounds contain no point"))
                return
            }
            // The limits' other values are already valid, so only the bounds can change here.
            if let limits = try? CameraLimits(
                minZoom: current.minZoom, maxZoom: current.maxZoom, maxTilt: current.maxTilt,
                bounds: newValue?.coreBounds)
            {
                core.setLimits(limits)
            }
        }
    }

    /// Applies `update` to the camera now, at once. An update that cannot apply (bounds with no point, a
    /// target that is not a coordinate) changes nothing and is reported on `core.diagnostics`.
    public func moveCamera(_ update: GMSCameraUpdate) {
        move(update, animated: false)
    }

    /// Applies `update` to the camera now, then animates there (Google's `animateWithCameraUpdate:`). Like
    /// every `animate…` call it takes its length and curve from the Core Animation transaction around it, where
    /// the app set them (`CATransaction.setAnimationDuration(_:)`, as Google's guide and samples do), else the
    /// profile's (Google does not publish its own).
    public func animate(with cameraUpdate: GMSCameraUpdate) {
        move(cameraUpdate, animated: true)
    }

    /// Animates the camera to `cameraPosition`.
    public func animate(to cameraPosition: GMSCameraPosition) {
        move(GMSCameraUpdate.setCamera(cameraPosition), animated: true)
    }

    /// Animates the camera's target to `location`, keeping the rest.
    public func animate(toLocation location: CLLocationCoordinate2D) {
        move(GMSCameraUpdate.setTarget(location), animated: true)
    }

    /// Animates the zoom, on Google's scale, keeping the rest.
    public func animate(toZoom zoom: Float) {
        move(GMSCameraUpdate.zoom(to: zoom), animated: true)
    }

    /// Animates the bearing, degrees clockwise from north, keeping the rest.
    public func animate(toBearing bearing: CLLocationDirection) {
        move(GMSCameraUpdate(.bearing(bearing)), animated: true)
    }

    /// Animates the viewing angle, degrees from straight down, keeping the rest.
    public func animate(toViewingAngle viewingAngle: Double) {
        move(GMSCameraUpdate(.viewingAngle(viewingAngle)), animated: true)
    }

    /// The camera, north up and looking straight down, that shows `bounds` as large as possible inside the
    /// view less its padding and `insets`; `nil` for bounds with no point, or insets that leave no room.
    public func camera(for bounds: GMSCoordinateBounds, insets: UIEdgeInsets) -> GMSCameraPosition? {
        guard let box = bounds.coreBounds,
            let fitted = try? Camera.fitting(box, in: core.viewport, padding: EdgeInsets(insets))
        else { return nil }
        return GMSCameraPosition(core.limits.clamp(fitted))
    }

    /// Whether two positions would be drawn the same: targets within a millionth of a degree, zooms within a
    /// thousandth of a level, angles within a hundredth of a degree (MapCompat's tolerances).
    public func areEqualForRenderingPosition(_ position: GMSCameraPosition, position otherPosition: GMSCameraPosition)
        -> Bool
    {
        abs(position.target.latitude - otherPosition.target.latitude) < 1e-6
            && abs(position.target.longitude - otherPosition.target.longitude) < 1e-6
            && abs(position.zoom - otherPosition.zoom) < 1e-3
            && abs(Angle.difference(from: position.bearing, to: otherPosition.bearing)) < 1e-2
            && abs(position.viewingAngle - otherPosition.viewingAngle) < 1e-2
    }

    private func move(_ update: GMSCameraUpdate, animated: Bool) {
        do {
            let (target, anchor) = try update.resolved(on: self)
            if animated {
                let duration = CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double
                try core.animate(
                    to: target, about: anchor, duration: duration ?? core.profile.animatedMoveDuration,
                    curve: CATransaction.animationTimingFunction()?.timingCurve ?? core.profile.animatedMoveCurve)
            } else {
                try core.moveCamera(to: target)
            }
        } catch {
            report(error, value: "\(update.change)")
        }
    }
}

extension GMSCameraUpdate {
    /// The neutral camera the update leads to from `mapView`'s camera now, and the screen point that stays put
    /// (a zoom about a point), if any.
    ///
    /// - Throws: `MapCompatError` naming the part of the update that cannot apply.
    func resolved(on mapView: GMSMapView) throws(MapCompatError) -> (Camera, CGPoint?) {
        let core = mapView.core
        var camera = core.camera
        switch change {
        case .zoomBy(let delta, let point):
            camera.zoom += Double(try MapCompatError.finite(Double(delta), "zoom"))
            guard let point else { break }
            // The position under the point stays there: the centre moves with the zoom.
            guard let world = core.transform.worldPoint(at: point),
                let placed = ScreenTransform(camera: core.limits.clamp(camera), viewport: core.viewport).camera(
                    placing: world, at: point)
            else {
                throw MapCompatError(.outOfRange, field: "point", "(\(point.x), \(point.y)) shows no ground")
            }
            return (placed, point)
        case .zoomTo(let zoom):
            camera.zoom = GoogleZoomScale.neutral(fromGoogle: zoom)
        case .target(let target, let zoom):
            camera.center = try Self.position(target, field: "target")
            if let zoom { camera.zoom = GoogleZoomScale.neutral(fromGoogle: zoom) }
        case .camera(let position):
            camera = try position.coreCamera()
        case .bearing(let bearing):
            camera.bearing = bearing
        case .viewingAngle(let angle):
            camera.tilt = angle
        case .fit(let bounds, let padding):
            guard let box = bounds.coreBounds else {
                throw MapCompatError(.outOfRange, field: "bounds", "the bounds contain no point")
            }
            do {
                camera = try Camera.fitting(box, in: core.viewport, padding: EdgeInsets(padding))
            } catch {
                // Padding larger than the view: "the map will be maximally zoomed out" (GMSCameraUpdate.h).
                camera = Camera(center: core.camera.center, zoom: core.limits.minZoom)
            }
        case .scroll(let dx, let dy):
            let focal = core.viewport.focalPoint
            let moved = CGPoint(x: focal.x + dx, y: focal.y + dy)
            guard let center = core.transform.coordinate(at: moved) else {
                throw MapCompatError(.outOfRange, field: "scrollBy", "(\(dx), \(dy)) leads above the horizon")
            }
            camera.center = center
        }
        return (camera, nil)
    }

    private static func position(_ coordinate: CLLocationCoordinate2D, field: String) throws(MapCompatError) -> LatLng {
        do {
            return try coordinate.latLng()
        } catch {
            throw MapCompatError(error.code, field: "\(field).\(error.field)", error.message)
        }
    }
}
