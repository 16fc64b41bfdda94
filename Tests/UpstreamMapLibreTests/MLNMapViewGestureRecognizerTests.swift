import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

// Ports of platform/ios/test/MLNMapViewGestureRecognizerTests.mm (maplibre/maplibre-native): after
// `setCamera(_:withDuration:animationTimingFunction:edgePadding:completionHandler:)` the content insets stay
// what the app set, the camera keeps the content insets plus the edge padding, and no gesture changes either.
// Upstream reads mbgl's camera padding (`mbglMap.getCameraOptions().padding`); its public reading is
// `cameraEdgeInsets`, which the ports check. Each recognizer poke is a touch script.
@Suite("MLNMapViewGestureRecognizerTests (platform/ios/test/MLNMapViewGestureRecognizerTests.mm)")
struct MLNMapViewGestureRecognizerTests {
    let mapView: MLNMapView
    let inset = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)

    init() throws {
        mapView = MLNMapView(frame: screenBounds, styleURL: nil)
        mapView.zoomLevel = 16
        try mapView.advance(by: 0.1)
        mapView.contentInset = inset
        #expect(mapView.contentInset == inset)
        #expect(mapView.cameraEdgeInsets == inset, "MLNMapView's contentInset should match the camera's padding.")
        let padding = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        mapView.setCamera(
            mapView.camera, withDuration: 0, animationTimingFunction: nil, edgePadding: padding, completionHandler: nil)
        #expect(mapView.contentInset != padding)
        #expect(mapView.cameraEdgeInsets != inset)
    }

    /// The insets have not moved: the camera's padding is still the content insets plus the edge padding.
    func expectInsetsKept() {
        #expect(mapView.contentInset == inset)
        #expect(
            mapView.cameraEdgeInsets == UIEdgeInsets(top: 21, left: 21, bottom: 21, right: 21),
            "When a gesture recognizer is performed camera paddings must not be changed.")
    }

    @Test("testHandlePinchGestureContentInset")
    func pinch() throws {
        let center = mapView.center
        try playFingers(mapView, [pinchFingers(center, scale: 1), pinchFingers(center, scale: 1.2)]) { _ in
            expectInsetsKept()
        }
        try mapView.advance(by: 1)
        expectInsetsKept()
    }

    @Test("testHandleRotateGestureContentInset")
    func rotate() throws {
        try playFingers(
            mapView, [rotationFingers(mapView.center, radians: 0)] + rotationPath(mapView.center, from: 0, to: 1)
        ) { _ in expectInsetsKept() }
        try mapView.advance(by: 1)
        expectInsetsKept()
    }

    @Test("testHandleDoubleTapGestureContentInset")
    func doubleTap() throws {
        var script = TouchScript(startTime: mapView.core.now)
        try script.doubleTap(at: CGPoint(x: 1, y: 1))
        for frame in script.frames { try mapView.handle(frame) }
        try mapView.advance(by: 0.4 + max(0, script.time - mapView.core.now))
        expectInsetsKept()
    }

    @Test("testHandleTwoFingerTapGesture")
    func twoFingerTap() throws {
        var script = TouchScript(startTime: mapView.core.now)
        try script.twoFingerTap(at: CGPoint(x: 60, y: 60))
        for frame in script.frames { try mapView.handle(frame) }
        try mapView.advance(by: 0.4 + max(0, script.time - mapView.core.now))
        expectInsetsKept()
    }

    @Test("testHandleQuickZoomGesture")
    func quickZoom() throws {
        var script = TouchScript(startTime: mapView.core.now)
        try script.quickZoom(at: mapView.center, dy: 40)
        for frame in script.frames { try mapView.handle(frame) }
        try mapView.advance(by: 0.4 + max(0, script.time - mapView.core.now))
        expectInsetsKept()
    }

    @Test("testHandleTwoFingerDragGesture")
    func twoFingerDrag() throws {
        let width = mapView.frame.width
        let height = mapView.frame.height
        let start = [CGPoint(x: width / 3, y: height / 2), CGPoint(x: width / 2, y: height / 2)]
        let end = [CGPoint(x: width / 3, y: height / 2 - 10), CGPoint(x: width / 2, y: height / 2 - 10)]
        try playFingers(mapView, [start, end]) { _ in expectInsetsKept() }
        try mapView.advance(by: 0.4)
        expectInsetsKept()
    }
}
