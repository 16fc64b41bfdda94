import Foundation

/// Everything a map knows about its annotations: the annotations in insertion order, the selection and its
/// callout, each drag's state and pending confirmation, and animated position changes.
///
/// Annotations are few (a map shows tens, not millions), so lookups are linear scans of a small array and no
/// spatial index is kept.
struct AnnotationStore {
    /// One annotation and what the map tracks about it.
    struct Entry {
        var annotation: Annotation
        var dragState = AnnotationDragState.none
        /// The layer state the map will confirm by itself, and when.
        var pendingConfirmation: (due: Double, state: AnnotationDragState)?
        /// While dragged: where the anchor is shown, in screen points.
        var dragPoint: CGPoint?
        /// An animated position change under way.
        var motion: PositionMotion?
    }

    /// The finger-driven drag under way (route-me keeps one dragged annotation at a time).
    struct DragSession {
        let id: AnnotationID
        /// Added to the finger's location to place the anchor.
        let grabOffset: CGPoint
    }

    /// In insertion order: later entries lie above earlier ones of the same z.
    var entries: [Entry] = []
    var selected: AnnotationID?
    var isCalloutShown = false
    var drag: DragSession?
    /// Which candidate the last taps on annotations went to, for profiles that cycle (keyed by the ids'
    /// strings).
    var cycleMemory = TapCycleMemory()

    func index(of id: AnnotationID) -> Int? { entries.firstIndex { $0.annotation.id == id } }

    subscript(id: AnnotationID) -> Entry? { index(of: id).map { entries[$0] } }
}
