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
            )),
        // Whether an annotation a delegate method is asked about is the user's own, as apps test before drawing
        // theirs: route-me's `isUserLocationAnnotation` (RMAnnotation.h), MapLibre's class test (MLNUserLocation.h,
        // as its user-location example writes `annotation is MLNUserLocation`), MapKit's `MKUserLocation`.
        APIConcept(
            "annotation.isUserLocation", .property, "Whether an annotation is the one that shows the user's location.",
            naver: .none(userLocationIsNoAnnotation("NAVER")),
            maplibre: .spelled("($annotation is MLNUserLocation)"),
            tomtom: .none(userLocationIsNoAnnotation("TomTom")),
            rm: .spelled("$annotation.isUserLocationAnnotation", "~RMAnnotation.isUserLocationAnnotation")),
    ]

    /// Why `style`, whose location marker is no annotation, has no test for one.
    static func userLocationIsNoAnnotation(_ style: String) -> String {
        "\(style) draws the user's location with a marker of its own, never as one of the app's annotations: the test is always false. Drop it."
    }

    /// `annotation is MLNUserLocation` written without parentheses, as MapLibre apps write it in a condition.
    static let userLocationTestAlternatives: [String: [PortingStyle: [String]]] = [
        "annotation.isUserLocation": [.maplibre: ["$annotation is MLNUserLocation"]]
    ]
}
