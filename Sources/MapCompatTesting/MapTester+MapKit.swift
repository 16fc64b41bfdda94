import Foundation
import MapCompatCore
import MapKitStyle

/// Aiming at what a MapKit map shows: annotations (`MKAnnotation`) by their annotation view's frame, the user's
/// dot, and the accessories of the callout shown, as the core hit-tests them.
extension MapTester {
    /// The screen rectangle of an annotation's view on the tested `MKMapView`.
    ///
    /// - Throws: ``MapTestingError/notOnMap(_:)`` when the view under test is not an `MKMapView` or the
    ///   annotation was not added to it; ``MapTestingError/notReachable(_:)`` when it is beyond the horizon.
    public func frame(of annotation: any MKAnnotation) throws -> CGRect {
        try frame(ofAnnotation: annotationID(of: annotation))
    }

    /// Taps an annotation's view where the core finds it (the middle of its frame), or the user's dot for
    /// `userLocation`, then lets the map settle.
    public func tap(on annotation: any MKAnnotation) throws {
        let mapView = try mapKitView()
        if annotation === mapView.userLocation {
            guard mapView.showsUserLocation, let dot = core.locationMarkerPoint else {
                throw MapTestingError.notOnMap("user location")
            }
            return try tap(at: dot)
        }
        try tap(at: aimPoint(atAnnotation: annotationID(of: annotation)))
    }

    /// Taps the annotation an annotation view shows.
    public func tap(on view: MKAnnotationView) throws {
        guard let annotation = view.annotation, try mapKitView().view(for: annotation) === view else {
            throw MapTestingError.notOnMap("annotation view")
        }
        try tap(on: annotation)
    }

    /// Taps an accessory of the callout shown now: the left or right one of the selected view, by the view the
    /// app gave it (`leftCalloutAccessoryView`, `rightCalloutAccessoryView`).
    ///
    /// - Throws: ``MapTestingError/notOnMap(_:)`` when no callout is shown or the accessory is not one of its
    ///   view's.
    public func tap(onCalloutAccessory accessory: UIView) throws {
        let mapView = try mapKitView()
        guard let callout = core.shownCallout,
            let view = mapView.annotations.first(where: { mapView.id(of: $0) == callout.annotationID })
                .flatMap(mapView.view(for:))
        else { throw MapTestingError.notOnMap("callout") }
        if view.leftCalloutAccessoryView === accessory { return try tapCallout(.left) }
        if view.rightCalloutAccessoryView === accessory { return try tapCallout(.right) }
        throw MapTestingError.notOnMap("callout accessory")
    }

    /// Drags an annotation's view so that its coordinate ends under `point`: a press held on the view as long as
    /// the map's long press, then moved, as a user drags a draggable view. Where the map keeps the offset the view
    /// was grabbed at (the profile's `dragAnchoring`), the finger ends that offset away from `point`.
    public func drag(_ annotation: any MKAnnotation, to point: CGPoint) throws {
        let id = try annotationID(of: annotation)
        let start = try aimPoint(atAnnotation: id)
        var end = point
        if core.profile.annotations.dragAnchoring == .keepsGrabOffset, let anchor = core.screenPosition(of: id) {
            end = CGPoint(x: point.x + start.x - anchor.x, y: point.y + start.y - anchor.y)
        }
        try drag(from: start, to: end, hold: core.profile.longPressDuration + 0.1)
    }

    private func mapKitView() throws -> MKMapView {
        guard let mapView = view as? MKMapView else { throw MapTestingError.notOnMap("MKMapView") }
        return mapView
    }

    private func annotationID(of annotation: any MKAnnotation) throws -> AnnotationID {
        guard let id = try mapKitView().id(of: annotation) else { throw MapTestingError.notOnMap("annotation") }
        return id
    }
}
