import Foundation
import MapCompatCore

extension CoreSession {
    /// Adds the spec's annotations (above every scene item, in spec order) and its drag handler to the map.
    func setUpAnnotations(_ spec: Spec) throws {
        for item in spec.scene {
            guard case .annotation(let fields) = item.content else { continue }
            try map.addAnnotation(
                Annotation(
                    id: AnnotationID(item.id), coordinate: fields.position, size: fields.size, anchor: fields.anchor,
                    z: item.z, isVisible: item.visible, title: fields.title, subtitle: fields.subtitle,
                    isEnabled: fields.enabled, canShowCallout: fields.callout, calloutOffset: fields.calloutOffset,
                    hasLeftAccessory: fields.accessories.contains(.left),
                    hasRightAccessory: fields.accessories.contains(.right), isDraggable: fields.draggable))
        }
        if let drag = spec.handlers.drag {
            let allows = drag == .allow
            map.shouldDragAnnotation = { _ in allows }
        }
    }

    /// Reports the selection, every annotation's drag state and where each annotation is.
    func reportAnnotations(into state: inout ObservedState) {
        state.selected = Set(map.selectedAnnotationID.map { [$0.rawValue] } ?? [])
        var dragStates: [String: AnnotationDragState] = [:]
        var positions = state.positions ?? [:]
        for annotation in map.annotations {
            dragStates[annotation.id.rawValue] = map.dragState(of: annotation.id)
            positions[annotation.id.rawValue] = annotation.coordinate
        }
        state.dragStates = dragStates
        state.positions = positions
    }
}

extension CorePlugin {
    /// What the core supports of annotations: placing them with callouts and drag, tapping callouts, the drag
    /// hook, their events, and reading selection, drag states and positions back.
    static let annotationCapabilities: Set<Capability> = {
        var capabilities: Set<Capability> = [
            .scene("annotation"), .scene("callout"), .scene("calloutOffset"), .scene("draggable"), .step(.tapCallout),
            .handler("drag"),
            .expect("selected"), .expect("dragState"), .expect("position"),
        ]
        let events: [MapEvent.Kind] = [
            .annotationSelect, .annotationDeselect, .annotationTap, .annotationLongPress, .calloutShow,
            .calloutHide,
            .calloutTap, .dragState,
        ]
        capabilities.formUnion(events.map { Capability.event($0) })
        return capabilities
    }()
}
