import Foundation
import MapLibreStyle
import Testing

// Ports of platform/ios/Integration Tests/MLNCameraTransitionFinishTests.mm (maplibre/maplibre-native): the
// completion handler of a camera transition to the camera fitting (0, 0)–(1, 1) runs, within 0.5 s of
// virtual time; the arguments 0 and 0.3 are upstream's plain and …Animated cases. MLNCameraTransitionFinishNaNTests
// runs the same cases with a zoom of NaN, injected upstream by overriding a private C++ method; the ports ask
// for it publicly, with a camera whose altitude is NaN, which the adapter ignores (keeping the zoom) as
// MapLibre's transform does.
@Suite("MLNCameraTransitionFinishTests (platform/ios/Integration Tests/MLNCameraTransitionFinishTests.mm)")
struct MLNCameraTransitionFinishTests {
    let mapView: MLNMapView
    let camera: MLNMapCamera

    init() throws {
        mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 256, height: 256), styleURL: nil)
        try mapView.advance(by: 0.1)
        let bounds = MLNCoordinateBoundsMake(
            CLLocationCoordinate2D(latitude: 0, longitude: 0), CLLocationCoordinate2D(latitude: 1, longitude: 1))
        camera = mapView.cameraThatFitsCoordinateBounds(bounds)
    }

    @Test("testEaseToCompletionHandler, testEaseToCompletionHandlerAnimated", arguments: [0.0, 0.3])
    func easeTo(duration: Double) throws {
        var called = false
        mapView.setCamera(camera, withDuration: duration, animationTimingFunction: nil) { called = true }
        try mapView.advance(by: 0.5)
        #expect(called)
    }

    @Test("testFlyToCompletionHandler, testFlyToCompletionHandlerAnimated", arguments: [0.0, 0.3])
    func flyTo(duration: Double) throws {
        var called = false
        mapView.fly(to: camera, withDuration: duration) { called = true }
        try mapView.advance(by: 0.5)
        #expect(called)
    }
}

@Suite("MLNCameraTransitionFinishNaNTests (platform/ios/Integration Tests/MLNCameraTransitionFinishTests.mm)")
struct MLNCameraTransitionFinishNaNTests {
    let mapView: MLNMapView
    let camera: MLNMapCamera

    init() throws {
        mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 256, height: 256), styleURL: nil)
        try mapView.advance(by: 0.1)
        let bounds = MLNCoordinateBoundsMake(
            CLLocationCoordinate2D(latitude: 0, longitude: 0), CLLocationCoordinate2D(latitude: 1, longitude: 1))
        camera = mapView.cameraThatFitsCoordinateBounds(bounds)
        camera.altitude = .nan
    }

    @Test("testEaseToCompletionHandler, testEaseToCompletionHandlerAnimated", arguments: [0.0, 0.3])
    func easeTo(duration: Double) throws {
        var called = false
        mapView.setCamera(camera, withDuration: duration, animationTimingFunction: nil) { called = true }
        try mapView.advance(by: 0.5)
        #expect(called)
        #expect(mapView.zoomLevel.isFinite)
    }

    @Test("testFlyToCompletionHandler, testFlyToCompletionHandlerAnimated", arguments: [0.0, 0.3])
    func flyTo(duration: Double) throws {
        var called = false
        mapView.fly(to: camera, withDuration: duration) { called = true }
        try mapView.advance(by: 0.5)
        #expect(called)
        #expect(mapView.zoomLevel.isFinite)
    }
}
