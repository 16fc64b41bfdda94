import Foundation

extension APIMap {
    /// Members added for the calls public NAVER, TomTom and route-me clients make that no cross-style concept
    /// covers yet (each mapped here so the coverage check accounts for it).
    static let clientMemberConcepts: [APIConcept] = [
        .only(
            .naver, "naver.allows", .property, "NAVER's allows… gesture switches, as public clients set them.",
            .hand(
                "The same switches as is…GestureEnabled.", "~NMFMapView.allowsZooming", "~NMFMapView.allowsScrolling",
                "~NMFMapView.allowsRotating", "~NMFMapView.allowsTilting"),
            others: "{style} switches gestures with its own properties (see the gesture concepts)."),
        .only(
            .naver, "naver.regions", .property, "NAVER's bounds corners and the content-padding reason.",
            .hand(
                "NAVER only; rewrite by hand.", "~NMFMapChangedByContentPadding"),
            others: "{style} reads its visible area and camera reasons its own way. Rewrite by hand."),
        .only(
            .tomtom, "tomtom.fitToCoordinates", .method, "TomTom's camera update that fits coordinates.",
            .hand(
                "TomTom fits coordinates with CameraUpdate(fitToCoordinates:padding:).",
                "~CameraUpdate.init(fitToCoordinates:padding:)", "~CameraUpdate.fitToCoordinatesOptions",
                "~FitToCoordinatesOptions", "~FitToCoordinatesOptions.==(lhs:rhs:)",
                "~FitToCoordinatesOptions.coordinates", "~FitToCoordinatesOptions.init(coordinates:padding:)",
                "~FitToCoordinatesOptions.padding"),
            others: "{style} fits bounds with its own camera call (see the camera concepts)."),
        .only(
            .tomtom, "tomtom.renderedFeatures", .method, "TomTom's features under a coordinate.",
            .hand(
                "TomTom only; rewrite by hand.", "~RenderedFeature", "~RenderedFeature.properties",
                "~RenderedFeature.sourceID", "~RenderedFeature.sourceLayerID", "~RenderedFeature.styleLayerID",
                "~TomTomMap.mapFeatures(coordinate:)", "~TomTomMap.styleLabelLayerID", "~TomTomMap.styleLabelSourceID"),
            others: "{style} queries rendered features its own way, if at all. Rewrite by hand."),
        .only(
            .rm, "rm.clientMembers", .type, "route-me's point annotation, tracking bar item and stacking comparator.",
            .hand(
                "route-me only; rewrite by hand.", "~RMPointAnnotation.layer", "~RMUserTrackingBarButtonItem",
                "~RMUserTrackingBarButtonItem.init(coder:)", "~RMUserTrackingBarButtonItem.init(mapView:)",
                "~RMUserTrackingBarButtonItem.mapView", "~RMUserTrackingBarButtonItem.tap()"),
            // RMMapViewDelegate.h `annotationSortingComparatorForMapView:`, RMPointAnnotation.h,
            // RMUserTrackingBarButtonItem.h.
            reasons: [
                .naver:
                    "NAVER orders overlays by zIndex and globalZIndex, not by a comparator; markers are NMFMarker; the "
                    + "tracking button is NMFNaverMapView's showLocationButton.",
                .maplibre:
                    "MapLibre orders annotations itself (no comparator); point annotations are MLNPointAnnotation; it "
                    + "has no tracking bar button item: set userTrackingMode from the app's own button.",
                .tomtom:
                    "TomTom orders markers itself (no comparator); markers are made from MarkerOptions; the tracking "
                    + "button is MapView's current-location button (currentLocationButtonVisibilityPolicy).",
            ]),
        // route-me asks its delegate how to stack annotations (`annotationSortingComparatorForMapView:`,
        // RMMapViewDelegate.h); the others ask no delegate. Found in app code, so that a port does not keep a
        // delegate method no one calls.
        APIConcept(
            "rm.annotationSorting", .delegateMethod, "The comparator that stacks route-me's annotations.",
            naver: .none(
                "NAVER stacks overlays by their zIndex and globalZIndex (NMFOverlay): set them where each overlay is made."
            ),
            maplibre: .none("MapLibre stacks annotations itself and asks its delegate for no comparator."),
            tomtom: .none("TomTom stacks markers itself and asks its delegate for no comparator."),
            rm: .hand("route-me's own delegate method.", "func RMMapViewDelegate.annotationSortingComparator(for:)")),
    ]
}
