import Foundation
import MapCompatCore

/// An app's callout: MapLibre's `MLNCalloutView` protocol, returned by the delegate's
/// `mapView(_:calloutViewFor:)`. The map presents it when the core shows the callout of the selected
/// annotation (`calloutShow`) and dismisses it when the core hides it (`calloutHide`); where taps on it go
/// stays the core's callout geometry.
public protocol MLNCalloutView: AnyObject {
    /// The annotation the callout belongs to; the map sets it before presenting.
    var representedObject: (any MLNAnnotation)? { get set }
    /// The left accessory; the map sets the delegate's before presenting.
    var leftAccessoryView: UIView? { get set }
    /// The right accessory; the map sets the delegate's before presenting.
    var rightAccessoryView: UIView? { get set }
    /// Shows the callout pointing at `rect` (a zero-size rect at the core callout's anchor), inside
    /// `constrainedRect` (the view's bounds).
    func presentCallout(from rect: CGRect, in view: MLNMapView, constrainedTo constrainedRect: CGRect, animated: Bool)
    /// Hides the callout.
    func dismissCallout(animated: Bool)
}

extension MLNMapView {
    /// Presents the app's callout view for an annotation whose callout the core just showed.
    func presentCallout(_ id: AnnotationID) {
        dismissPresentedCallout()
        guard let record = records[id], let callout = delegate?.mapView(self, calloutViewFor: record.annotation)
        else { return }
        callout.representedObject = record.annotation
        callout.leftAccessoryView = record.leftAccessory
        callout.rightAccessoryView = record.rightAccessory
        let anchor = core.shownCallout?.anchor ?? .zero
        presentedCallout = (id, callout)
        callout.presentCallout(
            from: CGRect(origin: anchor, size: .zero), in: self, constrainedTo: frame, animated: false)
    }

    /// Dismisses the app's callout view when the core hid that annotation's callout.
    func dismissCallout(_ id: AnnotationID) {
        guard presentedCallout?.id == id else { return }
        dismissPresentedCallout()
    }

    private func dismissPresentedCallout() {
        guard let presented = presentedCallout else { return }
        presentedCallout = nil
        presented.view.dismissCallout(animated: false)
    }
}
