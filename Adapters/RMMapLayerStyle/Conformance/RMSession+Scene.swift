import Foundation
import MapCompatConformance
import MapCompatCore
import RMMapLayerStyle

extension RMSession {
    /// Places a scene item through route-me's API: annotations and markers are `RMAnnotation`s with an
    /// `RMMarker` layer; route-me has nothing else to place.
    func place(_ item: Spec.SceneItem) throws {
        try recorder.stack(item)
        switch item.content {
        case .annotation(let fields):
            let annotation = makeAnnotation(
                at: fields.position, title: fields.title, size: fields.size, anchor: fields.anchor)
            annotation.subtitle = fields.subtitle
            annotation.isEnabled = fields.enabled
            annotation.layer.zPosition = CGFloat(item.z)
            annotation.layer.canShowCallout = fields.callout
            annotation.layer.calloutOffset = fields.calloutOffset
            if fields.accessories.contains(.left) {
                annotation.layer.leftCalloutAccessoryView = UIControl(frame: .zero)
            }
            if fields.accessories.contains(.right) {
                annotation.layer.rightCalloutAccessoryView = UIControl(frame: .zero)
            }
            guard item.visible else { return }
            add(annotation, id: item.id)
            if fields.draggable { recorder.draggable.insert(item.id) }
        case .marker(let fields):
            // A marker is an annotation whose tap ends at `tap(on:onMap:)`: a handler that consumes. A
            // marker without a handler lets taps through, as a disabled annotation does. route-me cannot
            // pass a tap on to the map after `tap(on:onMap:)`.
            if item.tap == .propagate { throw Self.noPropagation }
            let annotation = makeAnnotation(at: fields.position, title: nil, size: fields.size, anchor: fields.anchor)
            annotation.isEnabled = item.tap == .consume
            annotation.layer.zPosition = CGFloat(item.z)
            annotation.layer.isHidden = !item.visible
            recorder.overlays.insert(item.id)
            add(annotation, id: item.id)
        case .polyline(let fields):
            let shape: RMShape = RMShape(view: map)
            shape.lineWidth = Float(fields.width)
            for point in fields.points { shape.addLine(to: coordinate(point)) }
            try placeShape(shape, at: fields.points.first, item)
        case .polygon(let fields):
            let shape: RMShape = RMShape(view: map)
            shape.fillColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            for ring in [fields.points] + fields.holes {
                guard let first = ring.first else { continue }
                shape.move(to: coordinate(first))
                for point in ring.dropFirst() { shape.addLine(to: coordinate(point)) }
                shape.closePath()
            }
            try placeShape(shape, at: fields.points.first, item)
        case .circle(let fields):
            let circle: RMCircle = RMCircle(view: map, radiusInMeters: CGFloat(fields.radius))
            try placeShape(circle, at: fields.center, item)
        default:
            throw MapCompatError(.conflict, field: "scene", "route-me's API places annotations and their layers only")
        }
    }

    private static let noPropagation = NotExpressible(
        reason: "route-me's annotation taps end at tap(on:onMap:); none propagates",
        capability: .scene("tapHandler.propagate"))

    private func coordinate(_ position: LatLng) -> CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude)
    }

    /// Places an RMShape or RMCircle layer on an annotation: its taps arrive through `tap(on:onMap:)`,
    /// which ends them (a handler that consumes); a disabled annotation lets them through.
    private func placeShape(_ layer: RMMapLayer, at position: LatLng?, _ item: Spec.SceneItem) throws {
        if item.tap == .propagate { throw Self.noPropagation }
        guard let position else { throw MapCompatError(.conflict, field: "scene.points", "a shape needs points") }
        let annotation: RMAnnotation = RMAnnotation(mapView: map, coordinate: coordinate(position), andTitle: nil)
        annotation.layer = layer
        annotation.isEnabled = item.tap == .consume
        layer.zPosition = CGFloat(item.z)
        layer.isHidden = !item.visible
        recorder.overlays.insert(item.id)
        add(annotation, id: item.id)
    }

    private func makeAnnotation(at position: LatLng, title: String?, size: CGSize, anchor: CGPoint) -> RMAnnotation {
        let annotation: RMAnnotation = RMAnnotation(
            mapView: map,
            coordinate: CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude),
            andTitle: title)
        let marker: HandedDragStateMarker = HandedDragStateMarker(uiImage: nil, anchorPoint: anchor)
        marker.bounds = CGRect(origin: .zero, size: size)
        marker.onHanded = { [weak recorder, weak annotation] state in
            guard let recorder, let annotation else { return }
            recorder.handed(state, to: annotation)
        }
        annotation.layer = marker
        return annotation
    }

    private func add(_ annotation: RMAnnotation, id: String) {
        recorder.ids[ObjectIdentifier(annotation)] = id
        map.addAnnotation(annotation)
    }

    /// A programmatic move: route-me moves at once, or animated over its own duration, and never turns or
    /// tilts the map.
    func moveCamera(_ move: Step.CameraMove) throws {
        guard move.camera.isFlat else {
            throw NotExpressible(reason: "route-me's map is always north up and flat", capability: .step(.camera))
        }
        guard move.duration == 0 else {
            // setZoom(_:at:animated:) and setCenter(_:animated:) take a flag, not a duration.
            throw NotExpressible(
                reason: "route-me animates a move over its own duration (setCenter(_:animated:) takes no "
                    + "duration), so a move's given duration cannot be named")
        }
        let center = map.centerCoordinate
        let target = CLLocationCoordinate2D(
            latitude: move.camera.latitude ?? center.latitude, longitude: move.camera.longitude ?? center.longitude)
        let zoom = move.camera.zoom.map { Float(RMZoomScale.routeMe(fromNeutral: $0)) } ?? map.zoom
        map.setZoom(zoom, at: target, animated: false)
    }

    /// The location part of the settings: a fix arrives as Core Location's would (`handle(_:)`), and the
    /// tracking mode is set through `setUserTrackingMode(_:animated:)`.
    func apply(_ location: Spec.LocationSettings) throws {
        // route-me's "none" with the user's location shown is the neutral noFollow; without it, none. Turning
        // the location on only to turn it off again would pass through noFollow.
        map.showsUserLocation = location.tracking != TrackingMode.none
        try report(location)
        guard let tracking = location.tracking else { return }
        if tracking == .followWithHeading {
            throw NotExpressible(
                reason: "route-me's followWithHeading turns the map's layer to the heading, but RMMapView has no "
                    + "heading or bearing to read, so the turn cannot be observed")
        }
        switch tracking {
        case .none: map.setUserTrackingMode(RMUserTrackingModeNone, animated: false)
        case .noFollow: map.setUserTrackingMode(RMUserTrackingModeNone, animated: false)
        case .follow: map.setUserTrackingMode(RMUserTrackingModeFollow, animated: false)
        case .followWithHeading: break
        }
    }

    /// Hands a fix to the map, as the device's location source would.
    func report(_ location: Spec.LocationSettings) throws {
        guard location.position != nil || location.heading != nil else { return }
        guard let position = location.position ?? driver.location?.position else {
            throw MapCompatError(.conflict, field: "location.heading", "a heading needs a position (lat and lng)")
        }
        // A heading stays until the source reports another: Core Location reports headings apart from fixes.
        map.handle(try LocationFix(position: position, heading: location.heading ?? driver.location?.heading))
    }
}
