import Foundation
import MapCompatCore
import RMMapLayerStyle
import Testing

/// A 24 × 36 marker anchored at its bottom centre, on an annotation in the middle of the view.
private func centredMarker(on map: RMMapView) -> RMAnnotation {
    let annotation: RMAnnotation = RMAnnotation(mapView: map, coordinate: map.centerCoordinate, andTitle: "Hall")
    annotation.layer = RMMarker(
        uiImage: UIImage(size: CGSize(width: 24, height: 36)), anchorPoint: CGPoint(x: 0.5, y: 1))
    map.addAnnotation(annotation)
    return annotation
}

@Test func layerHoldsItsAnnotationWeakly() throws {
    let layer: RMMarker = RMMarker(uiImage: UIImage(size: CGSize(width: 24, height: 36)))
    do {
        let map = testMap()
        let annotation: RMAnnotation = RMAnnotation(mapView: map, coordinate: map.centerCoordinate, andTitle: nil)
        annotation.layer = layer
        #expect(layer.annotation === annotation)
    }
    #expect(layer.annotation == nil)
}

@Test func settingProjectedLocationMovesTheAnnotation() throws {
    let map = testMap()
    let annotation = centredMarker(on: map)
    let layer = try #require(annotation.layer)
    layer.projectedLocation = RMProjectedPoint(x: 0, y: 0)
    #expect(abs(annotation.coordinate.latitude) < 1e-9 && abs(annotation.coordinate.longitude) < 1e-9)
    #expect(abs(layer.projectedLocation.x) < 1e-6 && abs(layer.projectedLocation.y) < 1e-6)
}

@Test func setPositionWithoutAnimationJumpsAtOnce() throws {
    let map = testMap()
    let annotation = centredMarker(on: map)
    annotation.layer?.setPosition(CGPoint(x: 120, y: 300), animated: false)
    let position = try #require(annotation.layer?.position)
    #expect(abs(position.x - 120) < 1e-6 && abs(position.y - 300) < 1e-6)
}

@Test func negativeCalloutOffsetMovesTheCalloutUpAndLeft() throws {
    let map = testMap()
    let annotation = centredMarker(on: map)
    annotation.layer?.canShowCallout = true
    map.selectAnnotation(annotation, animated: false)
    let plain = try #require(map.core.shownCallout)
    annotation.layer?.calloutOffset = CGPoint(x: -8, y: -12)
    let moved = try #require(map.core.shownCallout)
    #expect(moved.anchor.x == plain.anchor.x - 8)
    #expect(moved.anchor.y == plain.anchor.y - 12)
}
