import Foundation

/// Presses on callouts and annotations, which lie above every scene item: a shown callout first, then the
/// annotation the profile's hit-test rules pick.
extension AnnotationStore {
    /// Offers a press to callouts and annotations; `true` when one took it.
    ///
    /// - A tap on a shown callout reports which part it hit and nothing else; a long press on it is swallowed.
    /// - A tap on an annotation selects it (a tap on the selection changes nothing), then is reported as an
    ///   annotation tap; a tap that hits no annotation deselects the selected annotation and goes on (a
    ///   selected shape or location marker is the map's to keep or end: see `routeTap(at:)`).
    /// - A long press on the selected annotation may deselect it first (the profile's rule); then, if a drag
    ///   may start, it starts and the press goes no further, so the map's long press never fires with a drag.
    ///   A long press that starts no drag is reported as an annotation long press and, by the profile's
    ///   ``AnnotationRules/longPressWithoutDrag``, goes on to what lies beneath or stops.
    func route(_ press: ScenePress, at point: CGPoint, hitRules: HitTestRules) -> Bool {
        if let callout = shownCalloutGeometry, let part = callout.part(at: point) {
            if press == .tap { events.emit(.calloutTap(id: callout.annotationID.rawValue, part: part)) }
            return true
        }
        switch press {
        case .tap:
            guard let id = annotationHit(at: point, rules: hitRules, persisting: true) else {
                if selected != nil { performDeselection() }
                return false
            }
            performSelection(of: id)
            let at = TapLocation(point: point, coordinate: cameraMotion.transform.coordinate(at: point))
            events.emit(.annotationTap(id: id.rawValue, at: at))
            return true
        case .longPress:
            guard let id = annotationHit(at: point, rules: hitRules, persisting: false) else { return false }
            if rules.pressOnSelected == .deselects, selected == id {
                performDeselection()
            }
            guard mayStartDrag(id) else {
                events.emit(.annotationLongPress(id: id.rawValue))
                return rules.longPressWithoutDrag == .staysOnAnnotation
            }
            startDrag(id, at: point)
            return true
        }
    }
}
