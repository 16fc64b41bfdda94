import Foundation
import MapLibreStyle
import Testing

// Ports of platform/darwin/test/MLNMapProjectionTests.m (maplibre/maplibre-native): a 200 × 200 map view showing
// (1, 1)–(2, 2), and a projection taken from it.
@Suite("MLNMapProjectionTests (platform/darwin/test/MLNMapProjectionTests.m)")
struct MLNMapProjectionTests {
    let mapView: MLNMapView
    let mapProjection: MLNMapProjection
    let newBounds = MLNCoordinateBoundsMake(
        CLLocationCoordinate2D(latitude: 3, longitude: 3), CLLocationCoordinate2D(latitude: 4, longitude: 4))
    let paddings = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    init() {
        mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), styleURL: nil)
        mapView.visibleCoordinateBounds = MLNCoordinateBoundsMake(
            CLLocationCoordinate2D(latitude: 1, longitude: 1), CLLocationCoordinate2D(latitude: 2, longitude: 2))
        mapProjection = mapView.mapProjection()
    }

    /// The corners and centre of the padded area show the new bounds' corners and middle.
    func expectNewBoundsShown() {
        let topLeft = mapProjection.convert(CGPoint(x: 10, y: 10))
        #expect(near(topLeft.latitude, 4, 1e-3))
        #expect(near(topLeft.longitude, 3, 1e-3))
        let bottomRight = mapProjection.convert(CGPoint(x: 190, y: 190))
        #expect(near(bottomRight.latitude, 3, 1e-3))
        #expect(near(bottomRight.longitude, 4, 1e-3))
        let center = mapProjection.convert(CGPoint(x: 100, y: 100))
        #expect(near(center.latitude, 3.5, 1e-3))
        #expect(near(center.longitude, 3.5, 1e-3))
    }

    @Test("testMapProjectionCamera")
    func mapProjectionCamera() {
        #expect(
            mapProjection.camera.isEqual(to: mapView.camera),
            "Map projection camera must be equal to the map view's one")
    }

    @Test("testMapProjectionCameraSet")
    func mapProjectionCameraSet() {
        let newCamera = mapView.cameraThatFitsCoordinateBounds(newBounds, edgePadding: paddings)
        mapProjection.setCamera(newCamera, with: paddings)
        #expect(
            mapProjection.camera.isEqual(to: newCamera), "Map projection camera must be equal to the one just set")
        expectNewBoundsShown()
    }

    @Test("testMapProjectionVisibleBoundsSet")
    func mapProjectionVisibleBoundsSet() {
        mapProjection.setVisibleCoordinateBounds(newBounds, edgePadding: paddings)
        expectNewBoundsShown()
    }
}
