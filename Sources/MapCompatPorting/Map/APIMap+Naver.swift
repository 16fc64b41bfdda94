extension APIMap {
    static let noShapes =
        "{style} makes shapes its own way (shape.line.type, shape.polygon.type, shape.circle.type): a shape made and added in one place ports; set this member there by hand."
    /// What each style has instead of NAVER's pick calls (NMFMapView.h `pick:` and `pickAll:withTolerance:`):
    /// MapLibre's visible annotations and features (MLNMapView.h), TomTom's rendered features
    /// (RenderedFeatureActions), route-me's annotations on screen (RMMapView.h).
    static let noPick: [PortingStyle: String] = [
        .maplibre:
            "MapLibre has no pick call: find annotations with visibleAnnotations(in:) on a small rectangle around the point, and the style's features with visibleFeatures(at:).",
        .tomtom:
            "TomTom has no pick call for annotations (a tap on one arrives as .tappedOnAnnotation); mapFeatures(coordinate:) lists the rendered features at a coordinate, topmost first.",
        .rm:
            "route-me has no pick call: test the annotations of visibleAnnotations, converting each coordinate with coordinate(toPixel:).",
    ]

    /// NAVER's delegates as properties, and what only NAVER has: shapes, basemap symbols, picking, indoor
    /// maps.
    static let naverOnlyConcepts: [APIConcept] = [
        APIConcept(
            "map.delegate", .property, "The map's main delegate, held weakly.",
            naver: .same("NMFMapView.delegate"), maplibre: .same("MLNMapView.delegate"),
            tomtom: .same("TomTomMap.delegate"),
            rm: .same("RMMapView.delegate")),
        .only(
            .naver, "map.touchDelegate", .property, "NAVER's delegate for map, long-press and symbol taps.",
            .same("NMFMapView.touchDelegate"),
            others: "{style} reports taps to its main delegate. Set `delegate` and move the tap methods there."),
        // The other styles have no handler type, but a port keeps NAVER's handlers in a table of closures that the
        // target's annotation-tap callback runs (see overlay.touchHandler): a handler made a constant first takes
        // the table's closure type.
        APIConcept(
            "overlay.touchHandlerType", .type, "The closure type of an overlay's tap handler.",
            naver: .same("NMFOverlayTouchHandler"),
            maplibre: .handlerTableClosure("(any MLNAnnotation) -> Bool"),
            tomtom: .handlerTableClosure("(any Annotation) -> Bool"), rm: .handlerTableClosure("(RMAnnotation) -> Bool")
        ),
        .only(
            .naver, "overlay.zoomRange", .property, "The zooms between which an overlay shows.",
            .hand(
                "NAVER's per-overlay zoom range.", "~NMFOverlay.minZoom", "~NMFOverlay.maxZoom", "NMF_MIN_ZOOM",
                "NMF_MAX_ZOOM"),
            others: "{style} shows annotations at every zoom. Hide or remove them from a camera callback."),
        .only(
            .naver, "overlay.zIndexDefaults", .value, "NAVER's default global z-indices and automatic marker size.",
            .hand(
                "NAVER's defaults.", "NMF_MARKER_GLOBAL_Z_INDEX", "NMF_SHAPE_GLOBAL_Z_INDEX", "NMF_MARKER_SIZE_AUTO",
                "static NMFLocationOverlay.defaultGlobalZIndex"),
            others: "{style} has no such constant. Use the order annotations are added in."),
        .only(
            .naver, "overlay.polyline", .type, "A line overlay through points.",
            .hand(
                "NAVER's polyline.", "NMFPolylineOverlay.init(_:)", "~NMFPolylineOverlay.line",
                "~NMFPolylineOverlay.width"), others: noShapes),
        .only(
            .naver, "overlay.polygon", .type, "A filled polygon overlay with holes.",
            .hand(
                "NAVER's polygon.", "NMFPolygonOverlay.init(_:)",
                "~NMFPolygonOverlay.polygon"), others: noShapes),
        .only(
            .naver, "overlay.circle", .type, "A circle overlay of a radius in metres.",
            .hand(
                "NAVER's circle.", "NMFCircleOverlay.init(_:radius:)", "~NMFCircleOverlay.center",
                "~NMFCircleOverlay.radius"), others: noShapes),
        .only(
            .naver, "symbol.type", .type, "A basemap symbol (a labelled place on the base map).",
            .hand("NAVER's symbol.", "NMFSymbol", "~NMFSymbol.caption", "~NMFSymbol.identifier", "~NMFSymbol.position"),
            reasons: [
                .maplibre:
                    "MapLibre's base-map labels are style features: read them with visibleFeatures(at:) (MLNFeature, its attributes) in the app's own tap recognizer.",
                .tomtom:
                    "TomTom's base-map labels are rendered features: read them with mapFeatures(coordinate:) (RenderedFeature, its styleLayerID and properties).",
                .rm: "route-me draws raster tiles: its base map has no labels to read. Drop the code that reads them.",
            ]),
        // The adapters' stand-ins for a labelled place of the base map (the style's data, which a real app does not
        // add, put there for scripted taps): NAVER's basemap symbol, MapLibre's basemap symbol, TomTom's style label.
        APIConcept(
            "symbol.add", .method, "Puts a basemap symbol on the map (a MapCompat addition for scripted taps).",
            spellings: [
                .naver: "$map.addBasemapSymbol(id: $id, caption: $caption, position: $position)",
                .maplibre: "$map.addBasemapSymbol(identifier: $id, caption: $caption, coordinate: $position)",
                .tomtom: "$map.addStyleLabel(identifier: $id, caption: $caption, coordinate: $position)",
            ],
            gaps: [
                .rm: "route-me draws raster tiles: its base map has no labels to add. Drop the line."
            ],
            members: [
                .naver: ["NMFMapView.addBasemapSymbol(id:caption:position:size:hidden:zIndex:globalZIndex:)"],
                .maplibre: [
                    "MLNMapView.addBasemapSymbol(identifier:caption:coordinate:size:layerIdentifier:hidden:zIndex:)"
                ],
                .tomtom: ["TomTomMap.addStyleLabel(identifier:caption:coordinate:size:styleLayerID:hidden:zIndex:)"],
            ]),
        .only(
            .naver, "pick.one", .method, "The topmost overlay or symbol at a point.", .same("NMFMapView.pick(_:)"),
            reasons: noPick, differences: ["hitTolerance"]),
        .only(
            .naver, "pick.all", .method, "Every overlay or symbol at a point within a tolerance.",
            .same("NMFMapView.pickAll(_:withTolerance:)"), reasons: noPick, differences: ["hitTolerance"]),
        .only(
            .naver, "pick.tolerance", .property, "The tap tolerance around overlays, in points; settable.",
            .same("NMFMapView.pickTolerance"),
            others:
                "{style} has no tap-tolerance setting: it decides itself how near a tap must be. Drop the line, or widen the image that takes the taps.",
            differences: ["hitTolerance"]),
        .only(
            .naver, "pick.pickable", .type, "What pick returns: an overlay or a symbol.", .same("NMFPickable"),
            reasons: noPick),
        .only(
            .naver, "indoor.enabled", .property, "Whether indoor maps show.", .same("NMFMapView.isIndoorMapEnabled"),
            reasons: noIndoorMaps),
        .only(
            .naver, "indoor.addZone", .method, "Puts an indoor zone with levels on the base map.",
            .same("NMFMapView.addBasemapIndoorZone(zoneID:bounds:levels:defaultLevel:minZoom:)"), reasons: noIndoorMaps),
        .only(
            .naver, "indoor.selection", .property, "The indoor zone and level shown, if any.",
            .hand(
                "NAVER's indoor selection.", "NMFMapView.indoorSelection", "NMFIndoorSelection",
                "~NMFIndoorSelection.zoneIndex", "~NMFIndoorSelection.levelIndex", "~NMFIndoorSelection.zone",
                "~NMFIndoorSelection.level"), reasons: noIndoorMaps),
        .only(
            .naver, "indoor.delegate", .delegateMethod, "Observes the indoor selection.",
            .hand(
                "NAVER's indoor observers.", "NMFIndoorSelectionDelegate",
                "func NMFIndoorSelectionDelegate.indoorSelectionDidChanged(_:)",
                "NMFMapView.addIndoorSelectionDelegate(delegate:)",
                "NMFMapView.removeIndoorSelectionDelegate(delegate:)"),
            reasons: noIndoorMaps),
    ]
}
