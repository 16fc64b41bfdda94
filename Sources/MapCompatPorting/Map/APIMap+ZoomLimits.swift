extension APIMap {
    /// The zoom limits read off a map view (`mapView.maximumZoomLevel`, Google's `mapView.maxZoom`), in the three
    /// forms ``typedMemberConcepts`` gives zoom reads: the style's own number, the neutral one and one level above
    /// it (see ``zoomReadConcept(_:from:to:)``), so that `zoom + 1 <= mapView.maxZoom` compares numbers of one
    /// scale after a port. Typed: route-me's, TomTom's and Google's `minZoom` and `maxZoom` are names too common
    /// to find on any value, so only a map view's are read.
    ///
    /// Sources: NMFMapView.h (`minZoomLevel`, `maxZoomLevel`), maplibre-native platform/ios/src/MLNMapView.h
    /// (`minimumZoomLevel`, `maximumZoomLevel`), TomTomMap (`minZoom`, `maxZoom`), RMMapView.h (`minZoom`,
    /// `maxZoom`, floats).
    static let zoomLimitConcepts: [APIConcept] = ["min", "max"].flatMap { bound -> [APIConcept] in
        let naver = "$map.\(bound)ZoomLevel"
        let mapLibre = "$map.\(bound == "min" ? "minimum" : "maximum")ZoomLevel"
        let common = "$map.\(bound)Zoom"
        let id = "camera.\(bound)Zoom"
        let limit = bound == "min" ? "lowest" : "highest"
        return [
            APIConcept(
                id, .property, "The \(limit) zoom the camera may take, in the style's scale.",
                spellings: [
                    .naver: APISpelling(naver), .maplibre: APISpelling(mapLibre), .tomtom: APISpelling(common),
                    .rm: APISpelling(common),
                ],
                differences: ["zoomRange"],
                members: [
                    .naver: [APIMember("NMFMapView.\(bound)ZoomLevel")],
                    .maplibre: [APIMember("MLNMapView." + mapLibre.dropFirst("$map.".count))],
                    .tomtom: [APIMember("~TomTomMap.\(bound)Zoom")], .rm: [APIMember("~RMMapView.\(bound)Zoom")],
                ]),
            APIConcept(
                id + ".neutral", .property, "The \(limit) zoom the camera may take, on the neutral scale.",
                spellings: [
                    .naver: APISpelling(naver, isSearched: false), .maplibre: APISpelling(mapLibre, isSearched: false),
                    .tomtom: APISpelling("(\(common) - 1)"), .rm: APISpelling("(Double(\(common)) - 1)"),
                ]),
            APIConcept(
                id + ".plusOne", .property, "The \(limit) zoom the camera may take, one level above the neutral scale.",
                spellings: [
                    .naver: APISpelling("(\(naver) + 1)"), .maplibre: APISpelling("(\(mapLibre) + 1)"),
                    .tomtom: APISpelling(common, isSearched: false), .rm: APISpelling(common, isSearched: false),
                ]),
        ]
    }
}

extension APIMap {
    /// Both zoom limits set in one call, as Google's map view sets them (`setMinZoom(_:maxZoom:)`, GMSMapView.h):
    /// the other styles set two properties, written on one line so that the statement stays one. Found only in
    /// the styles that have the call (the two properties are found one by one as `camera.minZoom.set` and
    /// `camera.maxZoom.set`).
    static let zoomRangeConcepts: [APIConcept] = [
        APIConcept(
            "camera.zoomRange.set", .statement, "Sets the lowest and the highest zoom the camera may take.",
            spellings: [
                .naver: APISpelling("$map.minZoomLevel = $zoomMin; $map.maxZoomLevel = $zoomMax", isSearched: false),
                .maplibre: APISpelling(
                    "$map.minimumZoomLevel = $zoomMin; $map.maximumZoomLevel = $zoomMax", isSearched: false),
                .tomtom: APISpelling("$map.minZoom = $zoomMin; $map.maxZoom = $zoomMax", isSearched: false),
                .rm: APISpelling("$map.minZoom = $zoomMin; $map.maxZoom = $zoomMax", isSearched: false),
            ], differences: ["zoomRange"])
    ]
}
