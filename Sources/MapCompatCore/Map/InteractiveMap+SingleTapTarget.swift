import Foundation

/// Whether a single tap has an annotation to act on, for maps whose single-tap recognizer begins only then
/// (MapLibre Native's `gestureRecognizerShouldBegin:`, maplibre-native `platform/ios/src/MLNMapView.mm`): a tap that
/// finds nothing to select and nothing to deselect lets the app's fallback recognizers have it.
extension InteractiveMap {
    /// Whether a single tap at `point` would select an annotation or deselect the selected one: something is
    /// selected (the tap deselects it, or acts on its callout), or the profile's hit test finds an
    /// annotation there. Asking does not advance the tap-cycling memory.
    public func singleTapActsOnAnnotations(at point: CGPoint) -> Bool {
        annotationStore.selected != nil
            || annotationStore.annotationHit(at: point, rules: hitTestRules, persisting: false) != nil
    }

    /// Makes the built-in single tap begin only when ``singleTapActsOnAnnotations(at:)`` holds, or lifts
    /// that condition; any app hook already set on the built-in tap's `shouldBegin` is replaced.
    public func setSingleTapNeedsAnnotation(_ needsAnnotation: Bool) {
        arena.builtIn.tap.shouldBegin =
            needsAnnotation
            ? { [unowned self] recognizer in self.singleTapActsOnAnnotations(at: recognizer.location) } : nil
    }
}
