import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// An app callout view that records what the map asks of it.
private final class RecordingCalloutView: MLNCalloutView {
    var representedObject: (any MLNAnnotation)?
    var leftAccessoryView: UIView?
    var rightAccessoryView: UIView?
    var calls: [String] = []

    func presentCallout(from rect: CGRect, in view: MLNMapView, constrainedTo constrainedRect: CGRect, animated: Bool) {
        calls.append("present")
    }

    func dismissCallout(animated: Bool) { calls.append("dismiss") }
}

/// A delegate that lets titled annotations show the app's callout view.
private final class CalloutDelegate: MLNMapViewDelegate {
    let callout = RecordingCalloutView()
    let accessory = UIButton(type: .detailDisclosure)

    func mapView(_ mapView: MLNMapView, annotationCanShowCallout annotation: any MLNAnnotation) -> Bool { true }

    func mapView(_ mapView: MLNMapView, calloutViewFor annotation: any MLNAnnotation) -> (any MLNCalloutView)? {
        callout
    }

    func mapView(_ mapView: MLNMapView, rightCalloutAccessoryViewFor annotation: any MLNAnnotation)
        -> UIView?
    { accessory }
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
        #expect(delegate.callout.calls == ["present"])
        #expect(delegate.callout.representedObject === annotation)
        #expect(delegate.callout.rightAccessoryView === delegate.accessory)
        try view.play { try $0.tap(at: CGPoint(x: 100, y: 650)) }
        #expect(delegate.callout.calls == ["present", "dismiss"])
    }

    @Test func anUntitledAnnotationPresentsNoCallout() throws {
        let view = makeMapView()
        let delegate = CalloutDelegate()
        view.delegate = delegate
        view.addAnnotation(MLNPointAnnotation(coordinate: view.centerCoordinate))
        try view.play { try $0.tap(at: CGPoint(x: 200, y: 385)) }
        #expect(delegate.callout.calls.isEmpty)
    }
}
