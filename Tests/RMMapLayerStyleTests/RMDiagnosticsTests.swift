import Foundation
import MapCompatCore
import RMMapLayerStyle
import Testing

// route-me's API does not throw: bad input is ignored or clamped as route-me does, and reported on the
// core's diagnostics channel naming the vendor member.

@Test func aMapViewWithNoAreaKeepsAViewportAndSaysSo() {
    let map = RMMapView(frame: .zero)
    #expect(map.core.viewport.width > 0)
    #expect(map.core.diagnostics.last?.field == "RMMapView.frame")
    map.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    #expect(map.core.viewport.width == 320 && map.core.viewport.height == 480)
}

@Test func aZoomThatIsNotFiniteIsIgnoredAndReported() {
    let map = testMap(zoom: 12)
    map.zoom = .nan
    #expect(map.zoom == 12)
    #expect(map.core.diagnostics.last?.field == "RMMapView.zoom")
    #expect(map.core.diagnostics.last?.action == .ignored)
}

@Test func aCentreThatIsNotACoordinateIsIgnoredAndReported() {
    let map = testMap(center: CLLocationCoordinate2D(latitude: 10, longitude: 20))
    map.setCenter(CLLocationCoordinate2D(latitude: 95, longitude: 0), animated: false)
    #expect(abs(map.centerCoordinate.latitude - 10) < 1e-9)
    #expect(map.core.diagnostics.entries.isEmpty == false)
}

@Test func anAnnotationAtNoPlaceIsNotAddedAndIsReported() {
    let map = testMap()
    let annotation: RMAnnotation = RMAnnotation(
        mapView: map, coordinate: CLLocationCoordinate2D(latitude: .nan, longitude: 0), andTitle: "nowhere")
    annotation.layer = RMMarker(uiImage: UIImage(size: CGSize(width: 10, height: 10)))
    map.addAnnotation(annotation)
    #expect(map.annotations.isEmpty)
    #expect(map.core.diagnostics.last?.field == "RMMapView.addAnnotation(_:)")
}

@Test func valuesOutsideRouteMesEnumerationsKeepThePreviousOne() {
    let map = testMap()
    map.decelerationMode = RMMapDecelerationMode(rawValue: 9)
    #expect(map.decelerationMode == RMMapDecelerationFast)
    map.userTrackingMode = RMUserTrackingMode(rawValue: 7)
    #expect(map.userTrackingMode == RMUserTrackingModeNone)
    #expect(map.core.diagnostics.entries.map(\.field) == ["RMMapView.decelerationMode", "RMMapView.userTrackingMode"])
}

@Test func zoomLimitsTheCoreRefusesAreKept() {
    let map = testMap()
    let before = map.maxZoom
    map.maxZoom = -3
    #expect(map.maxZoom == before)
    #expect(map.core.diagnostics.last?.action == .keptPrevious)
}
