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
                "NAVER's adapter reports ignored input on core.diagnostics. Read core.diagnostics.last instead."),
            maplibre: .same("MLNMapView.lastIgnoredError"),
            tomtom: .none(
                "TomTom's adapter throws from the calls that can fail and has no swallowed errors. Catch the error where the call throws."
            ),
            rm: .none("route-me's adapter ignores invalid values silently. Check the value before setting it.")),
        APIConcept(
            "view.frame", .property, "The view's frame; its size is the core's viewport.",
            naver: .same("NMFMapView.frame"), maplibre: .spelled("$receiver.frame"),
            tomtom: .spelled("$receiver.frame"),
            rm: .spelled("$receiver.frame")),
        APIConcept(
            "view.setFrame", .method, "Resizes the view, throwing for a size the core cannot take.",
            naver: .hand(
                "NAVER's map view is a UIView: assign `frame`; a size it cannot take is reported on core.diagnostics."),
            maplibre: .hand(
                "MLNMapView is a UIView: assign frame (a size without area is laid out at 1×1 and reported on core.diagnostics)."
            ),
            tomtom: .none("TomTom's map has no frame. Call core.setViewport(_:) with the new size."),
            rm: .hand("route-me's frame is a plain property that ignores an empty size. Assign `frame`.")),
        APIConcept(
            "view.contentInset", .property, "The insets of the area the camera centres in.",
            naver: .same("NMFMapView.contentInset"), maplibre: .same("MLNMapView.contentInset"),
            tomtom: .none(
                "TomTom's map takes insets in its Viewport when it is made. Pass `viewport:` with the insets."),
            rm: .none("route-me has no content inset. Leave it out, or offset the centre coordinate by hand.")),
        APIConcept(
            "zoomScale.type", .type, "Converts zoom between the style's scale and the neutral one.",
            naver: .same("NaverZoomScale"),
            maplibre: .none("MapLibre uses the neutral zoom scale, so nothing converts. Drop the conversion."),
            tomtom: .same("TomTomZoomScale"), rm: .same("RMZoomScale")),
        APIConcept(
            "zoomScale.offset", .value, "How many levels the style's zoom lies above the neutral zoom.",
            naver: .same("static NaverZoomScale.offset"),
            maplibre: .none("MapLibre's zoom is the neutral zoom: use 0."),
            tomtom: .same("static TomTomZoomScale.offset"), rm: .same("static RMZoomScale.offset")),
        APIConcept(
            "zoomScale.toNeutral", .method, "The neutral zoom for a zoom of the style.",
            naver: .same("static NaverZoomScale.neutral(fromNaver:)"),
            maplibre: .none("MapLibre's zoom is the neutral zoom. Use the value as it is."),
            tomtom: .same("static TomTomZoomScale.neutral(fromTomTom:)"),
            rm: .same("static RMZoomScale.neutral(fromRouteMe:)")),
        APIConcept(
            "zoomScale.fromNeutral", .method, "The style's zoom for a neutral zoom.",
            naver: .same("static NaverZoomScale.naver(fromNeutral:)"),
            maplibre: .none("MapLibre's zoom is the neutral zoom. Use the value as it is."),
            tomtom: .same("static TomTomZoomScale.tomTom(fromNeutral:)"),
            rm: .same("static RMZoomScale.routeMe(fromNeutral:)")),
        .only(
            .naver, "zoomScale.metersPerPoint", .method, "Ground distance per screen point at a latitude and zoom.",
            .same("static NaverZoomScale.metersPerPoint(latitude:zoom:)"),
            others: "{style}'s adapter has no ground-resolution helper. Compute it from the core's ScreenTransform."),
    ]
}
