import Foundation

/// Where a tap offered to callouts and annotations went.
enum AnnotationTapOutcome: Hashable {
    /// No callout or annotation took it: it goes on to what lies beneath.
    case missed
    /// A callout or annotation took it and nothing more follows.
    case taken
    /// It selected an annotation (and was reported as its tap): the profile may move the camera to it.
    case selected(AnnotationID)
}

/// Presses on callouts and annotations, which lie above every scene item: a shown callout first, then the
/// annotation the profile's hit-test rules pick.
extension AnnotationStore {
    /// Offers a tap to callouts and annotations.
    ///
    /// - A tap on a shown callout reports which part it hit and nothing else.
    /// - A tap on an annotation asks the app's tap hook first: an answer of `true` keeps the tap, which is
    ///   reported as an annotation tap and changes no selection. Otherwise it selects the annotation (a tap on
    ///   the selection changes nothing, or reselects it, by the profile's ``AnnotationRules/tapOnSelection``),
    ///   then is reported as an annotation tap.
    /// - A tap that hits no annotation deselects the selected annotation and goes on, unless the profile ends
    ///   the selection after the tap is heard (``AnnotationRules/deselectsAfterTheTapIsHeard``; the map does it
    ///   then). A selected shape or location marker is the map's to keep or end: see `routeTap(at:)`.
    func routeTap(at point: CGPoint, hitRules: HitTestRules) -> AnnotationTapOutcome {
        if let callout = shownCalloutGeometry, let part = callout.part(at: point) {
            events.emit(.calloutTap(id: callout.annotationID.rawValue, part: part))
            return .taken
        }
        guard let id = annotationHit(at: point, rules: hitRules, persisting: true) else {
            if selected != nil, !rules.deselectsAfterTheTapIsHeard { performDeselection() }
            return .missed
        }
        let at = TapLocation(point: point, coordinate: cameraMotion.transform.coordinate(at: point))
        if (locatedTapHandler.map { $0(id, at) } ?? tapHandler?(id)) == true {
            events.emit(.annotationTap(id: id.rawValue, at: at))
            return .taken
        }
        if selected == id, rules.tapOnSelection == .reselects { performDeselection() }
        performSelection(of: id)
        events.emit(.annotationTap(id: id.rawValue, at: at))
        return .selected(id)
    }

    /// Offers a long press to callouts and annotations; `true` when one took it.
    ///
    /// - A long press on a shown callout is told to the callout's long-press hook, and goes no further.
    /// - A long press on the selected annotation may deselect it first (the profile's rule); then, if a drag
    ///   may start, it starts and the press goes no further, so the map's long press never fires with a drag.
    ///   A long press that starts no drag is reported as an annotation long press and, by the profile's
    ///   ``AnnotationRules/longPressWithoutDrag``, goes on to what lies beneath or stops.
    func routeLongPress(at point: CGPoint, hitRules: HitTestRules) -> Bool {
        if let callout = shownCalloutGeometry, callout.part(at: point) != nil {
            calloutLongPressHandler?(callout.annotationID)
            return true
        }
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
