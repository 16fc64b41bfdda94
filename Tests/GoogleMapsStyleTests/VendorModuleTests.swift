import GoogleMaps
import GoogleMapsBase
import MapCompatCore
import Testing

/// A file written for Google's SDK keeps its imports, and names qualified with Google's modules resolve (apps write
/// `GoogleMaps.GMSMapView` beside SwiftUI views, and import `GoogleMapsBase` for `GMSCoordinateBounds` beside Places).
@Suite struct VendorModuleTests {
    @Test func namesQualifiedWithGooglesModulesAreTheAdaptersTypes() throws {
        let camera = GoogleMaps.GMSCameraPosition(latitude: -33.868, longitude: 151.2086, zoom: 12)
        let mapView: GoogleMaps.GMSMapView = GMSMapView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800), camera: camera)
        let bounds: GoogleMapsBase.GMSCoordinateBounds = GMSCoordinateBounds(
            coordinate: CLLocationCoordinate2D(latitude: -34, longitude: 151),
            coordinate: CLLocationCoordinate2D(latitude: -33.5, longitude: 151.5))
        mapView.moveCamera(GMSCameraUpdate.fit(bounds, withPadding: 10))
        try mapView.advance(by: 1)
        #expect(bounds.contains(mapView.camera.target))
        #expect(mapView.camera.zoom > 8 && mapView.camera.zoom < 12)
    }
}
