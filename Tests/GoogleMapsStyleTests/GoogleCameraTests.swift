import Foundation
import GoogleMapsStyle
import MapCompatCore
import MapCompatTesting
import Testing

/// The camera through Google's API: the zoom one level above the neutral scale, Google's clamping, updates
/// (modelled on the calls of googlemaps-samples/maps-sdk-for-ios-samples `CameraViewController.swift` and
/// `FitBoundsViewController.swift`), padding, and bad input reported instead of thrown.
@Suite struct GoogleCameraTests {
    private func map(zoom: Float = 12) -> GMSMapView {
        GMSMapView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800),
            camera: GMSCameraPosition(latitude: -33.868, longitude: 151.2086, zoom: zoom))
    }

    @Test func googlesZoomIsOneLevelAboveTheCores() {
        let mapView = map(zoom: 12)
        #expect(mapView.core.camera.zoom == 11)
        #expect(mapView.camera.zoom == 12)
        #expect(mapView.minZoom == kGMSMinZoomLevel && mapView.maxZoom == kGMSMaxZoomLevel)
        #expect(kGMSMinZoomLevel == 2 && kGMSMaxZoomLevel == 21)
    }

    @Test func aCameraPositionClampsAsGooglesDoesAndAMutableOneStoresWhatItIsGiven() {
        let position = GMSCameraPosition(
            target: CLLocationCoordinate2D(latitude: 95, longitude: 480), zoom: 30, bearing: 10, viewingAngle: 80)
        #expect(position.target.latitude == 85 && position.target.longitude == 120)
        #expect(position.zoom == 21 && position.viewingAngle == 65)
        let mutable = position.mutableCopy() as? GMSMutableCameraPosition
        mutable?.zoom = 1.5
        #expect(mutable?.zoom == 1.5)
        #expect(position.isEqual(position.copy()))
    }

    @Test func anInvertedZoomRangeIsIgnoredAndReportedWhereGoogleRaises() {
        let mapView = map()
        mapView.setMinZoom(15, maxZoom: 10)
        #expect(mapView.minZoom == 2 && mapView.maxZoom == 21)
        #expect(mapView.core.diagnostics.entries.last?.field == "GMSMapView.minZoom")
        mapView.setMinZoom(0, maxZoom: 30)
        #expect(mapView.minZoom == 2 && mapView.maxZoom == 21)
        let clamped = mapView.core.diagnostics.entries.suffix(2).map(\.field)
        #expect(clamped == ["GMSMapView.minZoom", "GMSMapView.maxZoom"])
        mapView.setMinZoom(13, maxZoom: 14)
        #expect(mapView.camera.zoom == 13)
    }

    @Test func anUnusableTargetLeavesTheCameraAndIsReported() {
        let mapView = map()
        let before = mapView.camera
        mapView.moveCamera(GMSCameraUpdate.setTarget(CLLocationCoordinate2D(latitude: .nan, longitude: 0)))
        #expect(mapView.camera.isEqual(before))
        #expect(mapView.core.diagnostics.entries.last?.field == "GMSMapView.target.latitude")
    }

    @Test func aStartCameraThatIsNotUsableIsReplacedAndReported() {
        let options = GMSMapViewOptions()
        options.camera = GMSCameraPosition(latitude: .nan, longitude: 0, zoom: 10)
        let mapView = GMSMapView(options: options)
        #expect(mapView.core.camera == InteractiveMap.defaultCamera)
        #expect(mapView.core.diagnostics.entries.map(\.field) == ["GMSMapView.camera.target.latitude"])
    }

    @Test func updatesZoomScrollAndFit() throws {
        let mapView = map()
        mapView.moveCamera(GMSCameraUpdate.zoomIn())
        #expect(mapView.camera.zoom == 13)
        let point = CGPoint(x: 100, y: 200)
        let under = mapView.projection.coordinate(for: point)
        mapView.moveCamera(GMSCameraUpdate.zoom(by: 2, at: point))
        let after = mapView.projection.point(for: under)
        #expect(abs(after.x - 100) < 0.01 && abs(after.y - 200) < 0.01)
        let target = mapView.projection.coordinate(for: CGPoint(x: 250, y: 450))
        mapView.moveCamera(GMSCameraUpdate.scrollBy(x: 50, y: 50))
        #expect(abs(mapView.camera.target.latitude - target.latitude) < 1e-9)
        let bounds = GMSCoordinateBounds(
            coordinate: CLLocationCoordinate2D(latitude: -34, longitude: 151),
            coordinate: CLLocationCoordinate2D(latitude: -33.5, longitude: 151.5))
        mapView.moveCamera(GMSCameraUpdate.fit(bounds))
        // Fitted 64 points in: the box is wider than the view's shape, so its sides touch the padded edges.
        let northEast = mapView.projection.point(for: bounds.northEast)
        let southWest = mapView.projection.point(for: bounds.southWest)
        #expect(abs(northEast.x - 336) < 0.5 && abs(southWest.x - 64) < 0.5)
        #expect(northEast.y > 64 && southWest.y < 736)
        #expect(mapView.camera.bearing == 0 && mapView.camera.viewingAngle == 0)
    }

    @Test func paddingMovesTheTargetAndBadPaddingIsRefused() {
        let mapView = map()
        mapView.padding = UIEdgeInsets(top: 0, left: 0, bottom: 200, right: 0)
        let shown = mapView.projection.point(for: mapView.camera.target)
        #expect(abs(shown.y - 300) < 0.5)
        mapView.padding = UIEdgeInsets(top: -10, left: 0, bottom: 0, right: 0)
        #expect(mapView.padding == UIEdgeInsets(top: 0, left: 0, bottom: 200, right: 0))
        #expect(mapView.core.diagnostics.entries.last?.field == "GMSMapView.padding.top")
        // The visible region leaves the padding out.
        let region = mapView.projection.visibleRegion()
        let near = mapView.projection.point(for: region.nearLeft)
        #expect(abs(near.y - 600) < 0.5)
    }

    @Test func anAnimationTakesTheTransactionsDurationOrTheProfiles() throws {
        let mapView = map()
        let tester = MapTester(mapView)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        mapView.animate(toZoom: 14)
        CATransaction.commit()
        try tester.advance(by: 1)
        #expect(mapView.camera.zoom > 12 && mapView.camera.zoom < 14)
        try tester.settle()
        #expect(mapView.camera.zoom == 14)
        mapView.animate(toZoom: 15)
        try tester.advance(by: mapView.core.profile.animatedMoveDuration)
        #expect(mapView.camera.zoom == 15)
    }

    @Test func theCompassResetsTheBearingAndTheGestureSwitchesStopGestures() throws {
        let mapView = map()
        let tester = MapTester(mapView)
        mapView.settings.setAllGesturesEnabled(false)
        try tester.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 100, y: 300))
        #expect(abs(mapView.camera.target.latitude - -33.868) < 1e-9)
        mapView.settings.scrollGestures = true
        mapView.settings.compassButton = true
        mapView.animate(toBearing: 90)
        try tester.settle()
        try tester.tap(on: .compass)
        #expect(mapView.camera.bearing == 0)
    }

    @Test func withoutScrollingDuringZoomAPinchZoomsAboutTheCentre() throws {
        let mapView = map()
        mapView.settings.allowScrollGesturesDuringRotateOrZoom = false
        let target = mapView.camera.target
        try MapTester(mapView).pinch(center: CGPoint(x: 100, y: 200), scale: 2)
        #expect(abs(mapView.camera.target.latitude - target.latitude) < 1e-9)
        #expect(mapView.camera.zoom > 12)
    }
}
