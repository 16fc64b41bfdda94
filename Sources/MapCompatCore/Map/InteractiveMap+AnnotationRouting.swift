import Foundation

/// Presses on callouts and annotations, which lie above every scene item: a shown callout first, then the
/// annotation the profile's hit-test rules pick.
extension InteractiveMap {
    /// Offers a press to callouts and annotations; `true` when one took it.
    ///
    /// - A tap on a shown callout reports which part it hit and nothing else; a long press on it is swallowed.
    /// - A tap on an annotation selects it (a tap on the selection changes nothing), then is reported as an
    ///   annotation tap; a tap that hits no annotation deselects and goes on.
    /// - A long press on the selected annotation may deselect it first (the profile's rule); then, if a drag
    ///   may start, it starts and the press goes no further, so the map's long press never fires with a drag.
    ///   A long press that starts no drag is reported as an annotation long press and, by the profile's
    ///   ``AnnotationRules/longPressWithoutDrag``, goes on to what lies beneath or stops.
    func routeToAnnotations(_ press: ScenePress, at point: CGPoint) -> Bool {
        if let callout = shownCalloutGeometry, let part = callout.part(at: point) {
            if press == .tap { emit(.calloutTap(id: callout.annotationID.rawValue, part: part)) }
            return true
        }
        switch press {
        case .tap:
            guard let id = annotationHit(at: point, persisting: true) else {
                performDeselection()
                return false
            }
            performSelection(of: id)
            emit(.annotationTap(id: id.rawValue))
            return true
        case .longPress:
            guard let id = annotationHit(at: point, persisting: false) else { return false }
            if profile.annotations.pressOnSelected == .deselects, annotationStore.selected == id {
                performDeselection()
            }
            guard mayStartDrag(id) else {
                emit(.annotationLongPress(id: id.rawValue))
                return profile.annotations.longPressWithoutDrag == .staysOnAnnotation
            }
            startDrag(id, at: point)
            return true
        }
    }

    /// The finger of a long press that began moved (an annotation drag follows it).
    func longPressMoved(to point: CGPoint) {
        followDrag(to: point)
    }

    /// The finger of a long press lifted, or its touches were cancelled.
    func longPressEnded(at point: CGPoint, cancelled: Bool) {
        finishDrag(at: point, cancelled: cancelled)
    }
}
