import Foundation
import MapCompatCore
import MapLibreStyle

/// An annotation view that reports its drag states, as an app's `MLNAnnotationView` subclass would.
final class ReportingAnnotationView: MLNAnnotationView {
    var report: ((MLNAnnotationViewDragState) -> Void)?

    override func setDragState(_ dragState: MLNAnnotationViewDragState, animated: Bool) {
        super.setDragState(dragState, animated: animated)
        report?(dragState)
    }
}

/// An app's callout view that reports when the map presents and dismisses it.
final class ReportingCalloutView: UIView, MLNCalloutView {
    var representedObject: any MLNAnnotation = MLNPointAnnotation()
    var leftAccessoryView = UIView()
    var rightAccessoryView = UIView()
    weak var delegate: (any MLNCalloutViewDelegate)?
    let report: (_ shown: Bool) -> Void

    init(report: @escaping (_ shown: Bool) -> Void) {
        self.report = report
        super.init(frame: .zero)
    }

    func presentCallout(from rect: CGRect, in view: UIView, constrainedTo constrainedRect: CGRect, animated: Bool) {
        report(true)
    }

    func dismissCallout(animated: Bool) { report(false) }
}

/// The app's location manager: the spec's location reports go to the map through it, as a real
/// `MLNLocationManager` delivers Core Location's.
final class SpecLocationManager: MLNLocationManager {
    weak var delegate: (any MLNLocationManagerDelegate)?

    func startUpdatingLocation() {}
    func stopUpdatingLocation() {}
    func startUpdatingHeading() {}
    func stopUpdatingHeading() {}

    /// Reports a position, then a heading when there is one.
    func report(_ position: LatLng, heading: Double?) {
        delegate?.locationManager(
            self, didUpdate: [CLLocation(latitude: position.latitude, longitude: position.longitude)])
        if let heading { delegate?.locationManager(self, didUpdate: CLHeading(trueHeading: heading)) }
    }
}

/// A recognizer delegate that lets the app's recognizer run with the map's own.
final class SimultaneousRecognition: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
