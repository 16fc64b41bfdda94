extension APIMap {
    static let oneInteractionMethod =
        "TomTom has one map(_:onInteraction:) per delegate: if the type now has several, merge their bodies into one switch"

    /// TomTom's spelling of a route-me tap callback: the `map(_:onInteraction:)` switch with one case whose
    /// coordinate is turned back into the point route-me passes.
    static func interactionCase(_ name: String) -> APISpelling {
        APISpelling(
            "func map(_ $map: TomTomMap, onInteraction interaction: MapInteraction) { switch interaction { case .\(name)(let coordinate): if let $point = $map.pointForCoordinate(coordinate: coordinate) { _ = $point; do $body } default: break } }",
            review: oneInteractionMethod)
    }

    /// TomTom's spelling of a NAVER touch-delegate callback: an `if case` on the interaction, with the point
    /// NAVER passes computed from the coordinate.
    static func touchCase(_ name: String) -> APISpelling {
        APISpelling(
            "func map(_ $map: TomTomMap, onInteraction interaction: MapInteraction) { if case .\(name)(let $coordinate) = interaction, let point = $map.pointForCoordinate(coordinate: $coordinate) { _ = point; do $body } }",
            review: oneInteractionMethod)
    }

    /// Where each style comes nearest to TomTom's `.interactionStarted`: the start of a gesture's camera move
    /// (NMFMapViewCameraDelegate.h, MLNMapViewDelegate.h, RMMapViewDelegate.h).
    static let noTouchDown: [PortingStyle: String] = [
        .naver:
            "NAVER reports no touch-down: the nearest is mapView(_:cameraWillChangeByReason:animated:) with reason NMFMapChangedByGesture.",
        .maplibre:
            "MapLibre reports no touch-down: the nearest is mapView(_:regionWillChangeWith:animated:) with a gesture reason, or a recognizer of the app's.",
        .rm: "route-me reports no touch-down: the nearest is beforeMapMove(_:byUser:) with byUser true.",
    ]

    /// Taps and presses on the map, as callbacks: NAVER's touch delegate and route-me's delegate methods
    /// against the cases of TomTom's `map(_:onInteraction:)`.
    static let interactionConcepts: [APIConcept] = [
        APIConcept(
            "tap.map.touch", .delegateMethod, "The map itself was tapped, reported to NAVER's touch delegate.",
            naver: .spelled(
                "func mapView(_ $map: NMFMapView, didTapMap $coordinate: NMGLatLng, point: CGPoint) $body",
                "func NMFMapViewTouchDelegate.mapView(_:didTapMap:point:)"),
            maplibre: .none("MapLibre has no map-tap callback. Add a fallback tap recognizer."),
            tomtom: Side(members: [], spelling: touchCase("tapped")),
            rm: .hand("route-me reports it as singleTap(onMap:at:) with the point only.")),
        APIConcept(
            "tap.longPress.touch", .delegateMethod, "A long press reached the map, reported to NAVER's touch delegate.",
            naver: .spelled(
                "func mapView(_ $map: NMFMapView, didLongTapMap $coordinate: NMGLatLng, point: CGPoint) $body",
                "func NMFMapViewTouchDelegate.mapView(_:didLongTapMap:point:)"),
            maplibre: .none("MapLibre has no long-press callback. Add a long-press recognizer."),
            tomtom: Side(members: [], spelling: touchCase("longPressed")),
            rm: .hand("route-me reports it as longPress(onMap:at:) with the point only.")),
        APIConcept(
            "tap.longPress", .delegateMethod, "A long press reached the map, reported with the point.",
            naver: .hand("NAVER reports it as mapView(_:didLongTapMap:point:) on the touch delegate."),
            maplibre: .none("MapLibre has no long-press callback. Add a long-press recognizer."),
            tomtom: Side(members: ["~static MapInteraction.longPressed"], spelling: interactionCase("longPressed")),
            rm: .spelled(
                "func longPress(onMap $map: RMMapView!, at $point: CGPoint) $body",
                "func RMMapViewDelegate.longPress(onMap:at:)")),
        APIConcept(
            "tap.double", .delegateMethod, "A double tap reached the map (it also zooms).",
            // NMFMapViewTouchDelegate.h has no double tap on iOS (Android's NaverMap.OnMapDoubleTapListener);
            // MLNCameraChangeReason.h `MLNCameraChangeReasonGestureZoomIn` ("one finger double tap").
            naver: .none(
                "NAVER reports no double tap on iOS: the zoom it causes arrives as a camera change with reason NMFMapChangedByGesture, without the tap's position."
            ),
            maplibre: .none(
                "MapLibre reports no double tap itself: the zoom it causes arrives in mapView(_:regionWillChangeWith:animated:) with reason .gestureZoomIn, without the tap's position."
            ),
            tomtom: Side(members: ["~static MapInteraction.doubleTapped"], spelling: interactionCase("doubleTapped")),
            rm: .spelled(
                "func doubleTap(onMap $map: RMMapView!, at $point: CGPoint) $body",
                "func RMMapViewDelegate.doubleTap(onMap:at:)"),
            differences: ["doubleTapZoom"]),
        APIConcept(
            "tap.twoFinger", .delegateMethod, "A two-finger tap reached the map (it also zooms out).",
            naver: .none(
                "NAVER reports no two-finger tap on iOS: the zoom-out it causes arrives as a camera change with reason NMFMapChangedByGesture, without the tap's position."
            ),
            // MLNCameraChangeReason.h `MLNCameraChangeReasonGestureZoomOut` ("two finger single tap").
            maplibre: .none(
                "MapLibre reports no two-finger tap itself: the zoom-out it causes arrives in mapView(_:regionWillChangeWith:animated:) with reason .gestureZoomOut, without the tap's position."
            ),
            tomtom: Side(
                members: ["~static MapInteraction.tappedWithTwoFingers"],
                spelling: interactionCase("tappedWithTwoFingers")),
            rm: .spelled(
                "func singleTapTwoFingers(onMap $map: RMMapView!, at $point: CGPoint) $body",
                "func RMMapViewDelegate.singleTapTwoFingers(onMap:at:)"),
            differences: ["twoFingerTapZoom", "twoFingerTapAnchor"]),
        .only(
            .tomtom, "interaction.type", .type, "TomTom's description of one user interaction.",
            .same("MapInteraction"),
            others: "{style} has one delegate method per interaction. Split the switch into those methods."),
        .only(
            .tomtom, "interaction.started", .value, "A finger touched the map while none was down.",
            .hand("TomTom reports `.interactionStarted`.", "~static MapInteraction.interactionStarted"),
            reasons: noTouchDown),
        APIConcept(
            "interaction.locationMarker", .value, "The user-location marker was tapped.",
            naver: .hand(
                "NAVER asks the location overlay's handler: set locationOverlay.touchHandler and return true to consume the tap (without a handler the tap passes through to the map)."
            ),
            // MLNMapView.mm `annotationForGestureRecognizer:persistingResults:` returns the user location when its view
            // is hit, and the tap selects it.
            maplibre: .hand(
                "MapLibre selects the user location when its marker is tapped: mapView(_:didSelect:) is called with the MLNUserLocation (test `annotation is MLNUserLocation`)."
            ),
            tomtom: .hand(
                "TomTom reports `.tappedOnLocationMarker(coordinate:)` in map(_:onInteraction:); the map's tap does not follow.",
                "~static MapInteraction.tappedOnLocationMarker"),
            // RMMapView.m `handleSingleTap:` → `tapOnAnnotation:atPoint:` with the RMUserLocation annotation.
            rm: .hand(
                "route-me reports a tap on the location marker as tap(on:onMap:) with its RMUserLocation annotation (test annotation.isUserLocationAnnotation)."
            ),
            differences: ["locationMarkerRadius"]),
        APIConcept(
            "interaction.recenterButton", .value, "The current-location button was tapped.",
            naver: .none("NAVER reports no button taps; the button steps the position mode. Read positionMode."),
            maplibre: .none("MapLibre has no location button."),
            tomtom: .hand("TomTom reports `.tappedOnRecenterButton`.", "~static MapInteraction.tappedOnRecenterButton"),
            rm: .none("route-me has no location button.")),
        APIConcept(
            "interaction.gesturePhase", .value, "A pan, pinch, rotation or tilt began, changed or ended.",
            naver: .hand("NAVER reports gesture moves as camera changes with reason NMFMapChangedByGesture."),
            maplibre: .hand("MapLibre reports gesture moves as region changes with a gesture reason."),
            tomtom: .hand(
                "TomTom reports `.panned`, `.pinched`, `.rotated` and `.tilted` with a GestureState.",
                "~static MapInteraction.panned", "~static MapInteraction.pinched", "~static MapInteraction.rotated",
                "~static MapInteraction.tilted"),
            rm: .hand("route-me reports gesture moves as beforeMapMove/afterMapMove with byUser: true.")),
        APIConcept(
            "interaction.annotationTap", .value, "A tap hit an annotation or marker.",
            naver: .hand("NAVER calls the overlay's touchHandler."),
            maplibre: .hand("MapLibre selects the annotation: implement mapView(_:didSelect:)."),
            tomtom: .hand(
                "TomTom reports `.tappedOnAnnotation(annotation:coordinate:)`.",
                "~static MapInteraction.tappedOnAnnotation"),
            rm: .hand(
                "route-me reports tap(on:onMap:) (and tapOnLabel(for:onMap:) for its label).",
                "func RMMapViewDelegate.tap(on:onMap:)",
                "func RMMapViewDelegate.tapOnLabel(for:onMap:)")),
        .only(
            .rm, "interaction.annotationDoubleTap", .delegateMethod, "An annotation (or its label) was double-tapped.",
            .hand(
                "route-me's annotation double taps.", "func RMMapViewDelegate.doubleTap(on:onMap:)",
                "func RMMapViewDelegate.doubleTapOnLabel(for:onMap:)"),
            reasons: [
                .naver: "NAVER's overlays hear single taps only (touchHandler). Drop the method.",
                .maplibre:
                    "MapLibre reports no double tap on an annotation: a double tap zooms the map. Add a double-tap recognizer to the annotation view.",
                .tomtom:
                    "TomTom reports no double tap on a marker: .doubleTapped(coordinate:) in map(_:onInteraction:) is the map's.",
            ]),
        APIConcept(
            "interaction.annotationLongPress", .delegateMethod, "A long press hit an annotation.",
            naver: .none(
                "NAVER's overlays hear taps only: a long press on one reaches the map's mapView(_:didLongTapMap:point:)."
            ),
            maplibre: .none(
                "MapLibre reports no long press on an annotation: it starts a drag when the annotation view is draggable. Add a long-press recognizer to the annotation view."
            ),
            tomtom: .hand("TomTom reports it as `.tappedOnAnnotation` as well."),
            rm: .same("func RMMapViewDelegate.longPress(on:onMap:)")),
    ]
}
