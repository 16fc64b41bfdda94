/// What annotations need from virtual time: the confirmations the map makes for layers after their lift
/// and drop animations, and whether anything is still under way (for ``InteractiveMap/isIdle``).
extension AnnotationStore {
    /// The earliest time a scheduled drag confirmation falls due.
    var nextDeadline: Double? {
        // Asked at least once per frame: a plain loop, with no array built.
        var earliest: Double?
        for entry in entries {
            if let due = entry.pendingConfirmation?.due, due < (earliest ?? .infinity) { earliest = due }
        }
        return earliest
    }

    /// Carries out every drag confirmation due by `time`, earliest first (ties in insertion order).
    func fireTimers(at time: Double) {
        let due = entries.indices.compactMap { index -> (Double, Int)? in
            guard let pending = entries[index].pendingConfirmation, pending.due <= time else {
                return nil
            }
            return (pending.due, index)
        }
        for (_, index) in due.sorted(by: <) {
            guard let pending = entries[index].pendingConfirmation else { continue }
            _ = try? changeDragState(
                of: entries[index].annotation.id, to: pending.state, by: .layer, field: "dragState")
        }
    }

    /// Whether an annotation is still busy: a drag not back to none (a finger down, or a layer that has not
    /// confirmed) or an animated position change that has not arrived.
    var isPending: Bool {
        entries.contains { entry in
            entry.dragState != .none || (entry.motion.map { events.now < $0.end } ?? false)
        }
    }
}
