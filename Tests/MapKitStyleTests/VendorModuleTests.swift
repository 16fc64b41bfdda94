import MapCompatCore
import Testing

#if canImport(Darwin)
    import MapKitStyle  // Apple platforms have MapKit itself
#else
    import MapKit  // the adapter's vendor module, as an app's file imports it
#endif

/// A file written for MapKit keeps its `import MapKit` where the platform has none, and `MapKit.MKMapView` (as apps
/// that wrap it for SwiftUI write it) is the adapter's map view.
@Suite struct VendorModuleTests {
    @Test func namesQualifiedWithMapKitsModuleAreTheAdaptersTypes() {
        #if !canImport(Darwin)
            let mapView: MapKit.MKMapView = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        #else
            let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        #endif
        mapView.setCenter(CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405), animated: false)
        #expect(abs(mapView.centerCoordinate.latitude - 52.52) < 1e-9)
        #expect(mapView.core.profile == .mapKit)
    }
}
