import Foundation
import MapLibreStyle
import Testing

// Port of platform/ios/test/MLNMapViewDelegateIntegrationTests.swift (maplibre/maplibre-native): a delegate
// written with the SDK's Swift names compiles against MLNMapViewDelegate. Upstream only checks coverage;
// the port also checks that MapLibre calls them, in its order. The upstream methods about rendering, styling
// and images (mapViewWillStartRenderingMap, …RenderingFrame, imageFor, alphaForShapeAnnotation,
// strokeColorForShapeAnnotation, fillColorForPolygonAnnotation, lineWidthForPolylineAnnotation,
// didFailToLoadImage, shouldRemoveStyleImage, styleForDefaultUserLocationAnnotationView,
// mapViewUserLocationAnchorPoint, shapeAnnotationIsEnabled, didSingleTapAt, didChangeLocationManagerAuthorization,
// mapViewDidFailLoadingMap) are not requirements here: nothing is drawn or fetched headless.
@Suite("MLNMapViewDelegateIntegrationTests (platform/ios/test/MLNMapViewDelegateIntegrationTests.swift)")
struct MLNMapViewDelegateIntegrationTests {
    /// Implements the methods without a reason, as most apps do.
    final class PlainDelegate: MLNMapViewDelegate {
        var calls: [String] = []
        func mapViewWillStartLoadingMap(_ mapView: MLNMapView) { calls.append("willStartLoadingMap") }
        func mapView(_ mapView: MLNMapView, didFinishLoading style: MLNStyle) { calls.append("didFinishLoadingStyle") }
        func mapViewDidFinishLoadingMap(_ mapView: MLNMapView) { calls.append("didFinishLoadingMap") }
        func mapView(_ mapView: MLNMapView, regionWillChangeAnimated animated: Bool) {
            calls.append("willChange(\(animated))")
        }
        func mapViewRegionIsChanging(_ mapView: MLNMapView) {
            if calls.last != "isChanging" { calls.append("isChanging") }
        }
        func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {
            calls.append("didChange(\(animated))")
        }
        func mapViewDidBecomeIdle(_ mapView: MLNMapView) { calls.append("idle") }
        func mapViewWillStartLocatingUser(_ mapView: MLNMapView) { calls.append("willStartLocatingUser") }
        func mapView(_ mapView: MLNMapView, didUpdate userLocation: MLNUserLocation?) {
            calls.append("didUpdateUserLocation")
        }
        func mapViewDidStopLocatingUser(_ mapView: MLNMapView) { calls.append("didStopLocatingUser") }
        func mapView(_ mapView: MLNMapView, didChange mode: MLNUserTrackingMode, animated: Bool) {
            calls.append("didChangeTracking(\(mode.rawValue))")
        }
    }

    /// Implements both variants: MapLibre calls only the one with the reason.
    final class ReasonDelegate: MLNMapViewDelegate {
        var calls: [String] = []
        func mapView(_ mapView: MLNMapView, regionWillChangeAnimated animated: Bool) { calls.append("plainWill") }
        func mapView(_ mapView: MLNMapView, regionWillChangeWith reason: MLNCameraChangeReason, animated: Bool) {
            calls.append("will(\(reason.rawValue))")
        }
        func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) { calls.append("plainDid") }
        func mapView(_ mapView: MLNMapView, regionDidChangeWith reason: MLNCameraChangeReason, animated: Bool) {
            calls.append("did(\(reason.rawValue))")
        }
    }

    /// A location manager the test drives.
    final class FakeLocationManager: MLNLocationManager {
        weak var delegate: (any MLNLocationManagerDelegate)?
        func startUpdatingLocation() {}
        func stopUpdatingLocation() {}
        func startUpdatingHeading() {}
        func stopUpdatingHeading() {}
    }

    @Test("style loading, then region changes in MapLibre's order")
    func loadingAndRegionOrder() throws {
        let mapView = MLNMapView(frame: screenBounds)
        let delegate = PlainDelegate()
        mapView.delegate = delegate
        #expect(mapView.style == nil)
        try mapView.advance(by: 0.1)
        #expect(mapView.style != nil)
        #expect(delegate.calls == ["willStartLoadingMap", "didFinishLoadingStyle", "didFinishLoadingMap"])

        delegate.calls = []
        mapView.setCenter(CLLocationCoordinate2D(latitude: 10, longitude: 10), zoomLevel: 5, animated: true)
        try mapView.advance(by: 1)
        #expect(delegate.calls == ["willChange(true)", "isChanging", "didChange(true)", "idle"])
        try mapView.advance(by: 1)
        #expect(delegate.calls.filter { $0.hasPrefix("didFinish") }.isEmpty, "The style loads once.")
    }

    @Test("the variant with a reason replaces the plain one")
    func reasonVariantWins() {
        let mapView = MLNMapView(frame: screenBounds)
        let delegate = ReasonDelegate()
        mapView.delegate = delegate
        mapView.zoomLevel = 4
        #expect(delegate.calls == ["will(1)", "did(1)"])
    }

    @Test("user location callbacks in MapLibre's order")
    func userLocationOrder() {
        let mapView = MLNMapView(frame: screenBounds)
        let delegate = PlainDelegate()
        let manager = FakeLocationManager()
        mapView.locationManager = manager
        mapView.delegate = delegate
        mapView.showsUserLocation = true
        manager.delegate?.locationManager(manager, didUpdate: [CLLocation(latitude: 1, longitude: 2)])
        #expect(mapView.userLocation?.location?.coordinate.latitude == 1)
        mapView.setUserTrackingMode(.followWithCourse, animated: false, completionHandler: nil)
        #expect(mapView.userTrackingMode == .followWithCourse)
        mapView.showsUserLocation = false
        #expect(mapView.userLocation == nil)
        #expect(delegate.calls.first == "willStartLocatingUser")
        #expect(delegate.calls.contains("didUpdateUserLocation"))
        #expect(delegate.calls.contains("didChangeTracking(3)"))
        #expect(delegate.calls.last == "didStopLocatingUser")
    }
}
