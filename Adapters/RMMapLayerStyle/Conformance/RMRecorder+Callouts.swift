import MapCompatConformance
import MapCompatCore
import RMMapLayerStyle

/// What route-me shows without a callback of its own, read from the callbacks that bracket it.
///
/// route-me's `selectAnnotation:animated:` presents its callout exactly when the annotation's layer has
/// `canShowCallout` and the annotation a title, and only then calls `mapView:didSelectAnnotation:`;
/// `deselectAnnotation:animated:` dismisses it before `mapView:didDeselectAnnotation:`
/// (mapbox/DEPRECATED-mapbox-ios-sdk `MapView/Map/RMMapView.m`). So callout show and hide are observed
/// through selection, in the order route-me gives them.
extension RMRecorder {
    /// On `mapView(_:didSelect:)`: the callout came first when the layer can show one and there is a title.
    func recordCalloutShow(of annotation: RMAnnotation, id: String) {
        guard annotation.layer?.canShowCallout == true, !(annotation.title ?? "").isEmpty else { return }
        calloutShown = id
        record(.calloutShow(id: id))
    }

    /// On `mapView(_:didDeselect:)`: the callout shown on selecting `id` went first.
    func recordCalloutHide(of id: String) {
        guard calloutShown == id else { return }
        calloutShown = nil
        record(.calloutHide(id: id))
    }

    /// A tap on route-me's user dot reaches `tap(on:onMap:)` with the `RMUserLocation` annotation
    /// (`RMMapView.m` `handleSingleTap:`): the neutral `locationMarkerTap` at the user's coordinate.
    func recordTap(on userLocation: RMUserLocation) {
        let coordinate = userLocation.coordinate
        guard let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude) else { return }
        record(.locationMarkerTap(coordinate: position))
    }
}
