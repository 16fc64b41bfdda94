import Foundation
import MapCompatCore

/// Shape annotations (``MLNPolyline``, ``MLNPolygon``) as the core's scene items.
///
/// MapLibre selects a shape annotation on a tap: `annotationTagAtPoint:persistingResults:` in maplibre-native
/// `platform/ios/src/MLNMapView.mm` queries shape annotations beside point annotations, keeps those the
/// delegate's `mapView:shapeAnnotationIsEnabled:` allows, and `handleSingleTapGesture:` selects the one it
/// finds, which calls `mapView:didSelectAnnotation:`. Here each shape is a core scene item that consumes taps
/// when enabled; the core hit-tests its line or area (holes included) and selects it (the view sets the
/// core's `tapSelection`), reporting the selection as for point annotations. A selected shape shows no callout
/// here (MapLibre can show one for a titled shape whose delegate allows it), and a tap that a point annotation
/// and a shape both reach goes to the point annotation, where MapLibre ranks the two kinds together by
/// distance.
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

    /// Takes a shape's scene item out of the core's scene (the core ends its selection).
    func removeShape(_ id: AnnotationID) {
        let itemID = SceneItemID(id.rawValue)
        guard core.scene.contains(itemID) else { return }
        do { _ = try core.scene.remove(itemID) } catch { ignore(error, value: "\(id)") }
    }

    /// The core's selection for an annotation record of the view: a shape's, or a point annotation's.
    func selection(of id: AnnotationID) -> Selection {
        records[id]?.annotation is MLNMultiPoint ? .shape(SceneItemID(id.rawValue)) : .annotation(id)
    }

    /// The view's annotation for the core's selection: a record's, or ``userLocation``.
    func annotation(for selection: Selection) -> (any MLNAnnotation)? {
        switch selection {
        case .annotation(let id): records[id]?.annotation
        case .shape(let id): records[AnnotationID(id.rawValue)]?.annotation
        case .locationMarker: currentUserLocation
        }
    }

    /// The view's annotation for the id of a select or deselect event: ``userLocation`` for the core's location
    /// marker, else a record's.
    func annotation(forEventID id: String) -> (any MLNAnnotation)? {
        id == Selection.locationMarkerID ? currentUserLocation : records[AnnotationID(id)]?.annotation
    }
}
