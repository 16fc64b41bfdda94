import Foundation
import MapCompatConformance
import MapCompatCore
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

extension TomTomSession {
    /// Applies spec map settings through TomTom's API: the view's frame and `contentInsets`, the camera,
    /// `minZoom`/`maxZoom`, gesture lists, the control policies, the location provider and
    /// `cameraTrackingMode`.
    func apply(_ settings: Spec.MapSettings) throws {
        let unsupported: [(String, Bool)] = [
            ("gestures.stop", settings.gestures?.stop != nil), ("deceleration", settings.deceleration != nil),
            ("controls.zoomButtons", settings.controls?.zoomButtons != nil),
            ("controls.indoorLevelPicker", settings.controls?.indoorLevelPicker != nil),
            ("controls.logo", settings.controls?.logo != nil),
        ]
        if let field = unsupported.first(where: \.1)?.0 {
            throw NotExpressible(reason: "TomTom's API has no \(field) setting", capability: .map(field))
        }
        if let viewport = settings.viewport { try applyViewport(viewport) }
        if let limits = settings.limits { try applyLimits(limits) }
        if let camera = settings.camera { map.moveCamera(try cameraUpdate(for: camera)) }
        if let location = settings.location, location.position != nil || location.heading != nil {
            guard let position = location.position ?? locationProvider.lastPosition else {
                throw MapCompatError(.conflict, field: "location.heading", "a heading needs a position (lat and lng)")
            }
            locationProvider.report(position, heading: location.heading ?? driver.location?.heading)
        }
        if settings.location?.tracking == .noFollow, !showsLocation {
            // TomTom iOS API reference, CameraTrackingMode and LocationIndicator: the location is drawn once the
            // provider reports one, and `.none` is the one mode that does not follow; showing the location
            // before one came, without following it, has no TomTom setting and no trackingModeChanged.
            throw NotExpressible(
                reason: "TomTom's CameraTrackingMode has one .none and draws the location once its provider reports "
                    + "one: before a location comes it cannot show the user's location without following it",
                capability: Self.noFollowMode)
        }
        // Setting the mode TomTom already has changes nothing, as in the core (no trackingModeChanged).
        if let tracking = settings.location?.tracking, CameraTrackingMode(tracking) != map.cameraTrackingMode {
            map.cameraTrackingMode = CameraTrackingMode(tracking)
            if tracking != .none, tracking != .noFollow { hasFollowed = true }
        }
        if let controls = settings.controls { applyControls(controls) }
        applyGestures(settings)
    }

    /// Places the spec's scene as TomTom annotations, bottom first (TomTom has no z-index: later
    /// annotations draw above earlier ones). TomTom's annotations always consume their taps, so only items
    /// whose handler consumes can be placed (the plugin lists `scene.tapHandler.consume` alone).
    func place(_ scene: [Spec.SceneItem]) throws {
        let ordered = scene.enumerated().sorted { a, b in
            (a.element.globalZ, a.element.z, a.offset) < (b.element.globalZ, b.element.z, b.offset)
        }
        for item in ordered.map(\.element) {
            // No handler is placed as a consuming annotation: `decline(_:profile:)` turned away specs that touch it.
            guard item.tap != .propagate else {
                throw MapCompatError(
                    .conflict, field: "scene.\(item.id).tap", "TomTom's annotations always consume taps")
            }
            switch item.content {
            case .marker(let marker):
                var options = MarkerOptions(
                    coordinate: coordinate(marker.position), pinImage: UIImage(size: marker.size), tag: item.id)
                options.placementAnchor = marker.anchor
                try map.addMarker(options: options).isVisible = item.visible
            case .polyline(let line):
                var options = LineOptions(coordinates: line.points.map(coordinate))
                options.lineWidth = line.width
                options.tag = item.id
                _ = try hidden(item, try map.addLine(options: options))
            case .polygon(let polygon):
                var options = PolygonOptions(coordinates: polygon.points.map(coordinate))
                options.tag = item.id
                _ = try hidden(item, try map.addPolygon(options: options))
            case .circle(let circle):
                var options = CircleOptions(coordinate: coordinate(circle.center), radius: circle.radius)
                options.tag = item.id
                _ = try hidden(item, try map.addCircle(options: options))
            case .symbol(let symbol):
                try placeSymbol(item, symbol)
            case .annotation, .indoor:
                throw MapCompatError(.conflict, field: "scene.\(item.id)", "TomTom's API has no \(item.kind)")
            }
        }
    }

    /// A shape as placed, declining a hidden one: TomTom's lines, polygons and circles have no visibility
    /// switch (only `Marker.isVisible`), so the spec is `n/a` here, not an error.
    private func hidden(_ item: Spec.SceneItem, _ shape: ShapeAnnotation) throws -> ShapeAnnotation {
        guard item.visible else {
            throw NotExpressible(
                reason: "TomTom's shapes have no visibility switch (scene.\(item.id).visible)",
                capability: "scene.hiddenShape")
        }
        return shape
    }

    private func coordinate(_ position: LatLng) -> CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude)
    }

    /// Sizes the view (its frame) and sets `contentInsets` (top, left as leading, bottom, right as trailing).
    private func applyViewport(_ settings: Spec.ViewportSettings) throws {
        let current = driver.viewport
        let width = settings.width ?? current.width
        let height = settings.height ?? current.height
        _ = try Viewport(width: width, height: height)
        mapView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        if let insets = settings.insets {
            mapView.contentInsets = NSDirectionalEdgeInsets(
                top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        }
    }

    /// Sets `minZoom`, `maxZoom` (TomTom's scale) and the tilt limit; a zoom TomTom cannot take is a conflict.
    private func applyLimits(_ limits: Spec.LimitSettings) throws {
        let before = driver.diagnostics.entries.count
        if let maxTilt = limits.maxTilt { map.maxTilt = maxTilt }
        if let minZoom = limits.minZoom { map.minZoom = TomTomZoomScale.tomTom(fromNeutral: minZoom) }
        if let maxZoom = limits.maxZoom { map.maxZoom = TomTomZoomScale.tomTom(fromNeutral: maxZoom) }
        if driver.diagnostics.entries.count > before, let ignored = driver.diagnostics.last {
            // TomTom ignores a limit outside its scale (0…22, neutral −1…21); the spec's limit cannot be set.
            throw NotExpressible(
                reason: "TomTom ignores this limit: \(ignored.message)", capability: .map("limits.\(ignored.field)"))
        }
    }

    /// Sets the compass and current-location policies and the scale view.
    private func applyControls(_ controls: Spec.ControlSettings) {
        if let compass = controls.compass {
            mapView.compassButtonVisibilityPolicy = compass ? .visibleWhenNeeded : .hidden
        }
        if let button = controls.locationButton {
            mapView.currentLocationButtonVisibilityPolicy = button ? .visible : .hidden
        }
        if let scale = controls.scaleBar { mapView.isScaleViewVisible = scale }
    }

    /// Sets `disabledGestures` from the spec's switches and list, and the exclusions.
    private func applyGestures(_ settings: Spec.MapSettings) {
        if let switches = settings.gestures {
            let groups: [(Bool?, [GestureKind])] = [
                (switches.scroll, [.pan]), (switches.zoom, [.pinch, .doubleTap, .twoFingerTap, .quickZoom]),
                (switches.rotate, [.rotate]), (switches.tilt, [.tilt]),
            ]
            for case (let on?, let kinds) in groups {
                if on { coarseDisabled.subtract(kinds) } else { coarseDisabled.formUnion(kinds) }
            }
        }
        if let disabled = settings.disabledGestures { fineDisabled = Set(disabled) }
        let off = fineDisabled.union(coarseDisabled)
        map.disabledGestures = GestureKind.allCases.filter(off.contains).map(MapGestureDisableOption.init)
        for (kind, blockers) in (settings.exclusions ?? [:]).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            map.setExclusiveGestures(gesture: GestureType(kind), blockedGestures: blockers.map(GestureType.init))
        }
    }

    /// The controls as the view shows them: TomTom has no zoom buttons or indoor level picker.
    var controls: [MapControl: Expectation.ControlVisibility] {
        var controls: [MapControl: Expectation.ControlVisibility] = [
            .zoomIn: .hidden, .zoomOut: .hidden, .indoorLevelPicker: .hidden,
        ]
        for control: MapControl in [.compass, .scaleBar, .locationButton, .logo] {
            controls[control] = Expectation.ControlVisibility(rawValue: driver.visibility(of: control).rawValue)
        }
        return controls
    }
}

extension CameraTrackingMode {
    /// TomTom's mode for a core one: `noFollow` is TomTom's `.none` with the location shown.
    init(_ mode: TrackingMode) {
        switch mode {
        case .none, .noFollow: self = .none
        case .follow: self = .followNorthUp()
        case .followWithHeading: self = .followDirection()
        }
    }
}
