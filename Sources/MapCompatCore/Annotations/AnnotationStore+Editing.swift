import Foundation

/// Adding, replacing, removing and moving annotations: the only code that edits ``AnnotationStore/entries``
/// besides the drag, selection and timer rules.
extension AnnotationStore {
    /// Adds an annotation above those already added.
    ///
    /// - Throws: ``MapCompatError`` naming `annotation.id` when the id is already used, or a geometry field
    ///   that is not usable.
    func add(_ annotation: Annotation) throws(MapCompatError) {
        guard index(of: annotation.id) == nil else {
            throw MapCompatError(.invalidIdentifier, field: "annotation.id", "\(annotation.id) is already used")
        }
        try annotation.validate()
        entries.append(Entry(annotation: annotation))
    }

    /// Replaces the annotation with the same id, keeping its place, drag state and selection; an animated
    /// move under way stops, and the selection and callout follow the new values.
    ///
    /// - Throws: ``MapCompatError`` naming `annotation.id` when there is no such annotation, or a geometry
    ///   field that is not usable.
    func update(_ annotation: Annotation) throws(MapCompatError) {
        let index = try existingIndex(of: annotation.id, field: "annotation.id")
        try annotation.validate()
        entries[index].annotation = annotation
        entries[index].motion = nil
        reconcileSelection(with: annotation)
    }

    /// Removes an annotation: its selection goes (deselect events) and a drag of it ends at once, reported
    /// as none.
    ///
    /// - Throws: ``MapCompatError`` naming `id` when there is no such annotation.
    func remove(_ id: AnnotationID) throws(MapCompatError) {
        let index = try existingIndex(of: id, field: "id")
        if selected == id { performDeselection() }
        if drag?.id == id { drag = nil }
        let state = entries[index].dragState
        entries.remove(at: index)
        if state != .none { events.emit(.dragState(id: id.rawValue, state: .none, from: state)) }
    }

    /// Moves an annotation's coordinate to `target` at once; with a `duration`, its shown position travels
    /// there over that time (``PositionMotion``).
    ///
    /// - Throws: ``MapCompatError`` naming `id` when there is no such annotation or it is being dragged (the
    ///   finger owns it then).
    func move(_ id: AnnotationID, to target: LatLng, over duration: Double?, curve: TimingCurve)
        throws(MapCompatError)
    {
        let index = try existingIndex(of: id, field: "id")
        guard entries[index].dragState == .none else {
            throw MapCompatError(.conflict, field: "id", "\(id) is being dragged")
        }
        let entry = entries[index]
        entries[index].motion = duration.map {
            PositionMotion(
                from: shownCoordinate(of: entry), to: target, start: events.now, duration: $0, curve: curve)
        }
        entries[index].annotation.coordinate = target
    }

    /// Selects an annotation that accepts touches; returns whether it is selected afterwards.
    ///
    /// - Throws: ``MapCompatError`` naming `id` when there is no such annotation.
    func select(_ id: AnnotationID) throws(MapCompatError) -> Bool {
        let index = try existingIndex(of: id, field: "id")
        guard acceptsTouches(entries[index].annotation) else { return selected == id }
        performSelection(of: id)
        return true
    }
}
