extension APIMap {
    /// What every adapter adds around its vendor API: the core behind the view, the view's frame, scripted
    /// input, errors that setters swallow, and the zoom scales.
    static let adapterConcepts: [APIConcept] = [
        APIConcept(
            "adapter.init", .method, "Makes a map view that follows a given interaction profile.",
            naver: .spelled("NMFMapView(profile: $profile)", "NMFMapView.init(frame:profile:camera:)"),
            // Whether `try` is spelled follows each adapter: NAVER's and route-me's initialisers do not throw.
            maplibre: .spelled("try MLNMapView(profile: $profile)", "MLNMapView.init(frame:profile:)"),
            tomtom: .spelled("try TomTomMap(profile: $profile)", "TomTomMap.init(profile:cameraUpdate:viewport:)"),
            rm: .spelled("RMMapView(profile: $profile)", "RMMapView.init(frame:profile:)")),
        APIConcept(
            "adapter.core", .property, "The headless core map behind the view: the escape hatch to the neutral model.",
            naver: .same("NMFMapView.core", "NMFNaverMapView.core"), maplibre: .same("MLNMapView.core"),
            tomtom: .same("TomTomMap.core"), rm: .same("RMMapView.core")),
        APIConcept(
            "adapter.handle", .method, "Feeds touch frames to the view, as a window would.",
            naver: .spelled("$receiver.handle($arg1)"), maplibre: .spelled("$receiver.handle($arg1)"),
            tomtom: .same("TomTomMap.handle(_:)"), rm: .same("RMMapView.handle(_:)")),
        APIConcept(
            "adapter.lastIgnoredError", .property, "The last error a non-throwing setter swallowed.",
            naver: .none(
                "NAVER's map view keeps no record of values it ignored: it clamps or ignores an invalid setting silently. Check the value before setting it."
            ),
            maplibre: .same("MLNMapView.lastIgnoredError"),
            // TomTom's markers guide: addMarker(options:) throws AnnotationServiceError.invalidCoordinate or
            // .failedToCreateAnnotation.
            tomtom: .none(
                "TomTom's calls that can fail throw (addMarker(options:) throws an AnnotationServiceError) and nothing keeps the last one. Catch the error where the call throws."
            ),
            rm: .none(
                "route-me's map view keeps no record of values it ignored: it ignores an invalid setting silently. Check the value before setting it."
            )),
        APIConcept(
            "view.frame", .property, "The view's frame; its size is the core's viewport.",
            naver: .same("NMFMapView.frame"), maplibre: .spelled("$receiver.frame"),
            tomtom: .spelled("$receiver.frame"),
            rm: .spelled("$receiver.frame")),
        APIConcept(
            "view.setFrame", .method, "Resizes the view, throwing for a size the core cannot take.",
            naver: .hand("NMFMapView is a UIView: assign its frame."),
            maplibre: .hand("MLNMapView is a UIView: assign its frame."),
            tomtom: .hand("TomTom's map (TomTomMap) is not a view: assign the frame of the MapView that holds it."),
            // RMMapView.m `setFrame:` keeps the centre projected point across the resize.
            rm: .hand("RMMapView is a UIView: assign its frame (route-me keeps the centre where it was).")),
        APIConcept(
            "view.contentInset", .property, "The insets of the area the camera centres in.",
            naver: .same("NMFMapView.contentInset"), maplibre: .same("MLNMapView.contentInset"),
            // TomTomSDKMapDisplay `MapView.contentInsets` (UIEdgeInsets), on the view, not on TomTomMap.
            tomtom: .hand(
                "TomTom sets the insets on its view, not on the map: MapView.contentInsets (a UIEdgeInsets).",
                "MapView.contentInsets"),
            rm: .none(
                "route-me has no content inset (RMMapView.h). Leave it out, or offset the centre coordinate by hand.")),
        APIConcept(
            "zoomScale.type", .type, "Converts zoom between the style's scale and the neutral one.",
            naver: .same("NaverZoomScale"),
            maplibre: .none(
                "MapLibre's zoom levels need no conversion here. Drop the conversion and use the value as it is."),
            tomtom: .same("TomTomZoomScale"), rm: .same("RMZoomScale")),
        APIConcept(
            "zoomScale.offset", .value, "How many levels the style's zoom lies above the neutral zoom.",
            naver: .same("static NaverZoomScale.offset"),
            maplibre: .none("MapLibre's zoom levels need no offset here: use 0."),
            tomtom: .same("static TomTomZoomScale.offset"), rm: .same("static RMZoomScale.offset")),
        APIConcept(
            "zoomScale.toNeutral", .method, "The neutral zoom for a zoom of the style.",
            naver: .same("static NaverZoomScale.neutral(fromNaver:)"),
            maplibre: .none("MapLibre's zoom levels need no conversion here. Use the value as it is."),
            tomtom: .same("static TomTomZoomScale.neutral(fromTomTom:)"),
            rm: .same("static RMZoomScale.neutral(fromRouteMe:)")),
        APIConcept(
            "zoomScale.fromNeutral", .method, "The style's zoom for a neutral zoom.",
            naver: .same("static NaverZoomScale.naver(fromNeutral:)"),
            maplibre: .none("MapLibre's zoom levels need no conversion here. Use the value as it is."),
            tomtom: .same("static TomTomZoomScale.tomTom(fromNeutral:)"),
            rm: .same("static RMZoomScale.routeMe(fromNeutral:)")),
        // MLNMapView.h `metersPerPointAtLatitude:` and RMMapView.h `metersPerPixel`, both at the current zoom;
        // TomTom's reference lists no ground resolution.
        APIConcept(
            "zoomScale.metersPerPoint", .method, "Ground distance per screen point at a latitude and zoom.",
            naver: .same("static NaverZoomScale.metersPerPoint(latitude:zoom:)"),
            maplibre: .hand(
                "MapLibre gives it at the current zoom: metersPerPoint(atLatitude:) on the map view; halve it for each level above.",
                "~MLNMapView.metersPerPoint(atLatitude:)"),
            tomtom: .none(
                "TomTom gives no ground resolution: convert two screen points with coordinateForPoint(point:) and measure between the coordinates (CLLocation.distance(from:))."
            ),
            rm: .hand(
                "route-me gives it at the current zoom: metersPerPixel on the map view (metres per point); halve it for each level above.",
                "~RMMapView.metersPerPixel")),
    ]
}
