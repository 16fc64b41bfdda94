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
                "NAVER's camera centre is an NMGLatLng: read cameraPosition.target.", "NMFCameraPosition.target"),
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
            maplibre: .none("MapLibre's camera holds an altitude, not a zoom. Read mapView.camera, or core.camera."),
            tomtom: .none("TomTom's adapter keeps this conversion internal. Read cameraProperties, or core.camera."),
            rm: .none("route-me has no camera object. Read core.camera.")),
        APIConcept(
            "camera.position.toCore", .method, "The core Camera of the style's camera.",
            naver: .same("NMFCameraPosition.coreCamera()"),
            maplibre: .none("MapLibre's camera holds an altitude, not a zoom. Read core.camera."),
            tomtom: .none("TomTom's adapter has no conversion to the core camera. Read core.camera."),
            rm: .none("route-me has no camera object. Read core.camera.")),
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
        APIConcept(
            "camera.minZoom", .property, "The lowest zoom the camera may take, in the style's scale.",
            naver: .same("NMFMapView.minZoomLevel"), maplibre: .same("MLNMapView.minimumZoomLevel"),
            tomtom: .same("~TomTomMap.minZoom"),
            rm: .same("~RMMapView.minZoom"), differences: ["zoomRange"]),
        APIConcept(
            "camera.maxZoom", .property, "The highest zoom the camera may take, in the style's scale.",
            naver: .same("NMFMapView.maxZoomLevel"), maplibre: .same("MLNMapView.maximumZoomLevel"),
            tomtom: .same("~TomTomMap.maxZoom"),
            rm: .same("~RMMapView.maxZoom"), differences: ["zoomRange"]),
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
        .only(
            .naver, "camera.extent", .property, "The bounds the camera centre must stay in.",
            .same("NMFMapView.extent"),
            others: "{style}'s adapter has no camera bounds. Set core.limits, or clamp the centre in a camera callback."
        ),
        .only(
            .naver, "camera.animationDuration", .property, "NAVER's default duration for animated updates.",
            .same("NMFMapView.animationDuration"),
            others: "{style} has no default duration. Pass the duration to each animated move."),
        APIConcept(
            "camera.cancel", .method, "Stops a camera animation where it is.",
            naver: .same("NMFMapView.cancelTransitions()"),
            maplibre: .hand("MapLibre's adapter has no cancel call. Call core.cancelTransitions()."),
            tomtom: .hand("TomTom's adapter has no cancel call. Call core.cancelTransitions()."),
            rm: .hand("route-me's adapter has no cancel call. Call core.cancelTransitions().")),
        APIConcept(
            "camera.resetNorth", .method, "Turns the map back to north.",
            naver: .hand("NAVER turns with moveCamera(NMFCameraUpdate(heading: 0))."),
            maplibre: .same("MLNMapView.resetNorth()"),
            tomtom: .hand("TomTom turns with moveCamera(CameraUpdate(rotation: 0))."),
            rm: .none("route-me does not turn the map by gesture. Drop it.")),
        APIConcept(
            "camera.setDirection", .method, "Turns the map to a heading, optionally animated.",
            naver: .hand("NAVER turns with moveCamera(NMFCameraUpdate(heading:)), animation set on the update."),
            maplibre: .same("MLNMapView.setDirection(_:animated:)"),
            tomtom: .hand("TomTom turns with applyCamera(CameraUpdate(rotation:), animationDuration:)."),
            rm: .none("route-me does not turn the map by gesture. Drop it.")),
        APIConcept(
            "camera.setCenter", .method, "Moves the centre, optionally animated.",
            naver: .hand("NAVER moves with moveCamera(NMFCameraUpdate(scrollTo:)), animation set on the update."),
            maplibre: .same("MLNMapView.setCenter(_:animated:)"),
            tomtom: .hand("TomTom moves with applyCamera(CameraUpdate(position:), animationDuration:)."),
            rm: .hand("route-me sets centerCoordinate (never animated).")),
        APIConcept(
            "camera.setZoom", .method, "Sets the zoom, optionally animated.",
            naver: .hand("NAVER zooms with moveCamera(NMFCameraUpdate(zoomTo:)), animation set on the update."),
            maplibre: .same("MLNMapView.setZoomLevel(_:animated:)"),
            tomtom: .hand("TomTom zooms with applyCamera(CameraUpdate(zoom:), animationDuration:) (TomTom scale)."),
            rm: .hand("route-me sets zoom (route-me scale; never animated)."), differences: ["zoomRange"]),
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
                "TomTom calls applyCamera(_:animationDuration:completion:); its curve comes from the profile."),
            rm: .none("route-me does not animate camera moves. Set zoom and centerCoordinate.")),
        APIConcept(
            "camera.fly", .method, "Flies to a camera along a zoom-out-and-in path.",
            naver: .hand("NAVER sets animation = .fly on the NMFCameraUpdate, then calls moveCamera."),
            maplibre: .same("MLNMapView.fly(to:completionHandler:)"),
            tomtom: .hand("TomTom's adapter has no fly path. Call applyCamera(_:animationDuration:completion:)."),
            rm: .none("route-me does not animate camera moves. Set zoom and centerCoordinate.")),
        APIConcept(
            "camera.fly.timed", .method, "Flies to a camera over a given duration.",
            naver: .hand("NAVER sets animation = .fly and animationDuration on the NMFCameraUpdate."),
            maplibre: .same("MLNMapView.fly(to:withDuration:completionHandler:)"),
            tomtom: .hand("TomTom's adapter has no fly path. Call applyCamera(_:animationDuration:completion:)."),
            rm: .none("route-me does not animate camera moves. Set zoom and centerCoordinate.")),
    ]
}
