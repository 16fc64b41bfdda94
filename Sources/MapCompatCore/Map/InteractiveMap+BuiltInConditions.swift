import Foundation

/// The profile's conditions on when the built-in single tap and long press may begin: maps that only let them
/// begin when they act on an annotation leave the other taps and presses to the app's recognizers.
extension InteractiveMap {
    /// Installs the profile's conditions on the built-in single tap and long press
    /// (``InteractionProfile/singleTapNeedsAnnotation``, ``InteractionProfile/longPressNeedsDraggableAnnotation``).
    func applyBuiltInConditions() {
        if profile.singleTapNeedsAnnotation { setSingleTapNeedsAnnotation(true) }
        if profile.longPressNeedsDraggableAnnotation {
            arena.builtIn.longPress.shouldBegin = { [unowned self] recognizer in
                self.longPressActsOnDraggableAnnotation(at: recognizer.location)
            }
        }
    }

    /// Whether a long press at `point` lands on an annotation it would drag, the one press MapLibre's annotation
    /// views recognize (maplibre-native `platform/ios/src/MLNAnnotationView.mm`, `enableDrag`): draggable, not
    /// already dragging, and allowed by the app's hook or, without one, by the profile.
    public func longPressActsOnDraggableAnnotation(at point: CGPoint) -> Bool {
        guard let id = annotationStore.annotationHit(at: point, rules: hitTestRules, persisting: false) else {
            return false
        }
        return annotationStore.mayStartDrag(id)
    }
}
