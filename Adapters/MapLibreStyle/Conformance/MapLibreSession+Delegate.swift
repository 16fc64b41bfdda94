import Foundation
import MapCompatConformance
import MapCompatCore
import MapLibreStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The session as the view's `MLNMapViewDelegate`: the callbacks an app gets, turned into neutral events.
extension MapLibreSession {
    func mapView(_ mapView: MLNMapView, regionWillChangeWith reason: MLNCameraChangeReason, animated: Bool) {
        recordCompassTap(reason)
        record(.cameraWillChange(reason: reason.coreReason, animated: animated))
    }

    func mapView(_ mapView: MLNMapView, regionIsChangingWith reason: MLNCameraChangeReason) {
        record(.cameraChanging(reason: reason.coreReason))
    }

    /// A did-change carrying `transitionCancelled` ends an animation or drift that was cut short: the app
    /// sees the stop there, just before the movement's end.
    func mapView(_ mapView: MLNMapView, regionDidChangeWith reason: MLNCameraChangeReason, animated: Bool) {
        if reason.contains(.transitionCancelled) { record(.animationStop) }
        record(.cameraDidChange(reason: reason.coreReason))
    }

    func mapView(
        _ mapView: MLNMapView, shouldChangeFrom oldCamera: MLNMapCamera, to newCamera: MLNMapCamera,
        reason: MLNCameraChangeReason
    ) -> Bool {
        cameraChangeAnswer ?? true
    }

    func mapView(_ mapView: MLNMapView, calloutViewFor annotation: any MLNAnnotation) -> (any MLNCalloutView)? {
        guard let id = specIDs[ObjectIdentifier(annotation)] else { return nil }
        return ReportingCalloutView { [unowned self] shown in
            self.record(shown ? .calloutShow(id: id) : .calloutHide(id: id))
        }
    }

    func mapView(_ mapView: MLNMapView, didChange mode: MLNUserTrackingMode, animated: Bool) {
        record(.trackingMode(TrackingMode(mode, showsUserLocation: mapView.showsUserLocation)))
    }

    func mapViewDidBecomeIdle(_ mapView: MLNMapView) {
        record(.cameraIdle)
    }

    /// A selected marker is a tapped marker: the app reports the tap and deselects it at once, so that the
    /// next tap on it selects it again (MapLibre selects nothing on a tap on the selection:
    /// `selectAnnotation:…` in maplibre-native `platform/ios/src/MLNMapView.mm` returns early).
    func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation) {
        if let user = annotation as? MLNUserLocation {
            // A tap on the user dot selects `userLocation`; the app reports it and deselects it at once, so that
            // the next tap on the dot selects it again.
            if let coordinate = user.location?.coordinate,
                let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude)
            {
                record(.locationMarkerTap(coordinate: position))
            }
            return mapView.deselectAnnotation(user, animated: false)
        }
        guard let id = specIDs[ObjectIdentifier(annotation)] else { return }
        guard markers.contains(id) || shapesByID[id] != nil else { return record(.annotationSelect(id: id)) }
        record(.overlayTap(id: id, consumed: true))
        mapView.deselectAnnotation(annotation, animated: false)
    }

    func mapView(_ mapView: MLNMapView, didDeselect annotation: any MLNAnnotation) {
        if let id = specIDs[ObjectIdentifier(annotation)], !markers.contains(id), shapesByID[id] == nil {
            record(.annotationDeselect(id: id))
        }
    }

    func mapView(_ mapView: MLNMapView, annotationCanShowCallout annotation: any MLNAnnotation) -> Bool {
        callouts[ObjectIdentifier(annotation)] ?? false
    }

    func mapView(_ mapView: MLNMapView, shapeAnnotationIsEnabled annotation: MLNShape) -> Bool {
        shapeEnabled[ObjectIdentifier(annotation)] ?? true
    }

    func mapView(_ mapView: MLNMapView, lineWidthForPolylineAnnotation annotation: MLNPolyline) -> CGFloat {
        CGFloat(lineWidths[ObjectIdentifier(annotation)] ?? 3)
    }

    func mapView(_ mapView: MLNMapView, viewFor annotation: any MLNAnnotation) -> MLNAnnotationView? {
        views[ObjectIdentifier(annotation)]
    }

    func mapView(_ mapView: MLNMapView, leftCalloutAccessoryViewFor annotation: any MLNAnnotation)
        -> UIView?
    {
        left[ObjectIdentifier(annotation)]
    }

    func mapView(_ mapView: MLNMapView, rightCalloutAccessoryViewFor annotation: any MLNAnnotation)
        -> UIView?
    {
        right[ObjectIdentifier(annotation)]
    }

    func mapView(
        _ mapView: MLNMapView, annotation: any MLNAnnotation,
        calloutAccessoryControlTapped control: UIControl
    ) {
        guard let id = specIDs[ObjectIdentifier(annotation)] else { return }
        record(.calloutTap(id: id, part: control.tag == 1 ? .left : .right))
    }

    func mapView(_ mapView: MLNMapView, tapOnCalloutFor annotation: any MLNAnnotation) {
        if let id = specIDs[ObjectIdentifier(annotation)] { record(.calloutTap(id: id, part: .body)) }
    }
}

extension AnnotationDragState {
    /// The core state of a MapLibre drag state: the inverse of the adapter's `MLNAnnotationViewDragState.init(_:)`, read from it so the mapping is
    /// written once.
    init(_ state: MLNAnnotationViewDragState) {
        self = Self.allCases.first { MLNAnnotationViewDragState($0) == state } ?? .none
    }
}
