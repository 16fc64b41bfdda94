import Foundation

/// A selectable point on the map with an optional callout and drag support: route-me's `RMAnnotation` and
/// its `RMMapLayer` in one value (route-me `RMMarker`), in the neutral vocabulary.
///
/// Its frame is a screen-aligned box of ``size`` whose ``anchor`` sits on the shown position, like a marker.
/// Annotations are drawn above every scene item and below the controls (route-me draws them in an overlay
/// layer above the map); the selected annotation and a dragged one come to the front.
public struct Annotation: Hashable, Sendable {
    /// The annotation's unique name on its map.
    public let id: AnnotationID
    /// Where the anchor sits (route-me's `coordinate`).
    public var coordinate: LatLng
    /// The frame's size in points; the tappable area.
    public var size: CGSize
    /// The point of the frame on the position, as fractions of its size from the top-left.
    public var anchor: CGPoint
    /// Order among annotations: a higher z is drawn above (and wins a frontmost hit test).
    public var z: Int
    /// Whether it is drawn; a hidden annotation is never hit.
    public var isVisible: Bool
    /// The callout's title; see ``InteractiveMap/isSelectable(_:)`` for what a missing one does.
    public var title: String?
    /// The callout's second line.
    public var subtitle: String?
    /// Whether touches on it are recognized; a disabled annotation is transparent to taps and long presses.
    public var isEnabled: Bool
    /// Whether selecting it shows a callout (route-me's `canShowCallout`, off by default).
    public var canShowCallout: Bool
    /// Moves the callout from its default place, the top centre of the frame; positive x and y move it right
    /// and down (route-me's `calloutOffset`).
    public var calloutOffset: CGPoint
    /// Whether the callout has a left accessory control that reports its taps.
    public var hasLeftAccessory: Bool
    /// Whether the callout has a right accessory control that reports its taps.
    public var hasRightAccessory: Bool
    /// Whether a long press may start a drag (the app's drag hook is still asked).
    public var isDraggable: Bool
    /// Who confirms the drag's transient states.
    public var dragConfirmation: DragConfirmation
    /// Storage for the app's own data (route-me's `userInfo`); the map never reads it.
    public var userInfo: [String: String]

    /// Creates an annotation with route-me's defaults: enabled, no callout, not draggable, the marker's
    /// 24 × 36 frame anchored bottom-centre.
    ///
    /// - Throws: ``MapCompatError`` naming `size.width`, `size.height` (not finite or negative),
    ///   `anchor.x`, `anchor.y`, `calloutOffset.x` or `calloutOffset.y` (not finite).
    public init(
        id: AnnotationID, coordinate: LatLng, size: CGSize = MarkerShape.defaultSize,
        anchor: CGPoint = MarkerShape.defaultAnchor, z: Int = 0, isVisible: Bool = true, title: String? = nil,
        subtitle: String? = nil, isEnabled: Bool = true, canShowCallout: Bool = false,
        calloutOffset: CGPoint = .zero, hasLeftAccessory: Bool = false, hasRightAccessory: Bool = false,
        isDraggable: Bool = false, dragConfirmation: DragConfirmation = .automatic, userInfo: [String: String] = [:]
    ) throws(MapCompatError) {
        self.id = id
        self.coordinate = coordinate
        self.size = size
        self.anchor = anchor
        self.z = z
        self.isVisible = isVisible
        self.title = title
        self.subtitle = subtitle
        self.isEnabled = isEnabled
        self.canShowCallout = canShowCallout
        self.calloutOffset = calloutOffset
        self.hasLeftAccessory = hasLeftAccessory
        self.hasRightAccessory = hasRightAccessory
        self.isDraggable = isDraggable
        self.dragConfirmation = dragConfirmation
        self.userInfo = userInfo
        try validate()
    }

    /// Throws unless the geometry is usable; the map checks it again whenever an annotation is replaced.
    func validate() throws(MapCompatError) {
        try ScreenBox.validate(size: size, field: "size")
        _ = try MapCompatError.finite(Double(anchor.x), "anchor.x")
        _ = try MapCompatError.finite(Double(anchor.y), "anchor.y")
        _ = try MapCompatError.finite(Double(calloutOffset.x), "calloutOffset.x")
        _ = try MapCompatError.finite(Double(calloutOffset.y), "calloutOffset.y")
    }

    /// Whether a callout goes with a selection: it can show one and has a title (route-me and MapLibre
    /// both require the title).
    public var showsCalloutWhenSelected: Bool { canShowCallout && title != nil }
}
