/// Selection and its callout: what changes, and the events reported, in the vendors' order (the callout
/// appears before the did-select callback and goes before the did-deselect one, as in route-me §2.8 and
/// MapLibre §1.12).
extension InteractiveMap {
    /// Selects an annotation that accepts touches, deselecting the previous one first; shows its callout
    /// when it can show one and has a title.
    func performSelection(of id: AnnotationID) {
        guard annotationStore.selected != id, let entry = annotationStore[id] else { return }
        performDeselection()
        annotationStore.selected = id
        if entry.annotation.showsCalloutWhenSelected {
            annotationStore.isCalloutShown = true
            emit(.calloutShow(id: id.rawValue))
        }
        emit(.annotationSelect(id: id.rawValue))
    }

    /// Deselects whatever is selected, hiding its callout first.
    func performDeselection() {
        guard let id = annotationStore.selected else { return }
        hideCallout()
        annotationStore.selected = nil
        emit(.annotationDeselect(id: id.rawValue))
    }

    /// Hides the selected annotation's callout, keeping the selection.
    func hideCallout() {
        guard annotationStore.isCalloutShown, let id = annotationStore.selected else { return }
        annotationStore.isCalloutShown = false
        emit(.calloutHide(id: id.rawValue))
    }

    /// Brings the selection and its callout in line with an annotation that was just replaced: a selection
    /// that no longer accepts touches goes, and the callout follows the callout rule.
    func reconcileSelection(with annotation: Annotation) {
        guard annotationStore.selected == annotation.id else { return }
        guard acceptsTouches(annotation) else {
            performDeselection()
            return
        }
        let beingDragged = annotationStore[annotation.id]?.dragState != AnnotationDragState.none
        if !annotation.showsCalloutWhenSelected {
            hideCallout()
        } else if !annotationStore.isCalloutShown && !beingDragged {
            annotationStore.isCalloutShown = true
            emit(.calloutShow(id: annotation.id.rawValue))
        }
    }
}
