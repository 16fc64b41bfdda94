import Foundation
import MapCompatTesting
import MapLibreStyle
import Testing

// The MapLibre example of the "Testing your map screens" article: a screen with selectable annotations and a
// callout, a pin dropped by the app's own tap recognizer (which waits for the map's double tap, as
// maplibre/flutter-maplibre-gl's iOS controller does), and places reloaded when the camera settles after the
// user moved it (modelled on MapLibre's iOS examples, platform/ios/app-swift "AnnotationViewExample" and
// "DDSCircleLayerExample"). Headless, the screen is the same code; only target–action changes on Linux.

/// The screen under test: plain MapLibre code.
final class PlacesScreen: UIViewController, MLNMapViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // As MapLibre's examples declare it: the view exists from viewDidLoad on.
    var mapView: MLNMapView!
    let cafe = MLNPointAnnotation()
    private(set) var droppedPins: [MLNPointAnnotation] = []
    private(set) var reloads = 0
    let log: CallbackRecorder

    init(log: CallbackRecorder) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = MLNMapView(frame: view.bounds)
        mapView.delegate = self
        mapView.setCenter(
            CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9784), zoomLevel: 15, animated: false)
        view.addSubview(mapView)

        cafe.coordinate = CLLocationCoordinate2D(latitude: 37.5670, longitude: 126.9790)
        cafe.title = "Cafe"
        cafe.subtitle = "Open until 22:00"
        mapView.addAnnotation(cafe)

        // The app's tap drops a pin, but only once the map's own taps have failed: its double tap, and its
        // single tap, which begins only on something it can select (as MapLibre's PointConversionExample
        // guards its recognizer).
        #if canImport(UIKit)
            let dropPin = UITapGestureRecognizer(target: self, action: #selector(dropPinAction(_:)))
        #else
            let dropPin = UITapGestureRecognizer { [weak self] in self?.dropPin(sender: $0) }
        #endif
        for recognizer in mapView.gestureRecognizers ?? []
        where recognizer is UITapGestureRecognizer {
            dropPin.require(toFail: recognizer)
        }
        mapView.addGestureRecognizer(dropPin)
    }

    /// Drops a pin where the map was tapped.
    func dropPin(sender: UIGestureRecognizer) {
        guard sender.state == .ended else { return }
        let point = sender.location(in: mapView)
        let pin = MLNPointAnnotation()
        pin.coordinate = mapView.convert(point, toCoordinateFrom: mapView)
        pin.title = "Dropped pin"
        droppedPins.append(pin)
        mapView.addAnnotation(pin)
        log.record("dropPin")
    }

    func mapViewDidFinishLoadingMap(_ mapView: MLNMapView) { log.record("mapViewDidFinishLoadingMap") }

    func mapView(_ mapView: MLNMapView, annotationCanShowCallout annotation: any MLNAnnotation) -> Bool { true }

    func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation) {
        log.record("didSelect", annotation.title ?? nil)
    }

    func mapView(_ mapView: MLNMapView, didDeselect annotation: any MLNAnnotation) {
        log.record("didDeselect", annotation.title ?? nil)
    }

    func mapView(_ mapView: MLNMapView, tapOnCalloutFor annotation: any MLNAnnotation) {
        log.record("tapOnCalloutFor", annotation.title ?? nil)
    }

    func mapView(_ mapView: MLNMapView, regionDidChangeWith reason: MLNCameraChangeReason, animated: Bool) {
        guard reason.contains(.gesturePan) else { return }
        reloads += 1
        log.record("reload")
    }
}

#if canImport(UIKit)
    extension PlacesScreen {
        /// Target–action needs the Objective-C runtime, which exists where UIKit does.
        @objc func dropPinAction(_ sender: UIGestureRecognizer) { dropPin(sender: sender) }
    }
#endif

@Suite struct MapLibreScreenExample {
    let log = CallbackRecorder()
    let harness: ScreenHarness<PlacesScreen>
    let tester: MapTester

    init() {
        harness = ScreenHarness(PlacesScreen(log: log))
        tester = harness.tester(harness.screen.mapView)
    }

    @Test func theMapReportsLoadedOnTheFirstSettle() throws {
        try tester.settle()
        #expect(log.names == ["mapViewDidFinishLoadingMap"])
    }

    @Test func aTapOnTheCafeSelectsItAndItsCalloutTakesTaps() throws {
        try tester.tap(on: harness.screen.cafe)
        #expect(log.entries(named: "didSelect").map(\.detail) == ["Cafe"])
        #expect(harness.screen.mapView.selectedAnnotations.count == 1)

        try tester.tapCallout()
        #expect(log.entries(named: "tapOnCalloutFor").map(\.detail) == ["Cafe"])
        #expect(harness.screen.droppedPins.isEmpty)
    }

    @Test func aTapOnTheMapDropsAPinThereOnlyAfterTheMapsTapsFailed() throws {
        let target = CLLocationCoordinate2D(latitude: 37.5660, longitude: 126.9775)
        try tester.tap(on: target)
        let pins = harness.screen.droppedPins
        #expect(pins.count == 1)
        #expect(pins.first.map { isApproximatelyEqual($0.coordinate, target, withinMetres: 0.5) } == true)

        try tester.doubleTap(at: CGPoint(x: 200, y: 600))
        #expect(harness.screen.droppedPins.count == 1)
        #expect(harness.screen.mapView.zoomLevel > 15.9)
    }

    @Test func aPanReloadsOnceWhenTheCameraSettles() throws {
        try tester.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 100, y: 300))
        #expect(harness.screen.reloads == 1)
        #expect(log.names.last == "reload")
    }
}
