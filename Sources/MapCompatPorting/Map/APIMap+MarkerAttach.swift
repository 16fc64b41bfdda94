extension APIMap {
    /// A NAVER overlay put on the map, or taken off it, in a statement of its own (`marker.mapView = mapView`,
    /// `marker.mapView = nil`, NMFOverlay.h), as apps write it inside an `if let` or a closure once the marker is
    /// made (see ``MarkerAttachment``): the target's add call, or its remove call. Assigning `mapView` is only
    /// ever that in NAVER code (the wrapper's `mapView` is read-only). The other styles' add calls are found by
    /// `annotation.add`; they are written here, not searched.
    static let markerAttachConcepts: [APIConcept] = [
        APIConcept(
            "marker.attach", .statement, "Puts a marker made earlier on the map.",
            spellings: [
                .naver: "$marker.mapView = $map",
                // MLNMapView.addAnnotation(_:) (maplibre-native platform/ios/src/MLNMapView.h).
                .maplibre: APISpelling("$map.addAnnotation($marker)", isSearched: false),
                // RMMapView.addAnnotation: (route-me RMMapView.h).
                .rm: APISpelling("$map.addAnnotation($marker)", isSearched: false),
            ],
            gaps: [
                .tomtom:
                    "TomTom adds a marker as it makes it (TomTomMap.addMarker(options:)): the port made it on the map where the source made it."
            ]),
        APIConcept(
            "annotation.detach", .statement, "Takes a marker off the map it is on.",
            spellings: [.naver: "$marker.mapView = nil"],
            gaps: [
                .maplibre: "MapLibre takes an annotation off through its map view: mapView.removeAnnotation(marker).",
                .tomtom: "TomTom takes a marker off through its map: map.remove(annotation: marker).",
                .rm: "route-me takes an annotation off through its map view: mapView.removeAnnotation(marker).",
            ]),
        // The others' remove call on a known map view (MLNMapView.removeAnnotation(_:), TomTomMap.remove(annotation:),
        // RMMapView.removeAnnotation:), which NAVER says on the overlay.
        APIConcept(
            "annotation.remove.call", .statement, "Takes an annotation off a map view.",
            spellings: [
                .naver: APISpelling(
                    "$marker.mapView = nil", review: "NAVER takes the overlay off whatever map it is on",
                    isSearched: false),
                .maplibre: APISpelling("$map.removeAnnotation($marker)", review: mapLibreDeselectsOnRemoval),
                .tomtom: "$map.remove(annotation: $marker)",
                .rm: "$map.removeAnnotation($marker)",
            ]),
    ]

    /// The remove call holds on a known map view only, so that an app's own `removeAnnotation` is left alone.
    static let markerRemovePlaceholders: [String: [String: TypeModel.Role]] = [
        "annotation.remove.call": ["map": .mapView]
    ]
}
