import Foundation
import MapCompatCore
import RMMapLayerStyle
import Testing

// The route-me members public Swift clients use, each written as Swift's importer names it today, with the
// client that uses it: ibikecph/ibikecph-ios `I Bike CPH/Shared/Classes/Views/MapView.swift` (bike),
// prkng/ios `prkng-ios/View Controllers/Map/RMMapViewController.swift` (prkng), kenzan8000's
// `HMAViewController.swift` (hma), and the Swift apps that implement
// `tapOnCalloutAccessoryControl:forAnnotation:onMap:` and `tapOnAnnotation:onMap:` (venue). The test compiles
// each use; the members these clients use that are not here are listed in the report of issue 21
// (`CALayer.addAnimation(_:forKey:)` on markers, `RMPolygonAnnotation`, `RMMapView.tileSource.cacheable`).

/// A subclass as apps write one (hma: `HMAMapView`), made through the inherited initialiser.
private final class AppMapView: RMMapView {}

/// A delegate with one method of each spelling the clients write.
private final class ChecklistDelegate: NSObject, RMMapViewDelegate {
    var calls: [String] = []
    // The importer's spelling (bike, prkng). hma writes `-> RMMapLayer?` with these parameters: on Apple
    // platforms Swift accepts that for an Objective-C optional requirement; a Swift protocol needs the result's
    // optionality to match too, and a second requirement differing only in `?`/`!` cannot be declared.
    func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! {
        RMMarker(uiImage: UIImage(size: CGSize(width: 20, height: 20)))
    }
    func singleTap(onMap map: RMMapView, at point: CGPoint) { calls.append("singleTap") }  // hma, plain
    func mapView(_ mapView: RMMapView, didUpdate userLocation: RMUserLocation) {  // hma, plain
        calls.append("didUpdate \(userLocation.location.coordinate.latitude.rounded())")
    }
    func afterMapMove(_ map: RMMapView!, byUser wasUserAction: Bool) { calls.append("afterMapMove") }  // prkng
    func mapView(_ mapView: RMMapView!, didDeselect annotation: RMAnnotation!) { calls.append("deselect") }  // prkng
    func mapView(_ mapView: RMMapView!, didFailToLocateUserWithError error: (any Error)!) {}  // prkng
    func tap(on annotation: RMAnnotation!, onMap map: RMMapView!) {  // venue
        if annotation.isClusterAnnotation { map.zoom += 1 }
        calls.append("tap \(annotation.title ?? "")")
    }
}

@Test func membersRealClientsUseCompileUnderTheirImportedNames() throws {
    let map: RMMapView = AppMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), andTilesource: nil)
    let delegate = ChecklistDelegate()
    map.delegate = delegate
    RMConfiguration.sharedInstance().accessToken = "token"  // bike
    map.autoresizingMask = [.flexibleWidth, .flexibleHeight]  // hma
    map.clusteringEnabled = false  // hma
    map.adjustTilesForRetinaDisplay = true  // venue
    map.isUserInteractionEnabled = true  // venue
    map.setMetersPerPixel(14, animated: false)  // hma
    #expect(abs(map.metersPerPixel - 14) < 1e-6)
    map.setZoom(16, animated: false)  // prkng
    map.zoom = Float(15)  // bike
    map.setCenter(CLLocationCoordinate2D(latitude: 45.5, longitude: -73.6), animated: false)  // prkng
    let radius = RMEuclideanDistanceBetweenProjectedPoints(map.centerProjectedPoint, map.projectedOrigin)  // prkng
    #expect(radius > 0)
    let width = map.viewSize(toProjectedSize: map.bounds.size).width  // prkng
    #expect(abs(width - 400 * map.metersPerPixel) < 1e-6)
    if map.userTrackingMode.rawValue == RMUserTrackingModeFollow.rawValue {  // prkng
        map.userTrackingMode = RMUserTrackingModeNone
    }
    let annotation: RMAnnotation = RMAnnotation(mapView: map, coordinate: map.centerCoordinate, andTitle: "1")  // venue
    annotation.subtitle = "sub"  // venue
    annotation.userInfo = ["type": "pin"]  // prkng
    map.addAnnotation(annotation)
    #expect(annotation.layer is RMMarker)  // the layer came from mapView(_:layerFor:)
    // prkng
    let onScreen = (map.visibleAnnotations as? [RMAnnotation])?.filter { $0.isAnnotationWithinBounds(map.bounds) }
    #expect(onScreen?.count == 1)
    let point = map.coordinate(toPixel: annotation.coordinate)  // prkng
    #expect(annotation.layer.frame.contains(point))  // prkng: selected.layer.frame.contains(point)
    var script = TouchScript(startTime: map.core.now)
    try script.tap(at: CGPoint(x: point.x, y: point.y))
    try map.handle(script.frames)
    try map.advance(by: 0.5)
    #expect(delegate.calls.contains("tap 1"))
    map.selectAnnotation(annotation, animated: true)  // prkng
    (annotation.layer as? RMMarker)?.replaceUIImage(
        UIImage(size: CGSize(width: 30, height: 30)), anchorPoint: CGPoint(x: 0.5, y: 1))  // prkng
    map.zoomInToNextNativeZoom(at: annotation.position, animated: false)  // prkng
    #expect(map.zoom == 16)
    map.deselectAnnotation(annotation, animated: false)
    #expect(delegate.calls.contains("deselect"))
    map.showsUserLocation = true  // hma
    map.handle(try LocationFix(position: LatLng(latitude: 46, longitude: -73.6)))
    #expect(delegate.calls.contains("didUpdate 46.0"))
    let tapped = map.pixel(toCoordinate: CGPoint(x: 10, y: 10))  // hma (pixelToCoordinate)
    #expect(tapped.latitude > map.centerCoordinate.latitude)
    map.removeAllAnnotations()  // bike
    #expect(map.annotations.isEmpty)
}
