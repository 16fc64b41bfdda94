extension APIMap {
    static let noViews = "{style}'s adapter has no annotation views. Drop it, or keep the state in the app."

    /// The views that draw annotations (MapLibre's MLNAnnotationView, route-me's RMMapLayer): drag states and
    /// callouts.
    static let annotationViewConcepts: [APIConcept] = [
        APIConcept(
            "annotation.viewFor", .delegateMethod, "The delegate gives the view (layer) that draws an annotation.",
            naver: .none("NAVER overlays draw themselves. Set the marker's properties instead."),
            maplibre: .same("func MLNMapViewDelegate.mapView(_:viewFor:)"),
            tomtom: .none("TomTom markers draw themselves from MarkerOptions."),
            rm: .same("func RMMapViewDelegate.mapView(_:layerFor:)")),
        APIConcept(
            "annotation.view", .method, "The view (layer) that draws an added annotation.",
            naver: .none("NAVER overlays draw themselves. Use the overlay."),
            maplibre: .hand("MapLibre asks the map: view(for:).", "MLNMapView.view(for:)"),
            tomtom: .none("TomTom markers draw themselves. Use the marker."),
            rm: .hand("route-me's annotation holds it: annotation.layer.", "~RMAnnotation.layer")),
        APIConcept(
            "annotation.view.annotation", .property, "The annotation a view (layer) draws.",
            naver: .none("NAVER overlays draw themselves."),
            maplibre: .none("MapLibre's adapter does not link back; keep the annotation."),
            tomtom: .none("TomTom markers draw themselves."), rm: .same("~RMMapLayer.annotation")),
        APIConcept(
            "annotation.view.init", .method, "Makes a view (layer) for an annotation.",
            naver: .none("NAVER overlays draw themselves."),
            maplibre: .hand(
                "MapLibre makes MLNAnnotationView(reuseIdentifier:frame:centerOffset:).",
                "MLNAnnotationView.init(reuseIdentifier:frame:centerOffset:)", "~MLNAnnotationView.reuseIdentifier"),
            tomtom: .none("TomTom markers draw themselves."),
            rm: .hand(
                "route-me makes RMMapLayer() or RMMarker(uiImage:anchorPoint:).",
                "RMMapLayer.init()", "RMMarker", "RMMarker.init(uiImage:anchorPoint:)")),
        APIConcept(
            "annotation.view.selected", .property, "Whether the view's annotation is selected.",
            naver: .none("NAVER overlays are not selected."), maplibre: .same("~MLNAnnotationView.isSelected"),
            tomtom: .none("TomTom markers flag it themselves: Marker.isSelected."),
            rm: .none("route-me's layer has no flag. Compare with the map's selectedAnnotation.")),
        APIConcept(
            "annotation.draggable", .property, "Whether a long press may drag the annotation.",
            naver: .none("NAVER overlays cannot be dragged."), maplibre: .same("~MLNAnnotationView.isDraggable"),
            tomtom: .none("TomTom's adapter has no draggable markers."),
            rm: .hand("route-me asks the delegate: mapView(_:shouldDragAnnotation:).")),
        APIConcept(
            "annotation.dragState", .property, "Where the view is in a drag.",
            naver: .none("NAVER overlays cannot be dragged."), maplibre: .same("~MLNAnnotationView.dragState"),
            tomtom: .none("TomTom's adapter has no draggable markers."), rm: .same("~RMMapLayer.dragState")),
        APIConcept(
            "annotation.setDragState", .method, "Moves a drag to its next state (the app confirms start and end).",
            naver: .none("NAVER overlays cannot be dragged."),
            maplibre: .same("MLNAnnotationView.setDragState(_:animated:)"),
            tomtom: .none("TomTom's adapter has no draggable markers."),
            rm: .same("RMMapLayer.setDragState(_:animated:)", "RMMarker.setDragState(_:animated:)")),
        APIConcept(
            "annotation.dragState.type", .type, "The states of a drag.",
            naver: .none("NAVER overlays cannot be dragged."), maplibre: .same("MLNAnnotationViewDragState"),
            tomtom: .none("TomTom's adapter has no draggable markers."), rm: .same("RMMapLayerDragState")),
        dragState("none"), dragState("starting"), dragState("dragging"), dragState("canceling"), dragState("ending"),
        .only(
            .maplibre, "annotation.dragState.core", .method, "MapLibre's drag state for a core drag state.",
            .same("MLNAnnotationViewDragState.init(_:)"), others: "{style} keeps the conversion internal."),
        APIConcept(
            "annotation.dragChanged", .delegateMethod, "The drag state of an annotation changed.",
            naver: .none("NAVER overlays cannot be dragged."),
            maplibre: .hand("MapLibre calls setDragState(_:animated:) on the view; override it."),
            tomtom: .none("TomTom's adapter has no draggable markers."),
            rm: .same("func RMMapViewDelegate.mapView(_:annotation:didChange:fromOldState:)")),
        APIConcept(
            "callout.view", .delegateMethod, "The delegate gives the app's own view for an annotation's callout.",
            naver: .none("NAVER overlays have no callouts."),
            maplibre: .same("func MLNMapViewDelegate.mapView(_:calloutViewFor:)"),
            tomtom: .none("TomTom's adapter has no callouts."),
            rm: .hand(
                "route-me draws the callout from the layer: set canShowCallout and the accessory views on the RMMapLayer from mapView(_:layerFor:)."
            )),
        .only(
            .maplibre, "callout.view.type", .type, "An app's callout view, presented and dismissed by the map.",
            .same(
                "MLNCalloutView", "~MLNCalloutView.representedObject", "~MLNCalloutView.leftAccessoryView",
                "~MLNCalloutView.rightAccessoryView", "~MLNCalloutView.delegate",
                "func MLNCalloutView.presentCallout(from:in:constrainedTo:animated:)",
                "func MLNCalloutView.dismissCallout(animated:)",
                "~MLNCalloutView.marginInsetsHintForPresentation(from:)", "~MLNCalloutView.isAnchoredToAnnotation",
                "~MLNCalloutView.dismissesAutomatically"),
            others: "{style} has no callout views of the app's. Observe core events for .calloutShow and .calloutHide."),
        .only(
            .maplibre, "callout.view.delegate", .delegateMethod,
            "Taps on an app's callout view, which the map view hears as the callout's delegate.",
            .same(
                "MLNCalloutViewDelegate", "~MLNCalloutViewDelegate.calloutViewShouldHighlight(_:)",
                "~MLNCalloutViewDelegate.calloutViewTapped(_:)", "~MLNCalloutViewDelegate.calloutViewWillAppear(_:)",
                "~MLNCalloutViewDelegate.calloutViewDidAppear(_:)", "~MLNMapView.calloutViewShouldHighlight(_:)",
                "~MLNMapView.calloutViewTapped(_:)"),
            others: "{style} has no callout views of the app's; its callout taps are the callout.tapped concept."),
        APIConcept(
            "callout.accessoryTapped", .delegateMethod, "A control in a callout was tapped.",
            naver: .none("NAVER overlays have no callouts."),
            maplibre: .hand(
                "MapLibre reports mapView(_:annotation:calloutAccessoryControlTapped:).",
                "func MLNMapViewDelegate.mapView(_:annotation:calloutAccessoryControlTapped:)"),
            tomtom: .none("TomTom's adapter has no callouts."),
            rm: .hand(
                "route-me reports tapOnCalloutAccessoryControl(_:for:onMap:).",
                "func RMMapViewDelegate.tap(onCalloutAccessory:for:onMap:)")),
        APIConcept(
            "callout.tapped", .delegateMethod, "The callout itself was tapped.",
            naver: .none("NAVER overlays have no callouts."),
            maplibre: .same("func MLNMapViewDelegate.mapView(_:tapOnCalloutFor:)"),
            tomtom: .none("TomTom's adapter has no callouts."),
            rm: .none("route-me reports taps on accessory controls only. Add a control to the callout.")),
        APIConcept(
            "callout.leftAccessory", .property, "The view at the callout's left.",
            naver: .none("NAVER overlays have no callouts."),
            maplibre: .hand(
                "MapLibre asks the delegate: mapView(_:leftCalloutAccessoryViewFor:).",
                "func MLNMapViewDelegate.mapView(_:leftCalloutAccessoryViewFor:)"),
            tomtom: .none("TomTom's adapter has no callouts."),
            rm: .hand("route-me sets it on the layer.", "~RMMapLayer.leftCalloutAccessoryView")),
        APIConcept(
            "callout.rightAccessory", .property, "The view at the callout's right.",
            naver: .none("NAVER overlays have no callouts."),
            maplibre: .hand(
                "MapLibre asks the delegate: mapView(_:rightCalloutAccessoryViewFor:).",
                "func MLNMapViewDelegate.mapView(_:rightCalloutAccessoryViewFor:)"),
            tomtom: .none("TomTom's adapter has no callouts."),
            rm: .hand("route-me sets it on the layer.", "~RMMapLayer.rightCalloutAccessoryView")),
        APIConcept(
            "callout.accessoryView", .type, "A view or control to put in a callout.",
            naver: .none("NAVER overlays have no callouts."),
            // UIKit's UIView is every style's view (any screen names it): it is written, never searched for.
            maplibre: Side(members: [], spelling: APISpelling("UIView", isSearched: false)),
            tomtom: .none("TomTom's adapter has no callouts."),
            rm: .hand("route-me takes UIKit's UIView and UIControl (MapCompatUIKit's stand-ins on Linux).")),
    ]

    /// One state of a drag, in the two styles that drag.
    static func dragState(_ name: String) -> APIConcept {
        APIConcept(
            "annotation.dragState.\(name)", .value, "The drag state `\(name)`.",
            naver: .none("NAVER overlays cannot be dragged."),
            maplibre: .same(APIMember("static MLNAnnotationViewDragState.\(name)")),
            tomtom: .none("TomTom's adapter has no draggable markers."),
            rm: .same(APIMember("RMMapLayerDragState\(name.prefix(1).uppercased() + name.dropFirst())")))
    }
}
