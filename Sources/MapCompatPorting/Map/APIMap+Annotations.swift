extension APIMap {
    /// MLNMapView.h `removeAnnotation:`: "Removes an annotation from the map view, deselecting it if it is
    /// selected"; route-me's `removeAnnotation:` does not deselect (RMMapView.m).
    static let mapLibreDeselectsOnRemoval =
        "MapLibre deselects a selected annotation as it removes it, and calls mapView(_:didDeselect:)"

    static let naverOverlays =
        "NAVER puts overlays on the map by setting their mapView; they are not selected. Rewrite by hand."

    /// Markers and annotations on the map: NAVER's overlays, MapLibre's and route-me's annotations, TomTom's
    /// markers.
    static let annotationConcepts: [APIConcept] = [
        APIConcept(
            "annotation.base", .type, "Something the app places on the map that taps can reach.",
            naver: .same("NMFOverlay", review: "an overlay draws itself and is not selected"),
            maplibre: .same("MLNAnnotation"), tomtom: .same("Annotation"),
            // route-me's one annotation class is also its marker (type.marker), so it is written, not searched: a
            // base type (a handler's parameter, a list of overlays) becomes it, and it comes back as a marker.
            rm: Side(
                members: [],
                spelling: APISpelling(
                    "RMAnnotation", review: "route-me has one annotation class; its layer says what it draws",
                    isSearched: false))),
        APIConcept(
            "annotation.coordinate", .property, "Where the annotation stands.",
            naver: .hand("NAVER's marker stands at `position`, an NMGLatLng.", "~NMFMarker.position"),
            maplibre: .same("~MLNPointAnnotation.coordinate", "~MLNAnnotation.coordinate"),
            tomtom: .same("~Marker.coordinate", review: "read-only: remove the marker and add it again to move it"),
            rm: .same("~RMAnnotation.coordinate")),
        APIConcept(
            "annotation.title", .property, "The annotation's title.",
            // NMFMarker.h `captionText`, drawn under the marker (on a known marker the port writes it: marker.title).
            naver: .hand(
                "NAVER draws a marker's title as its captionText, under the marker at all times (on a known marker the port writes it).",
                "~NMFMarker.captionText"),
            maplibre: .same("~MLNShape.title", "~MLNAnnotation.title"),
            tomtom: .hand("TomTom's markers carry an app label, `tag`."), rm: .same("~RMAnnotation.title")),
        APIConcept(
            "annotation.subtitle", .property, "The annotation's subtitle.",
            naver: .hand(
                "NAVER draws it as the marker's subCaptionText, under its caption at all times (on a known marker the port writes it).",
                "~NMFMarker.subCaptionText"),
            maplibre: .same("~MLNShape.subtitle", "~MLNAnnotation.subtitle"),
            tomtom: .none("TomTom's markers carry one label, `tag`. Keep the text in the app."),
            rm: .same("~RMAnnotation.subtitle")),
        APIConcept(
            "annotation.tag", .property, "The app's own label of a marker: a number in NAVER, a string in TomTom.",
            // NMFMarker.h `tag` (NSUInteger, imported as UInt); TomTomSDKMapDisplay `Annotation.tag` (String?).
            naver: .hand("NAVER's marker tag is a number (UInt): map the label to one by hand.", "~NMFMarker.tag"),
            maplibre: .none("MapLibre's annotations carry a title, not a tag. Keep the label in the app."),
            tomtom: .hand("TomTom's label.", "~Annotation.tag", "~Marker.tag", "~MarkerOptions.tag"),
            rm: .none("route-me's annotations carry a title, not a tag. Keep the label in the app.")),
        APIConcept(
            "annotation.add", .method, "Puts an annotation on the map.",
            // NAVER puts an overlay on the map by setting its mapView (NMFOverlay.h); NAVER code is found by
            // marker.attach, on a known marker and map view.
            naver: Side(members: [], spelling: APISpelling("$arg1.mapView = $receiver", isSearched: false)),
            maplibre: .same("MLNMapView.addAnnotation(_:)"),
            tomtom: .hand(
                "TomTom adds markers with addMarker(options:), which returns the marker.",
                "TomTomMap.addMarker(options:)"),
            rm: .same("RMMapView.addAnnotation(_:)")),
        APIConcept(
            "annotation.addAll", .method, "Puts several annotations on the map.",
            // NAVER puts each overlay on the map by setting its map (NMFOverlay.h): a loop over the list.
            naver: Side(
                members: [],
                spelling: APISpelling("for overlay in $arg1 { overlay.mapView = $receiver }", isSearched: false)),
            maplibre: .same("MLNMapView.addAnnotations(_:)"),
            tomtom: .hand("TomTom adds one marker at a time with addMarker(options:)."),
            rm: .same("RMMapView.addAnnotations(_:)")),
        APIConcept(
            "annotation.remove", .method, "Takes an annotation off the map.",
            naver: .hand("NAVER sets the overlay's mapView to nil."),
            maplibre: .same("MLNMapView.removeAnnotation(_:)", review: mapLibreDeselectsOnRemoval),
            tomtom: .same("TomTomMap.remove(annotation:)"), rm: .same("RMMapView.removeAnnotation(_:)")),
        // Everything the app put on the map taken off at once: TomTom's removeAnnotations() (TomTomMap), route-me's
        // removeAllAnnotations (RMMapView.h), MapLibre's removeAnnotations(_:) of its whole annotations list
        // (MLNMapView.h). NAVER has no list of the overlays on a map: an app keeps its own.
        APIConcept(
            "annotation.removeAll", .method, "Takes every annotation off the map.",
            naver: .none(
                "NAVER keeps no list of a map's overlays: set each overlay's mapView to nil from the app's own list."),
            maplibre: .spelled("$map.removeAnnotations($map.annotations ?? [])", review: mapLibreDeselectsOnRemoval),
            tomtom: .spelled("$map.removeAnnotations()", "TomTomMap.removeAnnotations()"),
            rm: .spelled("$map.removeAllAnnotations()", "~RMMapView.removeAllAnnotations()")),
        APIConcept(
            "annotation.list", .property, "The annotations on the map, oldest first.",
            naver: .same("NMFMapView.addedOverlays"), maplibre: .same("~MLNMapView.annotations"),
            tomtom: .same("TomTomMap.markers"), rm: .same("~RMMapView.annotations")),
        APIConcept(
            "annotation.onMap", .property, "The map an overlay or annotation is on (NAVER: setting it adds it).",
            naver: .hand(naverOverlays, "~NMFOverlay.mapView"),
            maplibre: .none("MapLibre annotations do not know their map. Keep the map view."),
            tomtom: .none("TomTom markers do not know their map. Keep the map."),
            rm: .hand(
                "route-me annotations are made for a map view (RMAnnotation(mapView:…)).", "~RMAnnotation.mapView")),
        APIConcept(
            "annotation.select", .method, "Selects an annotation as a tap would.",
            naver: .none("NAVER overlays are not selected. Call the touch handler's code directly."),
            maplibre: .same("MLNMapView.selectAnnotation(_:animated:)"),
            tomtom: .hand(
                "TomTom marks a marker selected with select(annotation:); it changes nothing else.",
                "TomTomMap.select(annotation:)"),
            rm: .same("RMMapView.selectAnnotation(_:animated:)")),
        APIConcept(
            "annotation.deselect", .method, "Deselects an annotation.",
            naver: .none("NAVER overlays are not selected. Drop the line."),
            maplibre: .same("MLNMapView.deselectAnnotation(_:animated:)"),
            tomtom: .hand("TomTom unmarks with deselect(annotation:).", "TomTomMap.deselect(annotation:)"),
            rm: .same("RMMapView.deselectAnnotation(_:animated:)")),
        APIConcept(
            "annotation.selected", .property, "The selected annotation (MapLibre: a list).",
            naver: .none("NAVER overlays are not selected. Keep the last tapped overlay in the app."),
            maplibre: .hand("MapLibre keeps a list, selectedAnnotations.", "MLNMapView.selectedAnnotations"),
            tomtom: .hand("TomTom flags each marker: read isSelected.", "~Marker.isSelected", "~Annotation.isSelected"),
            rm: .hand("route-me keeps one, selectedAnnotation (annotation.selected.one).")),
        // Google's selection is a property (GMSMapView.h `selectedMarker`: setting it selects a marker and shows
        // its info window, nil deselects), as route-me's is (RMMapView.h `selectedAnnotation`). MapLibre and
        // MapKit select by method and keep a list. Written, never searched, on the styles that select by method:
        // their `selectAnnotation(_:animated:)` is `annotation.select`.
        APIConcept(
            "annotation.selected.one", .property, "The one selected annotation, or nil.",
            naver: .none("NAVER overlays are not selected. Keep the last tapped overlay in the app."),
            maplibre: Side(
                members: [], spelling: APISpelling("$receiver.selectedAnnotations.first", isSearched: false)),
            tomtom: .hand("TomTom flags each marker: read isSelected."),
            rm: .spelled("$receiver.selectedAnnotation", "RMMapView.selectedAnnotation")),
        APIConcept(
            "annotation.selected.set", .property, "Selects an annotation by setting the map's selection.",
            naver: .none("NAVER overlays are not selected. Call the touch handler's code directly."),
            maplibre: Side(
                members: [],
                spelling: APISpelling("$receiver.selectAnnotation($arg1, animated: false)", isSearched: false)),
            tomtom: .hand("TomTom marks a marker selected with select(annotation:); it changes nothing else."),
            rm: .spelled("$receiver.selectedAnnotation = $arg1")),
        APIConcept(
            "annotation.selected.clear", .property, "Deselects the selected annotation by clearing the selection.",
            naver: .none("NAVER overlays are not selected. Drop the line."),
            maplibre: Side(
                members: [],
                spelling: APISpelling(
                    "$receiver.deselectAnnotation($receiver.selectedAnnotations.first, animated: false)",
                    isSearched: false)),
            tomtom: .hand("TomTom unmarks with deselect(annotation:)."),
            rm: .spelled("$receiver.selectedAnnotation = nil")),
        APIConcept(
            "annotation.didSelect", .delegateMethod, "An annotation was selected.",
            naver: .hand("NAVER overlays are not selected: put the code in the overlay's touchHandler."),
            maplibre: .same("func MLNMapViewDelegate.mapView(_:didSelect:)"),
            tomtom: .hand("TomTom reports the tap as `.tappedOnAnnotation` in map(_:onInteraction:)."),
            rm: .same("func RMMapViewDelegate.mapView(_:didSelect:)")),
        APIConcept(
            "annotation.didDeselect", .delegateMethod, "An annotation was deselected.",
            naver: .none("NAVER overlays are not selected. Drop the method."),
            maplibre: .same("func MLNMapViewDelegate.mapView(_:didDeselect:)"),
            tomtom: .none("TomTom reports no deselection. Drop the method."),
            rm: .same("func RMMapViewDelegate.mapView(_:didDeselect:)")),
        APIConcept(
            "annotation.userInfo", .property, "The app's own data on an annotation.",
            naver: .same("~NMFOverlay.userInfo"),
            maplibre: .none(
                "MapLibre annotations carry no user data. Subclass MLNPointAnnotation, or keep a dictionary."),
            tomtom: .none("TomTom markers carry a tag only. Keep a dictionary keyed by marker."),
            rm: .same("~RMAnnotation.userInfo")),
        APIConcept(
            "annotation.hidden", .property, "Whether the annotation is hidden.",
            naver: .same("~NMFOverlay.hidden"),
            maplibre: .hand("MapLibre hides the annotation's view: isHidden (MLNAnnotationView is a UIView)."),
            // TomTomSDKMapDisplay `Marker.isVisible`; RMMapLayer is a CALayer (RMMapLayer.h).
            tomtom: .hand("TomTom shows and hides a marker with isVisible (true shows it).", "~Marker.isVisible"),
            rm: .hand(
                "route-me hides the annotation's layer: annotation.layer.isHidden (RMMapLayer is a CALayer).",
                "~RMMapLayer.isHidden")),
        APIConcept(
            "annotation.enabled", .property, "Whether the annotation takes taps.",
            naver: .none("NAVER overlays take taps while they have a touchHandler. Set it to nil."),
            maplibre: .hand("MapLibre sets isEnabled on the annotation's view.", "~MLNAnnotationView.isEnabled"),
            // TomTomSDKMapDisplay `Annotation.isSelectable`: "can produce delegate call on MapDelegate".
            tomtom: .hand(
                "TomTom sets isSelectable on the marker (or its MarkerOptions): false stops its .tappedOnAnnotation.",
                "~Marker.isSelectable"),
            rm: .same("~RMAnnotation.isEnabled")),
        APIConcept(
            "annotation.zOrder", .property, "The drawing (and hit-testing) order among annotations.",
            naver: .hand(
                "NAVER orders overlays by globalZIndex, then zIndex.", "~NMFOverlay.zIndex", "~NMFOverlay.globalZIndex"),
            maplibre: .same("~MLNAnnotationView.zPosition"),
            tomtom: .none("TomTom markers are ordered by when they were added. Add them in order."),
            rm: .same("~RMMapLayer.zPosition")),
        APIConcept(
            "annotation.size", .property, "The size of the marker's image, which is where taps hit it.",
            naver: .hand("NAVER sets width and height on the marker.", "~NMFMarker.width", "~NMFMarker.height"),
            maplibre: .hand("MapLibre sets the annotation view's frame (MLNAnnotationView is a UIView)."),
            tomtom: .hand("TomTom sizes the pin by MarkerOptions.pinImage.", "~MarkerOptions.pinImage"),
            rm: .hand("route-me sets the layer's bounds.", "~RMMapLayer.bounds")),
        APIConcept(
            "annotation.anchor", .property, "Which point of the marker's image stands on the coordinate.",
            naver: .hand("NAVER sets anchor in the unit square.", "~NMFMarker.anchor"),
            maplibre: .hand(
                "MapLibre sets centerOffset, a CGVector in points from the view's centre (dx, dy).",
                "~MLNAnnotationView.centerOffset"),
            tomtom: .hand("TomTom sets placementAnchor in the unit square.", "~MarkerOptions.placementAnchor"),
            rm: .hand("route-me sets anchorPoint in the unit square.", "~RMMapLayer.anchorPoint")),
        APIConcept(
            "annotation.make", .method, "Makes a marker at a position.",
            naver: .hand(
                "NAVER makes NMFMarker(position:), or NMFMarker() and sets position.", "NMFMarker.init(position:)"),
            maplibre: .hand(
                "MapLibre makes MLNPointAnnotation() and sets its coordinate and title.",
                "MLNPointAnnotation.init(coordinate:title:subtitle:)"),
            tomtom: .hand(
                "TomTom makes MarkerOptions(coordinate:…) and passes it to addMarker(options:).",
                "MarkerOptions.init(coordinate:tag:)", "MarkerOptions"),
            rm: .hand(
                "route-me makes RMAnnotation(mapView:coordinate:andTitle:).",
                "RMAnnotation.init(mapView:coordinate:andTitle:)")),
        // A marker made empty and placed later (a stored `let marker = NMFMarker()`, its position and map set in
        // `viewDidLoad`, as NAVER's ProjectionViewController demo does): MapLibre's point annotation is made the
        // same way. Markers made and placed in one block are ported whole by MarkerConstruction.
        APIConcept(
            "annotation.make.empty", .method, "Makes a marker with no position yet.",
            spellings: [
                .naver: "NMFMarker()", .maplibre: "MLNPointAnnotation()",
                // route-me apps make an annotation for its map (RMAnnotation.h); one made empty gets the map
                // that adds it (RMMapView.m `addAnnotation:`).
                .rm: "RMAnnotation()",
            ],
            gaps: [
                .tomtom:
                    "TomTom makes a marker when it adds it: MarkerOptions(coordinate:…) passed to addMarker(options:)."
            ],
            members: [
                .naver: ["NMFMarker.init()"], .maplibre: ["MLNPointAnnotation.init()"], .rm: ["RMAnnotation.init()"],
            ]),
        .only(
            .tomtom, "annotation.options.coordinate", .property, "Where a marker made from options will stand.",
            .hand("TomTom's marker options.", "~MarkerOptions.coordinate"),
            others: "{style} makes the annotation with its coordinate directly."),
        APIConcept(
            "annotation.coreID", .method, "The core scene or annotation id behind an annotation.",
            naver: .hand("NAVER's overlays keep it as overlayID.", "~NMFOverlay.overlayID"),
            maplibre: .hand("MapLibre looks it up with id(of:).", "MLNMapView.id(of:)"),
            tomtom: .hand("TomTom's markers keep it as sceneItemID.", "~Marker.sceneItemID"),
            rm: .hand(
                "route-me looks the annotation up from the id with annotation(for:).", "RMMapView.annotation(for:)")),
    ]
}
