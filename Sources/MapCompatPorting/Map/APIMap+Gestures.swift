extension APIMap {
    static let tomTomListNote =
        "{style} has one switch per gesture family, not a list of gesture options. Set the matching switch (see gestures.disabledList)."
    static let tomTomExclusionNote =
        "{style} has no exclusion table, so it has no gesture set to name. Drop it and check the gestures by hand."

    static let noPanAxis =
        "{style} has no pan-direction setting: its pans move both ways. Drop the line, or move the camera back onto the axis in a camera-change callback."

    /// Why a style has no switch that centres its gestures.
    static func noCentreSwitch(_ style: String) -> String {
        "\(style) has no switch for it: its zooming and rotating gestures act about the fingers. Drop the line."
    }

    /// How each style reports a gesture's progress without phases: NAVER's camera delegate with reason
    /// `NMFMapChangedByGesture` (NMFMapViewCameraDelegate.h), MapLibre's region callbacks with a gesture reason
    /// (MLNCameraChangeReason.h), route-me's move and zoom callbacks with `byUser` (RMMapViewDelegate.h).
    static let noGesturePhases: [PortingStyle: String] = [
        .naver:
            "NAVER reports no gesture phases: a gesture's moves arrive as camera changes with reason NMFMapChangedByGesture, from mapView(_:cameraWillChangeByReason:animated:) to mapViewCameraIdle(_:).",
        .maplibre:
            "MapLibre reports no gesture phases: a gesture's moves arrive as region changes whose reason names it (.gesturePan, .gesturePinch, .gestureRotate, .gestureTilt), from regionWillChangeWith to regionDidChangeWith.",
        .rm:
            "route-me reports no gesture phases: a gesture's moves arrive as beforeMapMove(_:byUser:) and afterMapMove(_:byUser:) (and their zoom pair) with byUser true.",
    ]

    /// Gesture settings beyond the four switches: TomTom's option types, MapLibre's and route-me's extras.
    static let gestureConcepts: [APIConcept] = [
        APIConcept(
            "gestures.deceleration", .property, "The drift after a pan is released.",
            naver: .hand(
                "NAVER sets a friction per gesture, 0–1 (larger stops sooner; 1 stops dead).",
                "~NMFMapView.scrollFriction", "~NMFMapView.zoomFriction", "~NMFMapView.rotateFriction"),
            maplibre: .hand(
                "MapLibre sets decelerationRate to one of the MLNMapViewDecelerationRate constants.",
                "MLNMapView.decelerationRate"),
            tomtom: .none("TomTom has no deceleration setting. Drop the line."),
            rm: .hand("route-me sets decelerationMode to .normal, .fast or .off.", "RMMapView.decelerationMode"),
            differences: ["deceleration"]),
        .only(
            .rm, "gestures.deceleration.type", .type, "route-me's drift settings.", .same("RMMapDecelerationMode"),
            others: "{style} has no drift enum. See gestures.deceleration."),
        .only(
            .tomtom, "gestures.option.type", .type, "A gesture TomTom can switch off.",
            .same("MapGestureDisableOption"), others: tomTomListNote),
        .only(
            .tomtom, "gestures.option.cases", .value, "TomTom's gesture options.",
            .hand(
                "TomTom's options.", "static MapGestureDisableOption.none", "static MapGestureDisableOption.tilt",
                "static MapGestureDisableOption.pan", "static MapGestureDisableOption.rotate",
                "static MapGestureDisableOption.pinch", "static MapGestureDisableOption.tap",
                "static MapGestureDisableOption.doubleTap", "static MapGestureDisableOption.doubleTapAndPan",
                "static MapGestureDisableOption.twoFingerTap", "static MapGestureDisableOption.longPress"),
            others: tomTomListNote),
        .only(
            .tomtom, "gestures.option.core", .method,
            "Converts a TomTom gesture option to and from a core GestureKind.",
            .hand(
                "TomTom's option conversions.", "~MapGestureDisableOption.gestureKind",
                "MapGestureDisableOption.init(_:)"),
            others:
                "{style} switches gesture families with its own switches (see gestures.disabledList) and has no gesture-kind type to convert to."
        ),
        .only(
            .tomtom, "gestures.set.type", .type, "A set of gestures in TomTom's exclusion table.", .same("GestureType"),
            others: tomTomExclusionNote),
        .only(
            .tomtom, "gestures.set.members", .value, "The members of TomTom's gesture set.",
            .hand(
                "TomTom's gesture set members.", "static GestureType.pan", "static GestureType.pinch",
                "static GestureType.rotate", "static GestureType.tilt", "static GestureType.longPress",
                "static GestureType.tap", "static GestureType.doubleTap", "static GestureType.twoFingerTap",
                "static GestureType.doubleTapAndPan"),
            others: tomTomExclusionNote),
        .only(
            .tomtom, "gestures.set.core", .method, "Converts TomTom's gesture set to and from core GestureKinds.",
            .hand(
                "TomTom's gesture set conversions.", "GestureType.init(_:)", "~GestureType.gestureKinds",
                "GestureType.init(rawValue:)", "~GestureType.rawValue"),
            others: tomTomExclusionNote),
        .only(
            .tomtom, "gestures.exclusions.read", .method, "The gestures that block a gesture now.",
            .same("TomTomMap.blockedGestures(of:)"), others: tomTomExclusionNote),
        .only(
            .tomtom, "gestures.state.type", .type, "The phase of a continuous gesture: begin, update, end.",
            .same("GestureState"), reasons: noGesturePhases),
        .only(
            .tomtom, "gestures.state.cases", .value, "TomTom's gesture phases.",
            .hand(
                "TomTom's phases.", "static GestureState.begin", "static GestureState.update", "static GestureState.end"
            ),
            reasons: noGesturePhases),
        APIConcept(
            "gestures.recognizers", .property, "The app's own gesture recognizers on the view.",
            // NMFMapView and RMMapView are UIViews (NMFMapView.h, RMMapView.h): UIKit's list, written only (any view
            // has one); TomTom's TomTomMap is no view.
            naver: Side(
                members: [],
                spelling: APISpelling(
                    "$receiver.gestureRecognizers",
                    review: "NAVER's own recognizers are not documented to be in the list",
                    isSearched: false)),
            maplibre: .same("MLNMapView.gestureRecognizers"),
            tomtom: .none("TomTom reports gestures through map(_:onInteraction:). Move the handlers there."),
            rm: Side(
                members: [],
                spelling: APISpelling(
                    "$receiver.gestureRecognizers",
                    review: "route-me's pan and pinch belong to its scroll view, not to the map view's list",
                    isSearched: false))),
        APIConcept(
            "gestures.removeRecognizer", .method, "Removes an app gesture recognizer.",
            naver: Side(
                members: [], spelling: APISpelling("$receiver.removeGestureRecognizer($arg1)", isSearched: false)),
            maplibre: .same("MLNMapView.removeGestureRecognizer(_:)"),
            tomtom: .none(
                "TomTom's map (TomTomMap) is not a view: remove the recognizer from the MapView that holds it (removeGestureRecognizer(_:))."
            ),
            rm: Side(
                members: [], spelling: APISpelling("$receiver.removeGestureRecognizer($arg1)", isSearched: false))),
        .only(
            .maplibre, "gestures.quickZoomReversed", .property, "Whether dragging up zooms in during a quick zoom.",
            .same("MLNMapView.isQuickZoomReversed"),
            reasons: [
                .naver:
                    "NAVER has no switch for the direction of its one-finger (double-tap-and-drag) zoom. Drop the line.",
                .tomtom:
                    "TomTom has no switch for the direction of its one-finger (double-tap-and-drag) zoom. Drop the line.",
                .rm: "route-me has no one-finger zoom. Drop the line.",
            ], differences: ["quickZoom"]),
        .only(
            .maplibre, "gestures.northSnap", .property, "The heading within which a gesture's end snaps to north.",
            .same("MLNMapView.toleranceForSnappingToNorth"),
            reasons: [
                .naver: "NAVER has no north-snapping setting. Drop the line.",
                .tomtom: "TomTom has no north-snapping setting. Drop the line.",
                .rm: "route-me's map never turns by gesture, so nothing snaps to north. Drop the line.",
            ], differences: ["northSnap"]),
        .only(
            .rm, "gestures.bouncing", .property, "Whether the map bounces at its limits.",
            .same("RMMapView.bouncingEnabled"), others: "{style} does not bounce at its limits. Drop the line."),
        APIConcept(
            "gestures.zoomAboutCenter", .property, "Whether a double tap zooms about the view centre.",
            naver: .none(noCentreSwitch("NAVER")),
            maplibre: .hand(
                "MapLibre centres the double tap only together with pinch, rotation, two-finger tap and one-finger zoom: set anchorRotateOrZoomGesturesToCenterCoordinate if all of them may act about the centre, or drop the line."
            ),
            tomtom: .none(noCentreSwitch("TomTom")), rm: .same("RMMapView.zoomingInPivotsAroundCenter"),
            differences: ["centeredGestures"]),
        APIConcept(
            "gestures.centerAnchoring", .property,
            "Whether zooming and rotating gestures act about the view centre instead of the fingers.",
            naver: .none(noCentreSwitch("NAVER")),
            maplibre: .same(
                "MLNMapView.anchorRotateOrZoomGesturesToCenterCoordinate",
                "static MLNMapView.centerAnchoredGestureKinds"
            ),
            tomtom: .none(noCentreSwitch("TomTom")),
            rm: .hand(
                "route-me centres the double tap alone: set zoomingInPivotsAroundCenter (its two-finger tap always zooms about the centre; its pinch stays about the fingers)."
            ),
            differences: ["centeredGestures"]),
        .only(
            .maplibre, "gestures.panAxis", .property,
            "Which directions a one-finger pan (and its drift) moves the map.",
            .same("MLNMapView.panScrollingMode"), others: noPanAxis, differences: ["panAxis"]),
        .only(
            .maplibre, "gestures.panAxis.type", .type, "MapLibre's pan directions.", .same("MLNPanScrollingMode"),
            others: noPanAxis),
        .only(
            .maplibre, "gestures.panAxis.cases", .value, "MapLibre's pan directions: horizontal, vertical, both.",
            .hand(
                "MapLibre's pan directions.", "static MLNPanScrollingMode.horizontal",
                "static MLNPanScrollingMode.vertical", "static MLNPanScrollingMode.`default`"),
            others: noPanAxis),
        .only(
            .maplibre, "gestures.panAxis.core", .method,
            "Converts MapLibre's pan directions to and from a core PanAxis.",
            .hand(
                "MapLibre converts with MLNPanScrollingMode(_:) and panAxis.", "MLNPanScrollingMode.init(_:)",
                "~MLNPanScrollingMode.panAxis"),
            others: noPanAxis),
        .only(
            .naver, "gestures.longTapping", .property, "Whether a long press is under way.",
            .same("NMFMapView.isLongTapping"),
            others: "{style} does not expose it. Track the long-press callback's start and the next touch-up."),
    ]
}
