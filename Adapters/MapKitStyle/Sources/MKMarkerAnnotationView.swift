import Foundation
import MapCompatCore

/// The balloon marker of Apple's Maps app: MapKit's `MKMarkerAnnotationView`, the view the map shows for an
/// annotation the delegate gives no view (iOS 11 and later). Nothing is drawn headless; its frame is a 28 × 40
/// point balloon whose bottom centre sits on the annotation's point (MapKit does not publish the size: MapCompat's
/// choice), and it confirms its own drag states, as MapKit's markers animate their lift and drop themselves.
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour (kept).
    open var markerTintColor: UIColor?
    /// The glyph's colour (kept).
    open var glyphTintColor: UIColor?
    /// Text in the balloon (kept).
    open var glyphText: String?
    /// An image in the balloon (kept).
    open var glyphImage: UIImage?
    /// The glyph while selected (kept).
    open var selectedGlyphImage: UIImage?
    /// When the title under the balloon shows (kept).
    open var titleVisibility = MKFeatureVisibility.adaptive
    /// When the subtitle under the balloon shows (kept).
    open var subtitleVisibility = MKFeatureVisibility.adaptive
    /// Whether the marker animates onto the map (kept).
    open var animatesWhenAdded = false

    /// The balloon's frame, which MapKit does not publish.
    static let balloonSize = CGSize(width: 28, height: 40)

    /// A marker for an annotation: the balloon's size, its bottom centre on the point, `displayPriority`
    /// `defaultLow` as Apple documents.
    override public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        bounds = CGRect(origin: .zero, size: Self.balloonSize)
        centerOffset = CGPoint(x: 0, y: -Self.balloonSize.height / 2)
        displayPriority = .defaultLow
    }

    /// Views are not archived headless.
    public required init?(coder: NSCoder) { return nil }

    /// Starting is confirmed as dragging, ending and canceling as none, at once.
    override open func setDragState(_ newDragState: DragState, animated: Bool) {
        super.setDragState(Self.confirmed(newDragState), animated: animated)
    }

    /// The state a self-confirming view settles in for a requested one.
    static func confirmed(_ state: DragState) -> DragState {
        switch state {
        case .starting, .dragging: .dragging
        case .ending, .canceling, .none: .none
        }
    }
}

/// The pin of MapKit before iOS 11: MapKit's `MKPinAnnotationView` (deprecated in iOS 16, still common in apps).
/// A 32 × 39 point pin whose foot sits on the point (MapCompat's choice), confirming its own drag states.
open class MKPinAnnotationView: MKAnnotationView {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The pin's colour (kept; implicitly unwrapped, as Swift imports it).
    open var pinTintColor: UIColor!
    /// Whether the pin drops onto the map when added (kept).
    open var animatesDrop = false

    /// The pin's frame.
    static let pinSize = CGSize(width: 32, height: 39)

    /// A pin for an annotation.
    override public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        bounds = CGRect(origin: .zero, size: Self.pinSize)
        centerOffset = CGPoint(x: 0, y: -Self.pinSize.height / 2)
    }

    /// Views are not archived headless.
    public required init?(coder: NSCoder) { return nil }

    /// The red pin colour.
    open class func redPinColor() -> UIColor { .red }
    /// The green pin colour.
    open class func greenPinColor() -> UIColor { .green }
    /// The purple pin colour.
    open class func purplePinColor() -> UIColor { .purple }

    /// Starting is confirmed as dragging, ending and canceling as none, at once.
    override open func setDragState(_ newDragState: DragState, animated: Bool) {
        super.setDragState(MKMarkerAnnotationView.confirmed(newDragState), animated: animated)
    }
}
