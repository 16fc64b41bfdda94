import Foundation
import GoogleMapsStyle
import MapCompatConformance
import MapCompatCore

/// Google's callbacks, heard as a Google app's view controller hears them, turned into neutral events.
extension GoogleSession {
    func mapView(_ mapView: GMSMapView, willMove gesture: Bool) {
        record(.cameraWillChange(reason: gesture ? .gesture : .developer, animated: false))
    }

    func mapView(_ mapView: GMSMapView, didChange position: GMSCameraPosition) {
        record(.cameraChanging(reason: .developer))
    }

    func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) {
        record(.cameraIdle)
    }

    func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) {
        guard let position = Self.position(coordinate) else { return }
        record(.mapTap(point: mapView.projection.point(for: coordinate), coordinate: position))
    }

    func mapView(_ mapView: GMSMapView, didLongPressAt coordinate: CLLocationCoordinate2D) {
        guard let position = Self.position(coordinate) else { return }
        record(.mapLongPress(point: mapView.projection.point(for: coordinate), coordinate: position))
    }

    /// A spec marker's tap is its handler's (always consumed: a marker that lets taps through is not
    /// tappable); an annotation's tap lets Google select it.
    func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool {
        guard let consumes = markerAnswers[ObjectIdentifier(marker)], let id = sceneIDs[ObjectIdentifier(marker)] else {
            return false
        }
        record(.overlayTap(id: id, consumed: consumes))
        return consumes
    }

    /// Google asks for the info window of a marker about to be selected: that is when it becomes selected.
    func mapView(_ mapView: GMSMapView, markerInfoWindow marker: GMSMarker) -> UIView? {
        if let id = sceneIDs[ObjectIdentifier(marker)] { record(.annotationSelect(id: id)) }
        return nil
    }

    func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker) {
        if let id = sceneIDs[ObjectIdentifier(marker)] { record(.calloutHide(id: id)) }
    }

    func mapView(_ mapView: GMSMapView, didTapInfoWindowOf marker: GMSMarker) {
        if let id = sceneIDs[ObjectIdentifier(marker)] { record(.calloutTap(id: id, part: .body)) }
    }

    func mapView(_ mapView: GMSMapView, didTap overlay: GMSOverlay) {
        if let id = sceneIDs[ObjectIdentifier(overlay)] { record(.overlayTap(id: id, consumed: true)) }
    }

    func mapView(
        _ mapView: GMSMapView, didTapPOIWithPlaceID placeID: String, name: String, location: CLLocationCoordinate2D
    ) {
        guard let place = pointsOfInterest[placeID] else { return }
        record(.symbolTap(id: place.id, caption: place.caption, consumed: true))
    }

    func mapView(_ mapView: GMSMapView, didTapMyLocation location: CLLocationCoordinate2D) {
        guard let position = Self.position(location) else { return }
        record(.locationMarkerTap(coordinate: position))
    }
}
