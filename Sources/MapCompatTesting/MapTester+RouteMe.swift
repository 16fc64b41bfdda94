import Foundation
import MapCompatCore
import RMMapLayerStyle

/// Aiming at what a route-me map shows: annotations by their layer's frame as the core hit-tests it.
extension MapTester {
    /// The screen rectangle of an annotation's layer.
    ///
    /// - Throws: ``MapTestingError/notOnMap(_:)`` for an annotation not added to the tested map.
    public func frame(of annotation: RMAnnotation) throws -> CGRect {
        let id = try annotationID(of: annotation)
        if core.annotation(id) != nil { return try frame(ofAnnotation: id) }
        return try frame(ofSceneItem: SceneItemID(id.rawValue), what: "annotation")
    }

    /// Taps an annotation where the core finds it.
    public func tap(on annotation: RMAnnotation) throws {
        let id = try annotationID(of: annotation)
        if core.annotation(id) != nil { return try tap(at: aimPoint(atAnnotation: id)) }
        try tap(at: aimPoint(atSceneItem: SceneItemID(id.rawValue), what: "annotation"))
    }

    private func annotationID(of annotation: RMAnnotation) throws -> AnnotationID {
        guard let map = annotation.mapView, map.core === core, let id = annotation.coreID else {
            throw MapTestingError.notOnMap("annotation")
        }
        return id
    }
}
