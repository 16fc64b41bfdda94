import Foundation
import MapCompatCore
import MapLibreStyle

/// Aiming at what a MapLibre map shows: point annotations by their annotation view's frame, polylines and
/// polygons added as annotations by their outline, as the core hit-tests them.
extension MapTester {
    /// The screen rectangle of an annotation added to the tested `MLNMapView`.
    ///
    /// - Throws: ``MapTestingError/notOnMap(_:)`` when the view under test is not an `MLNMapView` or the
    ///   annotation was not added to it.
    public func frame(of annotation: any MLNAnnotation) throws -> CGRect {
        let id = try annotationID(of: annotation)
        if core.annotation(id) != nil { return try frame(ofAnnotation: id) }
        return try frame(ofSceneItem: SceneItemID(id.rawValue), what: "annotation")
    }

    /// Taps an annotation where the core finds it.
    public func tap(on annotation: any MLNAnnotation) throws {
        let id = try annotationID(of: annotation)
        if core.annotation(id) != nil { return try tap(at: aimPoint(atAnnotation: id)) }
        try tap(at: aimPoint(atSceneItem: SceneItemID(id.rawValue), what: "annotation"))
    }

    private func annotationID(of annotation: any MLNAnnotation) throws -> AnnotationID {
        guard let mapView = view as? MLNMapView, let id = mapView.id(of: annotation) else {
            throw MapTestingError.notOnMap("annotation")
        }
        return id
    }
}
