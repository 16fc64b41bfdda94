import Foundation
import MapCompatCore

/// MapLibre's standard callout (`platform/ios/src/MLNCompactCalloutView.h` and `.m`, over its SMCalloutView
/// copy): it shows the represented annotation's title and subtitle, stays anchored to the annotation and is not
/// dismissed by camera changes. Nothing is drawn headless: presented from an annotation, it takes the frame the
/// core's callout layout gives (`InteractiveMap.shownCallout`), so taps and `selectAnnotation(_:moveIntoView:…)`
/// see the callout where the core lays it out. An app returns one from `mapView(_:calloutViewFor:)`.
open class MLNCompactCalloutView: UIView, MLNCalloutView {
    /// The annotation shown; setting it copies its title and subtitle (an empty point annotation at first).
    open var representedObject: any MLNAnnotation = MLNPointAnnotation() {
        didSet {
            title = representedObject.title
            subtitle = representedObject.subtitle
        }
    }
    /// The view on the callout's left.
    open var leftAccessoryView = UIView()
    /// The view on the callout's right.
    open var rightAccessoryView = UIView()
    /// Hears taps on the callout (the map view sets itself).
    open weak var delegate: (any MLNCalloutViewDelegate)?
    /// The first line: the annotation's title.
    open var title: String?
    /// The second line: the annotation's subtitle.
    open var subtitle: String?

    /// A callout with no annotation yet: `+[MLNCompactCalloutView platformCalloutView]`.
    open class func platformCalloutView() -> MLNCompactCalloutView {
        MLNCompactCalloutView(frame: .zero)
    }

    /// Where the arrow's tip lies in the bubble, from its top left corner, once presented.
    private var arrowTip: CGPoint?

    /// Takes the core's callout frame in `view` when it is a map view showing a callout (which slides past the
    /// view's side to keep the arrow on an annotation at the edge, as SMCalloutView does); otherwise sits
    /// centred above `rect` at its present size, kept inside `constrainedRect`. The arrow's tip is the top
    /// middle of `rect` either way.
    open func presentCallout(from rect: CGRect, in view: UIView, constrainedTo constrainedRect: CGRect, animated: Bool)
    {
        if let map = view as? MLNMapView, let shown = map.core.shownCallout {
            frame = shown.frame
            arrowTip = CGPoint(x: shown.anchor.x - shown.frame.minX, y: shown.anchor.y - shown.frame.minY)
        } else {
            let x = min(max(rect.midX - frame.width / 2, constrainedRect.minX), constrainedRect.maxX - frame.width)
            frame.origin = CGPoint(x: x, y: rect.minY - frame.height)
            arrowTip = CGPoint(x: rect.midX - x, y: frame.height)
        }
    }

    /// Once presented, the tip of the arrow, where the map puts it as the annotation moves
    /// (`MLNMapView.mm` `updateCalloutView` sets the centre to the annotation's top middle): SMCalloutView moves
    /// its layer's anchor point to the arrow's tip when it presents, and a view's centre is that point.
    override open var center: CGPoint {
        get {
            guard let arrowTip else { return super.center }
            return CGPoint(x: frame.minX + arrowTip.x, y: frame.minY + arrowTip.y)
        }
        set {
            guard let arrowTip else { return super.center = newValue }
            frame.origin = CGPoint(x: newValue.x - arrowTip.x, y: newValue.y - arrowTip.y)
        }
    }

    /// Hides the callout (nothing is drawn headless).
    open func dismissCallout(animated: Bool) {}

    /// How far the callout reaches beyond `rect` (negative insets grow it): up by its height and sideways by the
    /// part of its width wider than `rect`, as the callout sits centred above the annotation.
    open func marginInsetsHintForPresentation(from rect: CGRect) -> UIEdgeInsets {
        let side = -max(frame.width - rect.width, 0) / 2
        return UIEdgeInsets(top: -frame.height, left: side, bottom: 0, right: side)
    }

    /// Anchored to its annotation (MLNCompactCalloutView.m).
    open var isAnchoredToAnnotation: Bool { true }

    /// Not dismissed by camera changes (MLNCompactCalloutView.m).
    open var dismissesAutomatically: Bool { false }
}
