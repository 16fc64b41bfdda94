extension APIMap {
    /// route-me's shape annotations (RMPolylineAnnotation.h, RMPolygonAnnotation.h, RMCircleAnnotation.h), whose
    /// layer route-me makes itself, or an RMShape layer of the app's (RMShape.h).
    static let routeMeLine =
        "route-me draws a line as an RMPolylineAnnotation(mapView:points:), its points CLLocations (lineColor, lineWidth), or as an annotation whose layer is an RMShape from mapView(_:layerFor:). Port it by hand."
    static let routeMePolygon =
        "route-me draws a polygon as an RMPolygonAnnotation(mapView:points:interiorPolygons:), its points CLLocations and its holes interior polygon annotations (fillColor, lineColor), or as an RMShape layer. Port it by hand."
    static let routeMeCircle =
        "route-me draws a circle as an RMCircleAnnotation(mapView:centerCoordinate:radiusInMeters:), or as an RMCircle layer from mapView(_:layerFor:). Port it by hand."

    /// The shape types, which ``ShapeConstruction`` makes the target's way: NAVER's overlays (NMFPolylineOverlay.h,
    /// NMFPolygonOverlay.h, NMFCircleOverlay.h), MapLibre's shape annotations (MLNPolyline.h, MLNPolygon.h) and
    /// TomTom's `Line`, `Polygon` and `Circle` (TomTomSDKMapDisplay).
    static let shapeConcepts: [APIConcept] = [
        APIConcept(
            "shape.line.type", .type, "A line the app draws through positions.",
            spellings: [.naver: "NMFPolylineOverlay", .maplibre: "MLNPolyline", .tomtom: "Line"],
            gaps: [.rm: routeMeLine],
            members: [
                .naver: ["NMFPolylineOverlay"], .maplibre: ["MLNPolyline"], .tomtom: ["Line"],
                .rm: [
                    "RMPolylineAnnotation", "RMShapeAnnotation", "RMShapeAnnotation.init(mapView:points:)",
                    "~RMShapeAnnotation.points", "~RMShapeAnnotation.lineColor", "~RMShapeAnnotation.lineWidth",
                    "~RMShapeAnnotation.fillColor", "~RMShapeAnnotation.layer",
                ],
            ]),
        APIConcept(
            "shape.polygon.type", .type, "A filled area the app draws.",
            spellings: [.naver: "NMFPolygonOverlay", .maplibre: "MLNPolygon", .tomtom: "Polygon"],
            gaps: [.rm: routeMePolygon],
            members: [
                .naver: ["NMFPolygonOverlay"], .maplibre: ["MLNPolygon"], .tomtom: ["Polygon"],
                .rm: [
                    "RMPolygonAnnotation", "RMPolygonAnnotation.init(mapView:points:)",
                    "RMPolygonAnnotation.init(mapView:points:interiorPolygons:)",
                    "~RMPolygonAnnotation.interiorPolygons",
                ],
            ]),
        APIConcept(
            "shape.circle.type", .type, "A disc of a radius in metres the app draws.",
            spellings: [.naver: "NMFCircleOverlay", .tomtom: "Circle"],
            gaps: [
                .maplibre:
                    "MapLibre has no circle annotation: draw an MLNPolygon around the centre, or an MLNCircleStyleLayer over an MLNShapeSource.",
                .rm: routeMeCircle,
            ],
            members: [
                .naver: ["NMFCircleOverlay"], .tomtom: ["Circle"],
                .rm: [
                    "RMCircleAnnotation", "RMCircleAnnotation.init(mapView:centerCoordinate:radiusInMeters:)",
                    "~RMCircleAnnotation.centerCoordinate", "~RMCircleAnnotation.radiusInMeters",
                    "~RMCircleAnnotation.lineWidthInPixels", "~RMCircleAnnotation.lineWidth",
                    "~RMCircleAnnotation.lineColor", "~RMCircleAnnotation.fillColor",
                ],
            ]),
    ]
}
