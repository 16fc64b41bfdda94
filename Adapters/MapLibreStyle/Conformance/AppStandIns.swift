import Foundation
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
final class ReportingCalloutView: MLNCalloutView {
    var representedObject: (any MLNAnnotation)?
    var leftAccessoryView: UIView?
    var rightAccessoryView: UIView?
    let report: (_ shown: Bool) -> Void

    init(report: @escaping (_ shown: Bool) -> Void) { self.report = report }

    func presentCallout(from rect: CGRect, in view: MLNMapView, constrainedTo constrainedRect: CGRect, animated: Bool) {
        report(true)
    }

    func dismissCallout(animated: Bool) { report(false) }
}
