import Foundation

extension APIMap {
    /// NAVER members added for real client code that no cross-style concept covers yet: each is mapped here
    /// (usually with `APIConcept.only(.naver, …)`) so that the coverage check accounts for it, until a concept
    /// that spans the styles takes it over.
    static let naverSurfaceConcepts: [APIConcept] = [
        .only(
            .naver, "naver.NMFOverlayImage", .type, "NAVER's NMFOverlayImage members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~static Bundle.naverMapFramework()", "~NMFOverlayImage.hash", "~NMFOverlayImage.imageName",
                "~NMFOverlayImage.init(image:reuseIdentifier:)",
                "~NMFOverlayImage.init(name:in:)", "~NMFOverlayImage.isEqual(_:)",
                "~NMFOverlayImage.reuseIdentifier"),
            reasons: naverElsewhere["NMFOverlayImage"] ?? [:]),
        .only(
            .naver, "naver.NMFAlignType", .type, "NAVER's NMFAlignType members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFAlignType", "~static NMFAlignType.bottom", "~static NMFAlignType.bottomLeft",
                "~static NMFAlignType.bottomRight", "~static NMFAlignType.center", "~static NMFAlignType.left",
                "~static NMFAlignType.right", "~static NMFAlignType.top", "~static NMFAlignType.topLeft",
                "~static NMFAlignType.topRight"),
            reasons: naverElsewhere["NMFAlignType"] ?? [:]),
        .only(
            .naver, "naver.NMFCameraUpdate", .type, "NAVER's NMFCameraUpdate members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFCameraUpdate.init(fit:)"),
            reasons: naverElsewhere["NMFCameraUpdate"] ?? [:]),
        .only(
            .naver, "naver.NMFCircleOverlay", .type, "NAVER's NMFCircleOverlay members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFCircleOverlay.bounds", "~NMFCircleOverlay.fillColor", "~NMFCircleOverlay.init()",
                "~NMFCircleOverlay.outlineColor", "~NMFCircleOverlay.outlineWidth"),
            reasons: naverElsewhere["NMFCircleOverlay"] ?? [:]),
        .only(
            .naver, "naver.NMFIndoorLevel", .type, "NAVER's NMFIndoorLevel members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFIndoorLevel", "~NMFIndoorLevel.connections", "~NMFIndoorLevel.indoorView",
                "~NMFIndoorLevel.name"),
            reasons: naverElsewhere["NMFIndoorLevel"] ?? [:]),
        .only(
            .naver, "naver.NMFIndoorRegion", .type, "NAVER's NMFIndoorRegion members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFIndoorRegion", "~NMFIndoorRegion.zones"),
            reasons: naverElsewhere["NMFIndoorRegion"] ?? [:]),
        .only(
            .naver, "naver.NMFIndoorSelection", .type,
            "NAVER's NMFIndoorSelection members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFIndoorSelection.region"),
            reasons: naverElsewhere["NMFIndoorSelection"] ?? [:]),
        .only(
            .naver, "naver.NMFIndoorView", .type, "NAVER's NMFIndoorView members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFIndoorView", "~NMFIndoorView.init(zoneId:levelId:)", "~NMFIndoorView.levelId",
                "~NMFIndoorView.zoneId"),
            reasons: naverElsewhere["NMFIndoorView"] ?? [:]),
        .only(
            .naver, "naver.NMFIndoorZone", .type, "NAVER's NMFIndoorZone members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFIndoorZone", "~NMFIndoorZone.defaultLevelIndex", "~NMFIndoorZone.levels",
                "~NMFIndoorZone.zoneId"),
            reasons: naverElsewhere["NMFIndoorZone"] ?? [:]),
        .only(
            .naver, "naver.NMFInfoWindow", .type, "NAVER's NMFInfoWindow members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFInfoWindow", "~NMFInfoWindow.alpha", "~NMFInfoWindow.anchor",
                "~NMFInfoWindow.close()", "~NMFInfoWindow.dataSource", "~NMFInfoWindow.init()",
                "~NMFInfoWindow.invalidate()", "~NMFInfoWindow.marker", "~NMFInfoWindow.open(with:)",
                "~NMFInfoWindow.open(with:alignType:)",
                "~NMFInfoWindow.position"),
            reasons: naverElsewhere["NMFInfoWindow"] ?? [:]),
        .only(
            .naver, "naver.NMFInfoWindowDefaultTextSource", .type,
            "NAVER's NMFInfoWindowDefaultTextSource members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFInfoWindowDefaultTextSource", "~NMFInfoWindowDefaultTextSource.data()",
                "~NMFInfoWindowDefaultTextSource.title",
                "~NMFInfoWindowDefaultTextSource.view(with:)"),
            reasons: naverElsewhere["NMFInfoWindowDefaultTextSource"] ?? [:]),
        .only(
            .naver, "naver.NMFLocationOverlay", .type,
            "NAVER's NMFLocationOverlay members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFLocationOverlay.anchor", "~NMFLocationOverlay.circleColor",
                "~NMFLocationOverlay.circleOutlineColor",
                "~NMFLocationOverlay.circleOutlineWidth", "~NMFLocationOverlay.circleRadius",
                "~NMFLocationOverlay.heading",
                "~NMFLocationOverlay.icon", "~NMFLocationOverlay.iconHeight", "~NMFLocationOverlay.iconWidth",
                "~NMFLocationOverlay.subAnchor", "~NMFLocationOverlay.subIcon", "~NMFLocationOverlay.subIconHeight",
                "~NMFLocationOverlay.subIconWidth"),
            reasons: naverElsewhere["NMFLocationOverlay"] ?? [:]),
        .only(
            .naver, "naver.NMFMapView", .type, "NAVER's NMFMapView members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFMapView.advance(by:)", "~NMFNaverMapView.advance(by:)",
                "~NMFNaverMapView.positionMode",
                "~NMFMapView.bounds",
                "~NMFMapView.cancelTransitions(_:)", "~NMFMapView.contentRegion", "~NMFMapView.coveringRegion",
                "~NMFMapView.indoorFocusRadius",
                "~NMFMapView.init(frame:)", "~NMFMapView.loaded", "~NMFMapView.pitch",
                "~NMFMapView.projection", "~NMFMapView.zoomLevel"),
            reasons: naverElsewhere["NMFMapView"] ?? [:]),
        .only(
            .naver, "naver.NMFMarker", .type, "NAVER's NMFMarker members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFMarker.alpha", "~NMFMarker.angle", "~NMFMarker.captionAligns",
                "~NMFMarker.captionColor", "~NMFMarker.captionHaloColor", "~NMFMarker.captionMaxZoom",
                "~NMFMarker.captionMinZoom", "~NMFMarker.captionOffset", "~NMFMarker.captionRequestedWidth",
                "~NMFMarker.captionTextSize", "~NMFMarker.iconImage",
                "~NMFMarker.iconTintColor", "~NMFMarker.infoWindow", "~NMFMarker.infoWindowAnchor",
                "~NMFMarker.init(position:iconImage:)", "~NMFMarker.isFlat", "~NMFMarker.isForceShowCaption",
                "~NMFMarker.isForceShowIcon", "~NMFMarker.isHideCollidedCaptions", "~NMFMarker.isHideCollidedMarkers",
                "~NMFMarker.isHideCollidedSymbols", "~NMFMarker.isIconPerspectiveEnabled", "~NMFMarker.subCaptionColor",
                "~NMFMarker.subCaptionHaloColor", "~NMFMarker.subCaptionTextSize"),
            reasons: naverElsewhere["NMFMarker"] ?? [:]),
        .only(
            .naver, "naver.NMFNaverMapView", .type, "NAVER's NMFNaverMapView members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFNaverMapView.bounds", "~NMFNaverMapView.init(frame:)"),
            reasons: naverElsewhere["NMFNaverMapView"] ?? [:]),
        .only(
            .naver, "naver.NMFOverlay", .type, "NAVER's NMFOverlay members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFOverlay.init()", "~NMFOverlay.isMaxZoomInclusive", "~NMFOverlay.isMinZoomInclusive"),
            reasons: naverElsewhere["NMFOverlay"] ?? [:]),
        .only(
            .naver, "naver.NMFOverlayImageDataSource", .type,
            "NAVER's NMFOverlayImageDataSource members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFOverlayImageDataSource", "~NMFOverlayImageDataSource.view(with:)"),
            reasons: naverElsewhere["NMFOverlayImageDataSource"] ?? [:]),
        .only(
            .naver, "naver.NMFOverlayLineCap", .type,
            "NAVER's NMFOverlayLineCap members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFOverlayLineCap", "~static NMFOverlayLineCap.butt", "~static NMFOverlayLineCap.round",
                "~static NMFOverlayLineCap.square"),
            reasons: naverElsewhere["NMFOverlayLineCap"] ?? [:]),
        .only(
            .naver, "naver.NMFOverlayLineJoin", .type,
            "NAVER's NMFOverlayLineJoin members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFOverlayLineJoin", "~static NMFOverlayLineJoin.bevel", "~static NMFOverlayLineJoin.miter",
                "~static NMFOverlayLineJoin.round"),
            reasons: naverElsewhere["NMFOverlayLineJoin"] ?? [:]),
        .only(
            .naver, "naver.NMFPolygonOverlay", .type,
            "NAVER's NMFPolygonOverlay members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFPolygonOverlay.fillColor", "~NMFPolygonOverlay.init()", "~NMFPolygonOverlay.outlineColor",
                "~NMFPolygonOverlay.outlinePattern", "~NMFPolygonOverlay.outlineWidth"),
            reasons: naverElsewhere["NMFPolygonOverlay"] ?? [:]),
        .only(
            .naver, "naver.NMFPolylineOverlay", .type,
            "NAVER's NMFPolylineOverlay members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFPolylineOverlay.capType", "~NMFPolylineOverlay.color", "~NMFPolylineOverlay.init()",
                "~NMFPolylineOverlay.joinType", "~NMFPolylineOverlay.pattern"),
            reasons: naverElsewhere["NMFPolylineOverlay"] ?? [:]),
        .only(
            .naver, "naver.NMFProjection", .type, "NAVER's NMFProjection members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFProjection", "~NMFProjection.latlng(from:)", "~NMFProjection.metersPerPixel()",
                "~NMFProjection.metersPerPixel(atLatitude:zoom:)", "~NMFProjection.point(from:)"),
            reasons: naverElsewhere["NMFProjection"] ?? [:]),
        .only(
            .naver, "naver.NMF_INFO_WINDOW_GLOBAL_Z_INDEX", .type,
            "NAVER's NMF_INFO_WINDOW_GLOBAL_Z_INDEX members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMF_INFO_WINDOW_GLOBAL_Z_INDEX"),
            reasons: naverElsewhere["NMF_INFO_WINDOW_GLOBAL_Z_INDEX"] ?? [:]),
        .only(
            .naver, "naver.NMF_MARKER_IMAGE_BLACK", .type,
            "NAVER's NMF_MARKER_IMAGE_BLACK members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMF_MARKER_IMAGE_BLACK"),
            reasons: naverElsewhere["NMF_MARKER_IMAGE_BLACK"] ?? [:]),
        .only(
            .naver, "naver.NMF_MARKER_IMAGE_BLUE", .type,
            "NAVER's NMF_MARKER_IMAGE_BLUE members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMF_MARKER_IMAGE_BLUE"),
            reasons: naverElsewhere["NMF_MARKER_IMAGE_BLUE"] ?? [:]),
        .only(
            .naver, "naver.NMF_MARKER_IMAGE_DEFAULT", .type,
            "NAVER's NMF_MARKER_IMAGE_DEFAULT members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMF_MARKER_IMAGE_DEFAULT"),
            reasons: naverElsewhere["NMF_MARKER_IMAGE_DEFAULT"] ?? [:]),
        .only(
            .naver, "naver.NMF_MARKER_IMAGE_GRAY", .type,
            "NAVER's NMF_MARKER_IMAGE_GRAY members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMF_MARKER_IMAGE_GRAY"),
            reasons: naverElsewhere["NMF_MARKER_IMAGE_GRAY"] ?? [:]),
        .only(
            .naver, "naver.NMF_MARKER_IMAGE_GREEN", .type,
            "NAVER's NMF_MARKER_IMAGE_GREEN members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMF_MARKER_IMAGE_GREEN"),
            reasons: naverElsewhere["NMF_MARKER_IMAGE_GREEN"] ?? [:]),
        .only(
            .naver, "naver.NMF_MARKER_IMAGE_LIGHTBLUE", .type,
            "NAVER's NMF_MARKER_IMAGE_LIGHTBLUE members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMF_MARKER_IMAGE_LIGHTBLUE"),
            reasons: naverElsewhere["NMF_MARKER_IMAGE_LIGHTBLUE"] ?? [:]),
        .only(
            .naver, "naver.NMF_MARKER_IMAGE_PINK", .type,
            "NAVER's NMF_MARKER_IMAGE_PINK members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMF_MARKER_IMAGE_PINK"),
            reasons: naverElsewhere["NMF_MARKER_IMAGE_PINK"] ?? [:]),
        .only(
            .naver, "naver.NMF_MARKER_IMAGE_RED", .type,
            "NAVER's NMF_MARKER_IMAGE_RED members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMF_MARKER_IMAGE_RED"),
            reasons: naverElsewhere["NMF_MARKER_IMAGE_RED"] ?? [:]),
        .only(
            .naver, "naver.NMF_MARKER_IMAGE_YELLOW", .type,
            "NAVER's NMF_MARKER_IMAGE_YELLOW members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMF_MARKER_IMAGE_YELLOW"),
            reasons: naverElsewhere["NMF_MARKER_IMAGE_YELLOW"] ?? [:]),
        .only(
            .naver, "naver.NMGLatLng", .type, "NAVER's NMGLatLng members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMGLatLng.isValid()"),
            reasons: naverElsewhere["NMGLatLng"] ?? [:]),
        .only(
            .naver, "naver.NMGLatLngBounds", .type, "NAVER's NMGLatLngBounds members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMGLatLngBounds.center", "~NMGLatLngBounds.hasPoint(_:)", "~NMGLatLngBounds.init()",
                "~NMGLatLngBounds.northWest", "~NMGLatLngBounds.southEast"),
            reasons: naverElsewhere["NMGLatLngBounds"] ?? [:]),
        .only(
            .naver, "naver.NMGLineString", .type, "NAVER's NMGLineString members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMGLineString", "~NMGLineString.init(points:)", "~NMGLineString.points"),
            reasons: naverElsewhere["NMGLineString"] ?? [:]),
        .only(
            .naver, "naver.NMGPolygon", .type, "NAVER's NMGPolygon members as real client code uses them.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMGPolygon", "~NMGPolygon.exteriorRing", "~NMGPolygon.init(ring:)",
                "~NMGPolygon.init(ring:interiorRings:)", "~NMGPolygon.interiorRings"),
            reasons: naverElsewhere["NMGPolygon"] ?? [:]),
        .only(
            .naver, "naver.NMFLocationManager", .type, "NAVER's shared location manager and its delegate.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFLocationManager", "~NMFLocationManager.add(_:)", "~NMFLocationManager.currentLatestLocation()",
                "~NMFLocationManager.deliver(locations:)", "~NMFLocationManager.remove(_:)",
                "~static NMFLocationManager.sharedInstance()",
                "~NMFLocationManager.startUpdatingLocation()", "~NMFLocationManager.stopUpdatingLocation()",
                "~NMFLocationManagerDelegate",
                "func NMFLocationManagerDelegate.locationManager(_:didFailWithError:)",
                "func NMFLocationManagerDelegate.locationManager(_:didUpdateLocations:)"),
            reasons: naverElsewhere["NMFLocationManager"] ?? [:]),
        .only(
            .naver, "naver.equality", .method, "NAVER's value objects compare by value, as NSObjects.",
            .hand(
                "NAVER only; compare with ==.", "~NMGLatLng.isEqual(_:)", "~NMGLatLng.hash",
                "~NMFCameraPosition.isEqual(_:)", "~NMFCameraPosition.hash"),
            others:
                "{style}'s coordinate is Core Location's CLLocationCoordinate2D, which is not Equatable on Apple platforms: compare latitude and longitude."
        ),
        .only(
            .naver, "naver.setContentInset", .method, "Sets the content insets, keeping the camera or the map.",
            .hand("NAVER only; rewrite by hand.", "~NMFMapView.setContentInset(_:keepCamera:reason:)"),
            reasons: naverElsewhere["setContentInset"] ?? [:]),
        .only(
            .naver, "naver.display", .type, "NAVER's basemap display options (kept, not drawn).",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFMapType", "~static NMFMapType.basic", "~static NMFMapType.hybrid",
                "~static NMFMapType.navi", "~static NMFMapType.naviHybrid", "~static NMFMapType.none",
                "~static NMFMapType.satellite", "~static NMFMapType.terrain", "~NMFMapView.buildingHeight",
                "~NMFMapView.getLayerGroupEnabled(_:)", "~NMFMapView.isNightModeEnabled", "~NMFMapView.lightness",
                "~NMFMapView.mapType", "~NMFMapView.setLayerGroup(_:isEnabled:)", "~NMFMapView.symbolPerspectiveRatio",
                "~NMFMapView.symbolScale", "~NMF_LAYER_GROUP_BICYCLE", "~NMF_LAYER_GROUP_BUILDING",
                "~NMF_LAYER_GROUP_CADASTRAL", "~NMF_LAYER_GROUP_MOUNTAIN", "~NMF_LAYER_GROUP_TRAFFIC",
                "~NMF_LAYER_GROUP_TRANSIT"),
            reasons: naverElsewhere["display"] ?? [:]),
        .only(
            .naver, "naver.NMFPath", .type, "NAVER's route path overlay.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFPath", "~NMFPath.color", "~NMFPath.init()",
                "~NMFPath.init(points:)", "~NMFPath.outlineColor", "~NMFPath.outlineWidth",
                "~NMFPath.passedColor", "~NMFPath.passedOutlineColor", "~NMFPath.path",
                "~NMFPath.patternIcon", "~NMFPath.patternInterval", "~NMFPath.progress",
                "~NMFPath.width", "~NMF_PATH_OVERLAY_GLOBAL_Z_INDEX"),
            reasons: naverElsewhere["NMFPath"] ?? [:]),
        .only(
            .naver, "naver.cameraPosition", .type, "NAVER's empty camera position.",
            .hand(
                "NAVER only; rewrite by hand.",
                "~NMFCameraPosition.init()"),
            reasons: naverElsewhere["cameraPosition"] ?? [:]),
    ]
}
