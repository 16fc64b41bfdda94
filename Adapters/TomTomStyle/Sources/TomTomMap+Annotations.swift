import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Markers and shapes as TomTom's `AnnotationsActions` spell them. Each is a core scene item that consumes
/// its taps (TomTom reports them as ``MapInteraction/tappedOnAnnotation(annotation:coordinate:)``, never as
/// a map tap); later annotations draw, and so take taps, above earlier ones.
extension TomTomMap {
    /// The annotations on the map, oldest first (a MapCompat addition).
    public var annotations: [any Annotation] { annotationOrder.compactMap { annotationsByID[$0] } }

    /// The markers on the map, oldest first (a MapCompat addition).
    public var markers: [Marker] { annotations.compactMap { $0 as? Marker } }

    /// Adds a marker.
    ///
    /// - Throws: `MapCompatError` naming `coordinate` when it is not a position, or the pin's size or anchor
    ///   when they cannot be drawn (TomTom throws `AnnotationServiceError.invalidCoordinate` then).
    @discardableResult
    public func addMarker(options: MarkerOptions) throws(MapCompatError) -> Marker {
        let shape = try Marker.shape(options.coordinate, options.pinImage, options.placementAnchor)
        let id = try addItem(.marker(shape), prefix: "marker")
        let marker = Marker(sceneItemID: id, options: options, map: self)
        annotationsByID[id] = marker
        return marker
    }

    /// Adds a line.
    ///
    /// - Throws: `MapCompatError` naming `coordinates` (fewer than two, or not positions) or `lineWidth`.
    @discardableResult
    public func addLine(options: LineOptions) throws(MapCompatError) -> Line {
        let points = try positions(options.coordinates, field: "coordinates")
        let id = try addItem(.polyline(try PolylineShape(points: points, width: options.lineWidth)), prefix: "line")
        let line = Line(sceneItemID: id, options: options, map: self)
        annotationsByID[id] = line
        return line
    }

    /// Adds a filled area.
    ///
    /// - Throws: `MapCompatError` naming `coordinates` (fewer than three, or not positions).
    @discardableResult
    public func addPolygon(options: PolygonOptions) throws(MapCompatError) -> Polygon {
        let ring = try positions(options.coordinates, field: "coordinates")
        let id = try addItem(.polygon(try PolygonShape(exterior: ring)), prefix: "polygon")
        let polygon = Polygon(sceneItemID: id, options: options, map: self)
        annotationsByID[id] = polygon
        return polygon
    }

    /// Adds a circle.
    ///
    /// - Throws: `MapCompatError` naming `coordinate` or `radius` (negative or not finite).
    @discardableResult
    public func addCircle(options: CircleOptions) throws(MapCompatError) -> Circle {
        let center = try options.coordinate.latLng(field: "coordinate")
        let id = try addItem(.circle(try CircleShape(center: center, radius: options.radius)), prefix: "circle")
        let circle = Circle(sceneItemID: id, options: options)
        annotationsByID[id] = circle
        return circle
    }

    /// Removes an annotation of this map; anything else is ignored.
    public func remove(annotation: any Annotation) {
        guard let id = sceneItemID(of: annotation) else { return }
        _ = try? core.scene.remove(id)
        annotationsByID[id] = nil
        annotationOrder.removeAll { $0 == id }
        (annotation as? Marker)?.map = nil
        (annotation as? ShapeAnnotation)?.map = nil
    }

    /// Removes every annotation.
    public func removeAnnotations() {
        for annotation in annotations { remove(annotation: annotation) }
    }

    /// Marks an annotation of this map selected; it keeps reporting taps as before.
    public func select(annotation: any Annotation) {
        setSelected(annotation, true)
    }

    /// Marks an annotation of this map not selected.
    public func deselect(annotation: any Annotation) {
        setSelected(annotation, false)
    }

    // MARK: Scene items

    /// Replaces the geometry and visibility of an annotation's scene item.
    func replaceItem(_ id: SceneItemID, shape: SceneShape, isVisible: Bool? = nil) throws(MapCompatError) {
        let old = core.scene[id]
        try core.scene.update(
            SceneItem(
                id: id, shape: shape, z: old?.z ?? 0, globalZ: old?.globalZ ?? 0,
                isVisible: isVisible ?? old?.isVisible ?? true, tap: .consume))
    }

    /// Where an annotation stands, for a tap whose point is unknown.
    func annotationCoordinate(_ annotation: any Annotation) -> CLLocationCoordinate2D {
        switch annotation {
        case let marker as Marker: marker.coordinate
        case let circle as Circle: circle.coordinate
        case let line as Line: line.coordinates.first ?? CLLocationCoordinate2D(core.camera.center)
        case let polygon as Polygon: polygon.coordinates.first ?? CLLocationCoordinate2D(core.camera.center)
        default: CLLocationCoordinate2D(core.camera.center)
        }
    }

    /// Whether taps on an annotation are reported.
    func isSelectable(_ annotation: any Annotation) -> Bool { annotation.isSelectable }

    /// Adds a consuming scene item on top of the others and returns its id.
    private func addItem(_ shape: SceneShape, prefix: String) throws(MapCompatError) -> SceneItemID {
        let id = SceneItemID("tomtom-\(prefix)-\(annotationCount + 1)")
        try core.scene.add(SceneItem(id: id, shape: shape, tap: .consume))
        annotationCount += 1
        annotationOrder.append(id)
        return id
    }

    /// The core positions of coordinates, naming `field[i]` for the first that is not one.
    func positions(_ coordinates: [CLLocationCoordinate2D], field: String) throws(MapCompatError) -> [LatLng] {
        var result: [LatLng] = []
        for (index, coordinate) in coordinates.enumerated() {
            result.append(try coordinate.latLng(field: "\(field)[\(index)]"))
        }
        return result
    }

    /// The scene item of an annotation of this map, if it is one.
    private func sceneItemID(of annotation: any Annotation) -> SceneItemID? {
        let id: SceneItemID
        switch annotation {
        case let marker as Marker: id = marker.sceneItemID
        case let shape as ShapeAnnotation: id = shape.sceneItemID
        default: return nil
        }
        return annotationsByID[id] === annotation ? id : nil
    }

    private func setSelected(_ annotation: any Annotation, _ selected: Bool) {
        guard sceneItemID(of: annotation) != nil else { return }
        switch annotation {
        case let marker as Marker: marker.isSelected = selected
        case let shape as ShapeAnnotation: shape.isSelected = selected
        default: break
        }
    }
}
