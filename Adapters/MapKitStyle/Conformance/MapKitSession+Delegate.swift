import Foundation
import MapCompatConformance
import MapCompatCore
import MapKitStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The session as the view's `MKMapViewDelegate`: the callbacks a MapKit app gets, turned into neutral events.
/// The region callbacks carry no reason; the plugin lists those events without it, so the reason recorded here
/// (`developer`) is never compared.
extension MapKitSession {
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {
        record(.cameraWillChange(reason: .developer, animated: animated))
    }

    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {
        record(.cameraChanging(reason: .developer))
    }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
        record(.cameraDidChange(reason: .developer))
    }

    func mapViewWillStartLoadingMap(_ mapView: MKMapView) {
        loading = true
    }

    /// The map finished rendering the region it came to rest at: the camera is idle (the first rendering, which
    /// comes with loading, is not).
    func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool) {
        guard !loading else {
            loading = false
            return
        }
        record(.cameraIdle)
    }

    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        views[ObjectIdentifier(annotation)]
    }

    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        guard let line = overlay as? MKPolyline else { return MKOverlayRenderer(overlay: overlay) }
        let renderer = MKPolylineRenderer(polyline: line)
        renderer.lineWidth = CGFloat(lineWidths[ObjectIdentifier(line)] ?? 0)
        return renderer
    }

    /// A selected marker is a tapped marker: the app reports the tap and deselects it at once, so that the next tap
    /// on it selects it again. A selected user location is a tap on the user's dot, reported and deselected the
    /// same way.
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {
        if let user = annotation as? MKUserLocation {
            if let coordinate = user.location?.coordinate,
                let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude)
            {
                record(.locationMarkerTap(coordinate: position))
            }
            return mapView.deselectAnnotation(user, animated: false)
        }
        guard let id = specIDs[ObjectIdentifier(annotation)] else { return }
        guard markers.contains(id) else { return record(.annotationSelect(id: id)) }
        record(.overlayTap(id: id, consumed: true))
        mapView.deselectAnnotation(annotation, animated: false)
    }

    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {
        if let id = specIDs[ObjectIdentifier(annotation)], !markers.contains(id) {
            record(.annotationDeselect(id: id))
        }
    }

    func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl
    ) {
        guard let annotation = view.annotation, let id = specIDs[ObjectIdentifier(annotation)] else { return }
        record(.calloutTap(id: id, part: control == view.leftCalloutAccessoryView ? .left : .right))
    }

    /// Drag states as MapKit apps handle them for custom views, following Apple's `dragState` documentation: the
    /// app confirms starting with dragging and ending or canceling with none.
    func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView,
        didChange newState: MKAnnotationView.DragState, fromOldState oldState: MKAnnotationView.DragState
    ) {
        guard let annotation = view.annotation, let id = specIDs[ObjectIdentifier(annotation)] else { return }
        record(.dragState(id: id, state: newState.core))
        switch newState {
        case .starting: view.setDragState(.dragging, animated: true)
        case .ending, .canceling: view.setDragState(.none, animated: true)
        case .none, .dragging: break
        }
    }

    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {
        record(.trackingMode(TrackingMode(mode, showsUserLocation: mapView.showsUserLocation)))
    }
}

extension TrackingMode {
    /// The core mode of a MapKit mode: MapKit's `none` is the core's `noFollow` while the user's location shows.
    init(_ mode: MKUserTrackingMode, showsUserLocation: Bool) {
        switch mode {
        case .none: self = showsUserLocation ? .noFollow : .none
        case .follow: self = .follow
        case .followWithHeading: self = .followWithHeading
        }
    }
}
