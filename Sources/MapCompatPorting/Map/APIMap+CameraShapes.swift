extension APIMap {
    /// Camera moves said in different shapes: an update object applied to the map (NAVER's `NMFCameraUpdate`
    /// with `moveCamera`, TomTom's `CameraUpdate` with `moveCamera` / `applyCamera`) or a setter on the map view
    /// (MapLibre's `setCenter(_:zoomLevel:animated:)`, route-me's `setZoom(_:at:animated:)`). Each holds on a
    /// known map view only (`$map`), so that an app's own `setCenter` is left alone.
    ///
    /// Sources: MLNMapView.h (maplibre-native platform/ios/src), NMFMapView.h and NMFCameraUpdate.h
    /// (navermaps/ios-map-sdk), RMMapView.h (route-me), TomTomMap in TomTom's Maps SDK for iOS reference.
    static let cameraShapeConcepts: [APIConcept] = [
        APIConcept(
            "camera.shape.move.centerZoom", .statement, "Jumps to a centre and zoom at once.",
            spellings: [
                .naver: "$map.moveCamera(NMFCameraUpdate(scrollTo: $target, zoomTo: $zoom))",
                .maplibre: "$map.setCenter($target, zoomLevel: $zoom, animated: false)",
                .tomtom: "$map.moveCamera(CameraUpdate(position: $target, zoom: $zoom))",
                .rm: "$map.setZoom($zoom, at: $target, animated: false)",
            ], differences: ["zoomRange"]),
        APIConcept(
            "camera.shape.animate.centerZoom", .statement, "Animates to a centre and zoom.",
            spellings: [
                .naver: naverEased("NMFCameraUpdate(scrollTo: $target, zoomTo: $zoom)"),
                .maplibre: "$map.setCenter($target, zoomLevel: $zoom, animated: true)",
                .tomtom: "$map.applyCamera(CameraUpdate(position: $target, zoom: $zoom))",
                .rm: "$map.setZoom($zoom, at: $target, animated: true)",
            ], differences: ["zoomRange"]),
        // A centre, zoom and direction at once, as MapLibre's examples start a map
        // (`setCenter:zoomLevel:direction:animated:`, MLNMapView.h). NAVER sets them as a camera position, with the
        // tilt it has (NMFCameraPosition `cameraPosition:zoom:tilt:heading:`); TomTom's update takes a rotation,
        // clockwise from north like the others' direction and heading. route-me does not turn the map.
        centerZoomHeading(
            "camera.shape.move.centerZoomHeading", "Jumps to a centre, zoom and direction at once.", false),
        centerZoomHeading("camera.shape.animate.centerZoomHeading", "Animates to a centre, zoom and direction.", true),
        // A turn alone, as apps point a map north (`setDirection:animated:`, MLNMapView.h; NMFCameraUpdate
        // `cameraUpdateWithHeading:`; TomTom's CameraUpdate(rotation:)).
        APIConcept(
            "camera.shape.move.heading", .statement, "Turns to a heading at once, keeping the rest.",
            spellings: [
                .naver: APISpelling("$map.moveCamera(NMFCameraUpdate(heading: $heading))", isSearched: false),
                .maplibre: "$map.setDirection($heading, animated: false)",
                .tomtom: APISpelling("$map.moveCamera(CameraUpdate(rotation: $heading))", isSearched: false),
            ], gaps: [.rm: routeMeDoesNotTurn]),
        APIConcept(
            "camera.shape.animate.heading", .statement, "Animates to a heading, keeping the rest.",
            spellings: [
                .naver: naverEased("NMFCameraUpdate(heading: $heading)"),
                .maplibre: "$map.setDirection($heading, animated: true)",
                .tomtom: "$map.applyCamera(CameraUpdate(rotation: $heading))",
            ], gaps: [.rm: routeMeDoesNotTurn]),
        APIConcept(
            "camera.shape.animate.center", .statement, "Animates to a centre, keeping the zoom.",
            spellings: [
                .naver: naverEased("NMFCameraUpdate(scrollTo: $target)"),
                .maplibre: "$map.setCenter($target, animated: true)",
                .tomtom: "$map.applyCamera(CameraUpdate(position: $target))",
                .rm: "$map.setCenter($target, animated: true)",
            ]),
        APIConcept(
            "camera.shape.animate.zoom", .statement, "Animates to a zoom, keeping the centre.",
            spellings: [
                .naver: naverEased("NMFCameraUpdate(zoomTo: $zoom)"),
                .maplibre: "$map.setZoomLevel($zoom, animated: true)",
                .tomtom: "$map.applyCamera(CameraUpdate(zoom: $zoom))",
                .rm: "$map.setZoom($zoom, animated: true)",
            ], differences: ["zoomRange"]),
        APIConcept(
            "camera.shape.move.center", .statement, "Jumps to a centre at once, keeping the zoom.",
            spellings: [
                .naver: APISpelling("$map.moveCamera(NMFCameraUpdate(scrollTo: $target))", isSearched: false),
                .maplibre: "$map.setCenter($target, animated: false)",
                .tomtom: APISpelling("$map.moveCamera(CameraUpdate(position: $target))", isSearched: false),
                .rm: "$map.setCenter($target, animated: false)",
            ]),
        APIConcept(
            "camera.shape.move.zoom", .statement, "Jumps to a zoom at once, keeping the centre.",
            spellings: [
                .naver: APISpelling("$map.moveCamera(NMFCameraUpdate(zoomTo: $zoom))", isSearched: false),
                .maplibre: "$map.setZoomLevel($zoom, animated: false)",
                .tomtom: APISpelling("$map.moveCamera(CameraUpdate(zoom: $zoom))", isSearched: false),
                .rm: "$map.setZoom($zoom, animated: false)",
            ], differences: ["zoomRange"]),
        // Fitting a list of coordinates: NAVER makes bounds of them (NMGLatLngBounds `boundsWithLatLngs:`,
        // NMGLatLngBounds.h) and fits those (NMFCameraUpdate `cameraUpdateWithFitBounds:padding:` and
        // `…paddingInsets:`); MapLibre fits a C array of them (MLNMapView
        // `setVisibleCoordinates:count:edgePadding:animated:`, whose pointer a Swift array is passed as); TomTom pads
        // its fit evenly (CameraUpdate(fitToCoordinates:padding:)).
        APIConcept(
            "camera.shape.move.fitCoordinates", .statement, "Jumps to show a list of coordinates, with a padding.",
            spellings: [
                .naver:
                    "$map.moveCamera(NMFCameraUpdate(fit: NMGLatLngBounds(latLngs: $coordinates), padding: CGFloat($padding)))",
                .maplibre:
                    "$map.setVisibleCoordinates($coordinates, count: UInt($coordinates.count), edgePadding: UIEdgeInsets(top: CGFloat($padding), left: CGFloat($padding), bottom: CGFloat($padding), right: CGFloat($padding)), animated: false)",
                .tomtom: "$map.moveCamera(CameraUpdate(fitToCoordinates: $coordinates, padding: $padding))",
            ],
            gaps: [.rm: routeMeFitsCorners],
            members: [.maplibre: ["~MLNMapView.setVisibleCoordinates(_:count:edgePadding:animated:)"]]),
        // MapLibre's fit as its apps write it: the array passed with `&`, and its own padding on each side.
        APIConcept(
            "camera.shape.move.fitCoordinatesInsets", .statement,
            "Jumps to show a list of coordinates, with a padding on each side.",
            spellings: [
                .naver:
                    "$map.moveCamera(NMFCameraUpdate(fit: NMGLatLngBounds(latLngs: $coordinates), paddingInsets: $insets))",
                .maplibre:
                    "$map.setVisibleCoordinates(&$coordinates, count: UInt($coordinates.count), edgePadding: $insets, animated: false)",
            ],
            gaps: [.tomtom: tomTomPadsEvenly, .rm: routeMeFitsCorners]),
        APIConcept(
            "camera.shape.animate.fitCoordinatesInsets", .statement,
            "Animates to show a list of coordinates, with a padding on each side.",
            spellings: [
                .naver: naverEased(
                    "NMFCameraUpdate(fit: NMGLatLngBounds(latLngs: $coordinates), paddingInsets: $insets)"),
                .maplibre:
                    "$map.setVisibleCoordinates(&$coordinates, count: UInt($coordinates.count), edgePadding: $insets, animated: true)",
            ],
            gaps: [.tomtom: tomTomPadsEvenly, .rm: routeMeFitsCorners]),
    ]

    /// A move to a centre, zoom and direction, at once or animated.
    static func centerZoomHeading(_ id: String, _ summary: String, _ animated: Bool) -> APIConcept {
        let naverUpdate =
            "NMFCameraUpdate(position: NMFCameraPosition($target, zoom: $zoom, tilt: $map.cameraPosition.tilt, heading: $heading))"
        return APIConcept(
            id, .statement, summary,
            spellings: [
                .naver: animated
                    ? APISpelling(naverEased(naverUpdate).template, isSearched: false)
                    : APISpelling("$map.moveCamera(\(naverUpdate))", isSearched: false),
                .maplibre: APISpelling(
                    "$map.setCenter($target, zoomLevel: $zoom, direction: $heading, animated: \(animated))"),
                .tomtom: APISpelling(
                    "$map.\(animated ? "applyCamera" : "moveCamera")(CameraUpdate(position: $target, zoom: $zoom, rotation: $heading))"
                ),
                .rm: APISpelling(
                    "$map.setZoom($zoom, at: $target, animated: \(animated))",
                    review: "route-me does not turn the map: the direction was dropped", isSearched: false),
            ], differences: ["zoomRange"],
            members: animated ? [:] : [.maplibre: ["~MLNMapView.setCenter(_:zoomLevel:direction:animated:)"]])
    }

    static let routeMeDoesNotTurn =
        "route-me does not turn the map by gesture. Drop it, or set userTrackingMode to .followWithHeading."
    static let routeMeFitsCorners =
        "route-me fits two corners: call zoomWithLatitudeLongitudeBoundsSouthWest(_:northEast:animated:) with the coordinates' corners."
    static let tomTomPadsEvenly =
        "TomTom pads a fit by one amount on every side: CameraUpdate(fitToCoordinates:padding:) with the largest of the insets."

    /// NAVER's animated move: the update, eased, built where it is passed (NAVER moves at once unless the update's
    /// `animation` is set, NMFCameraUpdate.h); over the map view's `animationDuration`.
    static func naverEased(_ update: String) -> APISpelling {
        APISpelling("$map.moveCamera({ let update = \(update); update.animation = .easeIn; return update }())")
    }

    /// The camera shapes' ids, each holding on a known map view.
    static let cameraShapePlaceholders: [String: [String: TypeModel.Role]] = Dictionary(
        uniqueKeysWithValues: (cameraShapeConcepts + timedCameraShapeConcepts).map {
            ($0.id, ["map": TypeModel.Role.mapView])
        })
}
