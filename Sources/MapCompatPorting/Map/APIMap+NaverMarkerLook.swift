extension APIMap {
    /// The look of a NAVER marker (NMFMarker.h: its icon, tint, size, anchor, captions' style), set on a receiver
    /// known to be a marker, as apps write it after making the marker (`marker.iconImage = NMFOverlayImage(…)`,
    /// navermaps/ios-map-sdk's demo, MarkerViewController.swift). No other style sets a marker's look on the
    /// marker: each statement is commented out alone with where the target takes it, so that the port compiles.
    static let naverMarkerLookProperties = [
        "alpha", "anchor", "angle", "captionAligns", "captionColor", "captionHaloColor", "captionMaxZoom",
        "captionMinZoom", "captionOffset", "captionRequestedWidth", "captionTextSize", "height", "iconImage",
        "iconTintColor", "isFlat", "isForceShowCaption", "isForceShowIcon", "isHideCollidedCaptions",
        "isHideCollidedMarkers", "isHideCollidedSymbols", "isIconPerspectiveEnabled", "subCaptionColor",
        "subCaptionHaloColor", "subCaptionTextSize", "width", "zIndex",
    ]

    /// An icon named by its asset, set on a known marker: NAVER's `NMFOverlayImage(name:)` and route-me's layer
    /// made from `UIImage(named:)` say the same thing (a marker made in the same block takes it in its
    /// construction, ``MarkerImage``).
    static let markerImageNamed = APIConcept(
        "marker.look.iconImage.named", .statement, "Draws a marker with a named image asset.",
        spellings: [
            .naver: "$marker.iconImage = NMFOverlayImage(name: $image)",
            .rm: "$marker.layer = RMMarker(uiImage: UIImage(named: $image))",
        ],
        gaps: [
            .maplibre:
                "MapLibre draws an annotation with the image its delegate returns (mapView(_:imageFor:)): set the look there.",
            .tomtom: "TomTom takes a marker's look when it is made (MarkerOptions' pinImage): set it there.",
        ])

    static let naverMarkerLookConcepts: [APIConcept] =
        [markerImageNamed]
        + naverMarkerLookProperties.map { name in
            APIConcept(
                "marker.look.\(name)", .property, "NAVER's marker \(name) (NMFMarker.h).",
                spellings: [.naver: APISpelling("$marker.\(name)")],
                gaps: [
                    .maplibre:
                        "MapLibre draws an annotation with the image its delegate returns (mapView(_:imageFor:)): set the look there.",
                    .tomtom:
                        "TomTom takes a marker's look when it is made (MarkerOptions' pinImage): set it there.",
                    .rm:
                        "route-me draws an annotation with its layer (an RMMarker made from a UIImage): set the look there.",
                ])
        }

    static let naverMarkerLookPlaceholders: [String: [String: TypeModel.Role]] = Dictionary(
        uniqueKeysWithValues: (naverMarkerLookProperties + ["iconImage.named"]).map {
            ("marker.look.\($0)", ["marker": TypeModel.Role.marker])
        })
}
