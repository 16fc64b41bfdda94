import Foundation

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// What a map view tells its app (Google's `GMSMapViewDelegate`); set as ``GMSMapView/delegate``. Every
/// method is optional: the defaults below do what Google does when a delegate does not implement one.
///
/// The map calls each method from the core's events and decision hooks, in the order the core reports them:
///
/// | method | called when |
/// | --- | --- |
/// | ``mapView(_:willMove:)`` | the camera is about to move (`cameraWillChange`; `gesture` for the user's gestures) |
/// | ``mapView(_:didChange:)`` | each step of a movement, the last included (`cameraChanging`) |
/// | ``mapView(_:idleAt:)`` | nothing moves any more (`cameraIdle`) |
/// | ``mapView(_:didTapAt:)`` | a tap reached the map: no marker, info window, tappable overlay or POI took it (`mapTap`), before a selected marker is deselected |
/// | ``mapView(_:didLongPressAt:)`` | a long press reached the map (`mapLongPress`) |
/// | ``mapView(_:didTap:)-(_,GMSMarker)`` | a tap hit a tappable marker, before anything else happens (the core's annotation tap hook) |
/// | ``mapView(_:markerInfoWindow:)``, ``mapView(_:markerInfoContents:)`` | a marker is about to be selected (the core's callout hook) |
/// | ``mapView(_:didTapInfoWindowOf:)``, ``mapView(_:didLongPressInfoWindowOf:)`` | a tap or long press on the shown info window |
/// | ``mapView(_:didCloseInfoWindowOf:)`` | the info window closed (`calloutHide`) |
/// | ``mapView(_:didTap:)-(_,GMSOverlay)`` | a tap hit a tappable polyline, polygon or circle |
/// | ``mapView(_:didTapPOIWithPlaceID:name:location:)`` | a tap hit a basemap point of interest |
/// | ``mapView(_:didBeginDragging:)``, ``mapView(_:didDrag:)``, ``mapView(_:didEndDragging:)`` | a draggable marker's drag (`dragState`, and each touch that moves it) |
/// | ``didTapMyLocationButton(for:)`` | the My Location button was tapped |
/// | ``mapView(_:didTapMyLocation:)`` | the blue location dot was tapped (`locationMarkerTap`) |
/// | ``mapViewDidStartTileRendering(_:)``, ``mapViewDidFinishTileRendering(_:)``, ``mapViewSnapshotReady(_:)`` | headless, once each time the map comes to rest after it was created or moved |
public protocol GMSMapViewDelegate: NSObjectProtocol {
    /// The camera is about to change; `gesture` is `true` when the user's touches move it.
    func mapView(_ mapView: GMSMapView, willMove gesture: Bool)
    /// The camera moved one step (or was set): called for every step, and always for the final position.
    func mapView(_ mapView: GMSMapView, didChange position: GMSCameraPosition)
    /// The map came to rest: no gesture or animation moves it.
    func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition)
    /// A tap at a coordinate, only when no marker was tapped; called before the selected marker is deselected.
    func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D)
    /// A long press at a coordinate.
    func mapView(_ mapView: GMSMapView, didLongPressAt coordinate: CLLocationCoordinate2D)
    /// A marker was tapped: `true` handles the tap, so the map does nothing more; `false` lets the map run its
    /// default selection (select the marker, show its info window, centre the camera on it).
    func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool
    /// A marker's info window was tapped.
    func mapView(_ mapView: GMSMapView, didTapInfoWindowOf marker: GMSMarker)
    /// A marker's info window was long pressed.
    func mapView(_ mapView: GMSMapView, didLongPressInfoWindowOf marker: GMSMarker)
    /// A tappable overlay other than a marker was tapped.
    func mapView(_ mapView: GMSMapView, didTap overlay: GMSOverlay)
    /// A point of interest of the basemap was tapped.
    func mapView(
        _ mapView: GMSMapView, didTapPOIWithPlaceID placeID: String, name: String, location: CLLocationCoordinate2D)
    /// A marker is about to be selected: a view to show as its whole info window, or `nil` for the default.
    func mapView(_ mapView: GMSMapView, markerInfoWindow marker: GMSMarker) -> UIView?
    /// Asked when ``mapView(_:markerInfoWindow:)`` gives `nil`: a view to show inside the default info window,
    /// or `nil` for the title and snippet.
    func mapView(_ mapView: GMSMapView, markerInfoContents marker: GMSMarker) -> UIView?
    /// A marker's info window closed.
    func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker)
    /// A long press started dragging a marker.
    func mapView(_ mapView: GMSMapView, didBeginDragging marker: GMSMarker)
    /// A dragged marker was let go at its new ``GMSMarker/position``.
    func mapView(_ mapView: GMSMapView, didEndDragging marker: GMSMarker)
    /// A dragged marker moved with the finger.
    func mapView(_ mapView: GMSMapView, didDrag marker: GMSMarker)
    /// The My Location button was tapped: `true` handles it; `false` lets the map centre on the user.
    func didTapMyLocationButton(for mapView: GMSMapView) -> Bool
    /// The blue dot of the user's location was tapped.
    func mapView(_ mapView: GMSMapView, didTapMyLocation location: CLLocationCoordinate2D)
    /// Tiles were requested (headless: as the map comes to rest).
    func mapViewDidStartTileRendering(_ mapView: GMSMapView)
    /// Every tile was loaded and the labels drawn (headless: right after the start).
    func mapViewDidFinishTileRendering(_ mapView: GMSMapView)
    /// The map is stable: tiles loaded, labels drawn, camera idle and overlays drawn.
    func mapViewSnapshotReady(_ mapView: GMSMapView)
}

extension GMSMapViewDelegate {
    /// Does nothing.
    public func mapView(_ mapView: GMSMapView, willMove gesture: Bool) {}
    /// Does nothing.
    public func mapView(_ mapView: GMSMapView, didChange position: GMSCameraPosition) {}
    /// Does nothing.
    public func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) {}
    /// Does nothing.
    public func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) {}
    /// Does nothing.
    public func mapView(_ mapView: GMSMapView, didLongPressAt coordinate: CLLocationCoordinate2D) {}
    /// `false`: the map's default selection runs.
    public func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool { false }
    /// Does nothing.
    public func mapView(_ mapView: GMSMapView, didTapInfoWindowOf marker: GMSMarker) {}
    /// Does nothing.
    public func mapView(_ mapView: GMSMapView, didLongPressInfoWindowOf marker: GMSMarker) {}
    /// Does nothing.
    public func mapView(_ mapView: GMSMapView, didTap overlay: GMSOverlay) {}
    /// Does nothing: the tap still ends at the point of interest.
    public func mapView(
        _ mapView: GMSMapView, didTapPOIWithPlaceID placeID: String, name: String, location: CLLocationCoordinate2D
    ) {}
    /// `nil`: the default info window.
    public func mapView(_ mapView: GMSMapView, markerInfoWindow marker: GMSMarker) -> UIView? { nil }
    /// `nil`: the title and snippet.
    public func mapView(_ mapView: GMSMapView, markerInfoContents marker: GMSMarker) -> UIView? { nil }
    /// Does nothing.
    public func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker) {}
    /// Does nothing.
    public func mapView(_ mapView: GMSMapView, didBeginDragging marker: GMSMarker) {}
    /// Does nothing.
    public func mapView(_ mapView: GMSMapView, didEndDragging marker: GMSMarker) {}
    /// Does nothing.
    public func mapView(_ mapView: GMSMapView, didDrag marker: GMSMarker) {}
    /// `false`: the map centres on the user.
    public func didTapMyLocationButton(for mapView: GMSMapView) -> Bool { false }
    /// Does nothing.
    public func mapView(_ mapView: GMSMapView, didTapMyLocation location: CLLocationCoordinate2D) {}
    /// Does nothing.
    public func mapViewDidStartTileRendering(_ mapView: GMSMapView) {}
    /// Does nothing.
    public func mapViewDidFinishTileRendering(_ mapView: GMSMapView) {}
    /// Does nothing.
    public func mapViewSnapshotReady(_ mapView: GMSMapView) {}
}
