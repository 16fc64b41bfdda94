import Foundation

/// The annotations and the rules that change them: the annotations in insertion order, the map's one
/// ``Selection`` (an annotation, or a shape or the location marker on maps whose taps select those) and its
/// callout, each drag's state and pending confirmation, and animated position changes. Selection, drag and
/// hit testing are this component's methods; the map's public API forwards to them.
///
/// Annotations are few (a map shows tens, not millions), so lookups are linear scans of a small array and no
/// spatial index is kept.
final class AnnotationStore {
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

    /// In insertion order: later entries lie above earlier ones of the same z. Edited only by this
    /// component's methods.
    @exclusivity(unchecked) var entries: [Entry] = []
    /// What is selected: an annotation, or a shape or the location marker.
    var selection: Selection?
    /// What a single tap selects besides annotations.
    var tapSelection = TapSelection()
    var isCalloutShown = false {
        didSet { if isCalloutShown != oldValue { presentedCallout = nil } }
    }
    /// The frame the app's callout view took for the shown callout, relative to its anchor
    /// (``InteractiveMap/placeShownCallout(in:)``); `nil` for the profile's layout.
    var presentedCallout: (id: AnnotationID, frame: CGRect)?
    var drag: DragSession?
    /// Which candidate the last taps on annotations went to, for profiles that cycle.
    var cycleMemory = TapCycleMemory()
    /// Asked before a long press on a draggable annotation starts a drag (``InteractiveMap/shouldDragAnnotation``).
    var shouldDragAnnotation: ((AnnotationID) -> Bool)?
    /// Asked when a tap hits an annotation; `true` keeps the tap from selecting
    /// (``InteractiveMap/annotationTapHandler``).
    var tapHandler: ((AnnotationID) -> Bool)?
    /// Asked instead of ``tapHandler`` when set, with where the tap landed.
    var locatedTapHandler: ((AnnotationID, TapLocation) -> Bool)?
    /// Asked whether a selected annotation that can show a callout shows one now
    /// (``InteractiveMap/shouldShowCallout``).
    var shouldShowCallout: ((AnnotationID) -> Bool)?
    /// Told of a long press on the shown callout (``InteractiveMap/calloutLongPressHandler``).
    var calloutLongPressHandler: ((AnnotationID) -> Void)?
    /// The profile's annotation rules.
    let rules: AnnotationRules
    /// Where annotations are shown: the map's camera.
    let cameraMotion: CameraMotion
    /// Where selection, drag and tap events go.
    let events: EventStream

    /// An empty store following `rules`, placing annotations with `cameraMotion`'s transform.
    init(rules: AnnotationRules, cameraMotion: CameraMotion, events: EventStream) {
        self.rules = rules
        self.cameraMotion = cameraMotion
        self.events = events
    }

    /// The selected annotation, if the selection is one.
    var selected: AnnotationID? {
        if case .annotation(let id) = selection { return id }
        return nil
    }

    func index(of id: AnnotationID) -> Int? { entries.firstIndex { $0.annotation.id == id } }

    subscript(id: AnnotationID) -> Entry? { index(of: id).map { entries[$0] } }

    /// The index of `id`, or an error naming `field`.
    func existingIndex(of id: AnnotationID, field: String) throws(MapCompatError) -> Int {
        guard let index = index(of: id) else {
            throw MapCompatError(.invalidIdentifier, field: field, "no annotation \(id)")
        }
        return index
    }
}
