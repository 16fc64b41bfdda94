extension APIMap {
    /// Members whose names are too common to find by name alone (`zoom`, `title`), rewritten only on an
    /// expression the file's ``TypeModel`` knows: `$map` must be a map view, `$marker` a marker.
    ///
    /// Zoom reads come in three concepts because the styles count zoom from different origins (see
    /// ``PortingStyle/zoomOffset``): `camera.zoom` is the style's own number; ported to a style whose scale is
    /// one level higher it becomes that style's `camera.zoom.neutral` spelling (its number less one), and the
    /// other way `camera.zoom.plusOne` (the target's number plus one). Each is searched in the styles where it
    /// is written, so a port back finds the shifted form again and restores the original.
    static let typedMemberConcepts: [APIConcept] = [
        APIConcept(
            "camera.zoom", .property, "The camera's zoom, read from the map view, in the style's units.",
            spellings: [
                // NMFMapView.cameraPosition (navermaps/ios-map-sdk NMFMapView.h), NMFCameraPosition.zoom.
                .naver: "$map.cameraPosition.zoom",
                // MLNMapView.zoomLevel (maplibre-native platform/ios/src/MLNMapView.h).
                .maplibre: "$map.zoomLevel",
                // TomTomMap.cameraProperties (TomTom Maps SDK for iOS, TomTomSDKMapDisplay).
                .tomtom: "$map.cameraProperties.zoom",
                // RMMapView.zoom (route-me RMMapView.h).
                .rm: "$map.zoom",
            ], members: [.maplibre: ["MLNMapView.zoomLevel"], .rm: ["~RMMapView.zoom"]]),
        APIConcept(
            "camera.zoom.neutral", .property,
            "The camera's zoom on the neutral scale (the style's number less its offset).",
            spellings: [
                .naver: APISpelling("$map.cameraPosition.zoom", isSearched: false),
                .maplibre: APISpelling("$map.zoomLevel", isSearched: false),
                .tomtom: "($map.cameraProperties.zoom - 1)",
                // route-me's zoom is a Float (RMMapView.h): the other styles read a Double.
                .rm: "(Double($map.zoom) - 1)",
            ]),
        APIConcept(
            "camera.zoom.plusOne", .property, "The camera's zoom one level above the neutral scale.",
            spellings: [
                .naver: "($map.cameraPosition.zoom + 1)", .maplibre: "($map.zoomLevel + 1)",
                .tomtom: APISpelling("$map.cameraProperties.zoom", isSearched: false),
                .rm: APISpelling("$map.zoom", isSearched: false),
            ]),
        APIConcept(
            "marker.title", .property, "A marker's title, carried to the target's nearest label.",
            spellings: [
                // NMFMarker.captionText (navermaps/ios-map-sdk NMFMarker.h): the text drawn under the marker.
                .naver: APISpelling(
                    "$marker.captionText", review: "a title became the marker's caption, drawn under it at all times"),
                .maplibre: "$marker.title",
                // TomTom's markers carry one app string, `tag` (TomTomSDKMapDisplay Marker).
                .tomtom: APISpelling(
                    "$marker.tag",
                    review: "TomTom markers have no title: it became the marker's tag, which is never shown"
                ),
                .rm: "$marker.title",
            ]),
        // NMFMarker.subCaptionText (NMFMarker.h): the second line drawn under the marker, where NAVER's guide to
        // captions puts what the others keep as a subtitle (MLNPointAnnotation, RMAnnotation `subtitle`).
        APIConcept(
            "marker.subtitle", .property, "A marker's subtitle, carried to the target's nearest label.",
            spellings: [
                .naver: APISpelling(
                    "$marker.subCaptionText",
                    review: "a subtitle became the marker's sub-caption, drawn under its caption at all times"),
                .maplibre: "$marker.subtitle",
                .rm: "$marker.subtitle",
            ],
            gaps: [.tomtom: "TomTom's markers carry one label, `tag`, which a title takes. Keep the text in the app."]),
        APIConcept(
            "marker.position", .property, "Where a marker stands, read or set on a known marker.",
            spellings: [
                // NMFMarker.position, an NMGLatLng (navermaps/ios-map-sdk NMFMarker.h).
                .naver: "$marker.position",
                // MLNPointAnnotation.coordinate (maplibre-native platform/darwin/src/MLNPointAnnotation.h).
                .maplibre: "$marker.coordinate",
                // TomTom's Marker.coordinate is read-only (TomTomSDKMapDisplay): a set is commented out.
                .tomtom: "$marker.coordinate",
                // RMAnnotation.coordinate (route-me RMAnnotation.h).
                .rm: "$marker.coordinate",
            ]),
        // A camera value's centre: NMFCameraPosition.target, an NMGLatLng (navermaps/ios-map-sdk
        // NMFCameraPosition.h), MLNMapCamera.centerCoordinate (maplibre-native platform/darwin/src/MLNMapCamera.h),
        // CameraProperties.position (TomTomSDKMapDisplay). `target` and `position` are too common to find on any
        // value, so only a name the file declares as a camera (`let defaultCamera = NMFCameraPosition(…)`) is read.
        APIConcept(
            "camera.position.target", .property, "The centre of a camera value the app holds.",
            spellings: [
                .naver: "$camera.target", .maplibre: "$camera.centerCoordinate", .tomtom: "$camera.position",
            ],
            gaps: [.rm: "route-me has no camera object. Read the map view's centerCoordinate."]),
        // TomTom's MapView hands over its map as `map` (TomTomSDKMapDisplay MapView.map, optional until the map
        // is ready); the other styles' map views are their maps, so a read of it is the view itself.
        APIConcept(
            "tomtom.mapView.map", .property, "The map a TomTom map view holds, read off the view.",
            naver: Side(members: [], spelling: APISpelling("$view", isSearched: false)),
            maplibre: Side(members: [], spelling: APISpelling("$view", isSearched: false)),
            tomtom: .spelled("$view.map", "MapView.map"),
            rm: Side(members: [], spelling: APISpelling("$view", isSearched: false))),
    ]

    /// The placeholders of typed concepts and the role each must bind to.
    static let typedPlaceholders: [String: [String: TypeModel.Role]] = cameraShapePlaceholders.merging(
        typedMemberPlaceholders, uniquingKeysWith: { first, _ in first }
    ).merging(mapLibreSwitchPlaceholders, uniquingKeysWith: { first, _ in first })
        .merging(boundsPlaceholders, uniquingKeysWith: { first, _ in first })

    static let typedMemberPlaceholders: [String: [String: TypeModel.Role]] = [
        "camera.zoom": ["map": .mapView], "camera.zoom.neutral": ["map": .mapView],
        "camera.zoom.plusOne": ["map": .mapView], "camera.center": ["map": .mapView],
        "camera.direction": ["map": .mapView], "camera.direction.set": ["map": .mapView],
        "marker.title": ["marker": .marker], "marker.subtitle": ["marker": .marker],
        "marker.position": ["marker": .marker], "camera.position.target": ["camera": .camera],
        "tomtom.mapView.map": ["view": .mapContainerView], "camera.minZoom.set": ["map": .mapView],
        "camera.maxZoom.set": ["map": .mapView], "region.visible": ["map": .mapView],
        "region.visible.span": ["map": .mapView],
    ].merging(locationModeWrites.map { ($0.id, ["map": TypeModel.Role.mapView]) }, uniquingKeysWith: { $1 })
        .merging(zoomLimitConcepts.map { ($0.id, ["map": TypeModel.Role.mapView]) }, uniquingKeysWith: { $1 })

    /// Further templates a concept is found by in a style, beside its spelling: a shifted zoom read on an
    /// optional receiver is written `(map?.zoomLevel).map { $0 + 1 }` (``Porter/optionalReceiverSpelling(_:_:_:)``),
    /// and found again when porting back.
    static let searchedAlternatives: [String: [PortingStyle: [String]]] = gestureAliases.merging(
        zoomAlternatives, uniquingKeysWith: { first, _ in first }
    ).merging(rawModeAlternatives, uniquingKeysWith: { first, _ in first }).merging(
        implicitCoordinateAlternatives, uniquingKeysWith: { first, _ in first }
    ).merging(userLocationTestAlternatives, uniquingKeysWith: { first, _ in first })

    /// A coordinate made where its type is known from the context (`annotation.coordinate = .init(latitude: 3,
    /// longitude: 4)`, `MLNCoordinateBounds(sw: .init(…), ne: .init(…))`), as Swift apps often write it: on NAVER
    /// the context becomes `NMGLatLng`, whose initialiser is `init(lat:lng:)`, so the port writes the type's
    /// spelling. (Only where the two styles' coordinate types differ: ``Porter/accepts(_:_:_:)``.)
    static let implicitCoordinateAlternatives: [String: [PortingStyle: [String]]] = [
        "type.coordinate": [
            .naver: [".init(lat: $lat, lng: $lng)"],
            .maplibre: [implicitCoordinate], .tomtom: [implicitCoordinate], .rm: [implicitCoordinate],
        ]
    ]

    /// Core Location's coordinate made from its context's type.
    static let implicitCoordinate = ".init(latitude: $lat, longitude: $lng)"

    /// MapLibre's tracking mode made from its raw number (`MLNUserTrackingMode(rawValue: 0)`, as Flutter plugins
    /// restore a saved mode; a Swift enum's failable initialiser, unwrapped with `if let`): the other styles'
    /// modes are numbered otherwise or not at all (route-me's C enum makes one from any number), so the line is
    /// noted with the mode conversions (`location.mode.core`), not renamed.
    static let rawModeAlternatives: [String: [PortingStyle: [String]]] = [
        "location.mode.core": [.maplibre: ["MLNUserTrackingMode(rawValue: $arg1)"]]
    ]

    /// The gesture switches under the names both NAVER and MapLibre also give them: `allowsZooming`,
    /// `allowsScrolling`, `allowsRotating`, `allowsTilting` (NAVER's `NMFMapView.h`; MapLibre's
    /// `MLNMapView+IBAdditions.h`, the names Interface Builder and the Flutter plugins set).
    static let gestureAliases: [String: [PortingStyle: [String]]] = {
        var result: [String: [PortingStyle: [String]]] = [:]
        let aliases = [
            ("scroll", "allowsScrolling"), ("zoom", "allowsZooming"), ("tilt", "allowsTilting"),
            ("rotate", "allowsRotating"),
        ]
        for (gesture, alias) in aliases {
            for (form, suffix) in [("disable", " = false"), ("enable", " = true"), ("enabled", "")] {
                let text = "$map.\(alias)\(suffix)"
                result["gestures.\(gesture).\(form)"] = [.naver: [text], .maplibre: [text]]
            }
        }
        return result
    }()

    static let zoomAlternatives: [String: [PortingStyle: [String]]] = [
        // NMFMapView.zoomLevel (navermaps/ios-map-sdk NMFMapView.h), the camera's zoom read off the map view.
        "camera.zoom": [.naver: ["$map.zoomLevel"]],
        // Read before the map is ready, TomTom's map is optional: `mapView.map?.moveCamera(…)`.
        "tomtom.mapView.map": [.tomtom: ["$view.map?"]],
        "camera.zoom.neutral": [
            .tomtom: ["($map.cameraProperties.zoom).map { $0 - 1 }"], .rm: ["($map.zoom).map { Double($0) - 1 }"],
        ],
        "camera.zoom.plusOne": [
            .naver: ["($map.cameraPosition.zoom).map { $0 + 1 }"], .maplibre: ["($map.zoomLevel).map { $0 + 1 }"],
        ],
        // NAVER apps pass the fit's padding as a literal (`padding: 40`), not converted as a port writes it.
        "camera.shape.move.fitCoordinates": [
            .naver: ["$map.moveCamera(NMFCameraUpdate(fit: NMGLatLngBounds(latLngs: $coordinates), padding: $padding))"]
        ],
        // TomTom's examples write the four values with the marker's offset at zero, where it is by default
        // (CameraUpdate `positionMarkerVerticalOffset`, TomTomSDKMapDisplay): the same update.
        "camera.update.absolute.fourValues": [
            .tomtom: ["0", "0.0"].map {
                "CameraUpdate(position: $target, zoom: $zoom, tilt: $tilt, rotation: $heading, positionMarkerVerticalOffset: \($0))"
            }
        ],
    ]

    /// Typed reads that an assignment must not start with (`map.zoomLevel = 3` is a move, not a read).
    static let readOnlyConcepts = Set<String>([
        "camera.zoom", "camera.zoom.neutral", "camera.zoom.plusOne", "camera.center", "region.visible",
        "region.visible.span", "camera.position.target",
    ]).union(zoomLimitConcepts.map(\.id))

    /// The zoom reads whose spelling moves to the target's scale: `camera.zoom` and the zoom limits.
    static let zoomReads: Set<String> = ["camera.zoom", "camera.minZoom", "camera.maxZoom"]

    /// The typed concepts by id, where a zoom read finds its `.neutral` or `.plusOne` form
    /// (see ``zoomReadConcept(_:from:to:)``).
    static let typedConceptsByID = Dictionary(
        (typedMemberConcepts + zoomLimitConcepts).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The concept whose spelling a zoom read takes in `target` when ported from `source`: the read itself
    /// (`camera.zoom`, `camera.maxZoom`), or its `.neutral` or `.plusOne` form.
    static func zoomReadConcept(_ id: String, from source: PortingStyle, to target: PortingStyle) -> String {
        let delta = target.zoomOffset - source.zoomOffset
        return delta > 0 ? id + ".neutral" : delta < 0 ? id + ".plusOne" : id
    }
}
