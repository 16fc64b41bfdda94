import Foundation
import MapCompatCore

/// An app's callout: MapLibre's `MLNCalloutView` protocol (`platform/ios/src/MLNCalloutView.h`), adopted by a
/// `UIView` subclass and returned by the delegate's `mapView(_:calloutViewFor:)`. The map presents it when the
/// core shows the callout of the selected annotation (`calloutShow`), from the annotation's frame and within
/// the map's bounds as MapLibre does, becomes its ``delegate``, and dismisses it when the core hides the
/// callout (`calloutHide`). Taps on the callout are judged on the frame the view took when it presented
/// itself (or, while it has none, on the profile's bubble).
public protocol MLNCalloutView: NSObjectProtocol {
    /// The annotation the callout shows; the map sets it before presenting.
    var representedObject: any MLNAnnotation { get set }
    /// The view conventionally on the left that the user may tap; the map sets the delegate's before
    /// presenting.
    var leftAccessoryView: UIView { get set }
    /// The view conventionally on the right that the user may tap; the map sets the delegate's before
    /// presenting.
    var rightAccessoryView: UIView { get set }
    /// Who hears of taps on the callout (the map view, which tells its own delegate
    /// `mapView(_:tapOnCalloutFor:)`); implementations hold it weakly.
    var delegate: (any MLNCalloutViewDelegate)? { get set }
    /// Shows the callout pointing at `rect` (the annotation's frame) of `view`, inside `constrainedRect`
    /// (the map's bounds less its content insets).
    func presentCallout(from rect: CGRect, in view: UIView, constrainedTo constrainedRect: CGRect, animated: Bool)
    /// Hides the callout.
    func dismissCallout(animated: Bool)
    /// Margins (negative) that widen the rect the callout is presented from, where it is assumed to be drawn;
    /// optional in MapLibre's header.
    func marginInsetsHintForPresentation(from rect: CGRect) -> UIEdgeInsets
    /// Whether the callout follows its annotation; optional in MapLibre's header, `false` when not
    /// implemented.
    var isAnchoredToAnnotation: Bool { get }
    /// Whether the callout is dismissed when the viewport changes; optional in MapLibre's header, `true` when
    /// not implemented.
    var dismissesAutomatically: Bool { get }
}

extension MLNCalloutView {
    /// No margins (MapLibre's `@optional` requirement left out).
    public func marginInsetsHintForPresentation(from rect: CGRect) -> UIEdgeInsets { .zero }
    /// Not anchored (MapLibre's `@optional` requirement left out).
    public var isAnchoredToAnnotation: Bool { false }
    /// Dismissed with viewport changes (MapLibre's `@optional` requirement left out).
    public var dismissesAutomatically: Bool { true }
}

/// Hears of taps on an app's callout view: MapLibre's `MLNCalloutViewDelegate`, every method optional.
public protocol MLNCalloutViewDelegate: NSObjectProtocol {
    /// Whether the whole callout highlights when tapped.
    func calloutViewShouldHighlight(_ calloutView: any UIView & MLNCalloutView) -> Bool
    /// The callout was tapped.
    func calloutViewTapped(_ calloutView: any UIView & MLNCalloutView)
    /// The callout is about to appear.
    func calloutViewWillAppear(_ calloutView: any UIView & MLNCalloutView)
    /// The callout appeared.
    func calloutViewDidAppear(_ calloutView: any UIView & MLNCalloutView)
}

extension MLNCalloutViewDelegate {
    /// Highlights (MapLibre's default).
    public func calloutViewShouldHighlight(_ calloutView: any UIView & MLNCalloutView) -> Bool { true }
    /// Nothing by default.
    public func calloutViewTapped(_ calloutView: any UIView & MLNCalloutView) {}
    /// Nothing by default.
    public func calloutViewWillAppear(_ calloutView: any UIView & MLNCalloutView) {}
    /// Nothing by default.
    public func calloutViewDidAppear(_ calloutView: any UIView & MLNCalloutView) {}
}

/// The map view is its callouts' delegate, as `MLNMapView.mm` makes itself: a tap on the callout is the
/// delegate's `mapView(_:tapOnCalloutFor:)`.
extension MLNMapView: MLNCalloutViewDelegate {
    /// Highlights only when the map's delegate listens for callout taps, as `MLNMapView.mm` answers.
    public func calloutViewShouldHighlight(_ calloutView: any UIView & MLNCalloutView) -> Bool {
        delegate != nil
    }

    /// Tells the map's delegate of the tap on the annotation's callout.
    public func calloutViewTapped(_ calloutView: any UIView & MLNCalloutView) {
        delegate?.mapView(self, tapOnCalloutFor: calloutView.representedObject)
    }
}

extension MLNMapView {
    /// Presents the app's callout view for an annotation whose callout the core just showed: from the
    /// annotation's frame, within the bounds less the content insets (`MLNMapView.mm`
    /// `selectAnnotation:moveIntoView:animateSelection:`).
    func presentCallout(_ id: AnnotationID) {
        dismissPresentedCallout()
        guard let record = records[id], let callout = delegate?.mapView(self, calloutViewFor: record.annotation)
        else { return }
        callout.representedObject = record.annotation
        if let left = record.leftAccessory { callout.leftAccessoryView = left }
        if let right = record.rightAccessory { callout.rightAccessoryView = right }
        callout.delegate = self
        let annotationFrame = core.frame(of: id) ?? CGRect(origin: core.shownCallout?.anchor ?? .zero, size: .zero)
        presentedCallout = (id, callout)
        let insets = contentInset
        let constrained = CGRect(
            x: bounds.minX + insets.left, y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.left - insets.right),
            height: max(0, bounds.height - insets.top - insets.bottom))
        callout.presentCallout(from: annotationFrame, in: self, constrainedTo: constrained, animated: false)
        // Taps are judged on the view the app laid out, as on the device where the callout is a subview.
        if let view = callout as? UIView { core.placeShownCallout(in: view.frame) }
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
