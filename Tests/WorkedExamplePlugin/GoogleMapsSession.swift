import MapCompatConformance
import MapCompatCore
import WorkedExampleAdapter

/// One run: a `GMSMapView` built from the spec, driven by a ``SessionDriver``; the session is the map's
/// delegate and turns Google's callbacks into neutral events.
final class GoogleMapsSession: AdapterSession, GMSMapViewDelegate {
    let mapView: GMSMapView
    let driver: SessionDriver
    var events: [ObservedEvent] { driver.events }
    private var markers: [String: GMSMarker] = [:]
    private var answers: [ObjectIdentifier: (id: String, consumes: Bool)] = [:]

    init(spec: Spec) throws {
        mapView = GMSMapView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800),  // the suite's neutral view and camera
            camera: GMSCameraPosition(latitude: 37.5666, longitude: 126.9784, zoom: 15),
            profile: spec.profile == .vendor ? .googleMaps : .neutral)
        driver = SessionDriver(view: mapView)
        try apply(spec.map)
        for item in spec.scene { try place(item) }
        mapView.delegate = self
    }

    func perform(_ step: Step) throws {
        if case .longPress(let point, _) = step, try pressesATappableMarker(point) {
            throw NotExpressible(reason: "the Maps SDK asks the app nothing for a long press on a marker")
        }
        if try driver.perform(step) { return }
        switch step {
        case .camera(let move):
            guard move.duration == 0 else {
                throw NotExpressible(reason: "the Maps SDK animates with its own duration, not the step's")
            }
            mapView.moveCamera(.setCamera(position(move.camera)))
        case .set(let settings):
            try apply(settings)
        default:
            throw NotExpressible(reason: "the Maps SDK has no way to perform a \(step.kind) step")
        }
    }

    func settle(maximum: Double) throws -> Bool { try driver.settle(maximum: maximum) }

    var state: ObservedState {
        let camera = mapView.camera
        var state = ObservedState()
        if let center = try? LatLng(latitude: camera.target.latitude, longitude: camera.target.longitude) {
            state.camera = Camera(
                center: center, zoom: Double(camera.zoom), bearing: camera.bearing, tilt: camera.viewingAngle)
        }
        state.positions = markers.compactMapValues {
            try? LatLng(latitude: $0.position.latitude, longitude: $0.position.longitude)
        }
        return state
    }

    /// Viewport, then limits, then camera, then gesture switches: the order the spec format names.
    private func apply(_ settings: Spec.MapSettings) throws {
        if let viewport = settings.viewport {
            let size = mapView.frame.size
            mapView.frame.size = CGSize(width: viewport.width ?? size.width, height: viewport.height ?? size.height)
        }
        if let limits = settings.limits {
            mapView.setMinZoom(
                limits.minZoom.map(Float.init) ?? mapView.minZoom,
                maxZoom: limits.maxZoom.map(Float.init) ?? mapView.maxZoom)
        }
        if let camera = settings.camera { mapView.camera = position(camera) }
        if let gestures = settings.gestures {
            mapView.settings.scrollGestures = gestures.scroll ?? mapView.settings.scrollGestures
            mapView.settings.zoomGestures = gestures.zoom ?? mapView.settings.zoomGestures
            mapView.settings.rotateGestures = gestures.rotate ?? mapView.settings.rotateGestures
            mapView.settings.tiltGestures = gestures.tilt ?? mapView.settings.tiltGestures
        }
    }

    private func place(_ item: Spec.SceneItem) throws {
        guard case .marker(let fields) = item.content else {
            throw NotExpressible(reason: "the worked example places markers only")
        }
        let marker = GMSMarker(position: coordinate(fields.position))
        marker.icon = UIImage(size: fields.size)
        marker.groundAnchor = fields.anchor
        marker.zIndex = Int32(clamping: item.z)
        switch item.tap {
        case nil: marker.isTappable = false
        case .consume?: answers[ObjectIdentifier(marker)] = (item.id, true)
        case .propagate?: answers[ObjectIdentifier(marker)] = (item.id, false)
        case let other?: throw NotExpressible(reason: "a GMSMarker tap cannot answer \(other)")
        }
        markers[item.id] = marker
        if item.visible { marker.map = mapView }
    }

    func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) {
        guard let position = neutral(coordinate) else { return }
        driver.record(.mapTap(point: mapView.projection.point(for: coordinate), coordinate: position))
    }

    func mapView(_ mapView: GMSMapView, didLongPressAt coordinate: CLLocationCoordinate2D) {
        guard let position = neutral(coordinate) else { return }
        driver.record(.mapLongPress(point: mapView.projection.point(for: coordinate), coordinate: position))
    }

    func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool {
        guard let answer = answers[ObjectIdentifier(marker)] else { return false }
        driver.record(.overlayTap(id: answer.id, consumed: answer.consumes))
        return answer.consumes
    }

    func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) { driver.record(.cameraIdle) }

    private func position(_ camera: Spec.CameraSettings) -> GMSCameraPosition {
        let now = mapView.camera
        return GMSCameraPosition(
            target: CLLocationCoordinate2D(
                latitude: camera.latitude ?? now.target.latitude, longitude: camera.longitude ?? now.target.longitude),
            zoom: camera.zoom.map(Float.init) ?? now.zoom, bearing: camera.bearing ?? now.bearing,
            viewingAngle: camera.tilt ?? now.viewingAngle)
    }

    /// Whether a long press at `point` lands on a tappable marker while some marker's app would consume it.
    private func pressesATappableMarker(_ point: CGPoint) throws -> Bool {
        guard answers.values.contains(where: \.consumes) else { return false }
        return try mapView.core.pickAll(at: point).contains { mapView.core.scene[$0.id]?.tap.hasHandler == true }
    }

    private func coordinate(_ position: LatLng) -> CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude)
    }

    private func neutral(_ coordinate: CLLocationCoordinate2D) -> LatLng? {
        try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
}

@available(*, unavailable)
extension GoogleMapsSession: Sendable {}
