import Foundation

/// Whether a single tap has something to act on, for maps whose single-tap recognizer begins only then
/// (MapLibre Native's `gestureRecognizerShouldBegin:`, maplibre-native `platform/ios/src/MLNMapView.mm`): a tap
/// that finds nothing to select and nothing to deselect lets the app's fallback recognizers have it. This is
/// the one place that condition is written.
extension InteractiveMap {
    /// Whether a single tap at `point` would select something or deselect the selection: something is
    /// selected (the tap deselects it, or acts on its callout), the profile's hit test finds an annotation
    /// there, or, on maps whose taps select them (``tapSelection``), the location marker or a shape with a
    /// tap handler is there. Asking does not advance the tap-cycling memory.
    public func singleTapActsOnAnnotations(at point: CGPoint) -> Bool {
        if annotationStore.selection != nil { return true }
        if annotationStore.annotationHit(at: point, rules: hitTestRules, persisting: false) != nil { return true }
        let selects = annotationStore.tapSelection
        if selects.contains(.locationMarker), locationMarkerContains(point) { return true }
        guard selects.contains(.shapes) else { return false }
        let route = try? scene.route(
            .tap, at: point, transform: transform, rules: hitTestRules, overlayDecision: { _ in true },
            symbolDecision: nil)
        return route?.target.map { $0.kind.isShape } ?? false
    }

    /// Makes the built-in single tap begin only when ``singleTapActsOnAnnotations(at:)`` holds, or lifts
    /// that condition; any app hook already set on the built-in tap's `shouldBegin` is replaced.
    public func setSingleTapNeedsAnnotation(_ needsAnnotation: Bool) {
        arena.builtIn.tap.shouldBegin =
            needsAnnotation
            ? { [unowned self] recognizer in self.singleTapActsOnAnnotations(at: recognizer.location) } : nil
    }
}
