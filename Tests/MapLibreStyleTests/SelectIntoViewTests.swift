import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// `selectAnnotation(_:moveIntoView:animateSelection:completionHandler:)` as apps call it to open a place from a
/// list (MapLibre's `selectAnnotation:moveIntoView:animateSelection:completionHandler:`), with MapLibre's
/// standard callout, `MLNCompactCalloutView`, as `MLNMapView.mm`'s `calloutViewForAnnotation:` makes it.
final class CompactCalloutDelegate: MLNMapViewDelegate {
    var callout: MLNCompactCalloutView?

    func mapView(_ mapView: MLNMapView, annotationCanShowCallout annotation: any MLNAnnotation) -> Bool { true }

    func mapView(_ mapView: MLNMapView, calloutViewFor annotation: any MLNAnnotation) -> (any MLNCalloutView)? {
        let calloutView = MLNCompactCalloutView.platformCalloutView()
        calloutView.representedObject = annotation
        callout = calloutView
        return calloutView
    }
}

@Suite("Selecting an annotation into view")
struct SelectIntoViewTests {
    let mapView = makeMapView()
    let place = MLNPointAnnotation()

    init() {
        // Off the right edge of the 400-point view.
        let east = mapView.convert(CGPoint(x: 600, y: 400), toCoordinateFrom: mapView)
        place.coordinate = east
        place.title = "Off screen"
        mapView.addAnnotation(place)
    }

    @Test("an off-screen point annotation pans in and the handler runs when the pan arrives")
    func pansIntoView() throws {
        var done = false
        mapView.selectAnnotation(place, moveIntoView: true, animateSelection: true, completionHandler: { done = true })
        #expect(mapView.selectedAnnotations.first === place)
        #expect(!done)
        try mapView.advance(by: 1)
        #expect(done)
        let point = mapView.convert(place.coordinate, toPointTo: mapView)
        #expect(mapView.bounds.insetBy(dx: -0.5, dy: -0.5).contains(point))
        // The frame's right edge lands on the view's right edge (the default marker, 24 points wide).
        #expect(abs(point.x + 12 - 400) < 0.5)
        #expect(abs(mapView.zoomLevel - 15) < 1e-9)
    }

    @Test("without moveIntoView the camera stays and the handler runs at once")
    func staysWithoutMoving() {
        let before = mapView.centerCoordinate
        var done = false
        mapView.selectAnnotation(
            place, moveIntoView: false, animateSelection: false, completionHandler: { done = true })
        #expect(done)
        #expect(same(mapView.centerCoordinate, before))
        #expect(mapView.selectedAnnotations.first === place)
    }

    @Test("a shape annotation is selected without moving")
    func shapesDoNotMove() {
        var coordinates = [
            place.coordinate,
            CLLocationCoordinate2D(latitude: place.coordinate.latitude + 0.01, longitude: place.coordinate.longitude),
        ]
        let line = MLNPolyline(coordinates: &coordinates, count: 2)
        mapView.addAnnotation(line)
        let before = mapView.centerCoordinate
        mapView.selectAnnotation(line, moveIntoView: true, animateSelection: false, completionHandler: nil)
        #expect(same(mapView.centerCoordinate, before))
    }

    @Test("the compact callout shows the title where the core lays it out, and its margins pan it into view")
    func compactCallout() throws {
        let delegate = CompactCalloutDelegate()
        mapView.delegate = delegate
        // Just inside the top edge: the annotation shows, its callout above it would not.
        let near = mapView.convert(CGPoint(x: 200, y: 30), toCoordinateFrom: mapView)
        let top = MLNPointAnnotation()
        top.coordinate = near
        top.title = "Near the top"
        top.subtitle = "Open now"
        mapView.addAnnotation(top)
        var done = false
        mapView.selectAnnotation(top, moveIntoView: true, animateSelection: true, completionHandler: { done = true })
        let callout = try #require(delegate.callout)
        #expect(callout.title == "Near the top")
        #expect(callout.subtitle == "Open now")
        #expect(callout.isAnchoredToAnnotation)
        #expect(!callout.dismissesAutomatically)
        #expect(callout.frame == mapView.core.shownCallout?.frame)
        try mapView.advance(by: 1)
        #expect(done)
        // The pan brought the callout's top to the view's top edge.
        let point = mapView.convert(top.coordinate, toPointTo: mapView)
        #expect(point.y > 30, "The map moved down to make room for the callout.")
    }
}
