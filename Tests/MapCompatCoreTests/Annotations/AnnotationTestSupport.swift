import Foundation
import Testing

@testable import MapCompatCore

/// Where the neutral map shows its centre: an annotation placed there has its anchor at this point.
let mapCentre = CGPoint(x: 200, y: 400)

extension Harness {
    /// Adds an annotation whose anchor is shown at `point` (the map's centre by default); with the default
    /// 24 × 36 bottom-centre frame it covers x 188…212, y 364…400.
    @discardableResult
    func addAnnotation(
        _ id: AnnotationID, at point: CGPoint = mapCentre,
        configure: (inout Annotation) -> Void = { _ in }
    ) throws -> Annotation {
        let coordinate = try #require(map.transform.coordinate(at: point))
        var annotation = try Annotation(id: id, coordinate: coordinate)
        configure(&annotation)
        try map.addAnnotation(annotation)
        return annotation
    }

    /// A tap, then time until the map is idle.
    func tap(_ point: CGPoint) throws { try run { try $0.tap(at: point) } }

    /// The events about annotations, callouts and what reaches the map, in words.
    var story: [String] { log.events.compactMap(describe) }

    /// The drag states reported for one annotation, in order.
    func dragStates(of id: AnnotationID) -> [AnnotationDragState] {
        log.events.compactMap {
            if case .dragState(id.rawValue, let state, _) = $0 { state } else { nil }
        }
    }
}

/// One line per event that tells an annotation story; camera and gesture events are left out.
func describe(_ event: MapEvent) -> String? {
    switch event {
    case .annotationSelect(let id): "select \(id)"
    case .annotationDeselect(let id): "deselect \(id)"
    case .calloutShow(let id): "show callout \(id)"
    case .calloutHide(let id): "hide callout \(id)"
    case .calloutTap(let id, let part): "tap callout \(id) \(part.rawValue)"
    case .dragState(let id, let state, _): "drag \(id) \(state.rawValue)"
    case .mapTap: "map tap"
    case .mapLongPress: "map long press"
    case .overlayTap(let id, let consumed, _): "overlay \(id) \(consumed ? "consumed" : "propagated")"
    default: nil
    }
}

extension InteractiveMap {
    /// The annotation a press at `point` would go to under the map's hit-test rules.
    func annotationHit(at point: CGPoint, persisting: Bool) -> AnnotationID? {
        annotationStore.annotationHit(at: point, rules: hitTestRules, persisting: persisting)
    }
}
