/// What a map view tells its app (Google's `GMSMapViewDelegate`,
/// https://developers.google.com/maps/documentation/ios-sdk/reference/objc/Protocols/GMSMapViewDelegate).
/// Every method is optional: the extension gives each Google's default.
public protocol GMSMapViewDelegate: AnyObject {
    /// Before the camera moves; `gesture` is `true` when the user's touches move it.
    func mapView(_ mapView: GMSMapView, willMove gesture: Bool)
    /// While the camera moves, and once for its final position.
    func mapView(_ mapView: GMSMapView, didChange position: GMSCameraPosition)
    /// When nothing moves the camera any more.
    func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition)
    /// After a tap on the map, only when no marker was tapped.
    func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D)
    /// After a long press on the map.
    func mapView(_ mapView: GMSMapView, didLongPressAt coordinate: CLLocationCoordinate2D)
    /// After a tap on a tappable marker: `true` handles it; `false` lets the map run its default selection
    /// (select the marker, centre on it).
    func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool
}

extension GMSMapViewDelegate {
    /// Nothing.
    public func mapView(_ mapView: GMSMapView, willMove gesture: Bool) {}
    /// Nothing.
    public func mapView(_ mapView: GMSMapView, didChange position: GMSCameraPosition) {}
    /// Nothing.
    public func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) {}
    /// Nothing.
    public func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) {}
    /// Nothing.
    public func mapView(_ mapView: GMSMapView, didLongPressAt coordinate: CLLocationCoordinate2D) {}
    /// `false`: the default selection runs.
    public func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool { false }
}
