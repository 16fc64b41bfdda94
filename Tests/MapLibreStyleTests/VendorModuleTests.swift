import MapCompatCore
import MapLibre
import Testing

/// A file written for MapLibre Native keeps its `import MapLibre`, and `MapLibre.MLNMapView` (as SwiftUI wrappers
/// write it, e.g. maplibre/swiftui-dsl) is the adapter's map view.
@Suite struct VendorModuleTests {
    @Test func namesQualifiedWithMapLibresModuleAreTheAdaptersTypes() {
        let mapView: MapLibre.MLNMapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        mapView.setCenter(CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405), zoomLevel: 12, animated: false)
        #expect(abs(mapView.centerCoordinate.latitude - 52.52) < 1e-9)
        #expect(mapView.zoomLevel == 12)
    }
}
