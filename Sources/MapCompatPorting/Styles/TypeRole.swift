/// What a vendor type is, in words every style shares, so that a rule can ask what an expression is rather than
/// what it is called.
public enum TypeRole: String, Hashable, Sendable, CaseIterable {
    /// The map object every setting and call hangs off (NAVER's `NMFMapView`, TomTom's `TomTomMap`).
    case mapView
    /// A view that holds the map object and hands it over, where the vendor splits the two (TomTom's `MapView`,
    /// whose `map` is the `TomTomMap`).
    case mapContainerView
    /// A point marker or annotation the app placed (or an overlay, which may be one).
    case marker
    /// A snapshot of the camera.
    case camera
    /// Where the map's location fixes come from (MapLibre's `MLNLocationManager`, TomTom's `LocationProvider`).
    case locationSource
    /// A latitude-longitude rectangle (NAVER's `NMGLatLngBounds`, MapLibre's `MLNCoordinateBounds`).
    case bounds
    /// A line, polygon or circle the app draws.
    case shape
}
