extension APIMap {
    static let noCameraUpdate = "{style} has no camera-update object. "
    static let mapLibreMoves =
        "MapLibre has no camera-update object; it calls setCenter, setZoomLevel, setDirection or setCamera. Rewrite by hand."
    static let routeMeMoves =
        "route-me has no camera-update object; it sets zoom and centerCoordinate. Rewrite by hand."

    /// Changing the camera: NAVER's `NMFCameraUpdate` and TomTom's `CameraUpdate` hold a change to apply;
    /// MapLibre and route-me call the map view directly.
    static let cameraUpdateConcepts: [APIConcept] = [
        APIConcept(
            "camera.update.type", .type, "A change of camera to apply with moveCamera.",
            naver: .same("NMFCameraUpdate"), maplibre: .none(mapLibreMoves), tomtom: .same("CameraUpdate"),
            rm: .none(routeMeMoves)),
        APIConcept(
            "camera.update.move", .method, "Applies a camera update at once (reason developer).",
            naver: .spelled("$map.moveCamera($update)", "NMFMapView.moveCamera(_:completion:)"),
            maplibre: .none(mapLibreMoves),
            tomtom: .spelled("$map.moveCamera($update)", "TomTomMap.moveCamera(_:)"), rm: .none(routeMeMoves)),
        APIConcept(
            "camera.update.animated", .method, "Applies a camera update over a duration, with a completion.",
            naver: .hand(
                "NAVER sets animation and animationDuration on the update and calls moveCamera(_:completion:)."),
            maplibre: .none(mapLibreMoves),
            tomtom: .hand(
                "TomTom calls applyCamera(_:animationDuration:completion:).",
                "TomTomMap.applyCamera(_:animationDuration:completion:)"),
            rm: .none(routeMeMoves)),
        APIConcept(
            "camera.update.scrollTo", .method, "An update that moves the centre to a position.",
            naver: .spelled("NMFCameraUpdate(scrollTo: $target)", "NMFCameraUpdate.init(scrollTo:)"),
            maplibre: .none(mapLibreMoves), tomtom: .spelled("CameraUpdate(position: $target)"),
            rm: .none(routeMeMoves)),
        APIConcept(
            "camera.update.zoomTo", .method, "An update that sets the zoom.",
            naver: .spelled("NMFCameraUpdate(zoomTo: $zoom)", "NMFCameraUpdate.init(zoomTo:)"),
            maplibre: .none(mapLibreMoves), tomtom: .spelled("CameraUpdate(zoom: $zoom)"), rm: .none(routeMeMoves),
            differences: ["zoomRange"]),
        APIConcept(
            "camera.update.heading", .method, "An update that turns the map to a heading.",
            naver: .spelled("NMFCameraUpdate(heading: $heading)", "NMFCameraUpdate.init(heading:)"),
            maplibre: .none(mapLibreMoves), tomtom: .spelled("CameraUpdate(rotation: $heading)"),
            rm: .none("route-me does not turn the map. Drop the update.")),
        APIConcept(
            "camera.update.absolute", .method, "An update that sets centre, zoom, tilt and heading together.",
            naver: .hand(
                "NAVER writes NMFCameraUpdate(position: NMFCameraPosition(…)).", "NMFCameraUpdate.init(position:)"),
            maplibre: .none(mapLibreMoves),
            tomtom: .hand(
                "TomTom writes CameraUpdate(position:zoom:tilt:rotation:positionMarkerVerticalOffset:).",
                "CameraUpdate.init(position:zoom:tilt:rotation:positionMarkerVerticalOffset:)",
                "~CameraUpdate.positionMarkerVerticalOffset"),
            rm: .none(routeMeMoves)),
        // The same four values in the form TomTom's guides and apps write most (without the marker offset):
        // NAVER takes them as a camera position (NMFCameraPosition `cameraPosition:zoom:tilt:heading:`).
        APIConcept(
            "camera.update.absolute.fourValues", .method, "An update that sets centre, zoom, tilt and heading.",
            spellings: [
                .naver:
                    "NMFCameraUpdate(position: NMFCameraPosition($target, zoom: $zoom, tilt: $tilt, heading: $heading))",
                .tomtom: "CameraUpdate(position: $target, zoom: $zoom, tilt: $tilt, rotation: $heading)",
            ],
            gaps: [.maplibre: mapLibreMoves, .rm: routeMeMoves], differences: ["zoomRange"]),
        APIConcept(
            "camera.update.scrollBy", .method, "An update that moves the view by screen points.",
            naver: .spelled("NMFCameraUpdate(scrollBy: $delta)", "NMFCameraUpdate.init(scrollBy:)"),
            maplibre: .none(mapLibreMoves),
            tomtom: .spelled(
                "CameraUpdate(moveBy: $delta)", review: "check the sign: both move what lies ahead into view"),
            rm: .none(routeMeMoves)),
        APIConcept(
            "camera.update.zoomIn", .method, "An update that zooms in one level from the current zoom.",
            naver: .spelled("NMFCameraUpdate.withZoomIn()", "static NMFCameraUpdate.withZoomIn()"),
            maplibre: .none(mapLibreMoves), tomtom: .spelled("CameraUpdate(zoomIn: true)"), rm: .none(routeMeMoves)),
        APIConcept(
            "camera.update.zoomOut", .method, "An update that zooms out one level from the current zoom.",
            naver: .spelled("NMFCameraUpdate.withZoomOut()", "static NMFCameraUpdate.withZoomOut()"),
            maplibre: .none(mapLibreMoves), tomtom: .spelled("CameraUpdate(zoomOut: true)"), rm: .none(routeMeMoves)),
        APIConcept(
            "camera.update.relative", .method,
            "An update made of relative changes (zoom by, tilt by, rotate by, move by).",
            naver: .hand(
                "NAVER builds relative changes on NMFCameraUpdateParams and writes NMFCameraUpdate(params:).",
                "NMFCameraUpdate.init(params:)"),
            maplibre: .none(mapLibreMoves),
            tomtom: .hand(
                "TomTom writes CameraUpdate(zoomBy:zoomIn:zoomOut:tiltBy:rotateBy:moveBy:).",
                "CameraUpdate.init(zoomBy:zoomIn:zoomOut:tiltBy:rotateBy:moveBy:)"),
            rm: .none(routeMeMoves)),
        // MLNMapView.h `setVisibleCoordinateBounds:edgePadding:animated:completionHandler:`, TomTom's
        // `CameraUpdate(fitToCoordinates:padding:)`, RMMapView.h `zoomWithLatitudeLongitudeBoundsSouthWest:…`.
        APIConcept(
            "camera.update.fit", .method, "An update that fits bounds in the view with padding.",
            naver: .hand(
                "NAVER fits bounds with NMFCameraUpdate(fit:padding:) or (fit:paddingInsets:).",
                "NMFCameraUpdate.init(fit:padding:)", "NMFCameraUpdate.init(fit:paddingInsets:)"),
            maplibre: .hand(
                "MapLibre fits bounds on the map view: setVisibleCoordinateBounds(_:edgePadding:animated:completionHandler:) with an MLNCoordinateBounds."
            ),
            tomtom: .hand(
                "TomTom fits the corners as coordinates: CameraUpdate(fitToCoordinates: [southWest, northEast], padding:), one padding for every side."
            ),
            rm: .hand(
                "route-me fits two corners without padding: zoom(withLatitudeLongitudeBoundsSouthWest:northEast:animated:)."
            )),
        .only(
            .naver, "camera.update.pivot", .property, "The view point an update zooms and turns about.",
            .same("NMFCameraUpdate.pivot"),
            others: "{style} zooms and turns about the view centre. Move the centre after the update by hand."),
        .only(
            .naver, "camera.update.reason", .property, "The reason an update reports to camera callbacks.",
            .same("NMFCameraUpdate.reason"),
            others: "{style} always reports its own reason for app moves. Drop the line."),
        easingConcept(
            "camera.update.animation", .property, "The easing an update animates with.",
            .same("NMFCameraUpdate.animation"), drop: "Drop the line."),
        .only(
            .naver, "camera.update.animationDuration", .property, "How long an update animates.",
            .same("~NMFCameraUpdate.animationDuration"),
            others: "{style} passes the duration to the animated move call. Move the value there."),
        .only(
            .naver, "camera.update.defaultDuration", .value, "The value that means NAVER's default duration.",
            .same("NMF_DEFAULT_ANIMATION_DURATION"), others: "{style} has no default-duration marker. Write a duration."
        ),
        easingConcept(
            "camera.animation.type", .type, "NAVER's easing choices.", .same("NMFCameraUpdateAnimation"),
            drop: "Drop the type."),
        easingConcept(
            "camera.animation.cases", .value, "NAVER's easing choices: none, linear, ease in, ease out, fly.",
            .hand(
                "NAVER's easing cases.", "static NMFCameraUpdateAnimation.none",
                "static NMFCameraUpdateAnimation.linear",
                "static NMFCameraUpdateAnimation.easeIn", "static NMFCameraUpdateAnimation.easeOut",
                "static NMFCameraUpdateAnimation.fly"),
            drop: "Drop the case."),
        .only(
            .naver, "camera.params.type", .type, "NAVER's builder of relative camera changes.",
            .same("NMFCameraUpdateParams"),
            others: "{style} has no change builder. Use the style's relative update (TomTom) or compute the target."),
        .only(
            .naver, "camera.params.init", .method, "An empty change builder.", .same("NMFCameraUpdateParams.init()"),
            others: "{style} has no change builder. Compute the target camera."),
        paramsConcept("scroll(to:)", "moves the centre to a position", tomtom: "position"),
        paramsConcept("scroll(by:)", "moves the view by screen points", tomtom: "moveBy"),
        paramsConcept("zoom(to:)", "sets the zoom", tomtom: "zoom"),
        paramsConcept("zoom(by:)", "changes the zoom by levels", tomtom: "zoomBy"),
        paramsConcept("zoomIn()", "zooms in one level", tomtom: "zoomIn"),
        paramsConcept("zoomOut()", "zooms out one level", tomtom: "zoomOut"),
        paramsConcept("tilt(to:)", "sets the tilt", tomtom: "tilt"),
        paramsConcept("tilt(by:)", "changes the tilt", tomtom: "tiltBy"),
        paramsConcept("rotate(to:)", "sets the heading", tomtom: "rotation"),
        paramsConcept("rotate(by:)", "changes the heading", tomtom: "rotateBy"),
        .only(
            .tomtom, "camera.update.equal", .method, "Compares two camera updates part by part.",
            .hand("TomTom compares CameraUpdate with ==.", "CameraUpdate.==(lhs:rhs:)"),
            others: "{style} has no update value to compare. Compare the target cameras."),
        APIConcept(
            "camera.update.default", .value, "TomTom's starting camera.",
            naver: .none(
                "NAVER has no default-camera value: read cameraPosition right after making the map view (NMFMapView.h)."
            ),
            // MLNMapView.h `resetPosition`: "the current style's default viewport".
            maplibre: .none(
                "MapLibre has no default-camera value: the map starts at its style's default viewport, which resetPosition() returns to; read camera once the style has loaded."
            ),
            tomtom: .same("static TomTomMap.defaultCameraUpdate"),
            rm: .none(
                "route-me has no default-camera value: read centerCoordinate and zoom right after making the map view (its initialiser sets them)."
            )),
    ]

    /// A NAVER easing setting: MapLibre takes a timing curve per move, TomTom and route-me take none.
    static func easingConcept(
        _ id: String, _ kind: APIConcept.Kind, _ summary: String, _ naver: Side, drop: String
    ) -> APIConcept {
        // MLNMapView.h `setCamera:withDuration:animationTimingFunction:` and `flyToCamera:…`; TomTom's CameraActions
        // `applyCamera(_:animationDuration:completion:)` takes no curve; RMMapView.h takes an `animated` flag only.
        APIConcept(
            id, kind, summary, naver: naver,
            maplibre: .hand(
                "MapLibre takes a curve per move, not on an update: setCamera(_:withDuration:animationTimingFunction:) with a CAMediaTimingFunction, or fly(to:completionHandler:) for a flight. Move the choice there."
            ),
            tomtom: .none("TomTom's applyCamera(_:animationDuration:completion:) takes no curve. \(drop)"),
            rm: .none("route-me animates with UIKit's own curve and takes no choice. \(drop)"))
    }

    /// One part of a relative camera change: a method of NAVER's builder, a property of TomTom's update.
    static func paramsConcept(_ method: String, _ summary: String, tomtom property: String) -> APIConcept {
        let name = method.prefix { $0 != "(" }
        return APIConcept(
            "camera.params.\(name)\(method.contains("by:") ? "By" : method.contains("to:") ? "To" : "")", .method,
            "A camera change that \(summary).",
            naver: .hand(
                "NAVER calls \(method) on NMFCameraUpdateParams.", APIMember("NMFCameraUpdateParams.\(method)")),
            maplibre: .none(mapLibreMoves),
            tomtom: .hand("TomTom sets `\(property)` on a CameraUpdate.", APIMember("~CameraUpdate.\(property)")),
            rm: .none(routeMeMoves))
    }
}
