import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// A delegate written as MapLibre apps write one for tappable shapes: it says which shapes can be selected and
/// how wide lines are, and hears of selections.
private final class ShapeDelegate: MLNMapViewDelegate {
    var selected: [MLNShape] = []
    var deselected: [MLNShape] = []
    var disabled: Set<ObjectIdentifier> = []

    func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation) {
        if let shape = annotation as? MLNShape { selected.append(shape) }
    }

    func mapView(_ mapView: MLNMapView, didDeselect annotation: any MLNAnnotation) {
        if let shape = annotation as? MLNShape { deselected.append(shape) }
    }

    func mapView(_ mapView: MLNMapView, shapeAnnotationIsEnabled annotation: MLNShape) -> Bool {
        !disabled.contains(ObjectIdentifier(annotation))
    }

    func mapView(_ mapView: MLNMapView, lineWidthForPolylineAnnotation annotation: MLNPolyline) -> CGFloat { 10 }
}

/// MapLibre selects a polyline or polygon added as an annotation when a tap lands on it (holes excepted), as
/// `annotationTagAtPoint:persistingResults:` does with shape annotations; the geometry is the core's.
struct ShapeAnnotationTapTests {
    private func polygonWithHole() -> MLNPolygon {
        var hole = [
            CLLocationCoordinate2D(latitude: 37.5672805, longitude: 126.9775417),
            CLLocationCoordinate2D(latitude: 37.5672805, longitude: 126.9792583),
            CLLocationCoordinate2D(latitude: 37.5659195, longitude: 126.9792583),
            CLLocationCoordinate2D(latitude: 37.5659195, longitude: 126.9775417),
        ]
        let interior = MLNPolygon(coordinates: &hole, count: UInt(hole.count))
        var ring = [
            CLLocationCoordinate2D(latitude: 37.5683012, longitude: 126.9762542),
            CLLocationCoordinate2D(latitude: 37.5683012, longitude: 126.9805458),
            CLLocationCoordinate2D(latitude: 37.5648988, longitude: 126.9805458),
            CLLocationCoordinate2D(latitude: 37.5648988, longitude: 126.9762542),
        ]
        return MLNPolygon(coordinates: &ring, count: UInt(ring.count), interiorPolygons: [interior])
    }

    private func tap(_ view: MLNMapView, _ point: CGPoint) throws {
        try view.play(settle: 1) { try $0.tap(at: point) }
    }

    @Test func aTapOnThePolygonSelectsItAndATapElsewhereDeselectsIt() throws {
        let view = makeMapView()
        let delegate = ShapeDelegate()
        view.delegate = delegate
        let polygon = polygonWithHole()
        view.addAnnotation(polygon)
        try tap(view, CGPoint(x: 270, y: 400))
        #expect(delegate.selected.count == 1)
        #expect(delegate.selected.first === polygon)
        #expect(view.selectedAnnotations.first === polygon)
        try tap(view, CGPoint(x: 50, y: 100))
        #expect(delegate.deselected.first === polygon)
        #expect(view.selectedAnnotations.isEmpty)
    }

    @Test func aTapInAHoleSelectsNothing() throws {
        let view = makeMapView()
        let delegate = ShapeDelegate()
        view.delegate = delegate
        view.addAnnotation(polygonWithHole())
        try tap(view, viewCenter)
        #expect(delegate.selected.isEmpty)
    }

    @Test func aDisabledShapeLetsTheTapThrough() throws {
        let view = makeMapView()
        let delegate = ShapeDelegate()
        let polygon = polygonWithHole()
        delegate.disabled.insert(ObjectIdentifier(polygon))
        view.delegate = delegate
        view.addAnnotation(polygon)
        let mapTap = UITapGestureRecognizer()
        for builtIn in view.gestureRecognizers ?? [] where builtIn is UITapGestureRecognizer {
            mapTap.require(toFail: builtIn)
        }
        var mapTaps = 0
        mapTap.addAction { if $0.state == .ended { mapTaps += 1 } }
        view.addGestureRecognizer(mapTap)
        try tap(view, CGPoint(x: 270, y: 400))
        #expect(delegate.selected.isEmpty)
        #expect(mapTaps == 1)
    }

    @Test func aPolylineIsHitWithinHalfTheDelegatesWidth() throws {
        let view = makeMapView()
        let delegate = ShapeDelegate()
        view.delegate = delegate
        var points = [
            CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9762542),
            CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9805458),
        ]
        let line = MLNPolyline(coordinates: &points, count: UInt(points.count))
        view.addAnnotation(line)
        try tap(view, CGPoint(x: 200, y: 430))
        #expect(delegate.selected.isEmpty)
        try tap(view, CGPoint(x: 200, y: 404))
        #expect(delegate.selected.first === line)
        view.removeAnnotation(line)
        #expect(delegate.deselected.first === line)
        #expect(view.core.scene.count == 0)
    }
}
