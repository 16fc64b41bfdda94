extension APIMap {
    /// The annotation that stands for the user's location on the map: MapLibre's `MLNUserLocation`
    /// (MLNUserLocation.h), written only (its name stays listed with MapLibre's surface), which the described styles'
    /// own (MapKit's `MKUserLocation`) become. route-me's `RMUserLocation` (RMUserLocation.h) stays a hand port.
    static let userLocationConcepts: [APIConcept] = [
        APIConcept(
            "location.annotation.type", .type, "The annotation that shows the user's location.",
            naver: .none(
                "NAVER shows the location with its location overlay (mapView.locationOverlay, an NMFLocationOverlay), not an annotation: read positions from NMFLocationManager."
            ),
            maplibre: Side(members: [], spelling: APISpelling("MLNUserLocation", isSearched: false)),
            tomtom: .none(
                "TomTom shows the location with its location indicator and reads positions from its LocationProvider (lastKnownLocation)."
            ),
            rm: .hand(
                "route-me's is its RMUserLocation annotation (userLocation), read for location, heading and isUpdating: port its uses by hand."
            ))
    ]
}
