/// What annotations need from virtual time: the confirmations the map makes for layers after their lift
/// and drop animations, and whether anything is still under way (for ``InteractiveMap/isIdle``).
extension InteractiveMap {
    /// The earliest time a scheduled drag confirmation falls due.
    var nextAnnotationDeadline: Double? {
        // Asked at least once per frame: a plain loop, with no array built.
        var earliest: Double?
        for entry in annotationStore.entries {
            if let due = entry.pendingConfirmation?.due, due < (earliest ?? .infinity) { earliest = due }
        }
        return earliest
    }

    /// Carries out every drag confirmation due by `time`, earliest first (ties in insertion order).
    func fireAnnotationTimers(at time: Double) {
        let due = annotationStore.entries.indices.compactMap { index -> (Double, Int)? in
            guard let pending = annotationStore.entries[index].pendingConfirmation, pending.due <= time else {
                return nil
            }
            return (pending.due, index)
        }
        for (_, index) in due.sorted(by: <) {
            guard let pending = annotationStore.entries[index].pendingConfirmation else { continue }
            _ = try? changeDragState(
                of: annotationStore.entries[index].annotation.id, to: pending.state, by: .layer, field: "dragState")
        }
    }

    /// Whether an annotation is still busy: a drag not back to none (a finger down, or a layer that has not
    /// confirmed) or an animated position change that has not arrived.
    var annotationsArePending: Bool {
        annotationStore.entries.contains { entry in
            entry.dragState != .none || (entry.motion.map { now < $0.end } ?? false)
        }
    }
}
