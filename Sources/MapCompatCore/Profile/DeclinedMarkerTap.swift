/// What a tap on a marker does when the app's handler declines it (answers `false`).
public enum DeclinedMarkerTap: Hashable, Sendable {
    /// The tap goes on to the map (`mapTap`), as NAVER's `touchHandler` documents.
    case reachesMap
    /// The vendor's own default action runs instead of the map's: the marker becomes
    /// ``InteractiveMap/selectedMarker`` and the camera moves, animated, to centre on it. Google's Maps SDK
    /// for iOS: `mapView(_:didTap:)` returning `false` lets "the map continue with its default selection
    /// behavior", and `mapView(_:didTapAt:)` is called "only if a marker was not tapped"
    /// (https://developers.google.com/maps/documentation/ios-sdk/reference/objc/Protocols/GMSMapViewDelegate).
    case selectsAndCenters
}
