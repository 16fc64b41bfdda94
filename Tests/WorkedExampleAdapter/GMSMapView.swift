/// A map in a view (Google's `GMSMapView`,
/// https://developers.google.com/maps/documentation/ios-sdk/reference/objc/Classes/GMSMapView), over the
/// neutral core. It renames and reshapes only: every rule (gestures, hit testing, what a declined marker tap
/// does, markers above shapes) is the profile's.
open class GMSMapView: UIView, CoreBackedView {
    /// The neutral map behind the view.
    public let core: InteractiveMap
    /// Receives camera, tap and marker callbacks.
    open weak var delegate: (any GMSMapViewDelegate)?
    /// The gesture switches.
    public let settings: GMSUISettings
    private var markers: [SceneItemID: GMSMarker] = [:]
    private var nextMarker = 0

    /// A map of `frame`'s size showing `camera`, following `profile` (Google's by default).
    ///
    /// Google's initializer does not throw, and neither does this one: a frame with no area gets the neutral
    /// viewport and a camera that is not finite the core's default, each reported on `core.diagnostics`.
    public init(frame: CGRect, camera: GMSCameraPosition, profile: InteractionProfile = .googleMaps) {
        let sized = try? Viewport(width: Double(frame.width), height: Double(frame.height))
        core = InteractiveMap(
            profile: profile, cameraOrDefault: camera.neutral ?? InteractiveMap.defaultCamera,
            viewport: sized ?? .neutral)
        if sized == nil {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "GMSMapView.frame", value: "\(frame)", action: .replaced(with: "the neutral viewport"),
                    message: "a map view needs an area"))
        }
        if camera.neutral == nil {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "GMSMapView.camera", value: "\(camera)", action: .replaced(with: "the default camera"),
                    message: "the camera is not a valid position"))
        }
        settings = GMSUISettings(core: core)
        super.init(frame: frame)
        core.overlayPressHandler = { [unowned self] id, press in
            // Google asks `didTap` for taps only; a long press on a marker reaches the map.
            guard press == .tap, let marker = markers[id] else { return false }
            return delegate?.mapView(self, didTap: marker) ?? false
        }
        _ = core.addObserver { [unowned self] in forward($0.event) }
    }

    /// The camera now; setting it moves at once.
    open var camera: GMSCameraPosition {
        get { GMSCameraPosition(core.camera) }
        set { moveCamera(GMSCameraUpdate.setCamera(newValue)) }
    }

    /// Converts between points and coordinates for the camera now.
    open var projection: GMSProjection { GMSProjection(transform: core.transform) }

    /// The marker the map's default selection chose, if any.
    open var selectedMarker: GMSMarker? { core.selectedMarker.flatMap { markers[$0] } }

    /// Applies `update` at once.
    open func moveCamera(_ update: GMSCameraUpdate) { move(update, animated: false) }

    /// Applies `update` with the SDK's own animation.
    open func animate(with cameraUpdate: GMSCameraUpdate) { move(cameraUpdate, animated: true) }

    /// The smallest zoom the camera may show.
    open var minZoom: Float { Float(core.limits.minZoom) }
    /// The largest zoom the camera may show.
    open var maxZoom: Float { Float(core.limits.maxZoom) }

    /// Sets the zoom range; an inverted range is ignored, as Google does, and reported on
    /// `core.diagnostics`.
    open func setMinZoom(_ minZoom: Float, maxZoom: Float) {
        let current = core.limits
        do {
            core.setLimits(
                try CameraLimits(
                    minZoom: Double(minZoom), maxZoom: Double(maxZoom), maxTilt: current.maxTilt,
                    bounds: current.bounds))
        } catch {
            core.diagnostics.report(MapDiagnostic(error, value: "\(minZoom)...\(maxZoom)"))
        }
    }

    /// Keeps the core's viewport the size of the view.
    override open func boundsDidChangeSize() {
        guard let viewport = try? Viewport(width: Double(bounds.width), height: Double(bounds.height)) else {
            return
        }
        core.setViewport(viewport)
    }

    private func move(_ update: GMSCameraUpdate, animated: Bool) {
        let target = update.apply(core.camera)
        let transition =
            animated
            ? (try? CameraTransition(duration: core.profile.animatedMoveDuration, curve: core.profile.animatedMoveCurve))
            : nil
        do {
            try core.moveCamera(to: target, transition: transition ?? .immediate)
        } catch {
            core.diagnostics.report(MapDiagnostic(error, value: "\(target)"))
        }
    }

    func place(_ marker: GMSMarker) {
        let id = markers.first { $0.value === marker }?.key ?? SceneItemID("gms-\(nextMarker)")
        if markers[id] == nil { nextMarker += 1 }
        markers[id] = marker
        do {
            let position = try LatLng(latitude: marker.position.latitude, longitude: marker.position.longitude)
            let shape = try MarkerShape(
                position: position, size: marker.icon?.size ?? MarkerShape.defaultSize, anchor: marker.groundAnchor)
            let item = try SceneItem(
                id: id, shape: .marker(shape), z: Int(marker.zIndex), tap: marker.isTappable ? .decide : .none)
            if core.scene.contains(id) { try core.scene.update(item) } else { try core.scene.add(item) }
        } catch {
            core.diagnostics.report(MapDiagnostic(error, value: "\(marker.position)"))
        }
    }

    func remove(_ marker: GMSMarker) {
        guard let id = markers.first(where: { $0.value === marker })?.key else { return }
        markers[id] = nil
        _ = try? core.scene.remove(id)
    }

    private func forward(_ event: MapEvent) {
        guard let delegate else { return }
        switch event {
        case .cameraWillChange(let reason, _): delegate.mapView(self, willMove: reason == .gesture)
        case .cameraChanging, .cameraDidChange: delegate.mapView(self, didChange: camera)
        case .cameraIdle: delegate.mapView(self, idleAt: camera)
        case .mapTap(_, let coordinate): delegate.mapView(self, didTapAt: Self.coordinate(coordinate))
        case .mapLongPress(_, let coordinate): delegate.mapView(self, didLongPressAt: Self.coordinate(coordinate))
        default: break
        }
    }

    private static func coordinate(_ position: LatLng) -> CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude)
    }
}
