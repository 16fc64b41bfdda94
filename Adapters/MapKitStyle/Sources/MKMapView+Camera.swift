import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The camera as `MKMapView` exposes it: a centre, a region (centre and span), a visible map rectangle and an
/// `MKMapCamera` (a distance, not a zoom level), all over the core's `Camera`. Moves go through the core's
/// `moveCamera`, animated over the profile's `animatedMoveDuration`, or over the duration of a
/// `UIView.animate(withDuration:)` block that sets them. What MapKit rejects (an invalid region raises an exception
/// there) is ignored and reported on the core's diagnostics.
extension MKMapView {
    /// The coordinate in the middle of the view: the core camera's `center`. Setting it moves at once.
    public var centerCoordinate: CLLocationCoordinate2D {
        get { CLLocationCoordinate2D(core.camera.center) }
        set { setCenter(newValue, animated: false) }
    }

    /// Moves the centre, keeping the zoom, heading and pitch.
    public func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        move(animated: animated) { camera throws(MapCompatError) in camera.center = try coordinate.latLng() }
    }

    /// The area shown: the centre, and the latitude and longitude extent of the view's corners.
    public var region: MKCoordinateRegion {
        get { region(of: core.camera) }
        set { setRegion(newValue, animated: false) }
    }

    /// Shows a region: centred on its centre, at the largest zoom at which its whole span fits the view (MapKit's
    /// `regionThatFits(_:)`), keeping the heading and pitch.
    public func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        move(animated: animated) { camera throws(MapCompatError) in camera = try fitting(region, from: camera) }
    }

    /// The region the view would show for `region`: the same centre, the span widened to the view's shape.
    public func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        guard let camera = try? fitting(region, from: core.camera) else { return region }
        return self.region(of: limitsClamped(camera))
    }

    /// The area shown as a map rectangle: the bounding box of the view's corners in map points.
    public var visibleMapRect: MKMapRect {
        get {
            let corners = viewCorners(of: core.camera).map { MKMapPoint(CLLocationCoordinate2D($0)) }
            guard let first = corners.first else { return .null }
            return corners.dropFirst().reduce(MKMapRect(origin: first, size: MKMapSize())) {
                $0.union(MKMapRect(origin: $1, size: MKMapSize()))
            }
        }
        set { setVisibleMapRect(newValue, animated: false) }
    }

    /// Shows a map rectangle as large as it fits, north up and flat.
    public func setVisibleMapRect(_ mapRect: MKMapRect, animated animate: Bool) {
        setVisibleMapRect(mapRect, edgePadding: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0), animated: animate)
    }

    /// Shows a map rectangle as large as it fits inside the view less `insets`, north up and flat (the core's
    /// `Camera.fitting`).
    public func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated animate: Bool) {
        move(animated: animate) { camera throws(MapCompatError) in
            camera = try fitting(mapRect, padding: insets)
        }
    }

    /// The map rectangle the view would show for `mapRect`.
    public func mapRectThatFits(_ mapRect: MKMapRect) -> MKMapRect {
        mapRectThatFits(mapRect, edgePadding: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    /// The map rectangle the view would show for `mapRect` inside the view less `insets`.
    public func mapRectThatFits(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets) -> MKMapRect {
        guard let camera = try? fitting(mapRect, padding: insets) else { return mapRect }
        let corners = viewCorners(of: limitsClamped(camera)).map { MKMapPoint(CLLocationCoordinate2D($0)) }
        guard let first = corners.first else { return mapRect }
        return corners.dropFirst().reduce(MKMapRect(origin: first, size: MKMapSize())) {
            $0.union(MKMapRect(origin: $1, size: MKMapSize()))
        }
    }

    /// Shows every annotation of the list, north up and flat, as large as it fits with the profile's default
    /// padding (none for MapKit, which does not publish one); an empty list does nothing.
    public func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        let positions = annotations.compactMap { annotation -> LatLng? in
            if let id = id(of: annotation), let coordinate = records[id]?.coordinate { return try? coordinate.latLng() }
            return try? annotation.coordinate.latLng()
        }
        guard !positions.isEmpty else { return }
        let padding = core.profile.defaultFitPadding.insets(width: core.viewport.width, height: core.viewport.height)
        move(animated: animated) { camera throws(MapCompatError) in
            camera = try Camera.fitting(positions, bearing: 0, in: core.viewport, padding: padding)
        }
    }

    // MARK: The camera object

    /// The viewpoint, with the distance from the centre for the view's height
    /// (``MKMapCamera/centerCoordinateDistance(forZoom:latitude:viewHeight:)``). Setting it moves at once, or over
    /// the duration of the `UIView.animate(withDuration:)` block that sets it.
    public var camera: MKMapCamera {
        get { mapCamera(for: core.camera) }
        set { setCamera(newValue, animated: false) }
    }

    /// Moves to a camera: its heading only while ``isRotateEnabled`` and its pitch only while ``isPitchEnabled``,
    /// as MapKit uses them; a distance of 0 or less keeps the zoom.
    public func setCamera(_ camera: MKMapCamera, animated: Bool) {
        let center = camera.centerCoordinate
        let distance = camera.centerCoordinateDistance
        let heading = camera.heading
        let pitch = Double(camera.pitch)
        let rotates = isRotateEnabled
        let pitches = isPitchEnabled
        let height = bounds.height
        move(animated: animated) { target throws(MapCompatError) in
            target.center = try center.latLng()
            if distance > 0 {
                target.zoom = try MapCompatError.finite(
                    MKMapCamera.zoom(
                        forCenterCoordinateDistance: distance, latitude: center.latitude, viewHeight: height),
                    "camera.centerCoordinateDistance")
            }
            target.bearing = rotates ? try MapCompatError.finite(heading, "camera.heading") : 0
            target.tilt = pitches ? try MapCompatError.finite(pitch, "camera.pitch") : 0
        }
    }

    // MARK: Limits

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The distances the camera may take from the centre: the core's zoom limits, converted at the camera's
    /// latitude for the view's height when set; `nil` resets it to MapKit's own range (the profile's limits).
    /// Reading gives the range set, or one from the profile's limits (implicitly unwrapped, as Swift imports it).
    public var cameraZoomRange: CameraZoomRange! {
        get {
            zoomRange
                ?? CameraZoomRange(
                    minCenterCoordinateDistance: distance(forZoom: core.limits.maxZoom),
                    maxCenterCoordinateDistance: distance(forZoom: core.limits.minZoom))
        }
        set { setCameraZoomRange(newValue, animated: false) }
    }

    /// Sets the camera's zoom range; a camera outside it moves inside (the core's `setLimits`).
    public func setCameraZoomRange(_ cameraZoomRange: CameraZoomRange?, animated: Bool) {
        zoomRange = cameraZoomRange
        applyLimits()
    }

    /// The area the map's centre must stay in: the core limits' `bounds`; `nil` lets it go anywhere.
    public var cameraBoundary: CameraBoundary? {
        get { boundary }
        set { setCameraBoundary(newValue, animated: false) }
    }

    /// Sets the area the centre must stay in; a centre outside moves inside.
    public func setCameraBoundary(_ cameraBoundary: CameraBoundary?, animated: Bool) {
        boundary = cameraBoundary
        applyLimits()
    }

    /// The core limits for the zoom range and boundary set, on top of the profile's.
    func applyLimits() {
        let base = core.profile.limits
        let latitude = core.camera.center.latitude
        func zoom(_ distance: CLLocationDistance?) -> Double? {
            guard let distance, distance > 0 else { return nil }
            let zoom = MKMapCamera.zoom(
                forCenterCoordinateDistance: distance, latitude: latitude, viewHeight: bounds.height)
            return zoom.isFinite ? min(max(zoom, 0), CameraLimits.zoomCeiling) : nil
        }
        let maxZoom = zoom(zoomRange?.minCenterCoordinateDistance) ?? base.maxZoom
        let minZoom = min(zoom(zoomRange?.maxCenterCoordinateDistance) ?? base.minZoom, maxZoom)
        do {
            core.setLimits(
                try CameraLimits(minZoom: minZoom, maxZoom: maxZoom, maxTilt: base.maxTilt, bounds: boundary?.bounds))
        } catch {
            ignore(error, value: "\(minZoom)…\(maxZoom)")
        }
    }

    // MARK: Conversions between cameras

    /// The MapKit camera of a core camera.
    func mapCamera(for camera: Camera) -> MKMapCamera {
        MKMapCamera(
            lookingAtCenter: CLLocationCoordinate2D(camera.center), fromDistance: distance(forZoom: camera.zoom),
            pitch: CGFloat(camera.tilt), heading: camera.bearing)
    }

    /// The distance from the centre that shows a zoom at the camera's latitude.
    func distance(forZoom zoom: Double) -> CLLocationDistance {
        MKMapCamera.centerCoordinateDistance(
            forZoom: zoom, latitude: core.camera.center.latitude, viewHeight: bounds.height)
    }

    /// The region a camera shows: its centre, and the latitude and longitude extent of the view's corners.
    func region(of camera: Camera) -> MKCoordinateRegion {
        let corners = viewCorners(of: camera)
        let latitudes = corners.map(\.latitude)
        let longitudes = corners.map(\.longitude)
        return MKCoordinateRegion(
            center: CLLocationCoordinate2D(camera.center),
            span: MKCoordinateSpan(
                latitudeDelta: (latitudes.max() ?? 0) - (latitudes.min() ?? 0),
                longitudeDelta: (longitudes.max() ?? 0) - (longitudes.min() ?? 0)))
    }

    /// The positions under the view's four corners for a camera; corners above the horizon are left out.
    func viewCorners(of camera: Camera) -> [LatLng] {
        let transform = ScreenTransform(camera: camera, viewport: core.viewport)
        let width = core.viewport.width
        let height = core.viewport.height
        return [CGPoint(x: 0, y: 0), CGPoint(x: width, y: 0), CGPoint(x: 0, y: height), CGPoint(x: width, y: height)]
            .compactMap(transform.coordinate(at:))
    }

    /// The camera that shows a region: its centre, the zoom at which both spans fit the view.
    func fitting(_ region: MKCoordinateRegion, from camera: Camera) throws(MapCompatError) -> Camera {
        let span = region.span
        let latitudeDelta = try MapCompatError.finite(span.latitudeDelta, "region.span.latitudeDelta")
        let longitudeDelta = try MapCompatError.finite(span.longitudeDelta, "region.span.longitudeDelta")
        guard latitudeDelta >= 0, longitudeDelta >= 0, latitudeDelta <= 180, longitudeDelta <= 360 else {
            throw MapCompatError(
                .outOfRange, field: "region.span", "(\(latitudeDelta), \(longitudeDelta)) is not a span of the world")
        }
        let center = try region.center.latLng()
        let top = WebMercator.project(try LatLng(latitude: min(center.latitude + latitudeDelta / 2, 90), longitude: 0))
        let bottom = WebMercator.project(
            try LatLng(latitude: max(center.latitude - latitudeDelta / 2, -90), longitude: 0))
        let mercatorHeight = bottom.y - top.y
        let mercatorWidth = longitudeDelta / 360
        let zoomX = mercatorWidth > 0 ? log2(core.viewport.width / (mercatorWidth * WebMercator.tileSize)) : .infinity
        let zoomY =
            mercatorHeight > 0 ? log2(core.viewport.height / (mercatorHeight * WebMercator.tileSize)) : .infinity
        var target = camera
        target.center = center
        target.zoom = min(zoomX, zoomY, CameraLimits.zoomCeiling)
        return target
    }

    /// The north-up flat camera that shows a map rectangle inside the view less `insets`.
    func fitting(_ mapRect: MKMapRect, padding insets: UIEdgeInsets) throws(MapCompatError) -> Camera {
        let corners = mapRect.corners
        guard !mapRect.isNull, corners.count == 2 else {
            throw MapCompatError(.outOfRange, field: "mapRect", "\(mapRect) is not a rectangle of the world")
        }
        return try Camera.fitting(corners, bearing: 0, in: core.viewport, padding: EdgeInsets(insets))
    }

    /// A camera moved into the core's limits, as the core would move it.
    func limitsClamped(_ camera: Camera) -> Camera { core.limits.clamp(camera) }

    /// Changes the camera as MapKit's setters do: `change` edits the current camera; the move is immediate, or
    /// animated over the duration and curve of the `UIView.animate` block around it, or over the profile's
    /// `animatedMoveDuration` and curve when `animated`.
    func move(animated: Bool, _ change: (inout Camera) throws(MapCompatError) -> Void) {
        var target = core.camera
        do {
            try change(&target)
            let blockDuration = UIView.inheritedAnimationDuration
            let duration = blockDuration > 0 ? blockDuration : (animated ? core.profile.animatedMoveDuration : 0)
            var curve = core.profile.animatedMoveCurve
            #if !canImport(UIKit)
                if blockDuration > 0 { curve = UIView.inheritedAnimationOptions.timingCurve }
            #endif
            let transition = duration > 0 ? try CameraTransition(duration: duration, curve: curve) : .immediate
            try core.moveCamera(to: target, transition: transition, reason: .developer)
        } catch {
            ignore(error, value: "\(target)")
        }
    }
}
