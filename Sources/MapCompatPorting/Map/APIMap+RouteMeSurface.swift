import Foundation

extension APIMap {
    /// route-me members added for real client code that no cross-style concept covers yet: each is mapped here
    /// (usually with `APIConcept.only(.rm, …)`) so that the coverage check accounts for it, until a concept
    /// that spans the styles takes it over. Names are those Swift's importer gives route-me's headers.
    static let routeMeSurfaceConcepts: [APIConcept] = [
        .only(
            .rm, "~rm.view.init", .method, "route-me's map view initialisers, with and without a tile source.",
            .hand(
                "route-me's initialisers.", "~RMMapView.init(frame:)", "~RMMapView.init(frame:andTilesource:)",
                "~RMMapView.init(frame:andTilesource:centerCoordinate:zoomLevel:maxZoomLevel:minZoomLevel:backgroundImage:)",
                "~RMMapView.boundsDidChangeSize()", "~RMMapView.layoutSubviews()", "~RMMapView.init(coder:)"),
            others: "{style} makes its view with its own initialiser; a tile source has no counterpart."),
        .only(
            .rm, "~rm.tileSource", .type, "route-me's tile sources.",
            .hand(
                "route-me's tile sources.", "RMTileSource", "~RMTileSource.shortName", "~RMTileSource.minZoom",
                "~RMTileSource.maxZoom", "~RMTileSource.isCacheable", "~RMAbstractWebMapSource.isCacheable",
                "RMAbstractWebMapSource", "~RMAbstractWebMapSource.shortName",
                "~RMAbstractWebMapSource.minZoom", "~RMAbstractWebMapSource.maxZoom", "RMOpenStreetMapSource",
                "RMMapboxSource", "~RMMapboxSource.init(mapID:)", "~RMMapboxSource.init(mapID:enablingDataOnMapView:)",
                "~RMMapboxSource.init(tileJSON:)", "~RMMapboxSource.mapID", "~RMMapboxSource.tileJSON",
                "~RMMapView.tileSource"),
            reasons: [
                .naver:
                    "NAVER draws its own base map (mapType, layer groups) and takes no tile source of the app's. Drop the source.",
                .maplibre:
                    "MapLibre draws tiles through its style: add an MLNRasterTileSource and a raster style layer to mapView.style, or set styleURL to a style that has the tiles.",
                .tomtom:
                    "TomTom draws the style given in MapOptions (mapStyle) and takes no tile source of the app's: point the map at a style with the tiles, or drop the source.",
            ]),
        .only(
            .rm, "~rm.display", .property, "route-me's display switches: logo, attribution, retina tiles.",
            .hand(
                "route-me's display switches.", "~RMMapView.showLogoBug", "~RMMapView.hideAttribution",
                "~RMMapView.adjustTilesForRetinaDisplay"),
            others: "{style} has its own ornament settings. Drop the line or use the style's controls."),
        .only(
            .rm, "~rm.camera.moves", .method, "route-me's camera calls, north up and flat.",
            .hand(
                "route-me's camera calls.", "~RMMapView.move(by:)", "~RMMapView.centerProjectedPoint"),
            others: "{style} moves the camera with its own calls (see the camera concepts)."),
        .only(
            .rm, "~rm.projected.geometry", .method, "route-me's conversions and geometry in projected metres.",
            .hand(
                "route-me's projected conversions.", "~RMMapView.projectedPoint(toPixel:)",
                "~RMMapView.pixel(toProjectedPoint:)", "~RMMapView.coordinate(toProjectedPoint:)",
                "~RMMapView.projectedPoint(toCoordinate:)", "~RMMapView.projectedOrigin",
                "~RMMapView.projectedViewSize", "~RMEuclideanDistanceBetweenProjectedPoints(_:_:)"),
            others: noProjection),
        .only(
            .rm, "~rm.annotations.more", .method, "route-me's annotation bookkeeping.",
            .hand(
                "route-me's annotation calls.", "~RMMapView.removeAnnotations(_:)",
                "~RMMapView.mapPosition(for:)", "~RMAnnotation.setPosition(_:animated:)",
                "~RMAnnotation.absolutePosition", "~RMAnnotation.anchorPoint", "~RMAnnotation.annotationIcon",
                "~RMAnnotation.badgeIcon", "~RMAnnotation.clusteringEnabled", "~RMAnnotation.isClusterAnnotation",
                "~RMAnnotation.clusteredAnnotations",
                "~RMAnnotation.projectedBoundingBox", "~RMAnnotation.hasBoundingBox",
                "~RMAnnotation.setBoundingBoxCoordinatesSouthWest(_:northEast:)",
                "~RMAnnotation.setBoundingBoxFromLocations(_:)", "~RMAnnotation.isAnnotationOnScreen",
                "~RMAnnotation.isAnnotationWithinBounds(_:)", "~RMAnnotation.isAnnotationVisibleOnScreen"),
            others: "{style} keeps annotations its own way. Port these by hand."),
        .only(
            .rm, "~rm.marker.images", .method, "route-me's marker images and labels.",
            .hand(
                "route-me's marker calls.", "~RMMarker.init(uiImage:)", "~RMMarker.init(UIImage:)",
                "~RMMarker.init(mapboxMarkerImage:)",
                "~RMMarker.init(mapboxMarkerImage:tintColor:)", "~RMMarker.init(mapboxMarkerImage:tintColor:size:)",
                "~RMMarker.init(mapboxMarkerImage:tintColorHex:)",
                "~RMMarker.init(mapboxMarkerImage:tintColorHex:sizeString:)",
                "~RMMarker.replaceUIImage(_:)", "~RMMarker.replaceUIImage(_:anchorPoint:)", "~RMMarker.label",
                "~RMMarker.changeLabel(usingText:)", "~RMMarker.changeLabel(usingText:position:)",
                "~RMMarker.changeLabel(usingText:font:foregroundColor:backgroundColor:)",
                "~RMMarker.changeLabel(usingText:position:font:foregroundColor:backgroundColor:)",
                "~RMMarker.changeLabelUsingText(_:font:foregroundColor:backgroundColor:)", "~RMMarker.defaultFont()",
                "~RMMarker.toggleLabel()", "~RMMarker.showLabel()", "~RMMarker.hideLabel()",
                "~RMMarker.textForegroundColor", "~RMMarker.textBackgroundColor", "RMMarkerMapboxImageSize",
                "~RMMarkerMapboxImageSize.init(rawValue:)", "~RMMarkerMapboxImageSize.rawValue",
                "RMMarkerMapboxImageSizeSmall", "RMMarkerMapboxImageSizeMedium", "RMMarkerMapboxImageSizeLarge"),
            others: "{style} sets a marker's image its own way."),
        .only(
            .rm, "~rm.shapes", .type, "route-me's shape and circle layers: annotations hit by their extent.",
            .hand(
                "route-me's shape layers.", "RMShape", "~RMShape.init(view:)", "~RMShape.move(to:)",
                "~RMShape.addLine(to:)", "~RMShape.closePath()", "~RMShape.performBatchOperations(_:)",
                "~RMShape.lineColor", "~RMShape.fillColor", "~RMShape.fillPatternImage", "~RMShape.lineWidth",
                "~RMShape.lineCap", "~RMShape.lineJoin", "~RMShape.fillRule", "~RMShape.lineDashLengths",
                "~RMShape.lineDashPhase", "~RMShape.scaleLineDash", "~RMShape.scaleLineWidth",
                "~RMShape.additionalTouchPadding", "RMCircle", "~RMCircle.init(view:radiusInMeters:)",
                "~RMCircle.lineColor", "~RMCircle.fillColor", "~RMCircle.fillPatternImage",
                "~RMCircle.lineWidthInPixels", "~RMCircle.radiusInMeters"),
            others: "{style} draws shapes as overlays. Port the path by hand."),
        .only(
            .rm, "~rm.userLocation", .type, "route-me's user-location annotation and its callbacks.",
            .hand(
                "route-me's user location.", "RMUserLocation", "~RMUserLocation.isUpdating", "~RMUserLocation.location",
                "~RMUserLocation.heading", "~RMUserLocation.coordinate", "~RMUserLocation.isUserLocationAnnotation",
                "~RMMapView.isUserLocationVisible",
                "func RMMapViewDelegate.mapViewWillStartLocatingUser(_:)",
                "func RMMapViewDelegate.mapViewDidStopLocatingUser(_:)",
                "func RMMapViewDelegate.mapView(_:didFailToLocateUserWithError:)"),
            others: "{style} reports the user's location its own way (see the location concepts)."),
        .only(
            .rm, "~rm.layerHiding", .delegateMethod,
            "route-me's callbacks around releasing the layer of an annotation that left the screen.",
            .hand(
                "route-me releases the layer of an annotation that left the screen, and tells the delegate around it.",
                "func RMMapViewDelegate.mapView(_:willHideLayerFor:)",
                "func RMMapViewDelegate.mapView(_:didHideLayerFor:)"),
            others: "{style} reuses its annotation views its own way: drop these callbacks."),
        .only(
            .rm, "~rm.cEnumerations", .value, "route-me's C enumerations imported as structs with global constants.",
            .hand(
                "route-me's enumeration values.", "~RMUserTrackingMode.init(_:)", "~RMUserTrackingMode.init(rawValue:)",
                "~RMUserTrackingMode.rawValue", "~RMMapDecelerationMode.init(_:)",
                "~RMMapDecelerationMode.init(rawValue:)",
                "~RMMapDecelerationMode.rawValue", "~RMMapLayerDragState.init(_:)",
                "~RMMapLayerDragState.init(rawValue:)",
                "~RMMapLayerDragState.rawValue"),
            others: "{style}'s enumerations are Swift enums. Use their cases."),
        .only(
            .rm, "rm.zoomSteps", .method, "route-me's zoom steps about a point and scale setters.",
            .hand(
                "route-me's zoom steps.", "~RMMapView.zoomInToNextNativeZoom(at:animated:)",
                "~RMMapView.zoomOutToNextNativeZoom(at:animated:)", "~RMMapView.zoom(byFactor:near:animated:)",
                "~RMMapView.setMetersPerPixel(_:animated:)", "~RMMapView.viewSize(toProjectedSize:)",
                "~RMMapView.projectedSize(toViewSize:)"),
            others: "{style} zooms with its own camera calls."),
        .only(
            .rm, "rm.clustering", .property, "route-me's clustering switches (stored only: the map does not cluster).",
            .hand(
                "route-me's clustering.", "~RMMapView.clusteringEnabled", "~RMMapView.clusterAreaSize",
                "~RMMapView.positionClusterMarkersAtTheGravityCenter", "~RMMapView.visibleAnnotations",
                "~RMMapLayer.frame"),
            reasons: [
                // NMCClusterer.h, NMCBuilder.h (NMapsMap 3.17); MLNShapeSource.h `MLNShapeSourceOptionClustered`.
                .naver:
                    "NAVER clusters markers with an NMCClusterer (made with NMCBuilder), not with a map switch: port the clustering by hand.",
                .maplibre:
                    "MapLibre clusters the point features of an MLNShapeSource made with the clustered option (MLNShapeSourceOptionClustered), not annotations: port the clustering by hand.",
                .tomtom:
                    "TomTom's map reference lists no marker clustering: cluster the markers in the app, or drop the line.",
            ]),
        .only(
            .rm, "rm.configuration", .type, "route-me's shared configuration (the Mapbox access token).",
            .hand(
                "route-me's configuration.", "RMConfiguration", "~RMConfiguration.sharedInstance()",
                "~RMConfiguration.accessToken", "~RMConfiguration.userAgent"),
            others: "{style} takes its key its own way. Drop the line."),
    ]
}
