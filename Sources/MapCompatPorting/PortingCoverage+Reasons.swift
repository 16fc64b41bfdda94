/// Reasons, taken from the target vendors' API references, for concepts whose map entry gives none yet: the
/// coverage table shows them in place of the placeholder ("has no counterpart"), so that its "no equivalent"
/// rows say what the target does instead.
extension PortingCoverage {
    /// Per concept id, per target style: why the target has no equivalent and what to write instead.
    public static let documentedReasons: [String: [PortingStyle: String]] = {
        var reasons: [String: [PortingStyle: String]] = [
            // NAVER's basemap options (NMFMapView.mapType, isNightModeEnabled, setLayerGroup(_:isEnabled:)).
            "naver.display": [
                .maplibre:
                    "MapLibre draws the style at the map view's styleURL (MLNMapView); map type, night mode and layer "
                    + "groups are the style's: load another style, or show and hide its layers (MLNStyleLayer.isVisible).",
                .rm:
                    "route-me draws the raster tiles of its tile source (RMMapView.tileSource); map type, night mode and "
                    + "layer groups are the tile source's: choose another tile source.",
            ],
            // NAVER's shared location manager (NMFLocationManager.sharedInstance(), add(_:)).
            "naver.NMFLocationManager": [
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
            // NAVER's route path overlay (NMFPath, with passed and remaining colours and a progress).
            "naver.NMFPath": [
                .maplibre:
                    "MapLibre draws a route as a polyline (MLNPolyline, or a line layer of the style); it has no path "
                    + "overlay with a progress: draw the passed and the remaining part as two polylines.",
                .rm:
                    "route-me draws a line as an annotation's RMShape layer; it has no path overlay with a progress: "
                    + "draw the passed and the remaining part as two shapes.",
            ],
        ]
        // NAVER's indoor maps (NMFMapView.isIndoorMapEnabled, NMFIndoorSelectionDelegate).
        for concept in ["NMFIndoorZone", "NMFIndoorView", "NMFIndoorLevel", "NMFIndoorRegion", "NMFIndoorSelection"] {
            reasons["naver." + concept] = [
                .maplibre:
                    "MapLibre's map view has no indoor maps (no indoor selection, zones or levels): indoor data, "
                    + "where a style has it, is ordinary layers.",
                .rm: "route-me draws raster tiles only and has no indoor maps (no indoor selection, zones or levels).",
            ]
        }
        // NAVER's built-in marker images (NMF_MARKER_IMAGE_BLACK… in NMFConstants.h).
        for colour in ["BLACK", "BLUE", "GRAY", "GREEN", "LIGHTBLUE", "PINK", "RED", "YELLOW", "DEFAULT"] {
            reasons["naver.NMF_MARKER_IMAGE_" + colour] = [
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
        // MapLibre's runtime styling (MLNStyle.h, MLNShapeSource.h, MLNVectorStyleLayer.h) and its location
        // manager's options.
        reasons["maplibre.runtimeStyling"] = [
            .naver:
                "NAVER Maps adds no style layers at run time: draw each feature as an overlay (NMFMarker, "
                + "NMFPolylineOverlay, NMFPolygonOverlay, NMFCircleOverlay) whose touchHandler hears its taps; "
                + "location options belong to NMFLocationManager.",
            .tomtom:
                "TomTom's map adds no style layers of the app's: draw each feature as an annotation "
                + "(TomTomMap.addMarker, addLine, addPolygon, addCircle), hear taps in map(_:onInteraction:), and fit "
                + "them with CameraUpdate(fitToCoordinates:padding:).",
            .rm:
                "route-me draws raster tiles and annotations only: draw each feature as an annotation whose layer "
                + "(RMMarker, RMShape, RMCircle) mapView(_:layerFor:) returns, and hear taps in tap(on:onMap:).",
        ]
        // route-me's annotation sorting comparator (RMMapViewDelegate.h), RMPointAnnotation and
        // RMUserTrackingBarButtonItem.
        reasons["rm.clientMembers"] = [
            .naver:
                "NAVER orders overlays by zIndex and globalZIndex, not by a comparator; markers are NMFMarker; the "
                + "tracking button is NMFNaverMapView's showLocationButton.",
            .maplibre:
                "MapLibre orders annotations itself (no comparator); point annotations are MLNPointAnnotation; it "
                + "has no tracking bar button item: set userTrackingMode from the app's own button.",
            .tomtom:
                "TomTom orders markers itself (no comparator); markers are made from MarkerOptions; the tracking "
                + "button is MapView's current-location button (currentLocationButtonVisibilityPolicy).",
        ]
        return reasons
    }()
}

extension APIConcept {
    /// Why `target` cannot express the concept and what to do instead: the documented reason
    /// (``PortingCoverage/documentedReasons``) where the map's own gap states no fact about the target, so that a
    /// port's note says what the coverage table says. `nil` when the target has no gap.
    public func reason(for target: PortingStyle) -> String? {
        guard let gap = gap(in: target) else { return nil }
        guard PortingCoverage.isUnexplained(gap) else { return gap }
        return PortingCoverage.documentedReasons[id]?[target] ?? gap
    }
}
