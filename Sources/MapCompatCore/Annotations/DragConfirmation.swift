/// Who moves an annotation's drag out of its transient states (starting → dragging, ending or canceling →
/// none): route-me leaves that to the annotation's layer, which confirms once its lift or drop animation is
/// done (route-me `RMMarker`; `dragState`).
public enum DragConfirmation: Hashable, Sendable {
    /// The map confirms by itself after the profile's lift and drop durations
    /// (``AnnotationRules/liftDuration``, ``AnnotationRules/dropDuration``), so a headless map needs no layer.
    case automatic
    /// The adapter's layer confirms with ``InteractiveMap/setDragState(_:of:)``; until it does, the drag
    /// stays in its transient state and the map is not idle.
    case layer
}
