extension APIMap {
    static let rmShapes =
        "route-me draws a shape in an annotation's layer: an RMShape returned from mapView(_:layerFor:). Port it by hand."

    /// The shape types, which ``ShapeConstruction`` makes the target's way: NAVER's overlays (NMFPolylineOverlay.h,
    /// NMFPolygonOverlay.h, NMFCircleOverlay.h), MapLibre's shape annotations (MLNPolyline.h, MLNPolygon.h) and
    /// TomTom's `Line`, `Polygon` and `Circle` (TomTomSDKMapDisplay).
    static let shapeConcepts: [APIConcept] = [
        APIConcept(
            "shape.line.type", .type, "A line the app draws through positions.",
            spellings: [.naver: "NMFPolylineOverlay", .maplibre: "MLNPolyline", .tomtom: "Line"],
            gaps: [.rm: rmShapes],
            members: [.naver: ["NMFPolylineOverlay"], .maplibre: ["MLNPolyline"], .tomtom: ["Line"]]),
        APIConcept(
            "shape.polygon.type", .type, "A filled area the app draws.",
            spellings: [.naver: "NMFPolygonOverlay", .maplibre: "MLNPolygon", .tomtom: "Polygon"],
            gaps: [.rm: rmShapes],
            members: [.naver: ["NMFPolygonOverlay"], .maplibre: ["MLNPolygon"], .tomtom: ["Polygon"]]),
        APIConcept(
            "shape.circle.type", .type, "A disc of a radius in metres the app draws.",
            spellings: [.naver: "NMFCircleOverlay", .tomtom: "Circle"],
            gaps: [
                .maplibre:
                    "MapLibre has no circle annotation: draw an MLNPolygon around the centre, or a circle style layer.",
                .rm: rmShapes,
            ],
            members: [.naver: ["NMFCircleOverlay"], .tomtom: ["Circle"]]),
    ]
}
