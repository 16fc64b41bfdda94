import Foundation

extension APIMap {
    static let noWrapper = "{style} has no built-in control of this kind. Build it in the app, or drop the line."

    /// Why a style has no ornament view to read: NAVER's controls are views of the wrapper or stand-alone views
    /// (NMFNaverMapView.h, NMFCompassView.h…), TomTom's are set by policy on MapView, route-me has none on the map.
    static let noOrnamentView: [PortingStyle: String] = [
        .naver:
            "NAVER's controls are views of their own: NMFCompassView, NMFScaleView, NMFZoomControlView and NMFLocationButton, each given the map view (mapView), or the switches of NMFNaverMapView. Place one of those views in the app's layout.",
        .tomtom:
            "TomTom does not hand out its controls as views: MapView sets their visibility by policy (compassButtonVisibilityPolicy, currentLocationButtonVisibilityPolicy) and isScaleViewVisible, isLogoVisible.",
        .rm:
            "route-me's map view has no controls to read: its compass shows only while heading tracking turns the map, and its logo and attribution are the switches showLogoBug and hideAttribution.",
    ]

    /// Why a style puts no logo where the app asks: TomTom's MapView has only `isLogoVisible`; route-me's map view
    /// has `showLogoBug` and `hideAttribution` (RMMapView.h).
    static let tomTomLogo = "TomTom places its logo itself: MapView has only isLogoVisible. Drop the line."
    static let routeMeLogo =
        "route-me places its logo itself: RMMapView has only showLogoBug and hideAttribution. Drop the line."

    /// Built-in controls: compass, scale bar, zoom buttons, logo, legal dialogs.
    static let controlConcepts: [APIConcept] = [
        APIConcept(
            "controls.compass.visibility", .property, "Whether (and when) the compass shows.",
            naver: .hand("NAVER sets the Bool showCompass on NMFNaverMapView.", "NMFNaverMapView.showCompass"),
            maplibre: .hand(
                "MapLibre sets compassView.compassVisibility to .adaptive, .hidden or .visible.",
                "~MLNCompassButton.compassVisibility"),
            tomtom: .hand(
                "TomTom sets a policy on MapView: compassButtonVisibilityPolicy = .visibleWhenNeeded, .visible or .hidden."
            ),
            rm: .none("route-me has no compass switch (it shows only while heading tracking turns the map)."),
            differences: ["compass"]),
        .only(
            .maplibre, "controls.compass.shown", .property, "Whether the compass shows now.",
            .same("MLNMapView.isCompassShown"),
            reasons: [
                .naver:
                    "NAVER does not report whether its compass shows: it shows while the map is turned or tilted (NMFNaverMapView's showCompass), so test the camera's heading and tilt.",
                .tomtom:
                    "TomTom does not report whether its compass shows: with .visibleWhenNeeded it shows while the map is turned, so test cameraProperties.rotation.",
                .rm:
                    "route-me does not report whether its compass shows: it shows while heading tracking turns the map (userTrackingMode RMUserTrackingModeFollowWithHeading).",
            ],
            differences: ["compass"]),
        .only(
            .maplibre, "controls.ornamentVisibility.type", .type, "MapLibre's ornament visibility.",
            .same("MLNOrnamentVisibility"), others: "{style} switches its compass with a Bool, or not at all."),
        .only(
            .maplibre, "controls.ornamentVisibility.cases", .value, "MapLibre's ornament visibilities.",
            .hand(
                "MapLibre's visibilities.", "static MLNOrnamentVisibility.adaptive",
                "static MLNOrnamentVisibility.hidden"),
            others: "{style} switches its compass with a Bool, or not at all. See controls.compass.visibility."),
        APIConcept(
            "controls.scaleBar", .property, "Whether the scale bar shows.",
            naver: .same(
                "NMFNaverMapView.showScaleBar", review: "NAVER's switch is on the wrapper view, NMFNaverMapView"),
            maplibre: .same("MLNMapView.showsScale", review: "MapLibre's switch is on the map view itself"),
            tomtom: .none(noWrapper.replacingOccurrences(of: "{style}", with: "TomTom")),
            rm: .none(noWrapper.replacingOccurrences(of: "{style}", with: "route-me")), differences: ["scaleBar"]),
        .only(
            .maplibre, "controls.ornament.type", .type, "One of MapLibre's ornaments: whether it shows and where.",
            .same("MLNCompassButton", "MLNScaleBar", "~MLNScaleBar.intrinsicContentSize"),
            reasons: noOrnamentView),
        .only(
            .maplibre, "controls.compass.view", .property, "The compass as a view.", .same("MLNMapView.compassView"),
            reasons: noOrnamentView, differences: ["compass"]),
        .only(
            .maplibre, "controls.logo.view", .property, "The logo as a view.", .same("MLNMapView.logoView"),
            reasons: noOrnamentView),
        .only(
            .maplibre, "controls.scaleBar.view", .property, "The scale bar as a view.", .same("MLNMapView.scaleBar"),
            reasons: noOrnamentView, differences: ["scaleBar"]),
        .only(
            .naver, "controls.zoomControls", .property, "Whether the zoom buttons show.",
            .same("NMFNaverMapView.showZoomControls"), others: noWrapper),
        .only(
            .naver, "controls.indoorLevelPicker", .property, "Whether the indoor level picker shows.",
            .same("NMFNaverMapView.showIndoorLevelPicker"), others: noWrapper),
        .only(
            .naver, "controls.wrapper.mapView", .property, "The map view inside NAVER's wrapper view.",
            .same("NMFNaverMapView.mapView"), others: "{style} has no wrapper view. Use the map view itself."),
        .only(
            .naver, "controls.wrapper.init", .method, "Makes NAVER's wrapper view, or wraps a map view.",
            .hand(
                "NAVER makes NMFNaverMapView(frame:), which holds its own NMFMapView (mapView).",
                "NMFNaverMapView.init(frame:profile:camera:)", "NMFNaverMapView.init(mapView:)"),
            others: "{style} has no wrapper view. Make the map view itself."),
        .only(
            .tomtom, "controls.locationButton.frame", .property, "Where the recenter button is in the view.",
            .same("TomTomMap.currentLocationButtonFrame"),
            reasons: [
                .naver:
                    "NAVER's location button is a view of its own, NMFLocationButton (given the map view): place it in the app's layout and read its frame.",
                .maplibre: "MapLibre has no location button on the map: build one and read its frame.",
                .rm:
                    "route-me's location button is a toolbar item, RMUserTrackingBarButtonItem: it has no frame on the map.",
            ]),
        APIConcept(
            "controls.logo.align", .property, "The corner the logo sits in.", naver: .same("NMFMapView.logoAlign"),
            maplibre: .hand(
                "MapLibre puts it in a corner named edge first: logoViewPosition = .bottomLeft for NAVER's .leftBottom.",
                "MLNMapView.logoViewPosition"),
            tomtom: .none(tomTomLogo), rm: .none(routeMeLogo)),
        APIConcept(
            "controls.logo.alignType", .type, "NAVER's logo corners.", naver: .same("NMFLogoAlign"),
            maplibre: .hand(
                "MapLibre's corners are MLNOrnamentPosition, named edge first (.bottomLeft for NAVER's .leftBottom)."),
            tomtom: .none(tomTomLogo), rm: .none(routeMeLogo)),
        APIConcept(
            "controls.logo.alignCases", .value, "NAVER's logo corners.",
            naver: .hand(
                "NAVER's corners.", "static NMFLogoAlign.leftBottom", "static NMFLogoAlign.rightBottom",
                "static NMFLogoAlign.leftTop", "static NMFLogoAlign.rightTop", "~NMFLogoAlign.logoAlignment"),
            maplibre: .hand(
                "MapLibre names a corner edge first: MLNOrnamentPosition.bottomLeft is NAVER's .leftBottom."),
            tomtom: .none(tomTomLogo), rm: .none(routeMeLogo)),
        // MLNMapView.h `logoViewMargins`, a CGPoint offset from the logo's corner.
        APIConcept(
            "controls.logo.margin", .property, "The logo's distance from the view's edges.",
            naver: .same("NMFMapView.logoMargin"),
            maplibre: .hand(
                "MapLibre offsets the logo from its corner with logoViewMargins, a CGPoint (x from the side, y from the top or bottom edge).",
                "~MLNMapView.logoViewMargins"),
            tomtom: .none(tomTomLogo), rm: .none(routeMeLogo)),
        .only(
            .naver, "controls.logo.interaction", .property, "Whether tapping the logo opens the legal notice.",
            .same("NMFMapView.logoInteractionEnabled"),
            reasons: [
                .maplibre:
                    "MapLibre's logo (logoView, a UIImageView) takes no taps; its notices open from the attribution button (attributionButton). Drop the line.",
                .tomtom:
                    "TomTom's logo takes no taps the app can switch (MapView has only isLogoVisible). Drop the line.",
                .rm:
                    "route-me's logo takes no taps the app can switch (RMMapView has only showLogoBug). Drop the line.",
            ]),
        .only(
            .naver, "controls.dialog.legalNotice", .method, "Opens the legal notice.",
            .same("NMFMapView.showLegalNotice()"),
            reasons: [
                // MLNMapView.h `showAttribution:`: "Show the attribution action sheet."
                .maplibre:
                    "MapLibre shows its data sources' copyright notices with showAttribution(_:), the attribution button's action; it has no other legal notice.",
                .tomtom: "TomTom opens no legal notice of its own. Show the notice in the app.",
                .rm:
                    "route-me opens no legal notice of its own (its attribution is hidden with hideAttribution). Show the notice in the app.",
            ]),
        .only(
            .naver, "controls.dialog.licenses", .method, "Opens the open-source licences.",
            .same("NMFMapView.showOpenSourceLicense()"),
            others: "{style} opens no open-source licence screen. Show the licences in the app."),
        .only(
            .naver, "controls.dialog.presented", .property, "The dialog the logo or a call opened, if any.",
            .hand(
                "NAVER's presented dialog.", "NMFMapView.presentedDialog", "NMFNoticeDialog",
                "static NMFNoticeDialog.legalNotice", "static NMFNoticeDialog.openSourceLicense"),
            others: "{style} reports no dialog it opened. Drop the check."),
        .only(
            .naver, "controls.optionDelegate", .delegateMethod, "Observes changes of map options.",
            .hand(
                "NAVER's option observers.", "NMFMapViewOptionDelegate",
                "func NMFMapViewOptionDelegate.mapViewOptionChanged(_:)",
                "NMFMapView.addOptionDelegate(delegate:)", "NMFMapView.removeOptionDelegate(delegate:)"),
            others: "{style} reports no option changes. Call the handler where the app changes an option."),
        .only(
            .naver, "map.render.frame", .delegateMethod, "Observes each frame the map draws (NMapsMap 3.20.0).",
            .hand(
                "NAVER's render observers.", "NMFMapViewRenderDelegate",
                "func NMFMapViewRenderDelegate.mapViewDidFinishRenderingFrame(_:fully:stable:)",
                "NMFMapView.addRenderDelegate(delegate:)", "NMFMapView.removeRenderDelegate(delegate:)"),
            others: "{style} reports drawn frames with its own rendering callback, if any; where the app waits for a "
                + "stable map, its camera-idle callback is the closest."),
    ]
}
