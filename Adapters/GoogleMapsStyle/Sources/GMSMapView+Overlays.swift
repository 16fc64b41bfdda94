import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The overlays on the map: markers as the core's annotations, polylines, polygons and circles as its scene
/// shapes, kept in step with every property the core hit-tests. An overlay the core refuses (a coordinate that
/// is not valid, a negative radius) stays on the map but takes no taps until it is fixed, and the refusal is
/// reported on `core.diagnostics`.
extension GMSMapView {
    /// The selected marker, whose info window shows (if it has one); setting a marker on this map selects it
    /// (asking the delegate for its info window), `nil` deselects. A marker that is not on this map, or not
    /// tappable, is not selected, and the attempt is reported on `core.diagnostics`.
    public var selectedMarker: GMSMarker? {
        get { core.selectedAnnotationID.flatMap { markers[$0] } }
        set {
            guard let newValue else { return core.deselectAnnotation() }
            guard let id = annotationID(of: newValue), (try? core.selectAnnotation(id)) == true else {
                core.diagnostics.report(
                    MapDiagnostic(
                        field: "GMSMapView.selectedMarker", value: newValue.title ?? "marker", action: .ignored,
                        message: "the marker is not a tappable marker on this map"))
                return
            }
        }
    }

    /// Removes every marker, polyline, polygon and circle (their ``GMSOverlay/map`` becomes `nil`); the location
    /// dot, the map type and the basemap's points of interest stay.
    public func clear() {
        let overlays = Array(markers.values) + Array(shapes.values)
        for overlay in overlays where overlay.map === self { overlay.map = nil }
    }

    /// Puts a point of interest on the basemap — the headless stand-in for Google's map data, whose taps reach
    /// ``GMSMapViewDelegate/mapView(_:didTapPOIWithPlaceID:name:location:)``.
    ///
    /// MapCompat addition: Google's basemap brings its own places. The label is hit by a box of `size`
    /// centred on `location`.
    ///
    /// - Throws: `MapCompatError` naming `location` or `size` when they cannot be drawn.
    public func addBasemapPOI(
        placeID: String, name: String, location: CLLocationCoordinate2D,
        size: CGSize = SymbolShape.defaultSize
    ) throws(MapCompatError) {
        let position = try Self.located("location") { () throws(MapCompatError) in try location.latLng() }
        let id = SceneItemID("poi-\(placeID)")
        let item = try SceneItem(id: id, shape: .symbol(try SymbolShape(position: position, caption: name, size: size)))
        if core.scene.contains(id) { try core.scene.update(item) } else { try core.scene.add(item) }
        pointsOfInterest[id] = PointOfInterest(placeID: placeID, name: name, location: location)
    }

    // MARK: Keeping the core in step

    /// The overlay joined this map (its ``GMSOverlay/map`` was set).
    func add(_ overlay: GMSOverlay) {
        let key = ObjectIdentifier(overlay)
        guard overlayIDs[key] == nil else { return refresh(overlay) }
        nextOverlayNumber += 1
        let name = "gms-\(nextOverlayNumber)"
        overlayIDs[key] = name
        if let marker = overlay as? GMSMarker {
            markers[AnnotationID(name)] = marker
        } else {
            shapes[SceneItemID(name)] = overlay
        }
        refresh(overlay)
    }

    /// The overlay left this map: the core forgets it (a selected marker is deselected first, so its info window
    /// closes), then the map lets it go.
    func remove(_ overlay: GMSOverlay) {
        guard let name = overlayIDs[ObjectIdentifier(overlay)] else { return }
        if overlay is GMSMarker {
            if core.annotation(AnnotationID(name)) != nil { try? core.removeAnnotation(AnnotationID(name)) }
            markers[AnnotationID(name)] = nil
            if drag?.id == AnnotationID(name) { drag = nil }
        } else {
            _ = try? core.scene.remove(SceneItemID(name))
            shapes[SceneItemID(name)] = nil
        }
        overlayIDs[ObjectIdentifier(overlay)] = nil
    }

    /// Brings the core's annotation or shape in line with the overlay's properties.
    func refresh(_ overlay: GMSOverlay) {
        guard let name = overlayIDs[ObjectIdentifier(overlay)] else { return }
        if let marker = overlay as? GMSMarker {
            place(marker, as: AnnotationID(name))
        } else {
            place(overlay, as: SceneItemID(name))
        }
    }

    private func place(_ marker: GMSMarker, as id: AnnotationID) {
        do {
            let annotation = try annotation(of: marker, id: id)
            if core.annotation(id) != nil {
                try core.updateAnnotation(annotation)
            } else {
                try core.addAnnotation(annotation)
            }
        } catch {
            if core.annotation(id) != nil { try? core.removeAnnotation(id) }
            report(error, value: "\(marker.position.latitude), \(marker.position.longitude)", type: "GMSMarker")
        }
    }

    private func place(_ overlay: GMSOverlay, as id: SceneItemID) {
        do {
            guard let shape = try overlay.coreShape() else {
                if core.scene.contains(id) { _ = try? core.scene.remove(id) }
                return
            }
            let item = try SceneItem(
                id: id, shape: shape, z: Int(overlay.zIndex), tap: overlay.isTappable ? .decide : .none)
            if core.scene.contains(id) { try core.scene.update(item) } else { try core.scene.add(item) }
        } catch {
            if core.scene.contains(id) { _ = try? core.scene.remove(id) }
            report(error, value: overlay.shapeSummary, type: overlay.googleTypeName)
        }
    }

    /// The core annotation a marker is: its icon's box on its position, its title and snippet for the info
    /// window, whose anchor is the icon's ``GMSMarker/infoWindowAnchor``.
    private func annotation(of marker: GMSMarker, id: AnnotationID) throws(MapCompatError) -> Annotation {
        let position = try Self.located("position") { () throws(MapCompatError) in try marker.position.latLng() }
        let size = marker.iconSize
        let anchor = marker.infoWindowAnchor
        // The core's callout sits on the top centre of the box; Google's on the info window anchor.
        let offset = CGPoint(x: (anchor.x - 0.5) * size.width, y: anchor.y * size.height)
        return try Annotation(
            id: id, coordinate: position, size: size, anchor: marker.groundAnchor, z: Int(marker.zIndex),
            title: marker.title, subtitle: marker.snippet, isEnabled: marker.isTappable, canShowCallout: true,
            calloutOffset: offset, isDraggable: marker.isDraggable)
    }

    /// Runs a conversion and names its failing field under `field` (`position.latitude`).
    static func located<T>(_ field: String, _ body: () throws(MapCompatError) -> T) throws(MapCompatError) -> T {
        do {
            return try body()
        } catch {
            throw MapCompatError(error.code, field: "\(field).\(error.field)", error.message)
        }
    }

    // MARK: Lookups

    /// The core annotation of a marker on this map.
    func annotationID(of marker: GMSMarker) -> AnnotationID? {
        overlayIDs[ObjectIdentifier(marker)].map { AnnotationID($0) }
    }

    /// The core's name for an overlay on this map (`gms-3`): MapCompat addition, for tests that aim at it
    /// through the core (MapCompatTesting's `tap(on:)` uses it).
    public func coreID(of overlay: GMSOverlay) -> String? {
        overlayIDs[ObjectIdentifier(overlay)]
    }
}
