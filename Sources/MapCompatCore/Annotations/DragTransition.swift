/// The legal moves of route-me's drag state machine (`RMMapLayer` drag states), and who may make each.
///
/// The map makes none → starting (a drag was allowed), dragging → ending or canceling (the finger lifted or
/// the touches were cancelled), and starting → ending or canceling (the finger went before the lift was
/// confirmed; route-me's map sends those states whatever the layer's state). The layer confirms starting →
/// dragging and ending or canceling → none. Anything else, a confirmation of the state already held, or
/// starting → none (route-me offers no way to abort a drag from starting) is illegal.
enum DragTransition {
    /// The side of the protocol asking for a state.
    enum Side {
        /// The map view, driven by the long press.
        case map
        /// The annotation's layer, confirming its animations.
        case layer
    }

    /// Whether `side` may move a drag from `old` to `new`.
    static func isLegal(from old: AnnotationDragState, to new: AnnotationDragState, by side: Side) -> Bool {
        switch (side, old, new) {
        case (.map, .none, .starting), (.map, .dragging, .ending), (.map, .dragging, .canceling),
            (.map, .starting, .ending), (.map, .starting, .canceling):
            return true
        case (.layer, .starting, .dragging), (.layer, .ending, .none), (.layer, .canceling, .none):
            return true
        default:
            return false
        }
    }

    /// Returns `new` when the move is legal, and throws ``MapCompatError/Code/illegalTransition`` naming
    /// `field` otherwise.
    static func check(
        from old: AnnotationDragState, to new: AnnotationDragState, by side: Side, field: String
    ) throws(MapCompatError) -> AnnotationDragState {
        guard isLegal(from: old, to: new, by: side) else {
            let who = side == .map ? "the map" : "the layer"
            throw MapCompatError(
                .illegalTransition, field: field, "\(who) cannot move a drag from \(old.rawValue) to \(new.rawValue)")
        }
        return new
    }
}
