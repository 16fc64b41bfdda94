extension APIMap {
    /// NAVER's callout: an info window whose data source returns the app's view, drawn as an image (NMFInfoWindow.h,
    /// NMFOverlayImage.h `NMFOverlayImageDataSource`).
    static let naverInfoWindow =
        "NAVER shows a callout as an info window: an NMFInfoWindow whose dataSource returns the app's view (drawn as an image), opened on the marker with open(with:)."
    static let naverInfoWindowAccessory =
        "NAVER's info window shows one view from its data source, drawn as an image: put the accessory into that view (it takes no taps of its own)."

    /// Why TomTom cannot drag a marker: neither `Marker` nor `MarkerOptions` has a draggable setting and
    /// `MapDelegate` no drag callback (TomTomSDKMapDisplay reference, 0.37.0 and 0.69.2).
    static let tomTomNoDrag =
        "TomTom's markers cannot be dragged: Marker and MarkerOptions have no draggable setting and MapDelegate no drag callback. Drop it, or move the marker from the app's own long-press and pan handling."

    /// Why TomTom has no callout: its markers carry no title or accessory views and `MapDelegate` reports only
    /// interactions and camera events (TomTomSDKMapDisplay reference, `Marker`, `MapDelegate`).
    static let tomTomNoCallouts =
        "TomTom's markers have no callouts: no title, accessory views or callout callbacks (Marker, MapDelegate). Drop it, or show the app's own view when map(_:onInteraction:) reports .tappedOnAnnotation."

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
            // MLNAnnotationView.h `annotation`: read-only, never searched (too common a name).
            maplibre: Side(
                members: ["~MLNAnnotationView.annotation"],
                spelling: APISpelling("$receiver.annotation", isSearched: false)),
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
        // MLNAnnotationView.h `centerOffset` is a CGVector; MKAnnotationView's (MKAnnotationView.h) is a CGPoint:
        // the same offset in points from the view's centre, set as its components.
        APIConcept(
            "annotation.view.offset", .property, "Moves an annotation view off its coordinate, in points.",
            naver: .none("NAVER markers have no view: set anchor, in the unit square of the marker's image."),
            maplibre: .spelled("$receiver.centerOffset = CGVector(dx: $dx, dy: $dy)"),
            tomtom: .none("TomTom markers have no view: set placementAnchor on MarkerOptions."),
            rm: .none("route-me sets the layer's anchorPoint, in the unit square of its image.")),
        APIConcept(
            "annotation.view.selected", .property, "Whether the view's annotation is selected.",
            naver: .none("NAVER overlays are not selected."), maplibre: .same("~MLNAnnotationView.isSelected"),
            tomtom: .none("TomTom markers flag it themselves: Marker.isSelected."),
            rm: .none("route-me's layer has no flag. Compare with the map's selectedAnnotation.")),
        APIConcept(
            "annotation.draggable", .property, "Whether a long press may drag the annotation.",
            naver: .none("NAVER overlays cannot be dragged."), maplibre: .same("~MLNAnnotationView.isDraggable"),
            tomtom: .none(tomTomNoDrag),
            rm: .hand("route-me asks the delegate: mapView(_:shouldDragAnnotation:).")),
        APIConcept(
            "annotation.dragState", .property, "Where the view is in a drag.",
            naver: .none("NAVER overlays cannot be dragged."), maplibre: .same("~MLNAnnotationView.dragState"),
            tomtom: .none(tomTomNoDrag), rm: .same("~RMMapLayer.dragState")),
        APIConcept(
            "annotation.setDragState", .method, "Moves a drag to its next state (the app confirms start and end).",
            naver: .none("NAVER overlays cannot be dragged."),
            maplibre: .same("MLNAnnotationView.setDragState(_:animated:)"),
            tomtom: .none(tomTomNoDrag),
            rm: .same("RMMapLayer.setDragState(_:animated:)", "RMMarker.setDragState(_:animated:)")),
        APIConcept(
            "annotation.dragState.type", .type, "The states of a drag.",
            naver: .none("NAVER overlays cannot be dragged."), maplibre: .same("MLNAnnotationViewDragState"),
            tomtom: .none(tomTomNoDrag), rm: .same("RMMapLayerDragState")),
        dragState("none"), dragState("starting"), dragState("dragging"), dragState("canceling"), dragState("ending"),
        APIConcept(
            "annotation.dragState.core", .method, "MapLibre's drag state for a core drag state.",
            naver: .none("NAVER's overlays cannot be dragged, so there is no drag state to convert. Drop it."),
            maplibre: .same("MLNAnnotationViewDragState.init(_:)"), tomtom: .none(tomTomNoDrag),
            rm: .none(
                "route-me's drag states are RMMapLayerDragState values (RMMapLayer.h) and convert to no other type: use them as they are."
            )),
        APIConcept(
            "annotation.dragChanged", .delegateMethod, "The drag state of an annotation changed.",
            naver: .none("NAVER overlays cannot be dragged."),
            maplibre: .hand("MapLibre calls setDragState(_:animated:) on the view; override it."),
            tomtom: .none(tomTomNoDrag),
            rm: .same("func RMMapViewDelegate.mapView(_:annotation:didChange:fromOldState:)")),
        APIConcept(
            "callout.view", .delegateMethod, "The delegate gives the app's own view for an annotation's callout.",
            naver: .hand(naverInfoWindow),
            maplibre: .same("func MLNMapViewDelegate.mapView(_:calloutViewFor:)"),
            tomtom: .none(tomTomNoCallouts),
            rm: .hand(
                "route-me draws the callout from the layer: set canShowCallout and the accessory views on the RMMapLayer from mapView(_:layerFor:)."
            )),
        // route-me presents an SMCalloutView built from the layer when the annotation is selected (RMMapView.m
        // `selectAnnotation:animated:`), and dismisses it on deselection.
        APIConcept(
            "callout.view.type", .type, "An app's callout view, presented and dismissed by the map.",
            naver: .hand(naverInfoWindow),
            maplibre: .same(
                "MLNCalloutView", "~MLNCalloutView.representedObject", "~MLNCalloutView.leftAccessoryView",
                "~MLNCalloutView.rightAccessoryView", "~MLNCalloutView.delegate",
                "func MLNCalloutView.presentCallout(from:in:constrainedTo:animated:)",
                "func MLNCalloutView.dismissCallout(animated:)",
                "~MLNCalloutView.marginInsetsHintForPresentation(from:)", "~MLNCalloutView.isAnchoredToAnnotation",
                "~MLNCalloutView.dismissesAutomatically"),
            tomtom: .none(tomTomNoCallouts),
            rm: .hand(
                "route-me draws its own callout from the selected annotation's layer (canShowCallout, title, subtitle, accessory views): it shows when mapView(_:didSelect:) is called and hides before mapView(_:didDeselect:)."
            )),
        APIConcept(
            "callout.view.delegate", .delegateMethod,
            "Taps on an app's callout view, which the map view hears as the callout's delegate.",
            naver: .hand(
                "NAVER's info window is an overlay: set its touchHandler to hear taps on it (return true to consume the tap)."
            ),
            maplibre: .same(
                "MLNCalloutViewDelegate", "~MLNCalloutViewDelegate.calloutViewShouldHighlight(_:)",
                "~MLNCalloutViewDelegate.calloutViewTapped(_:)", "~MLNCalloutViewDelegate.calloutViewWillAppear(_:)",
                "~MLNCalloutViewDelegate.calloutViewDidAppear(_:)", "~MLNMapView.calloutViewShouldHighlight(_:)",
                "~MLNMapView.calloutViewTapped(_:)"),
            tomtom: .none(tomTomNoCallouts),
            rm: .none(
                "route-me reports taps on a callout's accessory controls only: tapOnCalloutAccessoryControl(_:for:onMap:)."
            )),
        APIConcept(
            "callout.accessoryTapped", .delegateMethod, "A control in a callout was tapped.",
            naver: .none(
                "NAVER's info window is drawn as an image and holds no live controls: hear taps on the whole window with its touchHandler."
            ),
            maplibre: .hand(
                "MapLibre reports mapView(_:annotation:calloutAccessoryControlTapped:).",
                "func MLNMapViewDelegate.mapView(_:annotation:calloutAccessoryControlTapped:)"),
            tomtom: .none(tomTomNoCallouts),
            rm: .hand(
                "route-me reports tapOnCalloutAccessoryControl(_:for:onMap:).",
                "func RMMapViewDelegate.tap(onCalloutAccessory:for:onMap:)")),
        APIConcept(
            "callout.tapped", .delegateMethod, "The callout itself was tapped.",
            naver: .hand(
                "NAVER's callout is an info window, an overlay: set its touchHandler to hear taps on it (return true to consume the tap)."
            ),
            maplibre: .same("func MLNMapViewDelegate.mapView(_:tapOnCalloutFor:)"),
            tomtom: .none(tomTomNoCallouts),
            rm: .none("route-me reports taps on accessory controls only. Add a control to the callout.")),
        APIConcept(
            "callout.leftAccessory", .property, "The view at the callout's left.",
            naver: .none(naverInfoWindowAccessory),
            maplibre: .hand(
                "MapLibre asks the delegate: mapView(_:leftCalloutAccessoryViewFor:).",
                "func MLNMapViewDelegate.mapView(_:leftCalloutAccessoryViewFor:)"),
            tomtom: .none(tomTomNoCallouts),
            rm: .hand("route-me sets it on the layer.", "~RMMapLayer.leftCalloutAccessoryView")),
        APIConcept(
            "callout.rightAccessory", .property, "The view at the callout's right.",
            naver: .none(naverInfoWindowAccessory),
            maplibre: .hand(
                "MapLibre asks the delegate: mapView(_:rightCalloutAccessoryViewFor:).",
                "func MLNMapViewDelegate.mapView(_:rightCalloutAccessoryViewFor:)"),
            tomtom: .none(tomTomNoCallouts),
            rm: .hand("route-me sets it on the layer.", "~RMMapLayer.rightCalloutAccessoryView")),
        APIConcept(
            "callout.accessoryView", .type, "A view or control to put in a callout.",
            naver: .none(naverInfoWindowAccessory),
            // UIKit's UIView is every style's view (any screen names it): it is written, never searched for.
            maplibre: Side(members: [], spelling: APISpelling("UIView", isSearched: false)),
            tomtom: .none(tomTomNoCallouts),
            rm: .hand(
                "route-me's layer takes a UIKit view as leftCalloutAccessoryView or rightCalloutAccessoryView; a UIControl there is reported to tapOnCalloutAccessoryControl(_:for:onMap:)."
            )),
    ]

    /// One state of a drag, in the two styles that drag.
    static func dragState(_ name: String) -> APIConcept {
        APIConcept(
            "annotation.dragState.\(name)", .value, "The drag state `\(name)`.",
            naver: .none("NAVER overlays cannot be dragged."),
            maplibre: .same(APIMember("static MLNAnnotationViewDragState.\(name)")),
            tomtom: .none(tomTomNoDrag),
            rm: .same(APIMember("RMMapLayerDragState\(name.prefix(1).uppercased() + name.dropFirst())")))
    }
}
