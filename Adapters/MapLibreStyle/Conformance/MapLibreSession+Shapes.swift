import Foundation
import MapCompatConformance
import MapCompatCore
import MapLibreStyle

/// Polylines and polygons: how a MapLibre app makes them tappable.
///
/// A spec shape is an `MLNPolyline` or `MLNPolygon` (holes as `interiorPolygons`) added as an annotation: a
/// tap on it selects it (`mapView(_:didSelect:)`), and the app deselects it at once, as for markers, so that
/// the next tap selects it again. A shape without a handler is one the delegate's
/// `mapView(_:shapeAnnotationIsEnabled:)` disables, which MapLibre's hit test skips, so taps pass through it.
/// The line width is the delegate's `mapView(_:lineWidthForPolylineAnnotation:)`. maplibre-native
/// `platform/ios/src/MLNMapView.mm` (`annotationTagAtPoint:persistingResults:`) and
/// `platform/darwin/src/MLNPolygon.h`; flutter-maplibre-gl's iOS controller adds its lines and fills as style
/// layers instead, so the annotation form is the one whose taps MapLibre reports.
extension MapLibreSession {
    /// Places the spec's polylines and polygons, back to front: MapLibre's shape annotations have no z, and a
    /// shape added later draws above the earlier ones, so the app adds them in z order.
    func prepareShapes(_ scene: [Spec.SceneItem]) throws {
        let shapes = scene.filter { item in
            switch item.content {
            case .polyline, .polygon: true
            default: false
            }
        }
        guard !shapes.isEmpty else { return }
        if scene.contains(where: { if case .marker = $0.content { true } else { false } })
            || scene.contains(where: { if case .annotation = $0.content { true } else { false } })
        {
            throw NotExpressible(
                reason: "MapLibre hit-tests point and shape annotations as one set ranked by distance, with one "
                    + "selection for both, so shapes beside markers or annotations cannot keep the neutral rules")
        }
        for item in shapes.enumerated().sorted(by: { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }) {
            try prepareShape(item.element)
        }
    }

    private func prepareShape(_ item: Spec.SceneItem) throws {
        guard item.tap != .propagate else {
            throw NotExpressible(
                reason: "a tap that selects a MapLibre shape annotation ends there",
                capability: .scene("tapHandler.propagate"))
        }
        // An app hides a shape annotation by leaving it off the map: MLNShape has no hidden flag.
        guard item.visible else { return }
        let shape: MLNShape
        switch item.content {
        case .polyline(let fields):
            var coordinates = fields.points.map(Self.coordinate)
            shape = MLNPolyline(coordinates: &coordinates, count: UInt(coordinates.count))
            lineWidths[ObjectIdentifier(shape)] = fields.width
        case .polygon(let fields):
            let holes = fields.holes.map { ring in
                var coordinates = ring.map(Self.coordinate)
                return MLNPolygon(coordinates: &coordinates, count: UInt(coordinates.count))
            }
            var coordinates = fields.points.map(Self.coordinate)
            shape = MLNPolygon(
                coordinates: &coordinates, count: UInt(coordinates.count),
                interiorPolygons: holes.isEmpty ? nil : holes)
        default:
            return
        }
        let key = ObjectIdentifier(shape)
        specIDs[key] = item.id
        shapesByID[item.id] = shape
        shapeEnabled[key] = item.tap == .consume
        shapeOrder.append(item.id)
    }

    private static func coordinate(_ position: LatLng) -> CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude)
    }

    /// Whether the run has a shape that takes taps (MapLibre's annotations hear of nothing else).
    var hasConsumingShapes: Bool { shapeEnabled.values.contains(true) }
}
