import Foundation

/// Where annotations are shown, which lies on top, and which one a press hits.
extension AnnotationStore {
    /// The position an annotation shows now: its coordinate, or on the way to it while an animated position
    /// change runs.
    func shownCoordinate(of entry: AnnotationStore.Entry) -> LatLng {
        guard let motion = entry.motion, events.now < motion.end else { return entry.annotation.coordinate }
        return motion.position(at: events.now)
    }

    /// Where an annotation's anchor is on screen now; `nil` when its position lies beyond the horizon.
    func shownPoint(of entry: AnnotationStore.Entry) -> CGPoint? {
        entry.dragPoint ?? cameraMotion.transform.point(for: shownCoordinate(of: entry))
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
            rules.untitledCallout == .disablesAnnotation
        {
            return false
        }
        return true
    }

    /// Indices of the entries from the top of the drawing down: a dragged annotation, then the selected one,
    /// then by z, then as the rules' ``AnnotationRules/Stacking`` says (later insertions above earlier ones,
    /// after the lower on screen with route-me's).
    func annotationIndicesTopmostFirst() -> [Int] {
        let store = self
        func tier(_ index: Int) -> Int {
            let entry = store.entries[index]
            if entry.dragState != .none { return 2 }
            return entry.annotation.id == store.selected ? 1 : 0
        }
        guard rules.stacking == .lowerOnScreenAbove else {
            return store.entries.indices.sorted {
                (tier($0), store.entries[$0].annotation.z, $0) > (tier($1), store.entries[$1].annotation.z, $1)
            }
        }
        // Beyond the horizon counts as highest on screen (lowest in the stack).
        let lows = store.entries.map { entry in shownPoint(of: entry).map { Double($0.y) } ?? -Double.infinity }
        return store.entries.indices.sorted {
            (tier($0), store.entries[$0].annotation.z, lows[$0], $0)
                > (tier($1), store.entries[$1].annotation.z, lows[$1], $1)
        }
    }

    /// The annotation a press at `point` goes to under the map's hit-test rules: within the tolerance,
    /// ranked and cycled as scene items are (``HitTestRules/ranked(_:tappedAt:distance:)``); only taps
    /// (`persisting`) advance the cycle, as in MapLibre.
    func annotationHit(at point: CGPoint, rules hitRules: HitTestRules, persisting: Bool) -> AnnotationID? {
        var candidates: [(id: AnnotationID, coordinate: LatLng)] = []
        for index in annotationIndicesTopmostFirst() {
            let entry = entries[index]
            guard entry.annotation.isVisible, acceptsTouches(entry.annotation),
                let anchorPoint = shownPoint(of: entry)
            else { continue }
            let gap = ScreenBox.gap(
                from: point, toBoxAt: anchorPoint, size: entry.annotation.size, anchor: entry.annotation.anchor,
                shape: hitRules.toleranceShape)
            if gap <= hitRules.tolerance { candidates.append((entry.annotation.id, shownCoordinate(of: entry))) }
        }
        let ranked = hitRules.ranked(candidates, tappedAt: cameraMotion.transform.coordinate(at: point)) {
            HitTestRules.degrees(from: $1, to: $0.coordinate)
        }
        return hitRules.choose(from: ranked, key: \.id.rawValue, memory: &cycleMemory, persisting: persisting)?.id
    }

    /// The callout shown now with its geometry, if any.
    var shownCalloutGeometry: Callout? {
        guard isCalloutShown, let id = selected, let entry = self[id],
            let frame = shownFrame(of: entry)
        else { return nil }
        let viewport = cameraMotion.viewport
        return Callout(
            annotation: entry.annotation, annotationFrame: frame, layout: rules.callout,
            bounds: CGRect(x: 0, y: 0, width: viewport.width, height: viewport.height),
            presented: presentedCallout?.id == id ? presentedCallout?.frame : nil)
    }
}
