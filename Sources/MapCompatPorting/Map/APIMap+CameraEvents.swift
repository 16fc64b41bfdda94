extension APIMap {
    static let tomTomCameraEvents =
        "TomTom reports camera steps and rest in map(_:onCameraEvent:) (.cameraChanged, .cameraSteady), with no reason. Move the body into that switch."

    /// Why a style cannot refuse a gesture's camera step, and what it has instead: its gesture switches and the
    /// callback in which the camera can be moved back.
    static func noCameraVeto(_ style: String, switches: String, callback: String) -> String {
        "\(style) has no delegate method that refuses a gesture's camera step: turn the gesture off (\(switches)), or move the camera back in \(callback)."
    }

    /// Camera callbacks and the reasons they carry.
    static let cameraEventConcepts: [APIConcept] = [
        APIConcept(
            "camera.event.willChange", .delegateMethod, "The camera is about to move, with the reason.",
            naver: .hand(
                "NAVER reports it as mapView(_:regionWillChangeAnimated:byReason:) with an Int reason.",
                "func NMFMapViewDelegate.mapView(_:regionWillChangeAnimated:byReason:)",
                "func NMFMapViewCameraDelegate.mapView(_:cameraWillChangeByReason:animated:)"),
            maplibre: .hand(
                "MapLibre reports it as mapView(_:regionWillChangeWith:animated:) with an MLNCameraChangeReason.",
                "func MLNMapViewDelegate.mapView(_:regionWillChangeWith:animated:)"),
            tomtom: .none(
                "TomTom reports no will-change callback. Act on the first .cameraChanged in map(_:onCameraEvent:)."),
            rm: .hand(
                "route-me reports beforeMapMove(_:byUser:) and beforeMapZoom(_:byUser:) with a by-user flag.",
                "func RMMapViewDelegate.beforeMapMove(_:byUser:)", "func RMMapViewDelegate.beforeMapZoom(_:byUser:)")),
        APIConcept(
            "camera.event.changing", .delegateMethod, "The camera moved a step.",
            naver: .hand(
                "NAVER reports it as mapViewRegionIsChanging(_:byReason:).",
                "func NMFMapViewDelegate.mapViewRegionIsChanging(_:byReason:)",
                "func NMFMapViewCameraDelegate.mapView(_:cameraIsChangingByReason:)"),
            maplibre: .hand(
                "MapLibre reports it as mapView(_:regionIsChangingWith:).",
                "func MLNMapViewDelegate.mapView(_:regionIsChangingWith:)"),
            tomtom: .hand(
                tomTomCameraEvents, "func MapDelegate.map(_:onCameraEvent:)", "static CameraEvent.cameraChanged"),
            rm: .none("route-me reports no camera steps, only before and after a move. Use afterMapMove(_:byUser:).")),
        APIConcept(
            "camera.event.didChange", .delegateMethod, "The camera finished a move, with the reason.",
            naver: .hand(
                "NAVER reports it as mapView(_:regionDidChangeAnimated:byReason:).",
                "func NMFMapViewDelegate.mapView(_:regionDidChangeAnimated:byReason:)",
                "func NMFMapViewCameraDelegate.mapView(_:cameraDidChangeByReason:animated:)"),
            maplibre: .hand(
                "MapLibre reports it as mapView(_:regionDidChangeWith:animated:).",
                "func MLNMapViewDelegate.mapView(_:regionDidChangeWith:animated:)"),
            tomtom: .hand(tomTomCameraEvents),
            rm: .hand(
                "route-me reports afterMapMove(_:byUser:), afterMapZoom(_:byUser:) and mapViewRegionDidChange(_:).",
                "func RMMapViewDelegate.afterMapMove(_:byUser:)", "func RMMapViewDelegate.afterMapZoom(_:byUser:)",
                "func RMMapViewDelegate.mapViewRegionDidChange(_:)")),
        APIConcept(
            "camera.event.idle", .delegateMethod, "The camera came to rest and no gesture is under way.",
            naver: .same(
                "func NMFMapViewDelegate.mapViewIdle(_:)", "func NMFMapViewCameraDelegate.mapViewCameraIdle(_:)"),
            maplibre: .same("func MLNMapViewDelegate.mapViewDidBecomeIdle(_:)"),
            tomtom: .hand(tomTomCameraEvents, "static CameraEvent.cameraSteady"),
            rm: .none("route-me reports no idle state. Use afterMapMove(_:byUser:).")),
        APIConcept(
            "camera.event.cancelled", .delegateMethod, "A camera animation was stopped before it arrived.",
            naver: .same("func NMFMapViewDelegate.mapViewCameraUpdateCancel(_:byReason:)"),
            maplibre: .hand(
                "MapLibre flags it in the reason of the next region callback (.transitionCancelled).",
                "static MLNCameraChangeReason.transitionCancelled"),
            tomtom: .none("TomTom reports no cancellation. Check the completion's Bool of applyCamera."),
            rm: .none(
                "route-me reports no cancelled animation (RMMapViewDelegate.h). Drop the method, or act in afterMapMove(_:byUser:)."
            )),
        APIConcept(
            "camera.event.shouldChange", .delegateMethod,
            "Whether a gesture may move the camera a step; false keeps the map where it is.",
            naver: .none(
                noCameraVeto(
                    "NAVER", switches: "isScrollGestureEnabled, isZoomGestureEnabled…",
                    callback: "mapView(_:cameraIsChangingByReason:)")),
            maplibre: .same(
                "func MLNMapViewDelegate.mapView(_:shouldChangeFrom:to:reason:)",
                "func MLNMapViewDelegate.mapView(_:shouldChangeFrom:to:)"),
            tomtom: .none(
                noCameraVeto(
                    "TomTom", switches: "disabledGestures", callback: "the .cameraChanged case of map(_:onCameraEvent:)"
                )),
            rm: .none(
                noCameraVeto("route-me", switches: "draggingEnabled", callback: "mapViewRegionDidChange(_:)"))),
        .only(
            .tomtom, "camera.event.type", .type, "TomTom's camera event: a step or rest, with the camera.",
            .same("CameraEvent"), others: "{style} has one delegate method per camera event. Split the switch."),
        APIConcept(
            "camera.delegate.add", .method, "Adds an extra camera observer.",
            naver: .hand(
                "NAVER keeps a list of NMFMapViewCameraDelegate objects.", "NMFMapView.addCameraDelegate(delegate:)",
                "NMFMapView.removeCameraDelegate(delegate:)"),
            maplibre: .none("MapLibre has one delegate. Forward its region callbacks to the other observers."),
            tomtom: .none("TomTom has one delegate. Forward map(_:onCameraEvent:) to the other observers."),
            rm: .none("route-me has one delegate. Forward its move callbacks to the other observers.")),
        APIConcept(
            "camera.reason.type", .type, "Why the camera moved.",
            naver: .hand(
                "NAVER passes an Int, compared with NMFMapChangedByDeveloper, NMFMapChangedByGesture, NMFMapChangedByControl and NMFMapChangedByLocation.",
                "NaverReason"),
            maplibre: .same("MLNCameraChangeReason"),
            tomtom: .none("TomTom reports no reasons. Track what the app started itself."),
            rm: .hand("route-me passes a by-user flag (byUser) to its move callbacks.")),
        reason("developer", "the app moved the camera", naver: "NMFMapChangedByDeveloper", maplibre: "programmatic"),
        reason("gesture", "a gesture moved the camera", naver: "NMFMapChangedByGesture", maplibre: "gestures"),
        reason(
            "control", "a built-in control moved the camera", naver: "NMFMapChangedByControl", maplibre: "resetNorth"),
        reason("location", "location tracking moved the camera", naver: "NMFMapChangedByLocation", maplibre: nil),
        .only(
            .maplibre, "camera.reason.detail", .value, "MapLibre's finer gesture reasons and its empty reason.",
            .hand(
                "MapLibre's reason flags.", "static MLNCameraChangeReason.none",
                "static MLNCameraChangeReason.gesturePan", "static MLNCameraChangeReason.gesturePinch",
                "static MLNCameraChangeReason.gestureRotate", "static MLNCameraChangeReason.gestureTilt",
                "static MLNCameraChangeReason.gestureZoomIn", "static MLNCameraChangeReason.gestureZoomOut",
                "static MLNCameraChangeReason.gestureOneFingerZoom"),
            others: "{style} does not say which gesture moved the camera. Test for a gesture reason as a whole."),
        APIConcept(
            "camera.reason.core", .method, "Converts a reason to and from the core's CameraChangeReason.",
            naver: .hand(
                "NAVER's reason is an Int that converts to no other type: compare it with the NMFMapChangedBy… constants.",
                "static NaverReason.naver(_:)",
                "static NaverReason.core(_:)"),
            maplibre: .hand(
                "MapLibre's reason is an MLNCameraChangeReason option set that converts to no other type: test it with contains(_:).",
                "MLNCameraChangeReason.init(_:)",
                "~MLNCameraChangeReason.coreReason"),
            tomtom: .none("TomTom's camera events carry no reason. Track the moves the app starts itself."),
            rm: .none("route-me passes only byUser to its move callbacks: there is no reason to convert.")),
        .only(
            .maplibre, "camera.reason.raw", .property, "The bits of MapLibre's reason option set.",
            .hand(
                "MapLibre's option set bits.", "~MLNCameraChangeReason.rawValue",
                "MLNCameraChangeReason.init(rawValue:)"),
            others: "{style}'s reasons are not an option set. Compare reasons instead."),
    ]

    /// A camera-change reason: NAVER's Int constant, MapLibre's option-set member.
    static func reason(_ name: String, _ summary: String, naver: String, maplibre: String?) -> APIConcept {
        APIConcept(
            "camera.reason.\(name)", .value, "The reason when \(summary).",
            naver: .hand("NAVER compares the Int reason with \(naver).", APIMember(naver)),
            maplibre: maplibre.map {
                .hand("MapLibre tests reason.contains(.\($0)).", APIMember("static MLNCameraChangeReason.\($0)"))
            } ?? .none("MapLibre has no location reason; tracking moves report .programmatic. Test that instead."),
            tomtom: .none("TomTom reports no reasons. Track what the app started itself."),
            rm: .hand("route-me passes byUser: true for gestures and false otherwise."))
    }
}
