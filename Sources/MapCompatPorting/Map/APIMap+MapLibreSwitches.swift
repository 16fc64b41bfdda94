extension APIMap {
    /// MapLibre's style and location switches on the map view (`MLNMapView.h`), as apps write them when they set
    /// the map up: `mapView.styleURL = …`, `mapView.style` reads, the permission request switch and
    /// `disableLocationManager()` (a later MapLibre call, found in code ported from MapLibre). None has a counterpart in the other styles: each is commented out alone, on a
    /// receiver known to be a map view, with what the target does instead, so that the port compiles.
    static let mapLibreSwitchConcepts: [APIConcept] = [
        APIConcept(
            "maplibre.styleURL", .property, "The URL of the style MapLibre's map view draws.",
            spellings: [.maplibre: "$map.styleURL"],
            gaps: [
                .naver:
                    "NAVER's map draws NAVER's own basemap, chosen with mapType (NMFMapType) and setLayerGroup(_:isEnabled:); it loads no style URL.",
                .tomtom:
                    "TomTom's map takes its style when it is made (MapOptions' mapStyle, a StyleContainer such as .defaultStyle); it loads no style URL.",
                .rm:
                    "route-me draws the raster tiles of its tile source (RMMapView.tileSource); choose another tile source instead of a style URL.",
            ],
            members: [.maplibre: ["~MLNMapView.styleURL"]]),
        APIConcept(
            "maplibre.style", .property,
            "The style MapLibre's map view has loaded (nil until it loads): its sources and layers.",
            spellings: [.maplibre: "$map.style"],
            gaps: [
                .naver:
                    "NAVER's map has no runtime style: show and hide NAVER's layer groups with setLayerGroup(_:isEnabled:), and draw the app's data as overlays.",
                .tomtom:
                    "TomTom's map has no runtime style of the app's: draw the app's data as markers, lines and polygons on the map, and pick the style in MapOptions (mapStyle).",
                .rm:
                    "route-me has no style: its map is raster tiles (RMMapView.tileSource); draw the app's data as annotations with layers.",
            ],
            // The style's type too (MLNStyle.h): a function that takes the loaded style works on it.
            members: [.maplibre: ["~MLNMapView.style", "MLNStyle"]]),
        APIConcept(
            "location.requestsAuthorization", .property,
            "Whether the map asks for location permission itself when it starts showing the user's location.",
            spellings: [.maplibre: "$map.shouldRequestAuthorizationToUseLocationServices"],
            gaps: [
                .naver:
                    "NAVER has no switch for whether its location manager (NMFLocationManager) asks for permission: ask Core Location in the app before setting positionMode.",
                .tomtom:
                    "TomTom's map reads the fixes of its location provider (TomTomMap.locationProvider) and asks for no permission: the app asks Core Location itself.",
                .rm:
                    "route-me's map view has no switch for the permission request: turn showsUserLocation on once the app has asked Core Location.",
            ],
            members: [.maplibre: ["MLNMapView.shouldRequestAuthorizationToUseLocationServices"]]),
        APIConcept(
            "maplibre.disableLocationManager", .method,
            "Stops MapLibre's map view from using a location manager at all (later MapLibre releases).",
            spellings: [.maplibre: "$map.disableLocationManager()"],
            gaps: [
                .naver:
                    "NAVER's map uses its shared NMFLocationManager only while positionMode is not .disabled: set positionMode = .disabled.",
                .tomtom:
                    "TomTom's map reads its location provider (TomTomMap.locationProvider): stop the provider, or do not set one.",
                .rm: "route-me's map view runs location updates only while showsUserLocation is on: turn it off.",
            ]),
    ]

    /// The receivers these switches hold on: a map view.
    static let mapLibreSwitchPlaceholders: [String: [String: TypeModel.Role]] = [
        "maplibre.styleURL": ["map": .mapView], "maplibre.style": ["map": .mapView],
        "location.requestsAuthorization": ["map": .mapView], "maplibre.disableLocationManager": ["map": .mapView],
    ].merging(naverMarkerLookPlaceholders, uniquingKeysWith: { first, _ in first })
        .merging(locationButtonHidePlaceholders, uniquingKeysWith: { first, _ in first })
        .merging(logoCornerPlaceholders, uniquingKeysWith: { first, _ in first })
        .merging(markerRemovePlaceholders, uniquingKeysWith: { first, _ in first })
        .merging(retinaTilePlaceholders, uniquingKeysWith: { first, _ in first })
}
