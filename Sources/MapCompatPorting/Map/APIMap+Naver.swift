extension APIMap {
    static let noShapes =
        "{style} makes shapes its own way (shape.line.type, shape.polygon.type, shape.circle.type): a shape made and added in one place ports; set this member there by hand."
    static let noIndoor = "{style}'s adapter has no indoor maps. Drop the line, or drive core.indoor directly."
    static let noPick = "{style}'s adapter has no pick call. Hit-test with core.hitTest(at:)."

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
            others: "{style}'s adapter has no basemap symbols. Drop the code that reads them."),
        // MapCompat's headless stand-ins for a labelled place of the base map (the style's data, which a real app
        // does not add): NAVER's basemap symbol, MapLibre's basemap symbol, TomTom's style label.
        APIConcept(
            "symbol.add", .method, "Puts a basemap symbol on the map (a MapCompat addition for scripted taps).",
            spellings: [
                .naver: "$map.addBasemapSymbol(id: $id, caption: $caption, position: $position)",
                .maplibre: "$map.addBasemapSymbol(identifier: $id, caption: $caption, coordinate: $position)",
                .tomtom: "$map.addStyleLabel(identifier: $id, caption: $caption, coordinate: $position)",
            ],
            gaps: [
                .rm: "route-me (RMMapLayer)'s adapter has no basemap symbols. Add a scene item to core.scene instead."
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
            others: noPick, differences: ["hitTolerance"]),
        .only(
            .naver, "pick.all", .method, "Every overlay or symbol at a point within a tolerance.",
            .same("NMFMapView.pickAll(_:withTolerance:)"), others: noPick, differences: ["hitTolerance"]),
        .only(
            .naver, "pick.tolerance", .property, "The tap tolerance around overlays, in points; settable.",
            .same("NMFMapView.pickTolerance"),
            others:
                "{style} has no tolerance setting; its profile sets it. Read core.hitTestRules.tolerance, or set core.hitTestRules to a HitTestRules with another tolerance.",
            differences: ["hitTolerance"]),
        .only(
            .naver, "pick.pickable", .type, "What pick returns: an overlay or a symbol.", .same("NMFPickable"),
            others: noPick),
        .only(
            .naver, "indoor.enabled", .property, "Whether indoor maps show.", .same("NMFMapView.isIndoorMapEnabled"),
            others: noIndoor),
        .only(
            .naver, "indoor.addZone", .method, "Puts an indoor zone with levels on the base map.",
            .same("NMFMapView.addBasemapIndoorZone(zoneID:bounds:levels:defaultLevel:minZoom:)"), others: noIndoor),
        .only(
            .naver, "indoor.selection", .property, "The indoor zone and level shown, if any.",
            .hand(
                "NAVER's indoor selection.", "NMFMapView.indoorSelection", "NMFIndoorSelection",
                "~NMFIndoorSelection.zoneIndex", "~NMFIndoorSelection.levelIndex", "~NMFIndoorSelection.zone",
                "~NMFIndoorSelection.level"), others: noIndoor),
        .only(
            .naver, "indoor.delegate", .delegateMethod, "Observes the indoor selection.",
            .hand(
                "NAVER's indoor observers.", "NMFIndoorSelectionDelegate",
                "func NMFIndoorSelectionDelegate.indoorSelectionDidChanged(_:)",
                "NMFMapView.addIndoorSelectionDelegate(delegate:)",
                "NMFMapView.removeIndoorSelectionDelegate(delegate:)"),
            others: noIndoor),
    ]
}
