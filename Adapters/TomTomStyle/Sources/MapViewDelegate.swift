/// Told when a ``MapView``'s map is ready, failed to load or loaded its style (TomTom's `MapViewDelegate`);
/// the view holds it weakly.
///
/// Every method has an empty default, so a delegate implements only those it needs, as TomTom's apps do.
public protocol MapViewDelegate: AnyObject {
    /// The map is ready: `map` is the entry point for markers, camera and callbacks. Called once per view,
    /// when virtual time first moves after the view was made (or its first touch arrives).
    func mapView(_ mapView: MapView, onMapReady map: TomTomMap)
    /// The map could not be made: an empty API key, or a start the map could not take.
    func mapView(_ mapView: MapView, onLoadFailed error: any Error)
    /// The style loaded (after ``mapView(_:onMapReady:)``), or did not (after
    /// ``mapView(_:onLoadFailed:)``).
    func mapView(_ mapView: MapView, onStyleLoad result: Result<StyleContainer, any Error>)
}

extension MapViewDelegate {
    /// Does nothing.
    public func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {}
    /// Does nothing.
    public func mapView(_ mapView: MapView, onLoadFailed error: any Error) {}
    /// Does nothing.
    public func mapView(_ mapView: MapView, onStyleLoad result: Result<StyleContainer, any Error>) {}
}
