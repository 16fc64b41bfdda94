import Foundation

/// Where annotations are shown, which lies on top, and which one a press hits.
extension InteractiveMap {
    /// The position an annotation shows now: its coordinate, or on the way to it while an animated position
    /// change runs.
    func shownCoordinate(of entry: AnnotationStore.Entry) -> LatLng {
        guard let motion = entry.motion, now < motion.end else { return entry.annotation.coordinate }
        return motion.position(at: now)
    }

    /// Where an annotation's anchor is on screen now; `nil` when its position lies beyond the horizon.
    func shownPoint(of entry: AnnotationStore.Entry) -> CGPoint? {
        entry.dragPoint ?? transform.point(for: shownCoordinate(of: entry))
    }

    /// The annotation's frame on screen now.
    func shownFrame(of entry: AnnotationStore.Entry) -> CGRect? {
        guard let point = shownPoint(of: entry) else { return nil }
        let annotation = entry.annotation
        let width = Double(annotation.size.width)
        let height = Double(annotation.size.height)
        return CGRect(
            x: Double(point.x) - Double(annotation.anchor.x) * width,
            y: Double(point.y) - Double(annotation.anchor.y) * height, width: width, height: height)
    }

    /// Whether taps and long presses can reach an annotation: enabled, and not disabled by the profile's
    /// untitled-callout rule.
    func acceptsTouches(_ annotation: Annotation) -> Bool {
        guard annotation.isEnabled else { return false }
        if annotation.canShowCallout, annotation.title == nil,
            profile.annotations.untitledCallout == .disablesAnnotation
        {
            return false
        }
        return true
    }

    /// Indices of the entries from the top of the drawing down: a dragged annotation, then the selected one,
    /// then by z, later insertions above earlier ones.
    func annotationIndicesTopmostFirst() -> [Int] {
        let store = annotationStore
        func tier(_ index: Int) -> Int {
            let entry = store.entries[index]
            if entry.dragState != .none { return 2 }
            return entry.annotation.id == store.selected ? 1 : 0
        }
        return store.entries.indices.sorted {
            (tier($0), store.entries[$0].annotation.z, $0) > (tier($1), store.entries[$1].annotation.z, $1)
        }
    }

    /// The annotation a press at `point` goes to under the map's hit-test rules: within the tolerance,
    /// frontmost or nearest (in degrees) first, cycling through the same candidates on repeated taps when the
    /// profile cycles and `persisting` is set (only taps persist, as in MapLibre).
    func annotationHit(at point: CGPoint, persisting: Bool) -> AnnotationID? {
        let rules = hitTestRules
        var candidates: [(id: AnnotationID, coordinate: LatLng)] = []
        for index in annotationIndicesTopmostFirst() {
            let entry = annotationStore.entries[index]
            guard entry.annotation.isVisible, acceptsTouches(entry.annotation),
                let anchorPoint = shownPoint(of: entry)
            else { continue }
            let gap = ScreenBox.gap(
                from: point, toBoxAt: anchorPoint, size: entry.annotation.size, anchor: entry.annotation.anchor,
                shape: rules.toleranceShape)
            if gap <= rules.tolerance { candidates.append((entry.annotation.id, shownCoordinate(of: entry))) }
        }
        if rules.winner == .nearest, let tapped = transform.coordinate(at: point) {
            let distances = candidates.map { Self.degrees(from: tapped, to: $0.coordinate) }
            candidates = candidates.indices.sorted { (distances[$0], $0) < (distances[$1], $1) }.map { candidates[$0] }
        }
        guard rules.cyclesOnRepeatedTaps, persisting else { return candidates.first?.id }
        let chosen = annotationStore.cycleMemory.choose(from: candidates.map { SceneItemID($0.id.rawValue) })
        return chosen.map { AnnotationID($0.rawValue) }
    }

    /// MapLibre's ranking distance, `hypot(Δlat, Δlon)` in degrees, the longitude taken the short way round.
    private static func degrees(from tapped: LatLng, to position: LatLng) -> Double {
        let dLon = abs(position.longitude - tapped.longitude)
        return (position.latitude - tapped.latitude).hypot(min(dLon, 360 - dLon))
    }

    /// The callout shown now with its geometry, if any.
    var shownCalloutGeometry: Callout? {
        guard annotationStore.isCalloutShown, let id = annotationStore.selected, let entry = annotationStore[id],
            let frame = shownFrame(of: entry)
        else { return nil }
        return Callout(annotation: entry.annotation, annotationFrame: frame, layout: profile.annotations.callout)
    }
}
