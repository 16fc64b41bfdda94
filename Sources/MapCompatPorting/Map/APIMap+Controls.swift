import Foundation

extension APIMap {
    static let noWrapper = "{style} has no built-in control of this kind. Build it in the app, or drop the line."

    static let noOrnamentView =
        "{style} does not expose its controls as views. Read core.visibility(of:) and core.frame(of:) for the control."

    /// Built-in controls: compass, scale bar, zoom buttons, logo, legal dialogs.
    static let controlConcepts: [APIConcept] = [
        APIConcept(
            "controls.compass.visibility", .property, "Whether (and when) the compass shows.",
            naver: .hand("NAVER sets the Bool showCompass on NMFNaverMapView.", "NMFNaverMapView.showCompass"),
            maplibre: .hand(
                "MapLibre sets compassView.compassVisibility to .adaptive, .hidden or .visible.",
                "~MLNCompassButton.compassVisibility"),
            tomtom: .none("TomTom's adapter has no compass switch. Drop the line."),
            rm: .none("route-me has no compass switch (it shows only while heading tracking turns the map)."),
            differences: ["compass"]),
        .only(
            .maplibre, "controls.compass.shown", .property, "Whether the compass shows now.",
            .same("MLNMapView.isCompassShown"),
            others: "{style} does not report the compass's visibility. Read core.visibility(of: .compass).",
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
            others: noOrnamentView),
        .only(
            .maplibre, "controls.compass.view", .property, "The compass as a view.", .same("MLNMapView.compassView"),
            others: noOrnamentView, differences: ["compass"]),
        .only(
            .maplibre, "controls.logo.view", .property, "The logo as a view.", .same("MLNMapView.logoView"),
            others: noOrnamentView),
        .only(
            .maplibre, "controls.scaleBar.view", .property, "The scale bar as a view.", .same("MLNMapView.scaleBar"),
            others: noOrnamentView, differences: ["scaleBar"]),
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
                "NAVER makes NMFNaverMapView(frame:profile:camera:) or NMFNaverMapView(mapView:).",
                "NMFNaverMapView.init(frame:profile:camera:)", "NMFNaverMapView.init(mapView:)"),
            others: "{style} has no wrapper view. Make the map view itself."),
        .only(
            .tomtom, "controls.locationButton.frame", .property, "Where the recenter button is in the view.",
            .same("TomTomMap.currentLocationButtonFrame"),
            others: "{style} does not expose the button's frame. Read core.frame(of: .locationButton)."),
        APIConcept(
            "controls.logo.align", .property, "The corner the logo sits in.", naver: .same("NMFMapView.logoAlign"),
            maplibre: .hand(
                "MapLibre puts it in a corner named edge first: logoViewPosition = .bottomLeft for NAVER's .leftBottom.",
                "MLNMapView.logoViewPosition"),
            tomtom: .none("TomTom's adapter has no logo placement. Drop the line."),
            rm: .none("route-me (RMMapLayer)'s adapter has no logo placement. Drop the line.")),
        APIConcept(
            "controls.logo.alignType", .type, "NAVER's logo corners.", naver: .same("NMFLogoAlign"),
            maplibre: .hand(
                "MapLibre's corners are MLNOrnamentPosition, named edge first (.bottomLeft for NAVER's .leftBottom)."),
            tomtom: .none("TomTom's adapter has no logo placement."),
            rm: .none("route-me (RMMapLayer)'s adapter has no logo placement.")),
        APIConcept(
            "controls.logo.alignCases", .value, "NAVER's logo corners.",
            naver: .hand(
                "NAVER's corners.", "static NMFLogoAlign.leftBottom", "static NMFLogoAlign.rightBottom",
                "static NMFLogoAlign.leftTop", "static NMFLogoAlign.rightTop", "~NMFLogoAlign.logoAlignment"),
            maplibre: .hand(
                "MapLibre names a corner edge first: MLNOrnamentPosition.bottomLeft is NAVER's .leftBottom."),
            tomtom: .none("TomTom's adapter has no logo placement. Drop the line."),
            rm: .none("route-me (RMMapLayer)'s adapter has no logo placement. Drop the line.")),
        .only(
            .naver, "controls.logo.margin", .property, "The logo's distance from the view's edges.",
            .same("NMFMapView.logoMargin"), others: "{style}'s adapter has no logo placement. Drop the line."),
        .only(
            .naver, "controls.logo.interaction", .property, "Whether tapping the logo opens the legal notice.",
            .same("NMFMapView.logoInteractionEnabled"), others: "{style}'s adapter has no logo tap. Drop the line."),
        .only(
            .naver, "controls.dialog.legalNotice", .method, "Opens the legal notice.",
            .same("NMFMapView.showLegalNotice()"),
            others: "{style}'s adapter has no legal dialog. Show the notice in the app."),
        .only(
            .naver, "controls.dialog.licenses", .method, "Opens the open-source licences.",
            .same("NMFMapView.showOpenSourceLicense()"),
            others: "{style}'s adapter has no licence dialog. Show the licences in the app."),
        .only(
            .naver, "controls.dialog.presented", .property, "The dialog the logo or a call opened, if any.",
            .hand(
                "NAVER's presented dialog.", "NMFMapView.presentedDialog", "NMFNoticeDialog",
                "static NMFNoticeDialog.legalNotice", "static NMFNoticeDialog.openSourceLicense"),
            others: "{style}'s adapter opens no dialogs. Drop the check."),
        .only(
            .naver, "controls.optionDelegate", .delegateMethod, "Observes changes of map options.",
            .hand(
                "NAVER's option observers.", "NMFMapViewOptionDelegate",
                "func NMFMapViewOptionDelegate.mapViewOptionChanged(_:)",
                "NMFMapView.addOptionDelegate(delegate:)", "NMFMapView.removeOptionDelegate(delegate:)"),
            others: "{style} reports no option changes. Call the handler where the app changes an option."),
    ]
}
