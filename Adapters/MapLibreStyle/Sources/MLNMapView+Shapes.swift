import Foundation
import MapCompatCore

/// Shape annotations (``MLNPolyline``, ``MLNPolygon``) as the core's scene items.
///
/// MapLibre selects a shape annotation on a tap: `annotationTagAtPoint:persistingResults:` in maplibre-native
/// `platform/ios/src/MLNMapView.mm` queries shape annotations beside point annotations, keeps those the
/// delegate's `mapView:shapeAnnotationIsEnabled:` allows, and `handleSingleTapGesture:` selects the one it
/// finds, which calls `mapView:didSelectAnnotation:`. Here each shape is a core scene item that consumes taps
/// when enabled; the core hit-tests its line or area (holes included) and reports the tap as an `overlayTap`,
/// which the view turns into the selection. The view keeps which shape is selected; the core's annotation
/// selection covers point annotations only. A selected shape shows no callout here (MapLibre can show one for a
/// titled shape whose delegate allows it), and a tap that a point annotation and a shape both reach goes to the
/// point annotation, where MapLibre ranks the two kinds together by distance.
extension MLNMapView {
    /// The scene item for a shape record: a polyline with the delegate's line width, or a polygon with its
    /// interior polygons as holes; `nil` for a bare ``MLNMultiPoint``, which MapLibre does not draw.
    func sceneItem(_ id: AnnotationID, _ shape: MLNMultiPoint) throws(MapCompatError) -> SceneItem? {
        let enabled = delegate?.mapView(self, shapeAnnotationIsEnabled: shape) ?? true
        let geometry: SceneShape
        if let polygon = shape as? MLNPolygon {
            var holes: [[LatLng]] = []
            for interior in polygon.interiorPolygons ?? [] { holes.append(try Self.positions(interior)) }
            geometry = .polygon(try PolygonShape(exterior: try Self.positions(polygon), holes: holes))
        } else if let line = shape as? MLNPolyline {
            let width = delegate?.mapView(self, lineWidthForPolylineAnnotation: line) ?? 3
            geometry = .polyline(try PolylineShape(points: try Self.positions(line), width: Double(width)))
        } else {
            return nil
        }
        return try SceneItem(id: SceneItemID(id.rawValue), shape: geometry, tap: enabled ? .consume : .none)
    }

    private static func positions(_ shape: MLNMultiPoint) throws(MapCompatError) -> [LatLng] {
        var positions: [LatLng] = []
        for coordinate in shape.coordinates { positions.append(try coordinate.latLng()) }
        return positions
    }

    /// Puts a shape's scene item in the core's scene, or replaces it.
    func placeShape(_ id: AnnotationID, _ shape: MLNMultiPoint) throws(MapCompatError) {
        let itemID = SceneItemID(id.rawValue)
        guard let item = try sceneItem(id, shape) else { return }
        if core.scene.contains(itemID) {
            try core.scene.update(item)
        } else {
            try core.scene.add(item)
        }
    }

    /// Takes a shape's scene item out of the core's scene, deselecting the shape first.
    func removeShape(_ id: AnnotationID) {
        if selectedShapeID == id { deselectShape() }
        let itemID = SceneItemID(id.rawValue)
        guard core.scene.contains(itemID) else { return }
        do { _ = try core.scene.remove(itemID) } catch { ignore(error, value: "\(id)") }
    }

    /// Selects a shape the core reported a tap on (or the app selected): the previous selection ends first,
    /// and a shape already selected is left as it is (`selectAnnotation:…` returns early for the selection).
    func selectShape(_ id: AnnotationID) {
        guard let record = records[id], record.annotation is MLNMultiPoint, selectedShapeID != id else { return }
        deselectShape()
        if let selected = core.selectedAnnotationID { core.deselectAnnotation(selected) }
        selectedShapeID = id
        delegate?.mapView(self, didSelect: record.annotation)
    }

    /// Selects ``userLocation`` after the core reported a tap on the user-location marker: MapLibre's single
    /// tap finds the user location annotation view and selects `userLocation`
    /// (maplibre-native `platform/ios/src/MLNMapView.mm`, `setSelectedAnnotation:` keeps
    /// `_userLocationAnnotationIsSelected`). Already selected, nothing changes.
    func selectUserLocation() {
        guard let user = currentUserLocation, !userLocationSelected else { return }
        deselectShape()
        if let selected = core.selectedAnnotationID { core.deselectAnnotation(selected) }
        userLocationSelected = true
        delegate?.mapView(self, didSelect: user)
    }

    /// Ends the selection the view keeps (a shape or the user location), telling the delegate.
    func deselectShape() {
        if userLocationSelected {
            userLocationSelected = false
            if let user = currentUserLocation { delegate?.mapView(self, didDeselect: user) }
        }
        guard let id = selectedShapeID else { return }
        selectedShapeID = nil
        if let record = records[id] { delegate?.mapView(self, didDeselect: record.annotation) }
    }

    /// Whether MapLibre's single tap begins at `point`: it can select or deselect a point annotation (the
    /// core's answer), a shape or the user location is selected (the tap deselects it), the user dot is
    /// shown and the core finds the tap on its marker, or the core's scene routing finds an enabled shape
    /// there (the tap selects it). Asking does not advance the tap-cycling memory.
    func singleTapActsOnAnnotationsOrShapes(at point: CGPoint) -> Bool {
        if core.singleTapActsOnAnnotations(at: point) || selectedShapeID != nil || userLocationSelected {
            return true
        }
        if showsUserLocation, core.locationMarkerContains(point) { return true }
        let route = try? core.scene.route(
            .tap, at: point, transform: core.transform, rules: core.hitTestRules, overlayDecision: { _ in true },
            symbolDecision: nil)
        return route?.target != nil
    }

    /// Makes the built-in single tap begin as MapLibre's does (``singleTapActsOnAnnotationsOrShapes(at:)``).
    func installSingleTapCondition() {
        guard let tap = core.gestureRecognizers.first(where: { $0.kind == .tap }) else { return }
        tap.shouldBegin = { [unowned self] recognizer in
            self.singleTapActsOnAnnotationsOrShapes(at: recognizer.location)
        }
    }
}
