extension APIMap {
    /// NAVER's wrapper told not to show its location button (`showLocationButton = false`, NMFNaverMapView.h, the
    /// wrapper's default): the targets without a button on the map already behave so (``APIMap/alreadySo``).
    static let locationButtonHideConcepts: [APIConcept] = [
        APIConcept(
            "controls.locationButton.hide", .statement, "Hides the current-location button.",
            spellings: [.naver: APISpelling("$map.showLocationButton = false", isWritten: false)],
            gaps: [
                .naver: naverWrapperOnly,
                .maplibre: "MapLibre has no location button on the map.",
                .tomtom:
                    "TomTom sets a policy on MapView: currentLocationButtonVisibilityPolicy = .visible or .hidden.",
                .rm: "route-me has no location button on the map.",
            ])
    ]

    /// The switch is the wrapper's, on a receiver known to be the (wrapper's) map view; it goes before the
    /// untyped property rule of the same length.
    static let locationButtonHidePlaceholders: [String: [String: TypeModel.Role]] = [
        "controls.locationButton.hide": ["map": .mapView]
    ]
}
