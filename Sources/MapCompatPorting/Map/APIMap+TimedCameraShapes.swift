extension APIMap {
    /// Camera moves animated over a given number of seconds, and moves to a flat, north-up camera. TomTom passes the duration to `applyCamera`;
    /// NAVER sets it on the update, with an animation (`NMFCameraUpdate.animationDuration`, `animation`);
    /// MapLibre passes it to `setCamera(_:withDuration:animationTimingFunction:)` with a camera looking at
    /// the centre from the altitude of the zoom (`MLNAltitudeForZoomLevel`). A style with no duration animates
    /// over its own, and says so (MapLibre's zoom steps, route-me).
    ///
    /// Sources: TomTomMap `applyCamera(_:animationDuration:completion:)` (TomTom Maps SDK for iOS reference);
    /// NMFCameraUpdate.h (navermaps/ios-map-sdk); MLNMapView.h and MLNGeometry.h (maplibre-native
    /// platform/darwin/src); RMMapView.h (route-me).
    static let timedCameraShapeConcepts: [APIConcept] = [
        APIConcept(
            "camera.shape.timed.centerZoom", .statement,
            "Animates to a centre and zoom over a duration, keeping tilt and heading.",
            spellings: [
                .naver: naverTimed("NMFCameraUpdate(scrollTo: $target, zoomTo: $zoom)"),
                .maplibre: mapLibreTimed(pitch: "$map.camera.pitch", heading: "$map.camera.heading"),
                .tomtom: "$map.applyCamera(CameraUpdate(position: $target, zoom: $zoom), animationDuration: $duration)",
                .rm: APISpelling(
                    "$map.setZoom($zoom, at: $target, animated: $duration > 0)", review: ownDuration("route-me")),
            ], differences: ["zoomRange"]),
        APIConcept(
            "camera.shape.timed.center", .statement, "Animates to a centre over a duration, keeping the rest.",
            spellings: [
                .naver: naverTimed("NMFCameraUpdate(scrollTo: $target)"),
                .maplibre: APISpelling(
                    "$map.setCamera(MLNMapCamera(lookingAtCenter: $target, altitude: $map.camera.altitude, pitch: $map.camera.pitch, heading: $map.camera.heading), withDuration: $duration, animationTimingFunction: nil)"
                ),
                .tomtom: APISpelling("$map.applyCamera(CameraUpdate(position: $target), animationDuration: $duration)"),
                .rm: APISpelling("$map.setCenter($target, animated: $duration > 0)", review: ownDuration("route-me")),
            ]),
        APIConcept(
            "camera.shape.timed.zoom", .statement, "Animates to a zoom over a duration, keeping the rest.",
            spellings: [
                .naver: naverTimed("NMFCameraUpdate(zoomTo: $zoom)"),
                .maplibre: APISpelling(
                    "$map.setCamera(MLNMapCamera(lookingAtCenter: $map.centerCoordinate, altitude: MLNAltitudeForZoomLevel($zoom, $map.camera.pitch, $map.centerCoordinate.latitude, $map.bounds.size), pitch: $map.camera.pitch, heading: $map.camera.heading), withDuration: $duration, animationTimingFunction: nil)"
                ),
                .tomtom: APISpelling("$map.applyCamera(CameraUpdate(zoom: $zoom), animationDuration: $duration)"),
                .rm: APISpelling("$map.setZoom($zoom, animated: $duration > 0)", review: ownDuration("route-me")),
            ], differences: ["zoomRange"]),
        APIConcept(
            "camera.shape.timed.heading", .statement, "Animates to a heading over a duration, keeping the rest.",
            spellings: [
                .naver: naverTimed("NMFCameraUpdate(heading: $heading)"),
                .maplibre: APISpelling(
                    "$map.setCamera(MLNMapCamera(lookingAtCenter: $map.centerCoordinate, altitude: $map.camera.altitude, pitch: $map.camera.pitch, heading: $heading), withDuration: $duration, animationTimingFunction: nil)"
                ),
                .tomtom: APISpelling(
                    "$map.applyCamera(CameraUpdate(rotation: $heading), animationDuration: $duration)"),
            ], gaps: [.rm: routeMeDoesNotTurn]),
        APIConcept(
            "camera.shape.timed.northUp", .statement,
            "Animates to a centre and zoom over a duration, flat and facing north.",
            spellings: [
                .naver: naverTimed(naverNorthUp), .maplibre: mapLibreTimed(pitch: "0", heading: "0"),
                .tomtom: APISpelling("$map.applyCamera(\(tomTomNorthUp), animationDuration: $duration)"),
                // route-me's map is always flat and north up, so in its code this is the centre-and-zoom move.
                .rm: APISpelling(
                    "$map.setZoom($zoom, at: $target, animated: $duration > 0)", review: ownDuration("route-me"),
                    isSearched: false),
            ], differences: ["zoomRange"]),
        northUpMove(animated: true),
        northUpMove(animated: false),
        timedStep("In", "+"),
        timedStep("Out", "-"),
    ]

    /// Why a timed move needs a look in a style that takes no duration.
    static func ownDuration(_ style: String) -> String {
        "\(style) animates over its own duration: the source's duration only says whether to animate"
    }

    /// NAVER's timed move: the update, eased, with its duration, built where it is passed.
    static func naverTimed(_ update: String) -> APISpelling {
        APISpelling(
            "$map.moveCamera({ let update = \(update); update.animation = .easeIn; update.animationDuration = $duration; return update }())"
        )
    }

    /// MapLibre's timed move to `$target` at `$zoom`, with the camera's pitch and heading.
    static func mapLibreTimed(pitch: String, heading: String) -> APISpelling {
        APISpelling(
            "$map.setCamera(MLNMapCamera(lookingAtCenter: $target, altitude: MLNAltitudeForZoomLevel($zoom, \(pitch), $target.latitude, $map.bounds.size), pitch: \(pitch), heading: \(heading)), withDuration: $duration, animationTimingFunction: nil)"
        )
    }

    /// NAVER's and TomTom's updates to a flat, north-up camera at `$target` and `$zoom`.
    static let naverNorthUp = "NMFCameraUpdate(position: NMFCameraPosition($target, zoom: $zoom, tilt: 0, heading: 0))"
    static let tomTomNorthUp =
        "CameraUpdate(position: $target, zoom: $zoom, tilt: 0, rotation: 0, positionMarkerVerticalOffset: 0)"

    /// The move to a flat, north-up camera, animated over the style's own duration or at once.
    static func northUpMove(animated: Bool) -> APIConcept {
        APIConcept(
            animated ? "camera.shape.animate.northUp" : "camera.shape.move.northUp", .statement,
            animated
                ? "Animates to a centre and zoom over the style's own duration, flat and facing north."
                : "Jumps to a centre and zoom at once, flat and facing north.",
            spellings: [
                .naver: animated ? naverEased(naverNorthUp) : APISpelling("$map.moveCamera(\(naverNorthUp))"),
                .maplibre: mapLibreNorthUp(animated: animated ? "true" : "false"),
                .tomtom: APISpelling("$map.\(animated ? "applyCamera" : "moveCamera")(\(tomTomNorthUp))"),
                .rm: APISpelling("$map.setZoom($zoom, at: $target, animated: \(animated))", isSearched: false),
            ], differences: ["zoomRange"])
    }

    /// MapLibre's flat, north-up camera at `$target` and `$zoom`, set animated or at once.
    static func mapLibreNorthUp(animated: String) -> APISpelling {
        APISpelling(
            "$map.setCamera(MLNMapCamera(lookingAtCenter: $target, altitude: MLNAltitudeForZoomLevel($zoom, 0, $target.latitude, $map.bounds.size), pitch: 0, heading: 0), animated: \(animated))"
        )
    }

    /// A timed zoom step, in (`+`) or out (`-`).
    static func timedStep(_ direction: String, _ sign: String) -> APIConcept {
        APIConcept(
            "camera.shape.timed.zoom\(direction)", .statement,
            "Animates one zoom level \(direction.lowercased()) over a duration.",
            spellings: [
                .naver: naverTimed("NMFCameraUpdate.withZoom\(direction)()"),
                .maplibre: APISpelling(
                    "$map.setZoomLevel($map.zoomLevel \(sign) 1, animated: $duration > 0)",
                    review: ownDuration("MapLibre")),
                .tomtom: APISpelling(
                    "$map.applyCamera(CameraUpdate(zoom\(direction): true), animationDuration: $duration)"),
                .rm: APISpelling(
                    "$map.setZoom($map.zoom \(sign) 1, animated: $duration > 0)", review: ownDuration("route-me")),
            ])
    }
}
