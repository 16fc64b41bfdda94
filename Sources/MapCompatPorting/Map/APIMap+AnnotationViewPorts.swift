extension APIMap {
    /// What the built-in styles write instead of an app's annotation view class.
    static let annotationViewReasons: [PortingStyle: String] = [
        .naver:
            "NAVER's overlays draw themselves: set the marker's iconImage, and show a callout as an NMFInfoWindow.",
        .tomtom: "TomTom's markers draw themselves from MarkerOptions (pinImage, iconImage): there is no view object.",
        .rm: "route-me draws an annotation with the RMMapLayer its delegate returns from mapView(_:layerFor:).",
    ]

    /// MapLibre's annotation view (MLNAnnotationView.h) shows only the subviews and layers the app gives it.
    static let mapLibreAnnotationViewReview =
        "MapLibre's MLNAnnotationView draws only what the app adds to it (no balloon, glyph or callout settings); the delegate gives callouts (mapView(_:annotationCanShowCallout:), mapView(_:rightCalloutAccessoryViewFor:))"

    /// The views that draw annotations, as MapLibre writes them for a style whose views are classes the app
    /// subclasses, registers and dequeues (MapKit's `MKAnnotationView`, `MKMarkerAnnotationView`): MLNMapView.h
    /// `dequeueReusableAnnotationViewWithIdentifier:` (which returns nil when none is queued; MapLibre has no
    /// registration) and MLNAnnotationView.h `initWithAnnotation:reuseIdentifier:`. The described styles spell the
    /// source side.
    static let annotationViewPortConcepts: [APIConcept] = [
        .only(
            .maplibre, "annotation.view.type", .type, "A view that draws an annotation, which apps subclass.",
            Side(
                members: [],
                spelling: APISpelling("MLNAnnotationView", review: mapLibreAnnotationViewReview, isSearched: false)),
            reasons: annotationViewReasons),
        .only(
            .maplibre, "annotation.view.dequeue", .method, "A view set aside for reuse under an identifier, or nil.",
            Side(
                members: [],
                spelling: APISpelling("$map.dequeueReusableAnnotationView(withIdentifier: $arg1)", isSearched: false)),
            reasons: annotationViewReasons),
        .only(
            .maplibre, "annotation.view.dequeueOrMake", .method,
            "A view for an annotation: one set aside for reuse under the identifier, or a new one.",
            Side(
                members: [],
                spelling: APISpelling(
                    "($map.dequeueReusableAnnotationView(withIdentifier: $id) ?? MLNAnnotationView(annotation: $annotation, reuseIdentifier: $id))",
                    review:
                        "MapLibre makes no view of a registered class: the port makes an MLNAnnotationView when none is queued; make the app's own class there",
                    isSearched: false)),
            reasons: annotationViewReasons),
        .only(
            .maplibre, "annotation.view.find", .method, "The view that shows an annotation, if it has one.",
            Side(members: [], spelling: APISpelling("$map.view(for: $annotation)", isSearched: false)),
            reasons: annotationViewReasons),
        .only(
            .maplibre, "callout.accessoryTapped.view", .delegateMethod,
            "A control in a callout was tapped, told with the annotation's view.",
            Side(
                members: [],
                spelling: APISpelling(
                    "func mapView(_ $map: MLNMapView, annotation: any MLNAnnotation, calloutAccessoryControlTapped $control: UIControl)",
                    isSearched: false)),
            reasons: [
                .naver:
                    "NAVER's info window is drawn as an image and holds no live controls: hear taps on the whole window with its touchHandler.",
                .tomtom: tomTomNoCallouts,
                .rm: "route-me reports tapOnCalloutAccessoryControl(_:for:onMap:) with the annotation.",
            ]),
        APIConcept(
            "annotation.view.register", .method, "Registers the view class the map makes for an identifier.",
            spellings: [:],
            gaps: annotationViewReasons.merging([
                .maplibre:
                    "MapLibre registers no view classes (MLNMapView.h): implement mapView(_:viewFor:) of MLNMapViewDelegate and return dequeueReusableAnnotationView(withIdentifier:), or a new view of the class when it returns nil."
            ]) { first, _ in first }),
        APIConcept(
            "annotation.view.markerLook", .property, "The balloon, glyph and pin colour of a marker view.",
            spellings: [:],
            gaps: annotationViewReasons.merging([
                .maplibre:
                    "MapLibre's MLNAnnotationView draws no balloon or glyph: add an image view or layers to the view, or return an MLNAnnotationImage from mapView(_:imageFor:) instead of a view."
            ]) { first, _ in first }),
        APIConcept(
            "annotation.view.clustering", .property, "Groups nearby annotations into one.",
            spellings: [:],
            gaps: annotationViewReasons.merging([
                .maplibre:
                    "MapLibre's annotations do not cluster: put the points in an MLNShapeSource made with the .clustered option and draw them with style layers."
            ]) { first, _ in first }),
        // MKAnnotationView.prepareForDisplay() (iOS 11), which MapKit calls before it shows a view; MLNAnnotationView.h
        // has only prepareForReuse.
        APIConcept(
            "annotation.view.prepareForDisplay", .method, "Called on a view just before the map shows it.",
            spellings: [:],
            gaps: annotationViewReasons.merging([
                .maplibre:
                    "MapLibre's MLNAnnotationView has no prepareForDisplay(): configure the view where mapView(_:viewFor:) returns it, or when its annotation is set."
            ]) { first, _ in first }),
        APIConcept(
            "annotation.view.priority", .property, "Which annotation views the map hides first when they collide.",
            spellings: [:],
            gaps: annotationViewReasons.merging([
                .maplibre:
                    "MapLibre's annotation views never hide one another, so there is no display priority: drop the line, or draw the points with a symbol style layer (MLNSymbolStyleLayer's symbolSortKey and iconAllowsOverlap)."
            ]) { first, _ in first }),
    ]

    /// The delegate methods the source calls with an annotation's view where MapLibre calls them with the
    /// annotation (``ViewCallbackParameterRule``).
    static let viewCallbacks = ["callout.accessoryTapped.view"]
}
