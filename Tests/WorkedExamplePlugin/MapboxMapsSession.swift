import MapCompatConformance
import MapCompatCore
import WorkedExampleAdapter

/// One run: a `MapView` built from the spec, driven by a ``SessionDriver``; the session observes the map's
/// signals and answers for its annotations, turning both into neutral events.
final class MapboxMapsSession: AdapterSession {
    let mapView: MapView
    let driver: SessionDriver
    var events: [ObservedEvent] { driver.events }
    private var placed: [String: PointAnnotation] = [:]
    private var declines = false
    private var cancelables = Set<AnyCancelable>()

    init(spec: Spec) throws {
        let camera = CameraOptions(center: CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9784), zoom: 15)
        mapView = MapView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800),  // the suite's neutral view and camera
            mapInitOptions: MapInitOptions(cameraOptions: camera),
            profile: spec.profile == .vendor ? .mapboxMaps : .neutral)
        driver = SessionDriver(view: mapView)
        try apply(spec.map)
        for item in spec.scene { try place(item) }
        // One manager per global z, made in order: each manager's layer lies above the ones made before it.
        let layers = Dictionary(grouping: spec.scene.filter(\.visible), by: \.globalZ)
        for globalZ in layers.keys.sorted() {
            let manager = mapView.annotations.makePointAnnotationManager(id: "layer \(globalZ)")
            manager.annotations = layers[globalZ, default: []].compactMap { placed[$0.id] }
        }
        observe()
    }

    func perform(_ step: Step) throws {
        switch step {
        case .tap(let point), .longPress(let point, _): if try asksBeneath(at: point) { throw Self.passesBeneath }
        default: break
        }
        if try driver.perform(step) { return }
        switch step {
        case .camera(let move) where move.duration > 0:
            // Animated camera steps move linearly (Specs/README.md).
            mapView.camera.ease(to: cameraOptions(move.camera), duration: move.duration, curve: .linear)
        case .camera(let move):
            mapView.mapboxMap.setCamera(to: cameraOptions(move.camera))
        case .set(let settings):
            try apply(settings)
        default:
            throw NotExpressible(reason: "Mapbox Maps has no way to perform a \(step.kind) step")
        }
    }

    func settle(maximum: Double) throws -> Bool { try driver.settle(maximum: maximum) }

    var state: ObservedState {
        let camera = mapView.mapboxMap.cameraState
        return ObservedState(
            camera: Self.latLng(camera.center).map {
                Camera(center: $0, zoom: Double(camera.zoom), bearing: camera.bearing, tilt: Double(camera.pitch))
            }, positions: placed.compactMapValues { Self.latLng($0.point.coordinates) })
    }

    /// Viewport, then limits, then camera, then gesture switches: the order the spec format names.
    private func apply(_ settings: Spec.MapSettings) throws {
        if let viewport = settings.viewport {
            let size = mapView.frame.size
            mapView.frame.size = CGSize(width: viewport.width ?? size.width, height: viewport.height ?? size.height)
        }
        if let limits = settings.limits {
            try mapView.mapboxMap.setCameraBounds(
                with: CameraBoundsOptions(
                    maxZoom: limits.maxZoom.map { CGFloat($0) }, minZoom: limits.minZoom.map { CGFloat($0) },
                    maxPitch: limits.maxTilt.map { CGFloat($0) }))
        }
        if let camera = settings.camera { mapView.mapboxMap.setCamera(to: cameraOptions(camera)) }
        var options = mapView.gestures.options
        if let gestures = settings.gestures {
            options.panEnabled = gestures.scroll ?? options.panEnabled
            options.rotateEnabled = gestures.rotate ?? options.rotateEnabled
            options.pitchEnabled = gestures.tilt ?? options.pitchEnabled
            if let zoom = gestures.zoom {  // Mapbox switches each zoom gesture on its own
                options.pinchEnabled = zoom
                options.doubleTapToZoomInEnabled = zoom
                options.doubleTouchToZoomOutEnabled = zoom
                options.quickZoomEnabled = zoom
            }
        }
        mapView.gestures.options = options
    }

    /// An annotation for a marker item, whose handlers answer as the spec says and record the taps.
    private func place(_ item: Spec.SceneItem) throws {
        guard case .marker(let fields) = item.content, fields.anchor == CGPoint(x: 0.5, y: 1) else {
            throw NotExpressible(reason: "the worked example places icons anchored at their bottom only")
        }
        let coordinate = CLLocationCoordinate2D(
            latitude: fields.position.latitude, longitude: fields.position.longitude)
        var annotation = PointAnnotation(id: item.id, coordinate: coordinate)
        annotation.image = PointAnnotation.Image(image: UIImage(size: fields.size), name: "marker")
        annotation.iconAnchor = .bottom
        annotation.symbolSortKey = Double(item.z)
        switch item.tap {
        case nil: break
        case let answer? where answer == .consume || answer == .propagate:
            let consumes = answer == .consume
            declines = declines || !consumes
            // Weakly: the map view keeps its annotations, and the driver keeps the map view.
            annotation.tapHandler = { [weak driver] context in
                let at = TapLocation(point: context.point, coordinate: Self.latLng(context.coordinate))
                driver?.record(.overlayTap(id: item.id, consumed: consumes, at: at))
                return consumes
            }
            annotation.longPressHandler = { _ in consumes }
        case let other?: throw NotExpressible(reason: "a PointAnnotation handler cannot answer \(other)")
        }
        placed[item.id] = annotation
    }

    private func observe() {
        mapView.gestures.onMapTap.observe { [driver] in
            if let at = Self.latLng($0.coordinate) { driver.record(.mapTap(point: $0.point, coordinate: at)) }
        }.store(in: &cancelables)
        mapView.gestures.onMapLongPress.observe { [driver] in
            if let at = Self.latLng($0.coordinate) { driver.record(.mapLongPress(point: $0.point, coordinate: at)) }
        }.store(in: &cancelables)
        mapView.mapboxMap.onMapIdle.observe { [driver] _ in driver.record(.cameraIdle) }.store(in: &cancelables)
    }

    /// Mapbox asks the annotation beneath when the top one declines (`MapContentGestureManager.handle` goes
    /// down the queried features until a handler returns `true`); the core asks the topmost, then the map. They
    /// differ only where a declining annotation lies over another with a handler.
    private func asksBeneath(at point: CGPoint) throws -> Bool {
        guard declines else { return false }
        let handled = try mapView.core.pickAll(at: point).filter { mapView.core.scene[$0.id]?.tap.hasHandler == true }
        return handled.count > 1
    }

    private static let passesBeneath = NotExpressible(
        reason: "Mapbox passes a declined tap to the annotation beneath, where the core passes it to the map")

    private func cameraOptions(_ camera: Spec.CameraSettings) -> CameraOptions {
        let now = mapView.mapboxMap.cameraState.center
        let center = CLLocationCoordinate2D(
            latitude: camera.latitude ?? now.latitude, longitude: camera.longitude ?? now.longitude)
        return CameraOptions(
            center: center, zoom: camera.zoom.map { CGFloat($0) }, bearing: camera.bearing,
            pitch: camera.tilt.map { CGFloat($0) })
    }

    private static func latLng(_ coordinate: CLLocationCoordinate2D) -> LatLng? {
        try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
}

@available(*, unavailable)
extension MapboxMapsSession: Sendable {}
