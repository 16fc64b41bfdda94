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
            ]),
        // TomTom's own way to say it: the policy on its MapView (MapView.currentLocationButtonVisibilityPolicy,
        // TomTomSDKMapDisplay), `.hidden` as its examples set it. Only `.hidden` is already so where no button
        // shows; `.hiddenWhenCentered` shows one once the map leaves the user, so it stays a hand port.
        APIConcept(
            "controls.locationButton.policy.hidden", .statement, "Never shows the current-location button.",
            spellings: [.tomtom: APISpelling("$view.currentLocationButtonVisibilityPolicy = .hidden")],
            gaps: [
                .naver: naverWrapperOnly,
                .maplibre: "MapLibre has no location button on the map.",
                .rm: "route-me has no location button on the map.",
            ]),
    ]

    /// NAVER's switch is the wrapper's, on a receiver known to be the (wrapper's) map view, TomTom's policy is its
    /// MapView's; each goes before the untyped property rule of the same length.
    static let locationButtonHidePlaceholders: [String: [String: TypeModel.Role]] = [
        "controls.locationButton.hide": ["map": .mapView],
        "controls.locationButton.policy.hidden": ["view": .mapContainerView],
    ]
}
