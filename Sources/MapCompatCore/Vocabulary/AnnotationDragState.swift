/// The states of an annotation's drag, as route-me's `RMMapLayerDragState` has them.
///
/// A drag moves none → starting → dragging → ending (or canceling) → none; the annotation's layer
/// confirms starting → dragging and ending/canceling → none once its animations are done.
public enum AnnotationDragState: String, Hashable, Sendable, Codable, CaseIterable {
    /// Not being dragged.
    case none
    /// The drag was allowed and the layer is animating its lift.
    case starting
    /// Following the finger.
    case dragging
    /// The finger lifted; the layer is animating its drop.
    case ending
    /// The drag was interrupted; the layer is animating its return.
    case canceling
}
