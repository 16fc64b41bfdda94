import Foundation

/// The map's one selection beyond annotations: shapes and the location marker, which MapLibre selects on a
/// tap (see ``Selection``). Annotations are selected through ``selectAnnotation(_:)`` as well.
extension InteractiveMap {
    /// What is selected: an annotation, a shape or the location marker; `nil` when nothing is.
    public var selection: Selection? { annotationStore.selection }

    /// What a single tap selects besides annotations: nothing by default; MapLibre's views select shapes and
    /// the location marker. The single tap's condition (``singleTapActsOnAnnotations(at:)``) follows it.
    public var tapSelection: TapSelection {
        get { annotationStore.tapSelection }
        set { annotationStore.tapSelection = newValue }
    }

    /// Selects as a tap would, deselecting the previous selection first; the selection already, nothing
    /// changes. Returns whether it is selected afterwards (an annotation that is not selectable is not).
    ///
    /// - Throws: ``MapCompatError`` naming `selection` for an annotation or shape the map does not have, or
    ///   the location marker while it is not drawn; nothing changes then.
    @discardableResult
    public func select(_ selection: Selection) throws(MapCompatError) -> Bool {
        switch selection {
        case .annotation(let id):
            guard annotationStore.index(of: id) != nil else {
                throw MapCompatError(.invalidIdentifier, field: "selection", "no annotation \(id)")
            }
            return try selectAnnotation(id)
        case .shape(let id):
            guard let item = scene[id], item.kind.isShape else {
                throw MapCompatError(.invalidIdentifier, field: "selection", "no shape \(id)")
            }
        case .locationMarker:
            guard showsLocationMarker, location != nil else {
                throw MapCompatError(.conflict, field: "selection", "the location marker is not drawn")
            }
        }
        annotationStore.performSelection(of: selection)
        return true
    }

    /// Deselects `selection` if it is selected, or whatever is selected when it is `nil`.
    public func deselect(_ selection: Selection? = nil) {
        guard let current = annotationStore.selection, selection == nil || selection == current else { return }
        annotationStore.performDeselection()
    }
}
