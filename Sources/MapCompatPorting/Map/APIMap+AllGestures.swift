extension APIMap {
    /// The switch for every gesture at once (Google's GMSUISettings.h `setAllGesturesEnabled:`), written where the
    /// target has none as its four switches (MLNMapView.h `scrollEnabled`, `zoomEnabled`, `rotateEnabled`,
    /// `pitchEnabled`; NMFMapView.h `isScrollGestureEnabled`…), and Google's switch that keeps a map's touches
    /// from an enclosing scroll view (GMSUISettings.h `consumesGesturesInView`), which the others do not have.
    static let allGestureConcepts: [APIConcept] = [
        APIConcept(
            "gestures.all.set", .statement, "Turns every map gesture on or off.",
            spellings: [
                .naver: APISpelling(
                    "$map.isScrollGestureEnabled = $enabled; $map.isZoomGestureEnabled = $enabled; $map.isRotateGestureEnabled = $enabled; $map.isTiltGestureEnabled = $enabled",
                    isSearched: false),
                .maplibre: APISpelling(
                    "$map.isScrollEnabled = $enabled; $map.isZoomEnabled = $enabled; $map.isRotateEnabled = $enabled; $map.isPitchEnabled = $enabled",
                    isSearched: false),
            ],
            gaps: [
                .tomtom:
                    "TomTom turns gestures off by listing them: disabledGestures (MapGestureDisableOption: .pan, .pinch, .rotate, .tilt…).",
                .rm:
                    "route-me has no switch for every gesture: turn panning off with draggingEnabled, and hold the zoom with minZoom and maxZoom.",
            ]),
        APIConcept(
            "gestures.consumesInView", .property,
            "Whether the map takes its touches from an enclosing scroll view.", spellings: [:],
            gaps: Dictionary(
                uniqueKeysWithValues: PortingStyle.allCases.map { style in
                    (
                        style,
                        "\(style.displayName)'s map view always takes the touches its gestures recognise: to leave them to an enclosing scroll view, make that view's pan recognizer require the map's to fail (gestureRecognizers). Drop the line."
                    )
                })),
    ]
}
