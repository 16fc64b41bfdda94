import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// An app callout view that records what the map asks of it, made for one annotation as MapLibre's
/// `CustomCalloutView` example (platform/ios/app-swift) makes its view.
private final class RecordingCalloutView: UIView, MLNCalloutView {
    var representedObject: any MLNAnnotation
    var leftAccessoryView = UIView()
    var rightAccessoryView = UIView()
    weak var delegate: (any MLNCalloutViewDelegate)?
    var calls: [String] = []
    var presentedFrom: CGRect?
    var constrainedTo: CGRect?

    init(representedObject: any MLNAnnotation) {
        self.representedObject = representedObject
        super.init(frame: .zero)
    }

    func presentCallout(from rect: CGRect, in view: UIView, constrainedTo constrainedRect: CGRect, animated: Bool) {
        calls.append("present")
        presentedFrom = rect
        constrainedTo = constrainedRect
        // Like MLNCompactCalloutView: centred above the annotation, kept inside the constrained rect.
        let size = CGSize(width: 120, height: 60)
        let x = min(max(rect.midX - size.width / 2, constrainedRect.minX), constrainedRect.maxX - size.width)
        frame = CGRect(x: x, y: rect.minY - size.height, width: size.width, height: size.height)
    }

    func dismissCallout(animated: Bool) { calls.append("dismiss") }
}

/// A delegate that lets titled annotations show the app's callout view.
private final class CalloutDelegate: MLNMapViewDelegate {
    var callout: RecordingCalloutView?
    let accessory = UIButton(type: .detailDisclosure)

    func mapView(_ mapView: MLNMapView, annotationCanShowCallout annotation: any MLNAnnotation) -> Bool { true }

    func mapView(_ mapView: MLNMapView, calloutViewFor annotation: any MLNAnnotation) -> (any MLNCalloutView)? {
        let view = RecordingCalloutView(representedObject: annotation)
        callout = view
        return view
    }

    func mapView(_ mapView: MLNMapView, rightCalloutAccessoryViewFor annotation: any MLNAnnotation)
        -> UIView?
    { accessory }

    var calloutTaps = 0

    func mapView(_ mapView: MLNMapView, tapOnCalloutFor annotation: any MLNAnnotation) { calloutTaps += 1 }
}

/// `mapView(_:calloutViewFor:)` (research §1.12): a selected annotation with a title presents the app's
/// callout, tapping elsewhere dismisses it.
struct CalloutViewTests {
    @Test func selectionPresentsAndDeselectionDismissesTheAppCallout() throws {
        let view = makeMapView()
        let delegate = CalloutDelegate()
        view.delegate = delegate
        let annotation = MLNPointAnnotation(coordinate: view.centerCoordinate, title: "Hall")
        view.addAnnotation(annotation)
        try view.play { try $0.tap(at: CGPoint(x: 200, y: 385)) }
        #expect(delegate.callout?.calls == ["present"])
        #expect(delegate.callout?.representedObject === annotation)
        #expect(delegate.callout?.rightAccessoryView === delegate.accessory)
        #expect(delegate.callout?.delegate === view)
        try view.play { try $0.tap(at: CGPoint(x: 100, y: 650)) }
        #expect(delegate.callout?.calls == ["present", "dismiss"])
    }

    /// MapLibre presents the callout from the annotation's frame, within the bounds less the content insets
    /// (`MLNMapView.mm` `selectAnnotation:moveIntoView:animateSelection:completionHandler:`), and is the
    /// callout's delegate: the callout's tap is `mapView(_:tapOnCalloutFor:)`.
    @Test func theCalloutIsPresentedFromTheAnnotationsFrameAndItsTapReachesTheDelegate() throws {
        let view = makeMapView()
        let delegate = CalloutDelegate()
        view.delegate = delegate
        view.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0)
        let annotation = MLNPointAnnotation(coordinate: view.centerCoordinate, title: "Hall")
        view.addAnnotation(annotation)
        try view.play { try $0.tap(at: view.convert(view.centerCoordinate, toPointTo: view)) }
        let from = try #require(delegate.callout?.presentedFrom)
        #expect(from.width > 0 && from.height > 0)
        #expect(delegate.callout?.constrainedTo == CGRect(x: 0, y: 20, width: 400, height: 740))
        let callout = try #require(delegate.callout)
        callout.delegate?.calloutViewTapped(callout)
        #expect(delegate.calloutTaps == 1)

        // A tap on the app's view is the callout's; the profile's wider bubble beside it is the map's.
        let shown = callout.frame
        try view.play { try $0.tap(at: CGPoint(x: shown.minX + 4, y: shown.midY)) }
        #expect(delegate.calloutTaps == 2)
        try view.play { try $0.tap(at: CGPoint(x: shown.minX - 20, y: shown.midY)) }
        #expect(delegate.calloutTaps == 2)
        #expect(delegate.callout?.calls == ["present", "dismiss"])
    }

    @Test func anUntitledAnnotationPresentsNoCallout() throws {
        let view = makeMapView()
        let delegate = CalloutDelegate()
        view.delegate = delegate
        view.addAnnotation(MLNPointAnnotation(coordinate: view.centerCoordinate))
        try view.play { try $0.tap(at: CGPoint(x: 200, y: 385)) }
        #expect(delegate.callout == nil)
    }
}
