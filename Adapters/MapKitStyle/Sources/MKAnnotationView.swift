import Foundation
import MapCompatCore

/// How an annotation looks and reacts: MapKit's `MKAnnotationView`, an open `UIView` subclass that apps subclass
/// and return from ``MKMapViewDelegate/mapView(_:viewFor:)-(_,MKAnnotation)``. Its size (its `image`'s, or its
/// frame's), `centerOffset`, `isEnabled`, `canShowCallout`, accessories and `isDraggable` become the core
/// annotation's frame, anchor and flags, re-read whenever they change; the map keeps its `frame` on the shown
/// position as the camera moves.
///
/// Drags follow MapKit's protocol: the map sets ``dragState`` to starting, ending or canceling through
/// ``setDragState(_:animated:)``, and the view confirms with dragging or none. This base class leaves the
/// confirmation to the app, as Apple documents for custom views ("When the drag state changes to starting, set
/// the state to dragging"; the map's delegate or a subclass sets it); ``MKMarkerAnnotationView`` and
/// ``MKPinAnnotationView`` confirm by themselves.
open class MKAnnotationView: UIView {
    /// The identifier the map reuses the view under.
    public let reuseIdentifier: String?
    /// The annotation the view shows.
    open var annotation: (any MKAnnotation)?
    /// The image drawn; setting one sizes the view to it, as MapKit does.
    open var image: UIImage? {
        didSet {
            if let size = image?.size { bounds.size = size }
            changed()
        }
    }
    /// How far the view's centre lies from the annotation's point (positive: right and down): the core
    /// annotation's anchor.
    open var centerOffset: CGPoint = .zero {
        didSet { changed() }
    }
    /// Where the callout's arrow points, from the top centre of the view: the core annotation's `calloutOffset`.
    open var calloutOffset: CGPoint = .zero {
        didSet { changed() }
    }
    /// Whether taps select the view (`true` by default): the core annotation's `isEnabled`.
    open var isEnabled = true {
        didSet { changed() }
    }
    /// Whether the view is drawn highlighted (kept).
    open var isHighlighted = false
    /// Whether selecting the view shows the standard callout (`false` by default); without a title the view
    /// acts disabled, as MapKit documents.
    open var canShowCallout = false {
        didSet { changed() }
    }
    /// The callout's left accessory; a `UIControl` reports its taps through the delegate's
    /// ``MKMapViewDelegate/mapView(_:annotationView:calloutAccessoryControlTapped:)``.
    open var leftCalloutAccessoryView: UIView? {
        didSet { changed() }
    }
    /// The callout's right accessory; a `UIControl` reports its taps.
    open var rightCalloutAccessoryView: UIView? {
        didSet { changed() }
    }
    /// A view in the callout's body; with one, the callout shows without a title.
    open var detailCalloutAccessoryView: UIView? {
        didSet { changed() }
    }
    /// Whether a long press drags the view (`false` by default): the core annotation's `isDraggable`.
    open var isDraggable = false {
        didSet { changed() }
    }
    /// How important the view is when views collide (kept: the headless map shows every view).
    open var displayPriority = MKFeatureDisplayPriority.required
    /// Where the view lies among overlapping views: the core annotation's `z`.
    open var zPriority = MKAnnotationViewZPriority.defaultUnselected {
        didSet { changed() }
    }
    /// Where the view lies while selected (kept: the core brings the selection to the front).
    open var selectedZPriority = MKAnnotationViewZPriority.defaultSelected
    /// How the view's collision frame is read (kept).
    open var collisionMode = CollisionMode.rectangle
    /// The identifier of the views it clusters with (kept: the headless map does not cluster).
    open var clusteringIdentifier: String?
    /// The cluster view that replaces this one (always `nil`: the headless map does not cluster).
    open weak var cluster: MKAnnotationView?
    /// Whether the view is hidden: a hidden view is neither shown nor hit.
    override open var isHidden: Bool {
        didSet { changed() }
    }

    /// The map view showing it.
    weak var mapView: MKMapView?
    private var selected = false
    private var storedDragState = DragState.none

    /// Creates a view for an annotation; with no image it has no size until the app gives it a frame, as MapKit's.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        self.annotation = annotation
    }

    /// Views are not archived headless; the coder initialiser that UIKit requires fails.
    public required init?(coder: NSCoder) { return nil }

    /// A view with a frame and no annotation or reuse identifier.
    override public convenience init(frame: CGRect) {
        self.init(annotation: nil, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the map view makes a view of a registered class
    /// (``MKMapView/register(_:forAnnotationViewWithReuseIdentifier:)``): through ``init(annotation:reuseIdentifier:)``
    /// of the class, dispatched to an app subclass's override. MapCompat's addition: Swift without the Objective-C
    /// runtime builds a class from a metatype only through a `required` initialiser; a subclass that overrides
    /// `init(annotation:reuseIdentifier:)` and `init?(coder:)`, or declares no initialiser, inherits it.
    public required convenience init(registeredFor annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
    }

    /// Called before the view is reused for another annotation; resets nothing by default.
    open func prepareForReuse() {}

    /// Called before the map shows the view; does nothing by default.
    open func prepareForDisplay() {}

    /// Whether the view is selected, kept in step with the map's selection.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }

    /// Called by the map as the annotation is selected or deselected; the base class records it. Apps override
    /// it to change the view's look (MapKit says not to call it directly).
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
    }

    /// Where the view is in a drag; setting it is ``setDragState(_:animated:)`` without animation.
    open var dragState: DragState {
        get { storedDragState }
        set { setDragState(newValue, animated: false) }
    }

    /// Moves the drag state: the map calls it with starting, ending and canceling; the view (or the app) calls it
    /// with dragging and none to confirm, which the map then goes on from. A move MapKit's protocol forbids is kept
    /// on the view and reported on the core's diagnostics.
    open func setDragState(_ newDragState: DragState, animated: Bool) {
        storedDragState = newDragState
        mapView?.viewChangedDragState(self)
    }

    #if !canImport(UIKit)
        /// Where the view is: on a map, the core annotation's frame on screen now (MapKit places its annotation
        /// views itself); elsewhere the frame set.
        override open var frame: CGRect {
            get { mapView?.shownFrame(of: self) ?? super.frame }
            set { super.frame = newValue }
        }

        /// A new size is a new frame for the core's annotation.
        override open func boundsDidChangeSize() {
            super.boundsDidChangeSize()
            changed()
        }
    #endif

    /// Tells the map that something it reads changed.
    private func changed() {
        mapView?.viewDidChange(self)
    }

    /// The core anchor: the unit point of the frame that sits on the coordinate.
    var anchor: CGPoint {
        let width = Double(bounds.width)
        let height = Double(bounds.height)
        return CGPoint(
            x: width > 0 ? 0.5 - Double(centerOffset.x) / width : 0.5,
            y: height > 0 ? 0.5 - Double(centerOffset.y) / height : 0.5)
    }
}
