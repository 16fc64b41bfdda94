import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// A callout written as MapLibre's demo app writes its custom one (maplibre/maplibre-native
/// `platform/ios/app/MBXCustomCalloutView.m`): it presents itself above the annotation's rect, is anchored to
/// its annotation, and overrides the centre setter so that the point the map gives (the annotation's top
/// middle) is its bottom middle.
final class DemoCalloutView: UIView, MLNCalloutView {
    var representedObject: any MLNAnnotation
    var leftAccessoryView = UIView()
    var rightAccessoryView = UIView()
    weak var delegate: (any MLNCalloutViewDelegate)?
    var isAnchoredToAnnotation: Bool { true }
    var dismissesAutomatically: Bool { false }
    var dismissals = 0

    init(annotation: any MLNAnnotation) {
        representedObject = annotation
        super.init(frame: .zero)
    }

    func presentCallout(from rect: CGRect, in view: UIView, constrainedTo constrainedRect: CGRect, animated: Bool) {
        frame = CGRect(x: rect.midX - 60, y: rect.minY - 40, width: 120, height: 40)
    }

    override var center: CGPoint {
        get { super.center }
        set { super.center = CGPoint(x: newValue.x, y: newValue.y - bounds.midY) }
    }

    func dismissCallout(animated: Bool) { dismissals += 1 }
}

/// A screen with one pin whose view stands on its coordinate by its bottom edge (a `centerOffset` of half its
/// height upwards, as pin images are placed), a demo callout, and a view that lifts itself when a drag starts,
/// as MapLibre's demo `MBXAnnotationView` (`platform/ios/app/MBXAnnotationView.m`) overrides
/// `setDragState(_:animated:)` and calls super.
final class AnnotationViewLayoutScreen: NSObject, MLNMapViewDelegate {
    let mapView = makeMapView()
    let pin = MLNPointAnnotation()
    var callout: DemoCalloutView?
    var calloutTaps = 0

    final class LiftingView: MLNAnnotationView {
        override func setDragState(_ dragState: MLNAnnotationViewDragState, animated: Bool) {
            super.setDragState(dragState, animated: false)
            if dragState == .starting { transform = CGAffineTransform(scaleX: 2, y: 2) }
        }
    }

    override init() {
        super.init()
        mapView.delegate = self
        pin.title = "Pin"
        pin.coordinate = mapView.convert(CGPoint(x: 200, y: 300), toCoordinateFrom: mapView)
        mapView.addAnnotation(pin)
    }

    func mapView(_ mapView: MLNMapView, viewFor annotation: any MLNAnnotation) -> MLNAnnotationView? {
        let view = LiftingView(reuseIdentifier: "pin")
        view.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
        view.centerOffset = CGVector(dx: 0, dy: -20)
        return view
    }

    func mapView(_ mapView: MLNMapView, annotationCanShowCallout annotation: any MLNAnnotation) -> Bool { true }

    func mapView(_ mapView: MLNMapView, calloutViewFor annotation: any MLNAnnotation) -> (any MLNCalloutView)? {
        let view = DemoCalloutView(annotation: annotation)
        callout = view
        return view
    }

    func mapView(_ mapView: MLNMapView, tapOnCalloutFor annotation: any MLNAnnotation) { calloutTaps += 1 }
}

@Suite("Annotation views and callouts laid out as the map moves")
struct AnnotationViewLayoutTests {
    /// Whether two rectangles agree to a millionth of a point (screen points go through the projection).
    func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }

    @Test("a view stands on its annotation's point, offset by centerOffset, and moves with the map")
    func viewsFollowTheMap() throws {
        let screen = AnnotationViewLayoutScreen()
        let view = try #require(screen.mapView.view(for: screen.pin))
        #expect(close(view.frame, CGRect(x: 185, y: 260, width: 30, height: 40)))
        #expect(abs(view.center.x - 200) < 1e-6 && abs(view.center.y - 300) < 1e-6)

        try screen.mapView.play { try $0.pan(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 150, y: 500)) }
        let point = screen.mapView.convert(screen.pin.coordinate, toPointTo: screen.mapView)
        #expect(abs(point.x - 250) < 1 && abs(point.y - 200) < 1, "The pan moved the map by (50, -100).")
        #expect(abs(view.center.x - point.x) < 1e-9 && abs(view.center.y - point.y) < 1e-9)
        #expect(abs(view.frame.maxY - point.y) < 1e-9, "The pin still stands on its coordinate.")
    }

    @Test("an anchored callout follows its annotation as the map pans, and taps follow it")
    func calloutFollowsTheMap() throws {
        let screen = AnnotationViewLayoutScreen()
        screen.mapView.selectAnnotation(screen.pin, animated: false)
        let callout = try #require(screen.callout)
        #expect(close(callout.frame, CGRect(x: 140, y: 220, width: 120, height: 40)))

        try screen.mapView.play { try $0.pan(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 150, y: 500)) }
        let pinFrame = try #require(screen.mapView.view(for: screen.pin)).frame
        #expect(abs(callout.frame.midX - pinFrame.midX) < 1e-9)
        #expect(abs(callout.frame.maxY - pinFrame.minY) < 1e-9, "The callout sits on the pin's top, as before.")

        try screen.mapView.play { try $0.tap(at: CGPoint(x: callout.frame.midX, y: callout.frame.midY)) }
        #expect(screen.calloutTaps == 1, "A tap where the callout now stands is a tap on it.")
    }

    @Test("a drag started by the annotation view dismisses the callout and keeps the selection")
    func dragStartDismissesTheCallout() throws {
        let screen = AnnotationViewLayoutScreen()
        screen.mapView.selectAnnotation(screen.pin, animated: false)
        let callout = try #require(screen.callout)
        let view = try #require(screen.mapView.view(for: screen.pin))

        view.setDragState(.starting, animated: false)
        #expect(callout.dismissals == 1)
        #expect(screen.mapView.selectedAnnotations.first === screen.pin)
        try screen.mapView.play { try $0.tap(at: CGPoint(x: callout.frame.midX, y: callout.frame.midY)) }
        #expect(screen.calloutTaps == 0, "The dismissed callout takes no taps.")
    }
}
