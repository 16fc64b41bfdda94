import MapCompatCore
import Testing
import TomTomSDKCommon
import TomTomSDKLocationProvider
import TomTomSDKMapDisplay

/// A file written for TomTom's SDK keeps its imports, and names qualified with TomTom's modules resolve: apps write
/// `TomTomSDKMapDisplay.MapView` to tell it from SwiftUI's `MapView` (tomtom-international's navigation examples).
@Suite struct VendorModuleTests {
    @Test func namesQualifiedWithTomTomsModulesAreTheAdaptersTypes() throws {
        let (mapView, map, _) = try makeMapView()
        let qualified: TomTomSDKMapDisplay.TomTomMap = map
        let berlin = CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405)
        qualified.applyCamera(TomTomSDKMapDisplay.CameraUpdate(position: berlin, zoom: 11))
        try mapView.advance(by: 1)
        #expect(abs(map.cameraProperties.position.latitude - 52.52) < 1e-9)
        #expect(abs(map.cameraProperties.zoom - 11) < 1e-9)
    }
}
