import Foundation
import MapLibreStyle
import Testing

// Port of platform/ios/test/MLNMapViewDelegateIntegrationTests.swift (maplibre/maplibre-native): upstream's
// testCoverage checks, through the Objective-C runtime, that its delegate implements every method of
// MLNMapViewDelegate. The port implements the same 48 methods with the SDK's Swift names and calls each through
// `any MLNMapViewDelegate`: a method that were not a requirement would reach the protocol's default instead of
// the delegate, and its name would be missing. The other tests here check that MapLibre calls them, in its
// order.
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

    /// Implements every method upstream's delegate implements, recording each call.
    final class CoverageDelegate: NSObject, MLNMapViewDelegate {
        var calls: Set<String> = []
        func mapViewRegionIsChanging(_: MLNMapView) { calls.insert("regionIsChanging") }
        func mapViewRegionIsChanging(_: MLNMapView, reason _: MLNCameraChangeReason) {
            calls.insert("regionIsChanging(reason)")
        }
        func mapView(_: MLNMapView, regionIsChangingWith _: MLNCameraChangeReason) {
            calls.insert("regionIsChangingWith")
        }
        func mapView(_: MLNMapView, didChange _: MLNUserTrackingMode, animated _: Bool) {
            calls.insert("didChangeMode")
        }
        func mapViewDidFinishLoadingMap(_: MLNMapView) { calls.insert("didFinishLoadingMap") }
        func mapViewDidStopLocatingUser(_: MLNMapView) { calls.insert("didStopLocatingUser") }
        func mapViewWillStartLoadingMap(_: MLNMapView) { calls.insert("willStartLoadingMap") }
        func mapViewWillStartLocatingUser(_: MLNMapView) { calls.insert("willStartLocatingUser") }
        func mapViewWillStartRenderingMap(_: MLNMapView) { calls.insert("willStartRenderingMap") }
        func mapViewWillStartRenderingFrame(_: MLNMapView) { calls.insert("willStartRenderingFrame") }
        func mapView(_: MLNMapView, didFinishLoading _: MLNStyle) { calls.insert("didFinishLoadingStyle") }
        func mapView(_: MLNMapView, didSelect _: any MLNAnnotation) { calls.insert("didSelect") }
        func mapView(_: MLNMapView, didDeselect _: any MLNAnnotation) { calls.insert("didDeselect") }
        func mapView(_: MLNMapView, didSingleTapAt _: CLLocationCoordinate2D) { calls.insert("didSingleTapAt") }
        func mapView(_: MLNMapView, regionDidChangeAnimated _: Bool) { calls.insert("regionDidChange") }
        func mapView(_: MLNMapView, regionDidChangeWith _: MLNCameraChangeReason, animated _: Bool) {
            calls.insert("regionDidChangeWith")
        }
        func mapView(_: MLNMapView, regionWillChangeAnimated _: Bool) { calls.insert("regionWillChange") }
        func mapView(_: MLNMapView, regionWillChangeWith _: MLNCameraChangeReason, animated _: Bool) {
            calls.insert("regionWillChangeWith")
        }
        func mapViewDidFailLoadingMap(_: MLNMapView, withError _: any Error) { calls.insert("didFailLoadingMap") }
        func mapView(_: MLNMapView, didUpdate _: MLNUserLocation?) { calls.insert("didUpdateUserLocation") }
        func mapViewDidFinishRenderingMap(_: MLNMapView, fullyRendered _: Bool) {
            calls.insert("didFinishRenderingMap")
        }
        func mapViewDidBecomeIdle(_: MLNMapView) { calls.insert("didBecomeIdle") }
        func mapView(_: MLNMapView, didFailToLocateUserWithError _: any Error) { calls.insert("didFailToLocateUser") }
        func mapView(_: MLNMapView, tapOnCalloutFor _: any MLNAnnotation) { calls.insert("tapOnCallout") }
        func mapViewDidFinishRenderingFrame(_: MLNMapView, fullyRendered _: Bool) {
            calls.insert("didFinishRenderingFrame")
        }
        func mapViewDidFinishRenderingFrame(
            _: MLNMapView, fullyRendered _: Bool, frameEncodingTime _: Double, frameRenderingTime _: Double
        ) { calls.insert("didFinishRenderingFrame(times)") }
        func mapView(_: MLNMapView, shapeAnnotationIsEnabled _: MLNShape) -> Bool {
            calls.insert("shapeAnnotationIsEnabled")
            return false
        }
        func mapView(_: MLNMapView, didAdd _: [MLNAnnotationView]) { calls.insert("didAddViews") }
        func mapView(_: MLNMapView, didSelect _: MLNAnnotationView) { calls.insert("didSelectView") }
        func mapView(_: MLNMapView, didDeselect _: MLNAnnotationView) { calls.insert("didDeselectView") }
        func mapView(_: MLNMapView, alphaForShapeAnnotation _: MLNShape) -> CGFloat {
            calls.insert("alphaForShape")
            return 0
        }
        func mapView(_: MLNMapView, viewFor _: any MLNAnnotation) -> MLNAnnotationView? {
            calls.insert("viewFor")
            return nil
        }
        func mapView(_: MLNMapView, imageFor _: any MLNAnnotation) -> MLNAnnotationImage? {
            calls.insert("imageFor")
            return nil
        }
        func mapView(_: MLNMapView, annotationCanShowCallout _: any MLNAnnotation) -> Bool {
            calls.insert("annotationCanShowCallout")
            return false
        }
        func mapView(_: MLNMapView, calloutViewFor _: any MLNAnnotation) -> (any MLNCalloutView)? {
            calls.insert("calloutViewFor")
            return nil
        }
        func mapView(_: MLNMapView, strokeColorForShapeAnnotation _: MLNShape) -> UIColor {
            calls.insert("strokeColor")
            return .black
        }
        func mapView(_: MLNMapView, fillColorForPolygonAnnotation _: MLNPolygon) -> UIColor {
            calls.insert("fillColor")
            return .black
        }
        func mapView(_: MLNMapView, leftCalloutAccessoryViewFor _: any MLNAnnotation) -> UIView? {
            calls.insert("leftAccessory")
            return nil
        }
        func mapView(_: MLNMapView, lineWidthForPolylineAnnotation _: MLNPolyline) -> CGFloat {
            calls.insert("lineWidth")
            return 0
        }
        func mapView(_: MLNMapView, rightCalloutAccessoryViewFor _: any MLNAnnotation) -> UIView? {
            calls.insert("rightAccessory")
            return nil
        }
        func mapView(_: MLNMapView, annotation _: any MLNAnnotation, calloutAccessoryControlTapped _: UIControl) {
            calls.insert("accessoryTapped")
        }
        func mapView(_: MLNMapView, shouldChangeFrom _: MLNMapCamera, to _: MLNMapCamera) -> Bool {
            calls.insert("shouldChange")
            return false
        }
        func mapView(
            _: MLNMapView, shouldChangeFrom _: MLNMapCamera, to _: MLNMapCamera, reason _: MLNCameraChangeReason
        ) -> Bool {
            calls.insert("shouldChange(reason)")
            return false
        }
        func mapViewUserLocationAnchorPoint(_: MLNMapView) -> CGPoint {
            calls.insert("userLocationAnchorPoint")
            return CGPoint(x: 100, y: 100)
        }
        func mapView(_: MLNMapView, didFailToLoadImage _: String) -> UIImage? {
            calls.insert("didFailToLoadImage")
            return nil
        }
        func mapView(_: MLNMapView, shouldRemoveStyleImage _: String) -> Bool {
            calls.insert("shouldRemoveStyleImage")
            return false
        }
        func mapView(_: MLNMapView, didChangeLocationManagerAuthorization _: any MLNLocationManager) {
            calls.insert("didChangeAuthorization")
        }
        func mapView(styleForDefaultUserLocationAnnotationView _: MLNMapView) -> MLNUserLocationAnnotationViewStyle {
            calls.insert("styleForDefaultUserLocationView")
            return MLNUserLocationAnnotationViewStyle()
        }
    }

    @Test("testCoverage")
    func coverage() throws {
        let mapView = MLNMapView(frame: screenBounds)
        let implementation = CoverageDelegate()
        let delegate: any MLNMapViewDelegate = implementation
        let annotation = MLNPointAnnotation()
        let shape = MLNShape()
        var coordinates = [
            CLLocationCoordinate2D(latitude: 0, longitude: 0), CLLocationCoordinate2D(latitude: 1, longitude: 1),
        ]
        let polyline = MLNPolyline(coordinates: &coordinates, count: 2)
        let polygon = MLNPolygon(coordinates: &coordinates, count: 2)
        let view = MLNAnnotationView(reuseIdentifier: nil)
        let camera = MLNMapCamera()
        let error = NSError(domain: "test", code: 1)
        delegate.mapViewRegionIsChanging(mapView)
        delegate.mapViewRegionIsChanging(mapView, reason: .programmatic)
        delegate.mapView(mapView, regionIsChangingWith: .programmatic)
        delegate.mapView(mapView, didChange: .follow, animated: false)
        delegate.mapViewDidFinishLoadingMap(mapView)
        delegate.mapViewDidStopLocatingUser(mapView)
        delegate.mapViewWillStartLoadingMap(mapView)
        delegate.mapViewWillStartLocatingUser(mapView)
        delegate.mapViewWillStartRenderingMap(mapView)
        delegate.mapViewWillStartRenderingFrame(mapView)
        try mapView.advance(by: 0.1)
        delegate.mapView(mapView, didFinishLoading: try #require(mapView.style))
        delegate.mapView(mapView, didSelect: annotation as any MLNAnnotation)
        delegate.mapView(mapView, didDeselect: annotation as any MLNAnnotation)
        delegate.mapView(mapView, didSingleTapAt: annotation.coordinate)
        delegate.mapView(mapView, regionDidChangeAnimated: false)
        delegate.mapView(mapView, regionDidChangeWith: .programmatic, animated: false)
        delegate.mapView(mapView, regionWillChangeAnimated: false)
        delegate.mapView(mapView, regionWillChangeWith: .programmatic, animated: false)
        delegate.mapViewDidFailLoadingMap(mapView, withError: error)
        delegate.mapView(mapView, didUpdate: nil)
        delegate.mapViewDidFinishRenderingMap(mapView, fullyRendered: true)
        delegate.mapViewDidBecomeIdle(mapView)
        delegate.mapView(mapView, didFailToLocateUserWithError: error)
        delegate.mapView(mapView, tapOnCalloutFor: annotation)
        delegate.mapViewDidFinishRenderingFrame(mapView, fullyRendered: true)
        delegate.mapViewDidFinishRenderingFrame(
            mapView, fullyRendered: true, frameEncodingTime: 0, frameRenderingTime: 0)
        _ = delegate.mapView(mapView, shapeAnnotationIsEnabled: shape)
        delegate.mapView(mapView, didAdd: [view])
        delegate.mapView(mapView, didSelect: view)
        delegate.mapView(mapView, didDeselect: view)
        _ = delegate.mapView(mapView, alphaForShapeAnnotation: shape)
        _ = delegate.mapView(mapView, viewFor: annotation)
        _ = delegate.mapView(mapView, imageFor: annotation)
        _ = delegate.mapView(mapView, annotationCanShowCallout: annotation)
        _ = delegate.mapView(mapView, calloutViewFor: annotation)
        _ = delegate.mapView(mapView, strokeColorForShapeAnnotation: shape)
        _ = delegate.mapView(mapView, fillColorForPolygonAnnotation: polygon)
        _ = delegate.mapView(mapView, leftCalloutAccessoryViewFor: annotation)
        _ = delegate.mapView(mapView, lineWidthForPolylineAnnotation: polyline)
        _ = delegate.mapView(mapView, rightCalloutAccessoryViewFor: annotation)
        delegate.mapView(mapView, annotation: annotation, calloutAccessoryControlTapped: UIControl())
        _ = delegate.mapView(mapView, shouldChangeFrom: camera, to: camera)
        _ = delegate.mapView(mapView, shouldChangeFrom: camera, to: camera, reason: .gesturePan)
        _ = delegate.mapViewUserLocationAnchorPoint(mapView)
        _ = delegate.mapView(mapView, didFailToLoadImage: "missing")
        _ = delegate.mapView(mapView, shouldRemoveStyleImage: "unused")
        delegate.mapView(mapView, didChangeLocationManagerAuthorization: FakeLocationManager())
        _ = delegate.mapView(styleForDefaultUserLocationAnnotationView: mapView)
        #expect(implementation.calls.count == 48, "\(implementation.calls.count) of 48 methods are requirements")
    }
}
