import Foundation

extension APIMap {
    /// TomTom members added for real client code that no cross-style concept covers yet: each is mapped here
    /// (usually with `APIConcept.only(.tomtom, …)`) so that the coverage check accounts for it, until a concept
    /// that spans the styles takes it over.
    static let tomTomSurfaceConcepts: [APIConcept] =
        tomTomViewConcepts + tomTomCameraConcepts + tomTomShapeConcepts + tomTomRouteConcepts

    static let tomTomOnlyView =
        "{style} has no view that hands over its map later. Make the map view itself and set it up at once."

    /// MapView, its options and its delegate.
    static let tomTomViewConcepts: [APIConcept] = [
        .only(
            .tomtom, "tomtom.mapView", .type, "TomTom's map view, which hands over its TomTomMap when ready.",
            .hand(
                "TomTom makes MapView() or MapView(mapOptions:) and gets the map in mapView(_:onMapReady:).",
                "~MapView", "MapView.init(mapOptions:)",
                "MapView.init(mapOptions:profile:frame:)",
                "~MapView.init(coder:)", "MapView.getMapAsync(_:)",
                // Not searched: the porter keeps the closure and ports the map read through its parameter
                // (`closureParameterRoles` in PortingStyle+BuiltIn.swift).
                "~MapView.onMapReadyCallback",
                "~MapView.mapOptions", "~MapView.delegate",
                "~MapView.handle(_:)", "~MapView.advance(by:)", "~MapView.boundsDidChangeSize()",
                "~MapView.addGestureRecognizer(_:)", "~MapView.removeGestureRecognizer(_:)", "MapView.cameraUpdate"),
            others: tomTomOnlyView),
        .only(
            .tomtom, "tomtom.mapOptions", .type, "The style, key and first camera a TomTom map view starts with.",
            .hand(
                "TomTom passes MapOptions(mapStyle:apiKey:cameraUpdate:styleMode:) to MapView(mapOptions:).",
                "MapOptions", "MapOptions.init(mapStyle:apiKey:cameraUpdate:styleMode:)", "~MapOptions.mapStyle",
                "~MapOptions.apiKey", "~MapOptions.cameraUpdate", "~MapOptions.styleMode", "StyleContainer",
                "StyleContainer.init(name:)", "~StyleContainer.name", "static StyleContainer.defaultStyle",
                "static StyleContainer.drivingStyle", "StyleMode", "static StyleMode.main", "static StyleMode.dark",
                "MapLoadError", "~MapLoadError.message", "~MapLoadError.description"),
            others: "{style} takes its start camera and style on the map view itself."),
        .only(
            .tomtom, "tomtom.mapViewDelegate", .delegateMethod, "Told when the map is ready, failed or styled.",
            .hand(
                "TomTom implements MapViewDelegate: mapView(_:onMapReady:), onLoadFailed, onStyleLoad.",
                "~MapViewDelegate", "func MapViewDelegate.mapView(_:onMapReady:)",
                "func MapViewDelegate.mapView(_:onLoadFailed:)", "func MapViewDelegate.mapView(_:onStyleLoad:)"),
            others: tomTomOnlyView),
        .only(
            .tomtom, "tomtom.controls.compassPolicy", .property, "When the compass shows: always, never, when turned.",
            .hand(
                "TomTom sets MapView.compassButtonVisibilityPolicy.", "MapView.compassButtonVisibilityPolicy",
                "MapView.CompassButtonVisibilityPolicy", "static MapView.CompassButtonVisibilityPolicy.hidden",
                "static MapView.CompassButtonVisibilityPolicy.visible",
                "static MapView.CompassButtonVisibilityPolicy.visibleWhenNeeded"),
            others: "{style} switches its compass on or off (controls.compass)."),
        .only(
            .tomtom, "tomtom.controls.viewSwitches", .property, "The scale view, the logo and the content insets.",
            .hand(
                "TomTom sets them on MapView.", "MapView.isScaleViewVisible", "MapView.isLogoVisible"),
            others: "{style} has its own switches for its scale bar and insets."),
    ]

    /// Tracking, the visible region, limits and the default animation.
    static let tomTomCameraConcepts: [APIConcept] = [
        .only(
            .tomtom, "tomtom.cameraTrackingMode", .property, "How the camera follows the user's location.",
            .hand(
                "TomTom sets cameraTrackingMode and hears .trackingModeChanged in map(_:onCameraEvent:).",
                "static CameraTrackingMode.followRouteNorthUp()", "static CameraTrackingMode.followRouteDirection()",
                "~static CameraTrackingMode.follow", "~static CameraTrackingMode.followRoute",
                "~CameraTrackingMode.name", "~CameraTrackingMode.description"),
            others: "{style} sets its own tracking mode (userTrackingMode or positionMode)."),
        .only(
            .tomtom, "tomtom.visibleRegion", .property, "The four corners of what the map shows.",
            .hand(
                "TomTom reads visibleRegion.", "TomTomMap.visibleRegion", "VisibleRegion",
                "VisibleRegion.init(farLeft:farRight:nearLeft:nearRight:)", "~VisibleRegion.farLeft",
                "~VisibleRegion.farRight", "~VisibleRegion.nearLeft", "~VisibleRegion.nearRight"),
            reasons: [
                // NMFMapView.h `coveringRegion` and `coveringBounds`.
                .naver:
                    "NAVER gives the visible area as coveringRegion (an NMGPolygon of its corners) or coveringBounds (an NMGLatLngBounds).",
                .maplibre:
                    "MapLibre gives the visible area as visibleCoordinateBounds, or each corner with convert(_:toCoordinateFrom:).",
                .rm: "route-me gives the visible area as latitudeLongitudeBoundingBox() (an RMSphericalTrapezium).",
            ]),
        .only(
            .tomtom, "tomtom.zoomRange", .value, "The zooms TomTom's camera accepts, 0 to 22.",
            .hand("TomTom documents 0…22.", "~TomTomZoomScale.range"),
            others: "{style} documents its own zoom range."),
        .only(
            .tomtom, "tomtom.applyCamera.default", .method, "Animates a camera update over the default duration.",
            .hand(
                "TomTom calls applyCamera(_:completion:) (one second).", "TomTomMap.applyCamera(_:completion:)"),
            others: "{style} animates with its own default duration."),
    ]

    /// Lines, polygons, circles and what markers gained; the location observer's permission callback.
    static let tomTomShapeConcepts: [APIConcept] = [
        .only(
            .tomtom, "tomtom.shapes", .method, "Lines, polygons and circles that report taps as annotations.",
            .hand(
                "TomTom adds them with addLine/addPolygon/addCircle(options:) and hears .tappedOnAnnotation.",
                "TomTomMap.addLine(options:)", "TomTomMap.addPolygon(options:)", "TomTomMap.addCircle(options:)",
                "TomTomMap.annotations", "ShapeAnnotation", "~ShapeAnnotation.sceneItemID", "~ShapeAnnotation.tag",
                "~ShapeAnnotation.isSelected", "~ShapeAnnotation.isSelectable", "~Line.coordinates",
                "LineOptions", "LineOptions.init(coordinates:)", "~LineOptions.coordinates", "~LineOptions.lineWidth",
                "~LineOptions.lineColor", "~LineOptions.isSelectable", "~LineOptions.tag",
                "~Polygon.coordinates", "PolygonOptions", "PolygonOptions.init(coordinates:)",
                "~PolygonOptions.coordinates", "~PolygonOptions.fillColor", "~PolygonOptions.outlineColor",
                "~PolygonOptions.outlineWidth", "~PolygonOptions.isSelectable", "~PolygonOptions.tag",
                "~Circle.coordinate", "~Circle.radius", "CircleOptions",
                "CircleOptions.init(coordinate:radius:fillColor:)",
                "~CircleOptions.coordinate", "~CircleOptions.radius", "~CircleOptions.fillColor",
                "~CircleOptions.outlineColor", "~CircleOptions.outlineWidth", "~CircleOptions.isSelectable",
                "~CircleOptions.tag"),
            others:
                "{style} makes shapes its own way: options made, looked and added in one place port (shape.line.type); port this by hand."
        ),
        .only(
            .tomtom, "tomtom.marker.mutable", .property, "A marker's visibility, image, anchor, selectability and id.",
            .hand(
                "TomTom sets them on Marker and MarkerOptions.", "~Marker.image",
                "~Marker.placementAnchor", "MarkerOptions.init(coordinate:pinImage:tag:)",
                "~MarkerOptions.isSelectable", "~MarkerOptions.pinImageURI", "~Annotation.isSelectable",
                "~Annotation.annotationID", "~Marker.annotationID", "~ShapeAnnotation.annotationID"),
            others: "{style} sets its own marker properties."),
        .only(
            .tomtom, "tomtom.location.authorization", .delegateMethod, "The app's location permission changed.",
            .hand(
                "TomTom's providers call onAuthorizationStatusChanged(isGranted:) on their observers.",
                "func LocationUpdateObserver.onAuthorizationStatusChanged(isGranted:)"),
            others: "{style} reports permission through its own location manager."),
    ]
}
