extension APIMap {
    /// MapLibre draws a line or an area as a shape annotation (MLNPolyline.h, MLNPolygon.h: `MLNShape`, an
    /// `MLNAnnotation`) put on the map and taken off it as any annotation is (MLNMapView.h `addAnnotation(_:)`,
    /// `removeAnnotations(_:)`).
    static let mapLibreShapesAreAnnotations =
        "MapLibre draws the shape as an annotation: addAnnotation(_:) with the MLNPolyline or MLNPolygon"

    /// What the other styles write for an overlay list kept by the map view.
    static let overlayReasons: [PortingStyle: String] = [
        .naver:
            "NAVER puts an overlay on the map by setting its mapView (NMFOverlay.h) and keeps no list of a map's overlays: keep the app's own.",
        .tomtom:
            "TomTom adds each shape with its own call (addLine(options:), addPolygon(options:), addCircle(options:)), which returns the shape to remove later.",
        .rm:
            "route-me draws a shape as an annotation (RMShapeAnnotation) put on the map with addAnnotation(_:).",
    ]

    /// A map view's own list of drawn shapes, as MapKit keeps it (`MKMapView.addOverlay(_:)`, `addOverlays(_:)`,
    /// `removeOverlay(_:)`, `removeOverlays(_:)`, `overlays`), written in MapLibre as the shape annotations they
    /// are. The described styles spell the source side; the removal of every overlay comes before the removal of a
    /// list, whose spelling it contains.
    static let overlayConcepts: [APIConcept] = [
        shapeFromBuffer("shape.line.make", "Makes a line through a buffer of positions.", "MLNPolyline"),
        shapeFromBuffer("shape.polygon.make", "Makes an area bounded by a buffer of positions.", "MLNPolygon"),
        overlay(
            "overlay.removeAll", "Takes every shape off the map.",
            "$map.removeAnnotations(($map.annotations ?? []).filter { $0 is MLNOverlay })"),
        overlay("overlay.add", "Draws a shape on the map.", "$map.addAnnotation($arg1)"),
        overlay("overlay.addAll", "Draws several shapes on the map.", "$map.addAnnotations($arg1)"),
        overlay("overlay.remove", "Takes a shape off the map.", "$map.removeAnnotation($arg1)"),
        overlay("overlay.removeList", "Takes several shapes off the map.", "$map.removeAnnotations($arg1)"),
        overlay(
            "overlay.fit", "Shows a whole shape, inside insets.",
            "$map.setVisibleCoordinateBounds($arg1.overlayBounds, edgePadding: $arg2, animated: $arg3)"),
        overlay(
            "overlay.fitWhole", "Shows a whole shape.",
            "$map.setVisibleCoordinateBounds($arg1.overlayBounds, animated: $arg2)"),
        APIConcept(
            "overlay.renderer", .delegateMethod, "The delegate gives the object that paints each drawn shape.",
            spellings: [:],
            gaps: overlayReasons.merging([.maplibre: mapLibreShapePaint]) { first, _ in first }),
    ]

    /// MapLibre asks its delegate for each paint property of a shape annotation (MLNMapViewDelegate.h
    /// `mapView:strokeColorForShapeAnnotation:`, `mapView:lineWidthForPolylineAnnotation:`,
    /// `mapView:fillColorForPolygonAnnotation:`, `mapView:alphaForShapeAnnotation:`), where MapKit returns one
    /// renderer that holds them all.
    static let mapLibreShapePaint =
        "MapLibre has no renderer: it asks its delegate for each paint property of a shape annotation, mapView(_:strokeColorForShapeAnnotation:) -> UIColor, mapView(_:lineWidthForPolylineAnnotation:) -> CGFloat, mapView(_:fillColorForPolygonAnnotation:) -> UIColor and mapView(_:alphaForShapeAnnotation:) -> CGFloat (MLNMapViewDelegate.h). Write one method per property the renderer sets, each testing the shape as the renderer tests the overlay."

    /// A shape made from a buffer of positions and their count, written in MapLibre as `type` with its count
    /// converted: MLNPolyline.h and MLNPolygon.h take an `NSUInteger` count (`UInt`), MapKit an `Int`.
    private static func shapeFromBuffer(_ id: String, _ summary: String, _ type: String) -> APIConcept {
        .only(
            .maplibre, id, .method, summary,
            Side(
                members: [], spelling: APISpelling("\(type)(coordinates: $arg1, count: UInt($arg2))", isSearched: false)
            ),
            others:
                "{style} makes a shape from an array of positions, not from a buffer and a count: make it from the array by hand."
        )
    }

    /// An overlay concept written in MapLibre as `template` (never searched: it is an annotation call, found as one).
    private static func overlay(_ id: String, _ summary: String, _ template: String) -> APIConcept {
        .only(
            .maplibre, id, .method, summary,
            Side(members: [], spelling: APISpelling(template, review: nil, isSearched: false)),
            reasons: overlayReasons)
    }
}
