import Foundation

extension APIMap {
    /// What the other SDKs write for NAVER's own types and members (``naverSurfaceConcepts``), per NAVER name.
    ///
    /// Sources: maplibre-native `platform/ios/src/MLNMapView.h`, `MLNMapViewDelegate.h`, `MLNAnnotationImage.h`,
    /// `MLNUserLocationAnnotationView.h` and `platform/darwin/src/MLNGeometry.h`, `MLNPolygon.h`; TomTom's
    /// TomTomSDKMapDisplay reference (`MarkerOptions`, `LineOptions`, `PolygonOptions`, `CircleOptions`,
    /// `LocationIndicator`, `MapOptions`); route-me's `MapView/Map/RMMapView.h`, `RMMarker.h`, `RMShape.h`,
    /// `RMCircle.h`, `RMPolylineAnnotation.h`, `RMPolygonAnnotation.h`, `RMUserLocation.h` (mapbox-ios-sdk-legacy).
    static let naverElsewhere: [String: [PortingStyle: String]] = {
        var reasons: [String: [PortingStyle: String]] = [
            "NMFOverlayImage": [
                .maplibre:
                    "MapLibre draws a point annotation with an MLNAnnotationImage(image:reuseIdentifier:) returned from mapView(_:imageFor:), or with an annotation view: make it from the UIImage.",
                .tomtom: "TomTom takes the UIImage itself as MarkerOptions' pinImage (or iconImage).",
                .rm:
                    "route-me draws an annotation with an RMMarker made from the UIImage (RMMarker(uiImage:)), returned from mapView(_:layerFor:).",
            ],
            "NMFAlignType": sameForAll(
                "{style} has no alignment choice for captions or callouts: it places them itself. Drop it, or offset the app's own view."
            ),
            "NMFCameraUpdate": [
                .maplibre: "MapLibre fits bounds on the map view: setVisibleCoordinateBounds(_:animated:).",
                .tomtom:
                    "TomTom fits the corners as coordinates: CameraUpdate(fitToCoordinates: [southWest, northEast], padding: 0).",
                .rm: "route-me fits two corners: zoom(withLatitudeLongitudeBoundsSouthWest:northEast:animated:).",
            ],
            "NMFCircleOverlay": [
                .maplibre:
                    "MapLibre has no circle annotation: draw an MLNPolygon around the centre (painted by the delegate's fill and stroke colour methods), or a circle style layer.",
                .tomtom:
                    "TomTom adds a circle with addCircle(options: CircleOptions(coordinate:radius:fillColor:)); the options take outlineColor and outlineWidth.",
                .rm:
                    "route-me draws a circle as an RMCircleAnnotation(mapView:centerCoordinate:radiusInMeters:), or an RMCircle layer (fillColor, lineColor, lineWidthInPixels) returned from mapView(_:layerFor:).",
            ],
            "NMFInfoWindow": [
                .maplibre:
                    "MapLibre's callout belongs to the selected annotation: select it (selectAnnotation(_:animated:completionHandler:)) and return the app's view from mapView(_:calloutViewFor:), or let the standard callout show its title.",
                .tomtom: tomTomNoCallouts,
                .rm:
                    "route-me's callout belongs to the selected annotation: set canShowCallout, the title and the accessory views on its layer, and select it (selectAnnotation(_:animated:)).",
            ],
            "NMFInfoWindowDefaultTextSource": [
                .maplibre:
                    "MapLibre's standard callout shows the annotation's title and subtitle: set them on the annotation.",
                .tomtom: tomTomNoCallouts,
                .rm: "route-me's callout shows the annotation's title and subtitle: set them on the annotation.",
            ],
            "NMFLocationOverlay": [
                .maplibre:
                    "MapLibre draws the user's location as an annotation view: return an MLNUserLocationAnnotationView subclass from mapView(_:viewFor:) for the MLNUserLocation, or style the default one with mapView(styleForDefaultUserLocationAnnotationView:).",
                .tomtom:
                    "TomTom draws the location marker itself: pick its look with locationIndicatorType (LocationIndicator: .userLocation, .navigationChevron, .custom, .none).",
                .rm:
                    "route-me draws the user's location as its userLocation annotation (an RMUserLocation): give it a layer in mapView(_:layerFor:).",
            ],
            "NMFMapView": [
                .maplibre:
                    "MapLibre's map view spells these its own way (zoomLevel, camera.pitch, visibleCoordinateBounds, convert(_:toPointTo:)…): port each by hand.",
                .tomtom:
                    "TomTom's map spells these its own way (cameraProperties, visibleRegion, pointForCoordinate(coordinate:)…): port each by hand.",
                .rm:
                    "route-me's map view spells these its own way (zoom, latitudeLongitudeBoundingBox(), coordinate(toPixel:)…): port each by hand.",
            ],
            "NMFMarker": [
                .maplibre:
                    "MapLibre draws a point annotation through its delegate: an image from mapView(_:imageFor:) or a view from mapView(_:viewFor:) (alpha, transform); it draws no caption, and shows the title in the callout.",
                .tomtom:
                    "TomTom sets a marker's look in MarkerOptions (pinImage, iconImage, placementAnchor) when it adds it; it draws no caption.",
                .rm:
                    "route-me draws an annotation with its layer: an RMMarker (RMMarker(uiImage:), label, textForegroundColor) returned from mapView(_:layerFor:).",
            ],
            "NMFNaverMapView": sameForAll(
                "{style} has no wrapper view: use the map view itself (its bounds, its init(frame:))."),
            "NMFOverlay": sameForAll(
                "{style} shows annotations at every zoom and has no per-overlay zoom range: hide or remove them from a camera callback."
            ),
            "NMFOverlayImageDataSource": [
                .maplibre:
                    "MapLibre takes a callout's view from mapView(_:calloutViewFor:) (an MLNCalloutView) and a marker's view from mapView(_:viewFor:).",
                .tomtom: tomTomNoCallouts,
                .rm: "route-me takes a marker's look from the layer mapView(_:layerFor:) returns.",
            ],
            "NMFOverlayLineCap": lineEnds("cap", routeMe: "lineCap"),
            "NMFOverlayLineJoin": lineEnds("join", routeMe: "lineJoin"),
            "NMFPolygonOverlay": [
                .maplibre:
                    "MapLibre paints an MLNPolygon through its delegate: mapView(_:fillColorForPolygonAnnotation:), mapView(_:strokeColorForShapeAnnotation:) and mapView(_:alphaForShapeAnnotation:); it has no outline width or pattern.",
                .tomtom:
                    "TomTom paints a polygon with PolygonOptions (fillColor, outlineColor, outlineWidth) before addPolygon(options:).",
                .rm:
                    "route-me paints an RMPolygonAnnotation (fillColor, lineColor, lineWidth), or an RMShape layer (with lineDashLengths for a pattern).",
            ],
            "NMFPolylineOverlay": [
                .maplibre:
                    "MapLibre paints an MLNPolyline through its delegate: mapView(_:strokeColorForShapeAnnotation:) and mapView(_:lineWidthForPolylineAnnotation:); caps, joins and dashes belong to an MLNLineStyleLayer.",
                .tomtom: "TomTom paints a line with LineOptions (lineColor, lineWidth) before addLine(options:).",
                .rm:
                    "route-me paints an RMPolylineAnnotation (lineColor, lineWidth), or an RMShape layer (lineCap, lineJoin, lineDashLengths).",
            ],
            "NMFProjection": [
                .maplibre:
                    "MapLibre converts on the map view: convert(_:toCoordinateFrom:), convert(_:toPointTo:) and metersPerPoint(atLatitude:).",
                .tomtom: "TomTom converts on the map: coordinateForPoint(point:) and pointForCoordinate(coordinate:).",
                .rm:
                    "route-me converts on the map view: pixel(toCoordinate:), coordinate(toPixel:) and metersPerPixel.",
            ],
            "NMF_INFO_WINDOW_GLOBAL_Z_INDEX": [
                .maplibre: "MapLibre draws the callout above every annotation: there is no z-index to set. Drop it.",
                .tomtom: tomTomNoCallouts,
                .rm: "route-me draws the callout above every annotation: there is no z-index to set. Drop it.",
            ],
            "NMGLatLng": [
                .maplibre: "MapLibre checks a coordinate with MLNLocationCoordinate2DIsValid(_:).",
                .tomtom: "TomTom's coordinate is Core Location's: check it with CLLocationCoordinate2DIsValid(_:).",
                .rm: "route-me's coordinate is Core Location's: check it with CLLocationCoordinate2DIsValid(_:).",
            ],
            "NMGLatLngBounds": [
                .maplibre:
                    "MapLibre's bounds are an MLNCoordinateBounds(sw:ne:): MLNCoordinateInCoordinateBounds(_:_:) tests a point; compute the centre and the other corners from sw and ne.",
                .tomtom: tomTomNoBounds,
                .rm:
                    "route-me's bounds are an RMSphericalTrapezium (southWest, northEast): compute the centre, the other corners and a point's inclusion from them.",
            ],
            "NMGLineString": [
                .maplibre: "MapLibre's line is an MLNPolyline(coordinates:count:).",
                .tomtom: "TomTom's line is made from LineOptions(coordinates:) with addLine(options:).",
                .rm:
                    "route-me's line is an RMPolylineAnnotation(mapView:points:) with CLLocation points, or an RMShape's path.",
            ],
            "NMGPolygon": [
                .maplibre:
                    "MapLibre's polygon is an MLNPolygon(coordinates:count:interiorPolygons:), its holes interior MLNPolygons.",
                // TomTom: PolygonOptions has an outer ring only; addPolygonOverlay(options:) nests polygons (Public
                // Preview, "no click support yet").
                .tomtom:
                    "TomTom's PolygonOptions(coordinates:) has an outer ring only; nested polygons (holes) are addPolygonOverlay(options:)'s, which take no taps.",
                .rm:
                    "route-me's polygon is an RMPolygonAnnotation(mapView:points:interiorPolygons:) with CLLocation points, its holes interior polygon annotations.",
            ],
            "NMFLocationManager": [
                .maplibre:
                    "MapLibre's map view owns its location manager (MLNMapView.locationManager, started and stopped by "
                    + "the map while showsUserLocation is on) and reports to MLNMapViewDelegate's "
                    + "mapView(_:didUpdate:): there is no shared manager to add a delegate to.",
                .tomtom:
                    "TomTom's map reads a location provider (TomTomMap.locationProvider) that the app enables and "
                    + "disables; observers are added to the provider, not to a shared manager.",
                .rm:
                    "route-me's map view runs its own location updates while showsUserLocation is on and reports to "
                    + "RMMapViewDelegate's mapView(_:didUpdate:): there is no shared manager to add a delegate to.",
            ],
            "setContentInset": [
                .maplibre:
                    "MapLibre sets insets with setContentInset(_:animated:completionHandler:), which moves the centre with them: there is no keep-camera choice.",
                .tomtom: "TomTom sets insets as MapView.contentInsets: there is no keep-camera choice.",
                .rm: "route-me has no content inset (RMMapView.h). Drop the line.",
            ],
            "display": [
                .maplibre:
                    "MapLibre draws the style at the map view's styleURL (MLNMapView); map type, night mode and layer "
                    + "groups are the style's: load another style, or show and hide its layers (MLNStyleLayer.isVisible).",
                .tomtom:
                    "TomTom draws the style given in MapOptions (mapStyle, and styleMode .main or .dark); map type, night mode and layer groups are the style's.",
                .rm:
                    "route-me draws the raster tiles of its tile source (RMMapView.tileSource); map type, night mode and "
                    + "layer groups are the tile source's: choose another tile source.",
            ],
            "NMFPath": [
                .maplibre:
                    "MapLibre draws a route as a polyline (MLNPolyline, or a line layer of the style); it has no path "
                    + "overlay with a progress: draw the passed and the remaining part as two polylines.",
                .tomtom:
                    "TomTom draws a route with addRoute(_:) from RouteOptions(coordinates:); port the colours and the progress by hand.",
                .rm:
                    "route-me draws a line as an annotation's RMShape layer; it has no path overlay with a progress: "
                    + "draw the passed and the remaining part as two shapes.",
            ],
            "cameraPosition": [
                .maplibre:
                    "MapLibre makes an empty camera with MLNMapCamera(), then sets its centre, altitude, pitch and heading.",
                .tomtom: "TomTom's camera has no empty value: build a CameraUpdate with the parts to change.",
                .rm: "route-me has no camera object: set centerCoordinate and zoom on the map view.",
            ],
        ]
        // NAVER's indoor maps (NMFMapView.isIndoorMapEnabled, NMFIndoorSelectionDelegate).
        for name in ["NMFIndoorZone", "NMFIndoorView", "NMFIndoorLevel", "NMFIndoorRegion", "NMFIndoorSelection"] {
            reasons[name] = noIndoorMaps
        }
        // NAVER's built-in marker images (NMF_MARKER_IMAGE_BLACK… in NMFConstants.h).
        for colour in ["BLACK", "BLUE", "GRAY", "GREEN", "LIGHTBLUE", "PINK", "RED", "YELLOW", "DEFAULT"] {
            reasons["NMF_MARKER_IMAGE_" + colour] = [
                .maplibre:
                    "MapLibre has one default annotation image (used when mapView(_:imageFor:) returns nil) and no "
                    + "coloured built-ins: return an MLNAnnotationImage made from the app's image.",
                .tomtom:
                    "TomTom's MarkerOptions takes the app's image as its pin image (nil for the default pin); it has "
                    + "no coloured built-ins.",
                .rm:
                    "route-me ships no marker images: an annotation's layer is an RMMarker made from the app's "
                    + "UIImage (RMMarker(uiImage:)).",
            ]
        }
        return reasons
    }()

    /// Why a style has no indoor maps, and what it draws instead.
    static let noIndoorMaps: [PortingStyle: String] = [
        .maplibre:
            "MapLibre's map view has no indoor maps (no indoor selection, zones or levels): indoor data, where a style has it, is ordinary layers.",
        .tomtom: "TomTom's map has no indoor maps (no indoor selection, zones or levels).",
        .rm: "route-me draws raster tiles only and has no indoor maps (no indoor selection, zones or levels).",
    ]

    /// Where a line's cap or join is set: MapLibre's line style layer (MLNLineStyleLayer.h `lineCap`, `lineJoin`),
    /// route-me's RMShape; TomTom's LineOptions lists neither.
    static func lineEnds(_ part: String, routeMe property: String) -> [PortingStyle: String] {
        [
            .maplibre:
                "MapLibre's shape annotations take no line \(part): an MLNLineStyleLayer does (line\(part.prefix(1).uppercased() + part.dropFirst())).",
            .tomtom: "TomTom's LineOptions take no line \(part) (only lineColor and lineWidth). Drop it.",
            .rm:
                "route-me sets the line \(part) on the RMShape layer: \(property), a Core Animation name (kCALine\(part.prefix(1).uppercased() + part.dropFirst())Round…).",
        ]
    }

    /// One reason for every style but NAVER, `{style}` replaced by the style's name.
    static func sameForAll(_ reason: String) -> [PortingStyle: String] {
        Dictionary(
            uniqueKeysWithValues: PortingStyle.allCases.map {
                ($0, reason.replacingOccurrences(of: "{style}", with: $0.displayName))
            })
    }
}
