import Foundation
import MapCompatCore
import MapCompatTesting
import RMMapLayerStyle
import Testing

/// A delegate that implements the annotation callbacks and records every call in order.
private final class PressRecorder: RMMapViewDelegate {
    var calls: [String] = []

    func mapView(_ mapView: RMMapView!, didSelect annotation: RMAnnotation!) { calls.append("select") }
    func tap(on annotation: RMAnnotation!, onMap map: RMMapView!) { calls.append("tapOnAnnotation") }
    func longPress(on annotation: RMAnnotation!, onMap map: RMMapView!) {
        calls.append("longPressOnAnnotation")
    }
    func singleTap(onMap map: RMMapView!, at point: CGPoint) { calls.append("singleTapOnMap") }
    func longPress(onMap map: RMMapView!, at point: CGPoint) { calls.append("longPressOnMap") }
}

/// A delegate without `tapOnAnnotation(_:onMap:)`: route-me sends it `singleTapOnMap(_:at:)` instead.
private final class MapTapOnly: RMMapViewDelegate {
    var mapTaps: [CGPoint] = []

    func singleTap(onMap map: RMMapView!, at point: CGPoint) { mapTaps.append(point) }
}

/// An annotation with a 24 × 36 marker anchored at its bottom centre, in the middle of the view.
private func addMarker(to map: RMMapView) -> RMAnnotation {
    let annotation: RMAnnotation = RMAnnotation(mapView: map, coordinate: map.centerCoordinate, andTitle: "Hall")
    annotation.layer = RMMarker(
        uiImage: UIImage(size: CGSize(width: 24, height: 36)), anchorPoint: CGPoint(x: 0.5, y: 1))
    map.addAnnotation(annotation)
    return annotation
}

private func longPress(_ map: RMMapView, at point: CGPoint) throws {
    var script = TouchScript(startTime: map.core.now)
    try script.longPress(at: point, duration: 0.8)
    try map.handle(script.frames)
    try map.advance(by: 0.5)
}

@Test func tapOnAnnotationFollowsTheSelection() throws {
    let map = testMap()
    let delegate = PressRecorder()
    map.delegate = delegate
    let annotation = addMarker(to: map)
    try MapTester(map).tap(at: CGPoint(x: 200, y: 385))
    #expect(map.selectedAnnotation === annotation)
    #expect(delegate.calls == ["select", "tapOnAnnotation"])
}

@Test func tapOnAnnotationFallsBackToTheMapTapAtTheTapPoint() throws {
    let map = testMap()
    let delegate = MapTapOnly()
    map.delegate = delegate
    let annotation = addMarker(to: map)
    try MapTester(map).tap(at: CGPoint(x: 205, y: 385))
    #expect(map.selectedAnnotation === annotation)
    #expect(delegate.mapTaps == [CGPoint(x: 205, y: 385)])
}

@Test func longPressWithoutDragStaysOnTheAnnotation() throws {
    let map = testMap()
    let delegate = PressRecorder()  // no shouldDragAnnotation: never drags
    map.delegate = delegate
    let annotation = addMarker(to: map)
    try longPress(map, at: CGPoint(x: 200, y: 385))
    #expect(delegate.calls == ["longPressOnAnnotation"])
    #expect(annotation.layer?.dragState == RMMapLayerDragStateNone)
}

@Test func longPressBesideTheAnnotationReachesTheMap() throws {
    let map = testMap()
    let delegate = PressRecorder()
    map.delegate = delegate
    _ = addMarker(to: map)
    try longPress(map, at: CGPoint(x: 100, y: 200))
    #expect(delegate.calls == ["longPressOnMap"])
}
