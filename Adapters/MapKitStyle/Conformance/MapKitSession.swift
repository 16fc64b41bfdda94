import Foundation
import MapCompatConformance
import MapCompatCore
import MapKitStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// One run of a spec on an `MKMapView`: the view, set up through its API, and what it reported. The session is
/// the view's delegate (an `NSObject`, as MapKit's delegates are).
final class MapKitSession: NSObject, AdapterSession, MKMapViewDelegate {
    let mapView: MKMapView
    /// Feeds touches, waits and control and callout taps, settles and records, with the view's clock.
    let driver: SessionDriver
    var events: [ObservedEvent] { driver.events }
    /// The spec's id of each annotation the session added.
    var specIDs: [ObjectIdentifier: String] = [:]
    /// The spec's annotations and markers, as point annotations.
    var annotationsByID: [String: MKPointAnnotation] = [:]
    /// The view the session gives each annotation.
    var views: [ObjectIdentifier: ReportingAnnotationView] = [:]
    /// The spec's markers: point annotations whose selection is their tap.
    var markers: Set<String> = []
    /// The spec's overlays, in the order added.
    var overlays: [any MKOverlay] = []
    /// Each polyline's width in points, for its renderer.
    var lineWidths: [ObjectIdentifier: Double] = [:]
    /// Kinds a step of this run made unobservable (see ``perform(_:)``).
    var hiddenKinds: Set<String> = []
    var unobservedEventKinds: Set<String> { hiddenKinds }
    /// Whether the spec's drag callback refuses every drag: MapKit asks no drag question, so an app that refuses
    /// makes its views not draggable.
    let dragsRefused: Bool
    let simultaneous = SimultaneousRecognition()
    /// Whether the map is loading: the rendering it finishes then is the first picture, not the camera coming to rest.
    var loading = false

    init(spec: Spec) throws {
        let width = spec.map.viewport?.width ?? Viewport.neutral.width
        let height = spec.map.viewport?.height ?? Viewport.neutral.height
        dragsRefused = spec.handlers.drag == .deny
        mapView = try MKMapView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), profile: try Self.profile(for: spec))
        driver = SessionDriver(view: mapView)
        super.init()
        try moveMap(to: InteractiveMap.defaultCamera)
        try apply(spec.map)
        try prepareScene(spec.scene)
        mapView.delegate = self
        for item in spec.scene {
            guard let annotation = annotationsByID[item.id] else { continue }
            mapView.addAnnotation(annotation)
            if let id = mapView.id(of: annotation) { driver.name(id, sceneID: item.id) }
        }
        mapView.addOverlays(overlays)
        if let error = mapView.lastIgnoredError { throw error }
        installMapTapRecognizer()
        installMapLongPressRecognizer()
    }

    // MARK: Setup through the vendor API

    func apply(_ settings: Spec.MapSettings) throws {
        if let viewport = settings.viewport {
            let frame = mapView.frame
            mapView.frame = CGRect(
                x: 0, y: 0, width: viewport.width ?? Double(frame.width),
                height: viewport.height ?? Double(frame.height))
        }
        // The limits first, as the core applies them: a camera beyond them then moves once, clamped.
        if let limits = settings.limits { applyZoomRange(limits) }
        if let camera = settings.camera {
            try moveMap(to: camera.applied(to: currentCamera))
        }
        if let switches = settings.gestures {
            if let scroll = switches.scroll { mapView.isScrollEnabled = scroll }
            if let zoom = switches.zoom { mapView.isZoomEnabled = zoom }
            if let rotate = switches.rotate { mapView.isRotateEnabled = rotate }
            if let tilt = switches.tilt { mapView.isPitchEnabled = tilt }
        }
        try applyControls(settings)
        if let error = mapView.lastIgnoredError { throw error }
    }

    /// The zoom limits as the distances MapKit's zoom range takes, for the view's height at the camera's latitude.
    private func applyZoomRange(_ limits: Spec.LimitSettings) {
        let latitude = mapView.centerCoordinate.latitude
        let height = mapView.bounds.height
        func distance(_ zoom: Double?) -> CLLocationDistance {
            guard let zoom else { return MKMapCameraZoomDefault }
            return MKMapCamera.centerCoordinateDistance(forZoom: zoom, latitude: latitude, viewHeight: height)
        }
        let current = mapView.cameraZoomRange
        mapView.cameraZoomRange = MKMapView.CameraZoomRange(
            minCenterCoordinateDistance: limits.maxZoom.map { distance($0) }
                ?? current?.minCenterCoordinateDistance ?? MKMapCameraZoomDefault,
            maxCenterCoordinateDistance: limits.minZoom.map { distance($0) }
                ?? current?.maxCenterCoordinateDistance ?? MKMapCameraZoomDefault)
    }

    // MARK: Camera through the vendor API

    /// The camera as the app reads it: the MapKit camera's centre, its distance as a zoom for the view's
    /// height, heading and pitch.
    var currentCamera: Camera {
        let camera = mapView.camera
        let center = camera.centerCoordinate
        return Camera(
            center: (try? LatLng(latitude: center.latitude, longitude: center.longitude))
                ?? InteractiveMap.defaultCamera.center,
            zoom: MKMapCamera.zoom(
                forCenterCoordinateDistance: camera.centerCoordinateDistance, latitude: center.latitude,
                viewHeight: mapView.bounds.height),
            bearing: camera.heading, tilt: Double(camera.pitch))
    }

    /// The MapKit camera for a core camera.
    func mapCamera(_ camera: Camera) -> MKMapCamera {
        let center = CLLocationCoordinate2D(latitude: camera.center.latitude, longitude: camera.center.longitude)
        return MKMapCamera(
            lookingAtCenter: center,
            fromDistance: MKMapCamera.centerCoordinateDistance(
                forZoom: camera.zoom, latitude: camera.center.latitude, viewHeight: mapView.bounds.height),
            pitch: CGFloat(camera.tilt), heading: camera.bearing)
    }

    /// Moves at once through `setCamera(_:animated:)`. MapKit ignores a heading while rotation is off and a pitch
    /// while pitch is off (Apple's `isRotateEnabled` and `isPitchEnabled`: the map stays north up and flat), so a
    /// move to a camera that is turned or tilted then cannot be expressed, even one that keeps the turn or tilt the
    /// map had before the switch went off (fuzz seed 7, run 3603; seed 5, run 3995).
    func moveMap(to target: Camera, duration: Double = 0) throws {
        if !mapView.isRotateEnabled, target.bearing != 0 {
            throw NotExpressible(reason: "MKMapView ignores the camera's heading while isRotateEnabled is off")
        }
        if !mapView.isPitchEnabled, target.tilt != 0 {
            throw NotExpressible(reason: "MKMapView ignores the camera's pitch while isPitchEnabled is off")
        }
        let camera = mapCamera(target)
        if duration > 0 {
            // MapKit animates a camera set inside a UIView animation block over the block's duration and curve;
            // animated camera steps move linearly (Specs/README.md).
            UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear]) { self.mapView.camera = camera }
        } else {
            mapView.setCamera(camera, animated: false)
        }
        if let error = mapView.lastIgnoredError { throw error }
    }

    // MARK: Steps

    func perform(_ step: Step) throws {
        try declineMarkerPresses(step)
        if mayTapAwayFromSelection(step) {
            // The app's tap recognizer fires as UIKit recognizes the tap, before MapKit's selection handling
            // deselects: the map tap is heard before the deselection, where the neutral map reports it after.
            hiddenKinds.insert("mapTap")
        }
        if mayPressTheSelection(step) {
            // The app's long-press recognizer reports the press as it begins, before the neutral map deselects the
            // annotation under it (fuzz seed 7, run 16214): this run cannot observe where map long presses come.
            hiddenKinds.insert("mapLongPress")
        }
        if case .tap(let point) = step, !mapView.showsUserLocation, driver.tapReachesNeutralLocationMarker(point) {
            // MapKit draws the user's dot only while showsUserLocation is on (Apple's `showsUserLocation`), where
            // the neutral map draws a marker for any fix.
            throw NotExpressible(
                reason: "MapKit draws the user's location only while showsUserLocation is on; this run never shows "
                    + "it, where the neutral map draws a marker for any fix",
                capability: .event(.locationMarkerTap))
        }
        if try driver.perform(step) { return }
        switch step {
        case .camera(let move):
            try moveMap(to: move.camera.applied(to: currentCamera), duration: move.duration)
        case .set(let settings):
            try apply(settings)
        case .location(let update):
            deliver(update.position, heading: update.heading)
        default:
            throw NotExpressible(reason: "MKMapView has no API for a \(step.kind) step")
        }
    }

    func settle(maximum: Double) throws -> Bool {
        try driver.settle(maximum: maximum)
    }

    var state: ObservedState {
        var selected: Set<String> = []
        for annotation in mapView.selectedAnnotations {
            if let id = specIDs[ObjectIdentifier(annotation)], !markers.contains(id) { selected.insert(id) }
        }
        var dragStates: [String: AnnotationDragState] = [:]
        var positions: [String: LatLng] = [:]
        for (id, annotation) in annotationsByID {
            if !markers.contains(id), let view = mapView.view(for: annotation) {
                dragStates[id] = view.dragState.core
            }
            positions[id] = try? LatLng(
                latitude: annotation.coordinate.latitude, longitude: annotation.coordinate.longitude)
        }
        return ObservedState(
            camera: currentCamera, viewport: driver.viewport, controls: controls, selected: selected,
            dragStates: dragStates, positions: positions, tracking: tracking)
    }

    func record(_ event: MapEvent) {
        driver.record(event)
    }
}

@available(*, unavailable)
extension MapKitSession: Sendable {}
