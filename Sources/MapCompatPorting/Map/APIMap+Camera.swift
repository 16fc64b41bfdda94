extension APIMap {
    /// Reading the camera and its limits.
    static let cameraConcepts: [APIConcept] = [
        APIConcept(
            "camera.position.type", .type, "A snapshot of the camera: centre, zoom, tilt and heading.",
            naver: .same("NMFCameraPosition"), maplibre: .same("MLNMapCamera"), tomtom: .same("CameraProperties"),
            rm: .none("route-me has no camera object. Read centerCoordinate and zoom from the map view.")),
        APIConcept(
            "camera.position.read", .property, "The camera now.",
            naver: .same("NMFMapView.cameraPosition"), maplibre: .same("MLNMapView.camera"),
            tomtom: .same("TomTomMap.cameraProperties"),
            rm: .none("route-me has no camera object. Read centerCoordinate and zoom from the map view.")),
        APIConcept(
            "camera.position.center", .property, "The position at the centre of the view.",
            naver: .hand(
                "NAVER's camera centre is an NMGLatLng: read cameraPosition.target (on a known camera the port writes it).",
                "~NMFCameraPosition.target"),
            maplibre: .same("~MLNMapCamera.centerCoordinate"), tomtom: .same("~CameraProperties.position"),
            rm: .hand("route-me has no camera object. Read the map view's centerCoordinate.")),
        APIConcept(
            "camera.position.zoom", .property, "The camera's zoom, in the style's scale.",
            naver: .same("~NMFCameraPosition.zoom"),
            maplibre: .hand(
                "MapLibre's camera holds an altitude: MLNZoomLevelForAltitude(camera.altitude, camera.pitch, latitude, mapView.bounds.size).",
                "~MLNMapCamera.altitude"),
            tomtom: .same("~CameraProperties.zoom"),
            rm: .hand("route-me has no camera object. Read the map view's zoom (route-me scale)."),
            differences: ["zoomRange"]),
        APIConcept(
            "camera.position.tilt", .property, "The camera's tilt in degrees from straight down.",
            naver: .same("~NMFCameraPosition.tilt"), maplibre: .same("MLNMapCamera.pitch"),
            tomtom: .same("~CameraProperties.tilt"),
            rm: .none("route-me never tilts, so the tilt is always 0. Use 0."), differences: ["maxTilt"]),
        APIConcept(
            "camera.position.heading", .property, "Degrees clockwise from north that the top of the view faces.",
            naver: .same("~NMFCameraPosition.heading"), maplibre: .same("~MLNMapCamera.heading"),
            tomtom: .same("~CameraProperties.rotation"),
            rm: .none("route-me never turns the map by gesture, so the heading is 0 unless tracking turns it. Use 0.")),
        APIConcept(
            "camera.position.init", .method, "A camera from centre, zoom, tilt and heading.",
            naver: .hand(
                "NAVER writes NMFCameraPosition(target, zoom:tilt:heading:) with an NMGLatLng.",
                "NMFCameraPosition.init(_:zoom:tilt:heading:)"),
            maplibre: .hand(
                "MapLibre writes MLNMapCamera(lookingAtCenter:altitude:pitch:heading:), the altitude from MLNAltitudeForZoomLevel(zoom, pitch, latitude, size).",
                "MLNMapCamera.init(lookingAtCenter:altitude:pitch:heading:)"),
            tomtom: .hand(
                "TomTom writes CameraProperties(position:zoom:tilt:rotation:), or a CameraUpdate to move there.",
                "CameraProperties.init(position:zoom:tilt:rotation:)"),
            rm: .none("route-me has no camera object. Set zoom and centerCoordinate on the map view.")),
        APIConcept(
            "camera.position.fromCore", .method, "The style's camera for a core Camera.",
            naver: .same("NMFCameraPosition.init(_:)"),
            maplibre: .none(
                "MapLibre's camera (MLNMapCamera) holds an altitude, not a zoom, and converts from no other camera type: make it with MLNMapCamera(lookingAtCenter:altitude:pitch:heading:), the altitude from MLNAltitudeForZoomLevel(zoom, pitch, latitude, size)."
            ),
            tomtom: .none(
                "TomTom's camera converts from no other camera type: move it with a CameraUpdate(position:zoom:tilt:rotation:), and read it back as cameraProperties."
            ),
            rm: .none("route-me has no camera object: set centerCoordinate and zoom on the map view.")),
        APIConcept(
            "camera.position.toCore", .method, "The core Camera of the style's camera.",
            naver: .same("NMFCameraPosition.coreCamera()"),
            maplibre: .none(
                "MapLibre's camera (MLNMapCamera) converts to no other camera type: read centerCoordinate, pitch and heading off it, and the zoom from the map view's zoomLevel."
            ),
            tomtom: .none(
                "TomTom's camera (CameraProperties) converts to no other camera type: read position, zoom, tilt and rotation off it."
            ),
            rm: .none("route-me has no camera object: read centerCoordinate and zoom from the map view.")),
        APIConcept(
            "camera.position.equal", .method, "Compares two cameras number by number.",
            naver: .none("NAVER compares its camera type as it is. Keep the comparison."),
            maplibre: .hand(
                "MapLibre compares MLNMapCamera (an NSObject) with isEqual(to:); == compares identity.",
                "MLNMapCamera.isEqual(to:)", "~MLNMapCamera.isEqual(_:)", "~MLNMapCamera.hash"),
            tomtom: .hand("TomTom compares CameraProperties with ==.", "CameraProperties.==(lhs:rhs:)"),
            rm: .none("route-me has no camera object. Compare zoom and centerCoordinate.")),
        APIConcept(
            "camera.center.set", .statement, "Jumps the camera to a centre, keeping the zoom.",
            spellings: [
                .naver: "$map.moveCamera(NMFCameraUpdate(scrollTo: $target))",
                .maplibre: "$map.centerCoordinate = $target",
                .tomtom: "$map.moveCamera(CameraUpdate(position: $target))", .rm: "$map.centerCoordinate = $target",
            ]),
        APIConcept(
            "camera.zoom.set", .statement, "Jumps the camera to a zoom, keeping the centre.",
            spellings: [
                .naver: "$map.moveCamera(NMFCameraUpdate(zoomTo: $zoom))", .maplibre: "$map.zoomLevel = $zoom",
                .tomtom: "$map.moveCamera(CameraUpdate(zoom: $zoom))", .rm: "$map.zoom = $zoom",
            ], differences: ["zoomRange"]),
        APIConcept(
            "camera.center", .property, "The coordinate at the centre of the view; setting it jumps there.",
            // NAVER reads the centre off its immutable camera (NMFCameraPosition.target, NMFCameraPosition.h): a
            // statement that sets the centre is `camera.center.set` (NMFCameraUpdate(scrollTo:)), whose longer
            // template wins; any other set of it is commented out, as NAVER's camera cannot be set.
            naver: .spelled("$map.cameraPosition.target"),
            maplibre: .spelled("$map.centerCoordinate", "MLNMapView.centerCoordinate"),
            tomtom: .spelled("$map.cameraProperties.position"),
            rm: .spelled("$map.centerCoordinate", "RMMapView.centerCoordinate")),
        APIConcept(
            "camera.direction.set", .statement, "Turns the camera to a heading at once, keeping the rest.",
            spellings: [
                // NMFCameraUpdate `cameraUpdateWithHeading:` (NMFCameraUpdate.h); TomTom's update takes a rotation,
                // clockwise from north like the others' heading (CameraUpdate, TomTomSDKMapDisplay).
                .naver: "$map.moveCamera(NMFCameraUpdate(heading: $heading))", .maplibre: "$map.direction = $heading",
                .tomtom: "$map.moveCamera(CameraUpdate(rotation: $heading))",
            ], gaps: [.rm: routeMeDoesNotTurn]),
        APIConcept(
            "camera.direction", .property, "The heading of the view, clockwise from north; setting it turns the map.",
            // Read off NAVER's immutable camera (NMFCameraPosition.heading, NMFCameraPosition.h) and TomTom's
            // (CameraProperties.rotation): a statement that sets it is `camera.direction.set`.
            naver: .spelled("$map.cameraPosition.heading"),
            maplibre: .spelled("$map.direction", "MLNMapView.direction"),
            tomtom: .spelled("$map.cameraProperties.rotation"),
            rm: .none(routeMeDoesNotTurn)),
        // Setting a zoom limit, said as a statement so that the value moves to the target's scale (route-me's and
        // TomTom's `minZoom`/`maxZoom` are names too common to find on their own: RMMapView.h, TomTomMap).
        APIConcept(
            "camera.minZoom.set", .statement, "Sets the lowest zoom the camera may take.",
            spellings: [
                .naver: "$map.minZoomLevel = $zoom", .maplibre: "$map.minimumZoomLevel = $zoom",
                .tomtom: "$map.minZoom = $zoom", .rm: "$map.minZoom = $zoom",
            ], differences: ["zoomRange"]),
        APIConcept(
            "camera.maxZoom.set", .statement, "Sets the highest zoom the camera may take.",
            spellings: [
                .naver: "$map.maxZoomLevel = $zoom", .maplibre: "$map.maximumZoomLevel = $zoom",
                .tomtom: "$map.maxZoom = $zoom", .rm: "$map.maxZoom = $zoom",
            ], differences: ["zoomRange"]),
        APIConcept(
            "camera.maxTilt", .property, "The largest tilt the camera may take.",
            naver: .same("NMFMapView.maxTilt"), maplibre: .same("MLNMapView.maximumPitch"),
            tomtom: .same("TomTomMap.maxTilt"),
            rm: .none("route-me never tilts. Drop it."), differences: ["maxTilt"]),
        .only(
            .maplibre, "camera.minTilt", .property, "The smallest tilt the camera may take.",
            .same("MLNMapView.minimumPitch"), others: "{style} has no lower tilt limit (it is 0). Drop it."),
        // MLNMapView.h `maximumScreenBounds` (what the screen may show, not where the centre may go); RMMapView.h
        // `setConstraintsSouthWest:northEast:`; TomTom's reference lists zoom limits only.
        APIConcept(
            "camera.extent", .property, "The bounds the camera centre must stay in.",
            naver: .same("NMFMapView.extent"),
            maplibre: .hand(
                "MapLibre bounds what the screen may show, not where its centre may go: maximumScreenBounds, an MLNCoordinateBounds.",
                "~MLNMapView.maximumScreenBounds"),
            tomtom: .none(
                "TomTom has no camera bounds, only minZoom and maxZoom: move the camera back inside the bounds in the .cameraSteady case of map(_:onCameraEvent:)."
            ),
            rm: .hand(
                "route-me constrains the map with setConstraintsSouthWest(_:northEast:), from the bounds' two corners.",
                "~RMMapView.setConstraintsSouthWest(_:northEast:)")),
        .only(
            .naver, "camera.animationDuration", .property, "NAVER's default duration for animated updates.",
            .same("NMFMapView.animationDuration"),
            others: "{style} has no default duration. Pass the duration to each animated move."),
        APIConcept(
            "camera.cancel", .method, "Stops a camera animation where it is.",
            naver: .same("NMFMapView.cancelTransitions()"),
            // MLNMapView.h declares no cancel call (MLNMapView.mm keeps `cancelTransitions` private, and every new
            // camera change calls it); TomTom's CameraActions `stopAnimation()`; RMMapView.h has none.
            maplibre: .hand(
                "MapLibre has no public call that stops a camera animation: setting the camera again ends it, mapView.setCamera(mapView.camera, animated: false)."
            ),
            tomtom: .same("TomTomMap.stopAnimation()"),
            rm: .none(
                "route-me has no call that stops a camera animation: its moves are its scroll view's animations. Drop the line."
            )),
        APIConcept(
            "camera.resetNorth", .method, "Turns the map back to north.",
            // MLNMapView.h `resetNorth` animates; NAVER eases an update to heading 0 (NMFCameraUpdate.h), TomTom
            // applies one (CameraActions `applyCamera(_:completion:)`). On a known map view the others' forms are
            // found first as the turn they are (camera.shape.animate.heading).
            naver: Side(
                members: [],
                spelling: APISpelling(
                    "$receiver.moveCamera({ let update = NMFCameraUpdate(heading: 0); update.animation = .easeIn; return update }())"
                )),
            maplibre: .same("MLNMapView.resetNorth()"),
            tomtom: Side(members: [], spelling: APISpelling("$receiver.applyCamera(CameraUpdate(rotation: 0))")),
            rm: .hand(
                "route-me turns the map only while tracking with heading: set userTrackingMode to RMUserTrackingModeFollow (or None) to turn it back north."
            )),
        APIConcept(
            "camera.setDirection", .method, "Turns the map to a heading, optionally animated.",
            naver: .hand("NAVER turns with moveCamera(NMFCameraUpdate(heading:)), animation set on the update."),
            maplibre: .same("MLNMapView.setDirection(_:animated:)"),
            tomtom: .hand("TomTom turns with applyCamera(CameraUpdate(rotation:), animationDuration:)."),
            rm: .none(
                "route-me turns the map only while tracking with heading (RMUserTrackingModeFollowWithHeading) and has no call that sets a direction. Drop it."
            )),
        APIConcept(
            "camera.setCenter", .method, "Moves the centre, optionally animated.",
            naver: .hand("NAVER moves with moveCamera(NMFCameraUpdate(scrollTo:)), animation set on the update."),
            maplibre: .same("MLNMapView.setCenter(_:animated:)"),
            tomtom: .hand("TomTom moves with applyCamera(CameraUpdate(position:), animationDuration:)."),
            // RMMapView.h `setCenterCoordinate:animated:`; written only (a common name, found on a known map view by
            // camera.shape.animate.center).
            rm: Side(
                members: ["~RMMapView.setCenter(_:animated:)", "~RMMapView.setCenterCoordinate(_:animated:)"],
                spelling: APISpelling("$receiver.setCenter($arg1, animated: $arg2)", isSearched: false))),
        APIConcept(
            "camera.setZoom", .method, "Sets the zoom, optionally animated.",
            naver: .hand("NAVER zooms with moveCamera(NMFCameraUpdate(zoomTo:)), animation set on the update."),
            maplibre: .same("MLNMapView.setZoomLevel(_:animated:)"),
            tomtom: .hand("TomTom zooms with applyCamera(CameraUpdate(zoom:), animationDuration:) (TomTom scale)."),
            rm: .hand(
                "route-me zooms with setZoom(_:animated:) on the map view (route-me's scale: one level above MapLibre's).",
                "~RMMapView.setZoom(_:animated:)"),
            differences: ["zoomRange"]),
        APIConcept(
            "camera.setCamera", .method, "Moves to a whole camera, optionally animated.",
            naver: .hand("NAVER moves with moveCamera(NMFCameraUpdate(position:))."),
            maplibre: .same("MLNMapView.setCamera(_:animated:)"),
            tomtom: .hand("TomTom moves with moveCamera(CameraUpdate(position:zoom:tilt:rotation:))."),
            rm: .hand("route-me sets zoom and centerCoordinate; it has no tilt or heading.")),
        APIConcept(
            "camera.setCamera.timed", .method, "Moves to a whole camera over a duration with a timing curve.",
            naver: .hand("NAVER sets animation and animationDuration on the NMFCameraUpdate, then calls moveCamera."),
            maplibre: .same("MLNMapView.setCamera(_:withDuration:animationTimingFunction:completionHandler:)"),
            tomtom: .hand(
                "TomTom calls applyCamera(_:animationDuration:completion:), which takes no timing curve (it eases its own way)."
            ),
            rm: .hand(
                "route-me animates with a flag, not a duration or curve: setZoom(_:at:animated:) with animated: true; it has no tilt or heading."
            )),
        APIConcept(
            "camera.fly", .method, "Flies to a camera along a zoom-out-and-in path.",
            naver: .hand("NAVER sets animation = .fly on the NMFCameraUpdate, then calls moveCamera."),
            maplibre: .same("MLNMapView.fly(to:completionHandler:)"),
            tomtom: .hand(
                "TomTom has no fly path (zooming out and in on the way): call applyCamera(_:animationDuration:completion:), which eases straight there."
            ),
            rm: .hand(
                "route-me has no fly path: setZoom(_:at:animated:) with animated: true eases straight there."
            )),
        APIConcept(
            "camera.fly.timed", .method, "Flies to a camera over a given duration.",
            naver: .hand("NAVER sets animation = .fly and animationDuration on the NMFCameraUpdate."),
            maplibre: .same("MLNMapView.fly(to:withDuration:completionHandler:)"),
            tomtom: .hand(
                "TomTom has no fly path (zooming out and in on the way): call applyCamera(_:animationDuration:completion:) with the duration, which eases straight there."
            ),
            rm: .hand(
                "route-me has no fly path and takes no duration: setZoom(_:at:animated:) with animated: true eases straight there."
            )),
    ]
}
