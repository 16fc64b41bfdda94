import MapCompatCore
import NMapsGeometry
import NMapsMap
import Testing

/// A file written for NAVER's SDK keeps its imports, and names qualified with NAVER's modules resolve (apps write
/// `NMapsMap.NMFMapView` beside SwiftUI views; navermaps/ios-map-sdk's demo imports `NMapsMap` and `NMapsGeometry`).
@Suite struct VendorModuleTests {
    @Test func namesQualifiedWithNaversModulesAreTheAdaptersTypes() throws {
        let mapView: NMapsMap.NMFMapView = NMFMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let position: NMapsGeometry.NMGLatLng = NMGLatLng(lat: 37.5666102, lng: 126.9783881)
        mapView.moveCamera(NMFCameraUpdate(scrollTo: position))
        try mapView.advance(by: 1)
        #expect(abs(mapView.cameraPosition.target.lat - 37.5666102) < 1e-9)
        #expect(abs(mapView.cameraPosition.target.lng - 126.9783881) < 1e-9)
    }
}
