import Foundation
import GoogleMapsStyle
import MapCompatCore

/// Aiming at what a Google map shows: markers by their icon's box and polylines, polygons and circles by their
/// outline, as the core hit-tests them; the info window by the frame the core routes taps to.
extension MapTester {
    /// The screen rectangle of an overlay on the tested `GMSMapView`: a marker's icon, a shape's outline.
    ///
    /// - Throws: ``MapTestingError/notOnMap(_:)`` when the overlay is not on the tested map, or a shape has
    ///   nothing to draw yet (a path of fewer than two points).
    public func frame(of overlay: GMSOverlay) throws -> CGRect {
        let (id, what) = try coreID(of: overlay)
        if overlay is GMSMarker { return try frame(ofAnnotation: AnnotationID(id), what: what) }
        return try frame(ofSceneItem: SceneItemID(id), what: what)
    }

    /// Taps an overlay where the core finds it first: the middle of a marker's icon, a point of a shape no
    /// other item covers.
    public func tap(on overlay: GMSOverlay) throws {
        try tap(at: aimPoint(at: overlay))
    }

    /// Long-presses a marker's icon: a draggable marker starts dragging (and is let go where it was), any other
    /// press reaches the map's long-press callback.
    public func longPress(on marker: GMSMarker, duration: Double = TouchScript.defaultLongPressDuration) throws {
        try longPress(at: aimPoint(at: marker), duration: duration)
    }

    /// Drags a marker by its icon to `point`: a press held until the drag starts, a move, a lift; a marker that
    /// is not draggable is long-pressed instead, as on a device.
    public func drag(_ marker: GMSMarker, to point: CGPoint) throws {
        try drag(from: aimPoint(at: marker), to: point)
    }

    /// The frame of the info window the tested map shows for `marker`.
    ///
    /// - Throws: ``MapTestingError/notOnMap(_:)`` when that marker's info window is not shown.
    public func infoWindowFrame(of marker: GMSMarker) throws -> CGRect {
        let (id, _) = try coreID(of: marker)
        guard let callout = core.shownCallout, callout.annotationID == AnnotationID(id) else {
            throw MapTestingError.notOnMap("info window of the marker")
        }
        return callout.frame
    }

    /// Taps the middle of the info window the tested map shows for `marker`.
    public func tapInfoWindow(of marker: GMSMarker) throws {
        let frame = try infoWindowFrame(of: marker)
        try tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    private func aimPoint(at overlay: GMSOverlay) throws -> CGPoint {
        let (id, what) = try coreID(of: overlay)
        if overlay is GMSMarker { return try aimPoint(atAnnotation: AnnotationID(id), what: what) }
        return try aimPoint(atSceneItem: SceneItemID(id), what: what)
    }

    private func coreID(of overlay: GMSOverlay) throws -> (String, String) {
        let what = overlay is GMSMarker ? "marker" : "overlay"
        guard let mapView = view as? GMSMapView, overlay.map === mapView, let id = mapView.coreID(of: overlay) else {
            throw MapTestingError.notOnMap(what)
        }
        return (id, what)
    }
}
