/// Selection and its callout: what changes, and the events reported, in the vendors' order (the callout
/// appears before the did-select callback and goes before the did-deselect one, as in route-me and
/// MapLibre.
extension AnnotationStore {
    /// Selects an annotation that accepts touches, deselecting the previous one first; shows its callout
    /// when it can show one and has a title.
    func performSelection(of id: AnnotationID) {
        guard selected != id, let entry = self[id] else { return }
        performDeselection()
        selection = .annotation(id)
        if showsCallout(entry.annotation) {
            isCalloutShown = true
            events.emit(.calloutShow(id: id.rawValue))
        }
        events.emit(.annotationSelect(id: id.rawValue))
    }

    /// Selects a shape or the location marker (no callout), deselecting the previous selection first; the
    /// selection already, nothing changes.
    func performSelection(of other: Selection) {
        if case .annotation(let id) = other { return performSelection(of: id) }
        guard selection != other else { return }
        performDeselection()
        selection = other
        events.emit(.annotationSelect(id: other.eventID))
    }

    /// Deselects whatever is selected, hiding its callout first.
    func performDeselection() {
        guard let current = selection else { return }
        hideCallout()
        selection = nil
        events.emit(.annotationDeselect(id: current.eventID))
    }

    /// Hides the selected annotation's callout, keeping the selection.
    func hideCallout() {
        guard isCalloutShown, let id = selected else { return }
        isCalloutShown = false
        events.emit(.calloutHide(id: id.rawValue))
    }

    /// Brings the selection and its callout in line with an annotation that was just replaced: a selection
    /// that no longer accepts touches goes, and the callout follows the callout rule.
    func reconcileSelection(with annotation: Annotation) {
        guard selected == annotation.id else { return }
        guard acceptsTouches(annotation) else {
            performDeselection()
            return
        }
        let beingDragged = self[annotation.id]?.dragState != AnnotationDragState.none
        if isCalloutShown {
            // A shown callout stays while the annotation can show one; the app's hook is not asked again.
            let keeps = shouldShowCallout == nil ? annotation.showsCalloutWhenSelected : annotation.canShowCallout
            if !keeps { hideCallout() }
        } else if !beingDragged, showsCallout(annotation) {
            isCalloutShown = true
            events.emit(.calloutShow(id: annotation.id.rawValue))
        }
    }

    /// Whether selecting `annotation` shows its callout: it can show one, and the app's hook says so, or,
    /// without a hook, it has a title (``Annotation/showsCalloutWhenSelected``).
    func showsCallout(_ annotation: Annotation) -> Bool {
        guard let shouldShowCallout else { return annotation.showsCalloutWhenSelected }
        return annotation.canShowCallout && shouldShowCallout(annotation.id)
    }
}
