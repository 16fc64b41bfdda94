import Foundation
import MapCompatConformance
import MapCompatCore
import MapLibreStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// One run of a spec on an `MLNMapView`: the view, set up through its API, and what it reported.
final class MapLibreSession: AdapterSession, MLNMapViewDelegate {
    let mapView: MLNMapView
    /// Feeds touches, waits and control taps, settles and records, with the view's clock.
    let driver: SessionDriver
    var events: [ObservedEvent] { driver.events }
    var specIDs: [ObjectIdentifier: String] = [:]
    var annotationsByID: [String: MLNPointAnnotation] = [:]
    /// The spec's markers, placed as point annotations whose selection is their tap.
    var markers: Set<String> = []
    /// The spec's polylines and polygons, as shape annotations, in the order added.
    var shapesByID: [String: MLNShape] = [:]
    var shapeOrder: [String] = []
    /// Whether each shape annotation takes taps (`mapView(_:shapeAnnotationIsEnabled:)`).
    var shapeEnabled: [ObjectIdentifier: Bool] = [:]
    /// Each polyline's width in points (`mapView(_:lineWidthForPolylineAnnotation:)`).
    var lineWidths: [ObjectIdentifier: Double] = [:]
    /// What the app's label handler answers (`nil`: the app queries no features).
    let symbolAnswer: Spec.TapHandling?
    /// Whether the run set a tracking mode that follows the user.
    var followsUser = false
    /// The spec's symbols, placed when the style has loaded (`mapView(_:didFinishLoading:)`).
    var pendingSymbols: [(Spec.SceneItem, Spec.SceneItem.Symbol)] = []

    /// In a run that follows the user, the camera-change events: `MLNCameraChangeReason` has no location
    /// member, so MapLibre reports a move that follows the user as `programmatic`, the reason of the app's
    /// own moves (maplibre-native `platform/ios/src/MLNCameraChangeReason.h`); the core's `location` reason cannot
    /// be read back.
    var unobservedEventKinds: Set<String> {
        hiddenKinds.union(followsUser ? ["cameraWillChange", "cameraChanging", "cameraDidChange"] : [])
    }
    /// Kinds a step of this run made unobservable: `mapTap` after a tap that deselects under a profile that
    /// reports a map tap there too.
    var hiddenKinds: Set<String> = []
    var views: [ObjectIdentifier: ReportingAnnotationView] = [:]
    var callouts: [ObjectIdentifier: Bool] = [:]
    var left: [ObjectIdentifier: UIView] = [:]
    var right: [ObjectIdentifier: UIView] = [:]
    private let mapTapRecognizer = UITapGestureRecognizer()
    var cameraChangeAnswer: Bool?
    let locationManager = SpecLocationManager()
    private let simultaneous = SimultaneousRecognition()
    private let vendorProfile: Bool
    /// Whether the spec's drag callback refuses every drag: MapLibre asks no drag question, so an app that
    /// refuses makes its views not draggable (`isDraggable`).
    private let dragsRefused: Bool

    init(spec: Spec) throws {
        let width = spec.map.viewport?.width ?? Viewport.neutral.width
        let height = spec.map.viewport?.height ?? Viewport.neutral.height
        vendorProfile = spec.profile == .vendor
        dragsRefused = spec.handlers.drag == .deny
        symbolAnswer = spec.handlers.symbolTap
        let profile = try Self.profile(for: spec)
        try Self.declineSymbolPresses(spec, profile: profile)
        mapView = try MLNMapView(frame: CGRect(x: 0, y: 0, width: width, height: height), profile: profile)
        driver = SessionDriver(view: mapView)
        // Specs start where the core's map starts, not at MapLibre's (0, 0) at zoom 0.
        try moveMap(to: InteractiveMap.defaultCamera)
        mapView.locationManager = locationManager
        cameraChangeAnswer = spec.handlers.cameraChange.map { $0 == .allow }
        try apply(spec.map)
        for item in spec.scene {
            switch item.content {
            case .annotation(let fields): try prepare(item, fields)
            case .marker(let fields): try prepareMarker(item, fields)
            case .polyline, .polygon: continue
            case .symbol(let fields): pendingSymbols.append((item, fields))
            default:
                throw MapCompatError(.conflict, field: "scene.\(item.id)", "MLNMapView shows annotations only")
            }
        }
        try prepareShapes(spec.scene)
        mapView.delegate = self
        for item in spec.scene {
            if let annotation = annotationsByID[item.id] { mapView.addAnnotation(annotation) }
        }
        for id in shapeOrder {
            if let shape = shapesByID[id] { mapView.addAnnotation(shape) }
        }
        if let error = mapView.lastIgnoredError { throw error }
        if let style = mapView.style { self.mapView(mapView, didFinishLoading: style) }
        installMapTapRecognizer()
        installMapLongPressRecognizer()
    }

    // MARK: Setup through the vendor API

    private func apply(_ settings: Spec.MapSettings) throws {
        if let viewport = settings.viewport {
            let frame = mapView.frame
            mapView.frame = CGRect(
                x: 0, y: 0, width: viewport.width ?? Double(frame.width),
                height: viewport.height ?? Double(frame.height))
            if let insets = viewport.insets { mapView.contentInset = UIEdgeInsets(insets) }
        }
        if let limits = settings.limits {
            if let minZoom = limits.minZoom { mapView.minimumZoomLevel = minZoom }
            if let maxZoom = limits.maxZoom { mapView.maximumZoomLevel = maxZoom }
            if let maxTilt = limits.maxTilt { mapView.maximumPitch = maxTilt }
        }
        if let camera = settings.camera {
            try moveMap(to: camera.applied(to: currentCamera))
        }
        if let switches = settings.gestures {
            if let scroll = switches.scroll { mapView.isScrollEnabled = scroll }
            if let zoom = switches.zoom { mapView.isZoomEnabled = zoom }
            if let rotate = switches.rotate { mapView.isRotateEnabled = rotate }
            if let tilt = switches.tilt { mapView.isPitchEnabled = tilt }
        }
        if let deceleration = settings.deceleration {
            switch deceleration {
            case .normal: mapView.decelerationRate = MLNMapViewDecelerationRateNormal
            case .fast: mapView.decelerationRate = MLNMapViewDecelerationRateFast
            case .immediate: mapView.decelerationRate = MLNMapViewDecelerationRateImmediate
            }
        }
        try applyControls(settings)
        if let error = mapView.lastIgnoredError { throw error }
    }

    private func prepare(_ item: Spec.SceneItem, _ fields: Spec.SceneItem.Annotation) throws {
        guard fields.calloutOffset == .zero else {
            throw MapCompatError(.conflict, field: "calloutOffset", "MLNMapView has no callout offset")
        }
        let (annotation, view) = Self.pointAnnotation(
            at: fields.position, size: fields.size, anchor: fields.anchor, title: fields.title,
            subtitle: fields.subtitle)
        view.isEnabled = fields.enabled
        view.isDraggable = fields.draggable && !dragsRefused
        view.isHidden = !item.visible
        view.zPosition = item.z
        let id = item.id
        view.report = { [unowned self] state in
            self.record(.dragState(id: id, state: AnnotationDragState(state)))
        }
        let key = ObjectIdentifier(annotation)
        specIDs[key] = item.id
        annotationsByID[item.id] = annotation
        views[key] = view
        callouts[key] = fields.callout
        if fields.accessories.contains(.left) { left[key] = Self.accessory(tag: 1) }
        if fields.accessories.contains(.right) { right[key] = Self.accessory(tag: 2) }
    }

    /// A callout accessory button as apps make one, told apart by its tag.
    private static func accessory(tag: Int) -> UIView {
        let button = UIButton(type: .detailDisclosure)
        button.tag = tag
        return button
    }

    /// The app's map-tap recognizer, as MapLibre's header suggests: it fires only when the built-in single
    /// tap fails, that is when the tap has no annotation to select or deselect.
    /// The app's long-press recognizer, as flutter-maplibre-gl's iOS controller adds one: it runs alongside
    /// the map's own recognizers, once the quick zoom has failed, and reports where the press began.
    private func installMapLongPressRecognizer() {
        let longPress = UILongPressGestureRecognizer()
        longPress.minimumPressDuration = driver.profile.longPressDuration
        longPress.delegate = simultaneous
        // flutter-maplibre-gl ios/Classes/MapLibreMapController.swift: the app's long press requires the map's
        // own long-press recognizers (MapLibre's one-finger quick zoom is one) to fail.
        for builtIn in mapView.gestureRecognizers ?? [] where builtIn.coreRecognizer.kind == .quickZoom {
            longPress.require(toFail: builtIn)
        }
        longPress.addAction { [unowned self] recognizer in
            guard recognizer.state == .began else { return }
            let point = recognizer.location(in: self.mapView)
            // A draggable annotation view's own long press drags it (MLNAnnotationView.mm, `enableDrag`); the
            // app's, running alongside, sees the same press and skips one that lands on such a view.
            guard !self.driver.longPressDrags(at: point) else { return }
            let coordinate = self.mapView.convert(point, toCoordinateFrom: self.mapView)
            guard let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude) else {
                return
            }
            self.record(.mapLongPress(point: point, coordinate: position))
        }
        mapView.addGestureRecognizer(longPress)
    }

    private func installMapTapRecognizer() {
        for builtIn in mapView.gestureRecognizers ?? [] where builtIn.coreRecognizer.kind == .tap {
            mapTapRecognizer.require(toFail: builtIn)
        }
        mapTapRecognizer.addAction { [unowned self] recognizer in
            let point = recognizer.location(in: self.mapView)
            let coordinate = self.mapView.convert(point, toCoordinateFrom: self.mapView)
            guard recognizer.state == .ended,
                let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude)
            else { return }
            self.reportAppTap(at: point, coordinate: position)
        }
        mapView.addGestureRecognizer(mapTapRecognizer)
    }

    // MARK: Camera through the vendor API

    /// The camera as the app reads it: centre, zoom level, direction and the camera's pitch.
    var currentCamera: Camera {
        let center = mapView.centerCoordinate
        return Camera(
            center: (try? LatLng(latitude: center.latitude, longitude: center.longitude))
                ?? InteractiveMap.defaultCamera.center,
            zoom: mapView.zoomLevel, bearing: mapView.direction, tilt: Double(mapView.camera.pitch))
    }

    /// The MapLibre camera for a core camera: its altitude from the zoom for the view's size.
    func mapCamera(_ camera: Camera) -> MLNMapCamera {
        let pitch = CGFloat(camera.tilt)
        return MLNMapCamera(
            lookingAtCenter: CLLocationCoordinate2D(
                latitude: camera.center.latitude, longitude: camera.center.longitude),
            altitude: MLNAltitudeForZoomLevel(camera.zoom, pitch, camera.center.latitude, mapView.bounds.size),
            pitch: pitch, heading: camera.bearing)
    }

    /// Moves at once, in one movement: through the camera when the pitch differs, otherwise centre, zoom and
    /// direction exactly (`setCenter(_:zoomLevel:direction:animated:)`).
    func moveMap(to target: Camera) throws {
        let center = CLLocationCoordinate2D(latitude: target.center.latitude, longitude: target.center.longitude)
        // One movement, as the core makes one: through the camera when the pitch changes, else exactly.
        if Double(mapView.camera.pitch) != target.tilt {
            mapView.camera = mapCamera(target)
        } else {
            mapView.setCenter(center, zoomLevel: target.zoom, direction: target.bearing, animated: false)
        }
        if let error = mapView.lastIgnoredError { throw error }
    }

    // MARK: Steps

    func perform(_ step: Step) throws {
        try declineMarkerPresses(step)
        noteCompassTap(step)
        let tapPoint = driver.mapTapPoint(of: step)
        if let point = tapPoint, !mapView.showsUserLocation, driver.tapReachesNeutralLocationMarker(point) {
            // maplibre-native platform/ios/src/MLNMapView.mm: MapLibre draws its user dot only while
            // showsUserLocation is on (setShowsUserLocation: makes the user location annotation view), where
            // the neutral map draws a marker for any fix.
            throw NotExpressible(
                reason: "MapLibre draws the user dot only while showsUserLocation is on; this run never shows the "
                    + "user's location, where the neutral map draws a marker for any fix",
                capability: .event(.locationMarkerTap))
        }
        if let point = tapPoint, tapDeselectsUnobserved(at: point) {
            // MapLibre's built-in single tap takes a tap that deselects the selected annotation
            // (handleSingleTapGesture); an app tap recognizer that requires it to fail never fires, so this
            // run cannot observe map taps.
            hiddenKinds.insert("mapTap")
        }
        if let point = Self.pressPoint(of: step), longPressDeselectsUnobserved(at: point) {
            // The app's long-press recognizer reports the press as it begins, before the neutral map deselects
            // the annotation under it: this run cannot observe where map long presses come.
            hiddenKinds.insert("mapLongPress")
        }
        // The spec's annotation ids are the app's, not the core's: callout taps are found through the view.
        if case .tapCallout(let id, let part) = step { return try tapCallout(id, part) }
        if try driver.perform(step) { return }
        switch step {
        case .camera(let move):
            let target = mapCamera(try move.camera.applied(to: currentCamera))
            mapView.setCamera(
                target, withDuration: move.duration, animationTimingFunction: CAMediaTimingFunction(name: .linear))
            if let error = mapView.lastIgnoredError { throw error }
        case .set(let settings):
            try apply(settings)
        case .location(let update):
            try report(update.position, heading: update.heading)
        default:
            throw NotExpressible(reason: "MLNMapView has no API for a \(step.kind) step")
        }
    }

    /// Hands a fix to the app's location manager, which reports it as Core Location does: the fix and the
    /// heading in two callbacks (didUpdateLocations, didUpdateHeading).
    ///
    /// - Throws: ``NotExpressible`` for a heading while the map follows the user: MapLibre starts following the
    ///   fix and the heading's turn cuts that move short, where the spec's one update moves the camera once.
    func report(_ position: LatLng, heading: Double?) throws {
        if followsUser, heading != nil {
            throw NotExpressible(
                reason: "Core Location reports a fix and a heading in two callbacks (didUpdateLocations, "
                    + "didUpdateHeading): MapLibre starts following the fix and the heading's turn cuts that "
                    + "move short, where the spec's one update moves the camera once")
        }
        locationManager.report(position, heading: heading)
    }

    /// Whether a tap at `point` deselects under a profile that reports it as a map tap as well, which MapLibre
    /// cannot show: in maplibre-native `platform/ios/src/MLNMapView.mm` a selection lets the built-in single
    /// tap begin and `handleSingleTapGesture:` deselects, so a fallback recognizer never fires. Under
    /// MapLibre's own profile the core reports no map tap there either, and the run goes ahead.
    private func tapDeselectsUnobserved(at point: CGPoint) -> Bool {
        guard !vendorProfile, !mapView.selectedAnnotations.isEmpty else { return false }
        if let callout = driver.shownCallout, callout.part(at: point) != nil { return false }
        return !annotationsByID.values.contains { annotation in
            guard let id = mapView.id(of: annotation), let frame = driver.frame(of: id) else { return false }
            return frame.contains(point)
        }
    }

    /// Whether a long press at `point` lands on the selected annotation under a profile whose long press
    /// deselects it first, and starts no drag: MapLibre's own long press leaves the selection alone
    /// (`AnnotationRules.mapLibre`), so the deselection comes after the app's long-press recognizer reported the
    /// press, where the neutral map reports it before (fuzz seed 7, run 16214).
    private func longPressDeselectsUnobserved(at point: CGPoint) -> Bool {
        guard driver.profile.annotations.pressOnSelected == .deselects, !driver.longPressDrags(at: point) else {
            return false
        }
        if let callout = driver.shownCallout, callout.part(at: point) != nil { return false }
        return mapView.selectedAnnotations.contains { annotation in
            guard let id = mapView.id(of: annotation), let frame = driver.frame(of: id) else { return false }
            return frame.contains(point)
        }
    }

    /// Where a step holds one finger down long enough for a long press: a `longPress`, or a `drag`'s start.
    private static func pressPoint(of step: Step) -> CGPoint? {
        switch step {
        case .longPress(let point, _): point
        case .drag(let drag): drag.from
        default: nil
        }
    }

    /// A real tap at the middle of the part of the shown callout (the callout's geometry is the core's).
    private func tapCallout(_ id: String, _ part: CalloutPart) throws {
        guard let annotation = annotationsByID[id], let coreID = mapView.id(of: annotation),
            let callout = driver.shownCallout, callout.annotationID == coreID
        else {
            throw MapCompatError(.conflict, field: "tapCallout.id", "annotation \(id) shows no callout")
        }
        guard let point = callout.center(of: part) else {
            throw MapCompatError(
                .conflict, field: "tapCallout.part", "the callout of \(id) has no \(part.rawValue) part")
        }
        try driver.tap(at: point)
    }

    func settle(maximum: Double) throws -> Bool {
        try driver.settle(maximum: maximum)
    }

    var state: ObservedState {
        let camera: Camera? = currentCamera
        var selected: Set<String> = []
        for annotation in mapView.selectedAnnotations {
            if let id = specIDs[ObjectIdentifier(annotation)], !markers.contains(id), shapesByID[id] == nil {
                selected.insert(id)
            }
        }
        var dragStates: [String: AnnotationDragState] = [:]
        var positions: [String: LatLng] = [:]
        for (id, annotation) in annotationsByID {
            if !markers.contains(id), let view = mapView.view(for: annotation) {
                dragStates[id] = AnnotationDragState(view.dragState)
            }
            positions[id] = try? LatLng(
                latitude: annotation.coordinate.latitude, longitude: annotation.coordinate.longitude)
        }
        return ObservedState(
            camera: camera, viewport: driver.viewport, controls: controls, selected: selected,
            dragStates: dragStates, positions: positions, tracking: tracking)
    }

    func record(_ event: MapEvent) {
        driver.record(event)
    }
}

@available(*, unavailable)
extension MapLibreSession: Sendable {}
