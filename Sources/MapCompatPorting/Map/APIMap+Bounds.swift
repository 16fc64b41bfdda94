extension APIMap {
    /// Why TomTom has no counterpart of a bounds value: its adapter, as its SDK, fits and reports corners as
    /// coordinates (`CameraUpdate(fitToCoordinates:padding:)`, `VisibleRegion`).
    static let tomTomNoBounds =
        "TomTom has no bounds type: it fits coordinates (CameraUpdate(fitToCoordinates:padding:)) and reports the visible area as VisibleRegion's corners. Keep two CLLocationCoordinate2D."

    /// A latitude-longitude rectangle and the camera calls that read or fit one: NAVER's `NMGLatLngBounds`
    /// (NMGLatLngBounds.h, `NMFMapView.contentBounds`/`coveringBounds`, `NMFCameraUpdate(fit:)`), MapLibre's
    /// `MLNCoordinateBounds` (MLNGeometry.h, `MLNMapView.visibleCoordinateBounds`,
    /// `setVisibleCoordinateBounds(_:animated:)`), route-me's `RMSphericalTrapezium` (RMFoundation.h,
    /// `latitudeLongitudeBoundingBox`, `zoomWithLatitudeLongitudeBoundsSouthWest:northEast:animated:`).
    /// A bounds value's corners are found on a value the file's ``TypeModel`` knows as bounds (`$bounds`).
    static let boundsConcepts: [APIConcept] = [
        APIConcept(
            "bounds.type", .type, "A latitude-longitude rectangle.",
            naver: .same("NMGLatLngBounds"), maplibre: .same("MLNCoordinateBounds"), tomtom: .none(tomTomNoBounds),
            rm: .same("RMSphericalTrapezium")),
        APIConcept(
            "bounds.init", .method, "Bounds from their south-west and north-east corners.",
            naver: .same("NMGLatLngBounds.init(southWest:northEast:)"),
            maplibre: .spelled("MLNCoordinateBounds(sw: $arg1, ne: $arg2)", "~MLNCoordinateBounds.init(sw:ne:)"),
            tomtom: .none(tomTomNoBounds),
            rm: .spelled(
                "RMSphericalTrapezium(southWest: $arg1, northEast: $arg2)",
                "~RMSphericalTrapezium.init(southWest:northEast:)")),
        // NAVER's bounds from its corners' latitudes and longitudes (NMGLatLngBounds
        // `latLngBoundsWithSouthWestLat:southWestLng:northEastLat:northEastLng:`): the others make the corners.
        APIConcept(
            "bounds.init.degrees", .method, "Bounds from the latitudes and longitudes of their corners.",
            spellings: [
                .naver:
                    "NMGLatLngBounds(southWestLat: $swLat, southWestLng: $swLng, northEastLat: $neLat, northEastLng: $neLng)",
                .maplibre:
                    "MLNCoordinateBounds(sw: CLLocationCoordinate2D(latitude: $swLat, longitude: $swLng), ne: CLLocationCoordinate2D(latitude: $neLat, longitude: $neLng))",
                .rm:
                    "RMSphericalTrapezium(southWest: CLLocationCoordinate2D(latitude: $swLat, longitude: $swLng), northEast: CLLocationCoordinate2D(latitude: $neLat, longitude: $neLng))",
            ],
            gaps: [.tomtom: tomTomNoBounds],
            members: [.naver: ["NMGLatLngBounds.init(southWestLat:southWestLng:northEastLat:northEastLng:)"]]),
        // NAVER's bounds of a list of positions (NMGLatLngBounds `boundsWithLatLngs:`); MapLibre has no such
        // initialiser, but a polyline of the positions gives its bounds (MLNOverlay `overlayBounds`).
        APIConcept(
            "bounds.fromCoordinates", .method, "The smallest bounds that hold a list of positions.",
            spellings: [
                .naver: "NMGLatLngBounds(latLngs: $coordinates)",
                .maplibre: APISpelling(
                    "MLNPolyline(coordinates: $coordinates, count: UInt($coordinates.count)).overlayBounds",
                    isSearched: false),
            ],
            gaps: [
                .tomtom: tomTomNoBounds,
                .rm:
                    "route-me makes bounds of two corners only (RMSphericalTrapezium): take the least and the greatest latitude and longitude of the positions.",
            ],
            members: [.naver: ["NMGLatLngBounds.init(latLngs:)"]]),
        corner("southWest", "sw", "south-west"),
        corner("northEast", "ne", "north-east"),
        APIConcept(
            "bounds.corners", .property, "The south-west and north-east corners, in that order.",
            spellings: [
                .naver: "$bounds.boundsLatLngs", .maplibre: "[$bounds.sw, $bounds.ne]",
                .rm: "[$bounds.southWest, $bounds.northEast]",
            ],
            gaps: [.tomtom: tomTomNoBounds], members: [.naver: ["~NMGLatLngBounds.boundsLatLngs"]]),
        cornerPart("southWest", "sw", "Lat", "latitude"),
        cornerPart("southWest", "sw", "Lng", "longitude"),
        cornerPart("northEast", "ne", "Lat", "latitude"),
        cornerPart("northEast", "ne", "Lng", "longitude"),
        APIConcept(
            "bounds.visible", .property, "The bounds the whole view shows.",
            naver: .spelled("$map.coveringBounds", "~NMFMapView.coveringBounds"),
            maplibre: .spelled("$map.visibleCoordinateBounds", "~MLNMapView.visibleCoordinateBounds"),
            tomtom: .none(tomTomNoBounds),
            rm: .spelled("$map.latitudeLongitudeBoundingBox()", "~RMMapView.latitudeLongitudeBoundingBox()")),
        APIConcept(
            "bounds.content", .property, "The bounds the content area shows (the view less its content padding).",
            naver: .spelled("$map.contentBounds", "~NMFMapView.contentBounds"),
            maplibre: Side(
                members: [],
                spelling: APISpelling(
                    "$map.visibleCoordinateBounds", review: contentReview("MapLibre"), isSearched: false)),
            tomtom: .none(tomTomNoBounds),
            rm: Side(
                members: [],
                spelling: APISpelling(
                    "$map.latitudeLongitudeBoundingBox()", review: contentReview("route-me"), isSearched: false))),
        APIConcept(
            "camera.fit.corners", .statement, "Moves the camera so that the box of two corners fills the view.",
            spellings: [
                .naver: APISpelling(
                    "$map.moveCamera({ let update = NMFCameraUpdate(fit: NMGLatLngBounds(southWest: $southWest, northEast: $northEast)); update.animation = $animated ? .easeIn : .none; return update }())"
                ),
                .maplibre: APISpelling(
                    "$map.setVisibleCoordinateBounds(MLNCoordinateBounds(sw: $southWest, ne: $northEast), animated: $animated)"
                ),
                .tomtom: APISpelling(
                    "$map.applyCamera(CameraUpdate(fitToCoordinates: [$southWest, $northEast], padding: 0), animationDuration: $animated ? 1 : 0)"
                ),
                .rm: APISpelling(
                    "$map.zoom(withLatitudeLongitudeBoundsSouthWest: $southWest, northEast: $northEast, animated: $animated)"
                ),
            ],
            members: [
                .maplibre: ["~MLNMapView.setVisibleCoordinateBounds(_:animated:)"],
                .rm: [
                    "~RMMapView.zoom(withLatitudeLongitudeBoundsSouthWest:northEast:animated:)",
                    "~RMMapView.zoomWithLatitudeLongitudeBoundsSouthWest(_:northEast:animated:)",
                ],
            ]),
    ]

    /// Why the whole view's bounds stand for NAVER's content bounds.
    static func contentReview(_ style: String) -> String {
        "\(style)'s bounds cover the whole view: NAVER's left out the content padding"
    }

    /// A corner of bounds: NAVER's and route-me's `southWest`, MapLibre's `sw`.
    static func corner(_ name: String, _ mapLibre: String, _ words: String) -> APIConcept {
        APIConcept(
            "bounds.\(name)", .property, "The \(words) corner of bounds.",
            spellings: [
                .naver: APISpelling("$bounds.\(name)"), .maplibre: APISpelling("$bounds.\(mapLibre)"),
                .rm: APISpelling("$bounds.\(name)"),
            ],
            gaps: [.tomtom: tomTomNoBounds],
            members: [
                .naver: [APIMember("NMGLatLngBounds.\(name)")],
                .maplibre: [APIMember("~MLNCoordinateBounds.\(mapLibre)")],
                .rm: [APIMember("~RMSphericalTrapezium.\(name)")],
            ])
    }

    /// A corner's latitude or longitude, which NAVER reads in one member (`southWestLat`).
    static func cornerPart(_ name: String, _ mapLibre: String, _ suffix: String, _ part: String) -> APIConcept {
        APIConcept(
            "bounds.\(name)\(suffix)", .property, "The \(part) of a corner of bounds.",
            spellings: [
                .naver: APISpelling("$bounds.\(name)\(suffix)"), .maplibre: APISpelling("$bounds.\(mapLibre).\(part)"),
                .rm: APISpelling("$bounds.\(name).\(part)"),
            ],
            gaps: [.tomtom: tomTomNoBounds], members: [.naver: [APIMember("NMGLatLngBounds.\(name)\(suffix)")]])
    }

    /// The placeholders of the bounds concepts that must be bounds.
    static let boundsPlaceholders: [String: [String: TypeModel.Role]] = Dictionary(
        uniqueKeysWithValues: boundsConcepts.filter { $0.spellings.values.contains { $0.template.contains("$bounds") } }
            .map { ($0.id, ["bounds": .bounds]) })
}
