import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

// A map controller written the way maplibre/flutter-maplibre-gl's iOS controller writes one
// (maplibre_gl/ios/maplibre_gl/Sources/maplibre_gl/MapLibreMapController.swift): a view made from a style
// URL, app recognizers that wait for the map's double tap, options applied through the IB-named switches and
// ornament placement, camera moves with CAMediaTimingFunction, and the delegate methods it implements. Only
// the Flutter channel is replaced by a list of calls. Target–action (`#selector`) needs the Objective-C
// runtime, so the recognizers take closures (`addAction`); `gestureRecognizers!` is spelled `?? []` for this
// package's linter. Those are the deviations from the original.
final class FlutterStyleMapController: NSObject, MLNMapViewDelegate, UIGestureRecognizerDelegate {
    let mapView: MLNMapView
    var channel: [String] = []
    var initialTilt: CGFloat?
    var trackCameraPosition = true

    init(frame: CGRect, styleURL: URL?) {
        mapView = MLNMapView(frame: frame, styleURL: styleURL)
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        super.init()
        mapView.delegate = self

        let singleTap = UITapGestureRecognizer()
        singleTap.addAction { [weak self] in self?.handleMapTap(sender: $0) }
        for recognizer in mapView.gestureRecognizers ?? []
        where (recognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2 {
            singleTap.require(toFail: recognizer)
        }
        mapView.addGestureRecognizer(singleTap)

        let longPress = UILongPressGestureRecognizer()
        longPress.addAction { [weak self] in self?.handleMapLongPress(sender: $0) }
        longPress.minimumPressDuration = TimeInterval(500) / 1000
        mapView.addGestureRecognizer(longPress)
    }

    func gestureRecognizer(
        _: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith _: UIGestureRecognizer
    ) -> Bool { true }

    func handleMapTap(sender: UIGestureRecognizer) {
        guard sender.state == .ended else { return }
        let point = sender.location(in: mapView)
        let coordinate = mapView.convert(point, toCoordinateFrom: mapView)
        channel.append("map#onMapClick \(Int(coordinate.latitude.rounded())),\(Int(coordinate.longitude.rounded()))")
    }

    func handleMapLongPress(sender: UIGestureRecognizer) {
        if sender.state == .began {
            let point = sender.location(in: mapView)
            _ = mapView.convert(point, toCoordinateFrom: mapView)
            channel.append("map#onMapLongClick")
        }
    }

    // Options, as MapLibreMapOptionsSink sets them.
    func applyOptions() {
        mapView.setCenter(
            CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405), zoomLevel: 12, direction: 0, animated: false)
        initialTilt = 30
        mapView.maximumScreenBounds = MLNCoordinateBounds(
            sw: CLLocationCoordinate2D(latitude: -90, longitude: -180),
            ne: CLLocationCoordinate2D(latitude: 90, longitude: 180))
        mapView.compassView.isHidden = false
        mapView.minimumZoomLevel = 0.0
        mapView.maximumZoomLevel = 22.0
        mapView.allowsRotating = true
        mapView.allowsScrolling = true
        mapView.allowsTilting = true
        mapView.allowsZooming = true
        mapView.showsUserHeadingIndicator = true
        mapView.logoView.isHidden = false
        mapView.logoViewPosition = .bottomLeft
        mapView.logoViewMargins = CGPoint(x: 8.0, y: 8.0)
        mapView.compassViewPosition = .topRight
        mapView.compassViewMargins = CGPoint(x: 8.0, y: 8.0)
        mapView.attributionButtonMargins = CGPoint(x: 8.0, y: 8.0)
        mapView.attributionButtonPosition = .bottomRight
        if let mode = MLNUserTrackingMode(rawValue: 0) { mapView.userTrackingMode = mode }
    }

    func ease(duration: Double, interpolation: String, completion: @escaping () -> Void) {
        let camera = mapView.camera
        camera.heading = 45
        let interval: TimeInterval = duration / 1000.0
        var timingFunction: CAMediaTimingFunction?
        switch interpolation {
        case "linear": timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.linear)
        case "fastOutLinearIn": timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0.0, 1.0, 1.0)
        default: timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        }
        mapView.setCamera(
            camera, withDuration: interval, animationTimingFunction: timingFunction, completionHandler: completion)
    }

    func updateContentInsets(animated: Bool, done: @escaping () -> Void) {
        mapView.setContentInset(UIEdgeInsets(top: 10, left: 0, bottom: 40, right: 0), animated: animated) { done() }
    }

    // MLNMapViewDelegate, as the controller implements it.
    func mapView(_ mapView: MLNMapView, didFinishLoading _: MLNStyle) {
        if let initialTilt {
            let camera = mapView.camera
            camera.pitch = initialTilt
            mapView.setCamera(camera, animated: false)
        }
        channel.append("map#onStyleLoaded")
    }

    func mapView(_: MLNMapView, didUpdate userLocation: MLNUserLocation?) {
        if let userLocation, let location = userLocation.location {
            channel.append("map#onUserLocationUpdated \(location.coordinate.latitude)")
        }
    }

    func mapView(_: MLNMapView, didChange mode: MLNUserTrackingMode, animated _: Bool) {
        channel.append("map#onCameraTrackingChanged \(mode.rawValue)")
        if mode == .none { channel.append("map#onCameraTrackingDismissed") }
    }

    func mapViewDidBecomeIdle(_: MLNMapView) { channel.append("map#onIdle") }

    func mapView(_: MLNMapView, regionWillChangeAnimated _: Bool) { channel.append("camera#onMoveStarted") }

    func mapViewRegionIsChanging(_ mapView: MLNMapView) {
        if !trackCameraPosition { return }
        if channel.last != "camera#onMove" { channel.append("camera#onMove") }
    }

    func mapView(_: MLNMapView, regionDidChangeAnimated _: Bool) { channel.append("camera#onIdle") }
}

@Suite("RealClient: flutter-maplibre-gl's iOS controller")
struct FlutterControllerScreenTests {
    @Test func styleLoadsOnceThenTheInitialTiltApplies() throws {
        let controller = FlutterStyleMapController(frame: CGRect(x: 0, y: 0, width: 400, height: 800), styleURL: nil)
        controller.applyOptions()
        controller.channel = []
        try controller.mapView.advance(by: 0.1)
        #expect(controller.channel.first == "map#onStyleLoaded" || controller.channel.contains("map#onStyleLoaded"))
        #expect(controller.channel.filter { $0 == "map#onStyleLoaded" }.count == 1)
        #expect(abs(controller.mapView.camera.pitch - 30) < 1e-9)
        #expect(controller.mapView.style != nil)
    }

    @Test func easeCallsMoveStartedMoveIdleThenCompletes() throws {
        let controller = FlutterStyleMapController(frame: CGRect(x: 0, y: 0, width: 400, height: 800), styleURL: nil)
        controller.applyOptions()
        try controller.mapView.advance(by: 0.1)
        controller.channel = []
        var done = false
        controller.ease(duration: 300, interpolation: "fastOutLinearIn") { done = true }
        try controller.mapView.advance(by: 1)
        #expect(done)
        #expect(controller.channel == ["camera#onMoveStarted", "camera#onMove", "camera#onIdle", "map#onIdle"])
        #expect(abs(controller.mapView.direction - 45) < 1e-9)
    }

    @Test func singleTapWaitsForTheDoubleTapAndReportsTheCoordinate() throws {
        let controller = FlutterStyleMapController(frame: CGRect(x: 0, y: 0, width: 400, height: 800), styleURL: nil)
        controller.applyOptions()
        try controller.mapView.advance(by: 0.1)
        controller.channel = []
        try controller.mapView.play { try $0.tap(at: CGPoint(x: 200, y: 400)) }
        #expect(controller.channel.contains("map#onMapClick 53,13"))
        try controller.mapView.play { try $0.longPress(at: CGPoint(x: 100, y: 300)) }
        #expect(controller.channel.contains("map#onMapLongClick"))
    }

    @Test func contentInsetCompletionRunsAndTrackingCallbacksArrive() throws {
        let controller = FlutterStyleMapController(frame: CGRect(x: 0, y: 0, width: 400, height: 800), styleURL: nil)
        var inset = false
        controller.updateContentInsets(animated: true) { inset = true }
        #expect(inset)
        #expect(controller.mapView.contentInset == UIEdgeInsets(top: 10, left: 0, bottom: 40, right: 0))
        controller.mapView.userTrackingMode = .follow
        controller.mapView.userTrackingMode = .none
        #expect(
            controller.channel.suffix(3) == [
                "map#onCameraTrackingChanged 1", "map#onCameraTrackingChanged 0", "map#onCameraTrackingDismissed",
            ])
    }
}
