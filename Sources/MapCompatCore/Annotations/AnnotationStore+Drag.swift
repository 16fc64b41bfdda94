import Foundation

/// The map's side of route-me's drag protocol (`RMMapLayer` drag states): a long press starts the drag, the finger
/// moves the annotation once the layer confirmed dragging, and the lift or a cancellation ends it. The layer's side
/// confirms (``InteractiveMap/setDragState(_:of:)``), or the map does it for the layer after the profile's lift and
/// drop durations.
extension AnnotationStore {
    /// Whether a long press on `id` starts a drag: the annotation is draggable and not already in a drag,
    /// and the app's hook allows it (without a hook, the profile decides; route-me never drags then).
    func mayStartDrag(_ id: AnnotationID) -> Bool {
        guard drag == nil, let entry = self[id], entry.annotation.isDraggable,
            entry.dragState == .none
        else { return false }
        guard let shouldDragAnnotation else { return rules.dragsWithoutHook }
        return shouldDragAnnotation(id)
    }

    /// none → starting for the annotation under a long press at `point`, brought to the front.
    func startDrag(_ id: AnnotationID, at point: CGPoint) {
        guard let index = index(of: id) else { return }
        if rules.pressOnSelected == .hidesCalloutWhenDragging, selected == id {
            hideCallout()
        }
        var entry = entries[index]
        if let motion = entry.motion {
            entry.motion = nil
            entry.annotation.coordinate = motion.position(at: motion.end)
        }
        let anchorPoint = shownPoint(of: entry) ?? point
        let offset: CGPoint
        switch rules.dragAnchoring {
        case .keepsGrabOffset: offset = CGPoint(x: anchorPoint.x - point.x, y: anchorPoint.y - point.y)
        case .anchorUnderFinger: offset = .zero
        }
        entry.dragPoint = anchorPoint
        entries[index] = entry
        drag = AnnotationStore.DragSession(id: id, grabOffset: offset)
        applyDragState(of: id, to: .starting, by: .map)
        confirm(id, to: .dragging, after: rules.liftDuration)
    }

    /// Follows the finger while the layer has confirmed dragging; earlier moves are ignored (route-me drops
    /// moves that arrive during the lift animation).
    func followDrag(to point: CGPoint) {
        guard let drag = drag, let index = index(of: drag.id),
            entries[index].dragState == .dragging
        else { return }
        entries[index].dragPoint = CGPoint(
            x: point.x + drag.grabOffset.x, y: point.y + drag.grabOffset.y)
    }

    /// Ends the drag under way: on a lift the annotation takes the position under its anchor (route-me's
    /// map sets `coordinate` from the layer's position) and goes to ending; on a cancellation it goes back
    /// and to canceling. A lift whose anchor shows no ground (beyond the horizon) ends as a cancellation.
    func finishDrag(at point: CGPoint, cancelled: Bool) {
        guard let session = drag else { return }
        drag = nil
        followDrag(to: point)
        guard let index = index(of: session.id) else { return }
        var entry = entries[index]
        var outcome = AnnotationDragState.canceling
        if !cancelled, entry.dragState == .dragging,
            let dropped = entry.dragPoint.flatMap(cameraMotion.transform.coordinate(at:))
        {
            entry.annotation.coordinate = dropped
            outcome = .ending
        } else if !cancelled && entry.dragState == .starting {
            outcome = .ending
        }
        entry.dragPoint = nil
        entries[index] = entry
        applyDragState(of: session.id, to: outcome, by: .map)
        confirm(session.id, to: .none, after: rules.dropDuration)
    }

    /// Moves a drag to `state` if `side` may, dropping any confirmation the map had scheduled, and reports
    /// it; an illegal move throws and changes nothing.
    func changeDragState(
        of id: AnnotationID, to state: AnnotationDragState, by side: DragTransition.Side, field: String = "dragState"
    ) throws(MapCompatError) {
        guard let index = index(of: id) else {
            throw MapCompatError(.invalidIdentifier, field: "id", "no annotation \(id)")
        }
        let old = entries[index].dragState
        let new = try DragTransition.check(from: old, to: state, by: side, field: field)
        entries[index].dragState = new
        entries[index].pendingConfirmation = nil
        events.emit(.dragState(id: id.rawValue, state: new, from: old))
    }

    /// The map's own moves, legal by construction.
    private func applyDragState(of id: AnnotationID, to state: AnnotationDragState, by side: DragTransition.Side) {
        _ = try? changeDragState(of: id, to: state, by: side, field: "dragState")
    }

    /// Confirms for the layer when the annotation leaves confirmation to the map: now, or once `wait`
    /// seconds of virtual time have passed.
    func confirm(_ id: AnnotationID, to state: AnnotationDragState, after wait: Double) {
        guard let index = index(of: id),
            entries[index].annotation.dragConfirmation == .automatic
        else { return }
        let wait = wait.asWait
        guard wait > 0 else {
            applyDragState(of: id, to: state, by: .layer)
            return
        }
        entries[index].pendingConfirmation = (events.now + wait, state)
    }
}
