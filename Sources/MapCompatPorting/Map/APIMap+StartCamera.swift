extension APIMap {
    /// A map view made with its start camera: Google makes it in one call (`GMSMapView(frame:camera:)`,
    /// `GMSMapView.map(withFrame:camera:)`, GMSMapView.h, with a `GMSCameraPosition` of a centre and zoom,
    /// GMSCameraPosition.h); the other styles make the view from its frame and move it once made, which a port
    /// writes as a closure called at once, so that it stands wherever the call stood (a stored property, an
    /// argument, an assignment).
    static let startCameraConcepts: [APIConcept] = [
        startCamera(
            "mapView.make.startCamera", "Makes a map view with a frame, its camera starting at a centre and zoom.",
            made: { $0 }),
        // Google's samples and most apps hold the start camera in a constant read by the next statement
        // (`let camera = GMSCameraPosition.camera(withLatitude:longitude:zoom:)`, then
        // `mapView = GMSMapView(frame: view.bounds, camera: camera)`): the other styles move the view once made.
        startCamera(
            "mapView.make.startCamera.assigned",
            "Makes a map view from a frame and a start camera of a centre and zoom, and assigns it.",
            made: { "$view = \($0)" }),
        startCamera(
            "mapView.make.startCamera.declared",
            "Makes a map view from a frame and a start camera of a centre and zoom, and declares it.",
            made: { "let $view = \($0)" }),
        // GMSMarker.h `markerWithPosition:` (`GMSMarker(position:)`); MapLibre's MLNPointAnnotation is made empty
        // and takes its coordinate (MLNPointAnnotation.h, MLNShape.h).
        APIConcept(
            "annotation.make.at", .method, "Makes a point marker at a coordinate.",
            spellings: [
                .maplibre: APISpelling(
                    "{ let newAnnotation = MLNPointAnnotation(); newAnnotation.coordinate = $position; return newAnnotation }()",
                    isSearched: false)
            ],
            gaps: [
                .naver: "NAVER makes its marker at an NMGLatLng: NMFMarker(position: NMGLatLng(lat:lng:)).",
                .tomtom:
                    "TomTom makes a marker as it adds it: addMarker(options: MarkerOptions(coordinate:pinImage:)).",
                .rm: "route-me makes an RMAnnotation on its map view at the coordinate, with a title.",
            ]),
        APIConcept(
            "mapView.make.camera", .method, "Makes a map view with a frame and a start camera held in a value.",
            spellings: [:],
            gaps: [
                .naver:
                    "NAVER makes its map view from a frame: NMFMapView(frame:), then moveCamera(NMFCameraUpdate(position:)) with the start camera.",
                .maplibre:
                    "MapLibre makes its map view from a frame: MLNMapView(frame:), then setCenter(_:zoomLevel:animated:) with the start camera's centre and zoom (one level lower).",
                .tomtom:
                    "TomTom takes the start camera in the options it makes its view with: MapView(mapOptions: MapOptions(cameraUpdate:apiKey:)).",
                .rm:
                    "route-me makes its map view from a frame: RMMapView(frame:), then setZoom(_:at:animated:) with the start camera's centre and zoom.",
            ]),
        // GMSMapViewOptions.h and GMSMapView.h `initWithOptions:` (Google's SDK 8.3 and later): folded into the
        // call with a frame and a camera (``MapViewOptionsRule``) before the member-level port.
        APIConcept(
            "mapView.options.make", .method, "Makes the options a map view is made with.", spellings: [:],
            gaps: mapViewFromFrame),
        APIConcept(
            "mapView.make.options", .method, "Makes a map view from options.", spellings: [:],
            gaps: mapViewFromFrame),
    ]

    /// How the built-in styles make a map view, which none makes from an options object.
    private static let mapViewFromFrame: [PortingStyle: String] = [
        .naver: "NAVER makes its map view from a frame: NMFMapView(frame:), then moves its camera.",
        .maplibre: "MapLibre makes its map view from a frame: MLNMapView(frame:), then moves its camera.",
        .tomtom: "TomTom makes its map view from map options: MapView(mapOptions: MapOptions(cameraUpdate:apiKey:)).",
        .rm: "route-me makes its map view from a frame and a tile source: RMMapView(frame:andTilesource:).",
    ]

    /// A concept whose spelling is `made` around the expression that makes a map view from `$frame` and moves it
    /// to `$lat`, `$lng` and `$zoom`: a closure called at once, so that it stands wherever the call stood.
    private static func startCamera(_ id: String, _ summary: String, made: (String) -> String) -> APIConcept {
        APIConcept(
            id, .method, summary,
            spellings: [
                // NMFMapView.h `initWithFrame:`; NMFCameraUpdate.h `cameraUpdateWithScrollTo:zoomTo:`.
                .naver: APISpelling(
                    made(
                        "{ let newMapView = NMFMapView(frame: $frame); newMapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: $lat, lng: $lng), zoomTo: $zoom)); return newMapView }()"
                    ), isSearched: false),
                // MLNMapView.h `initWithFrame:` and `setCenterCoordinate:zoomLevel:animated:`.
                .maplibre: APISpelling(
                    made(
                        "{ let newMapView = MLNMapView(frame: $frame); newMapView.setCenter(CLLocationCoordinate2D(latitude: $lat, longitude: $lng), zoomLevel: $zoom, animated: false); return newMapView }()"
                    ), isSearched: false),
                // route-me RMMapView.h `initWithFrame:` and `setZoom:atCoordinate:animated:`.
                .rm: APISpelling(
                    made(
                        "{ let newMapView = RMMapView(frame: $frame); newMapView.setZoom($zoom, at: CLLocationCoordinate2D(latitude: $lat, longitude: $lng), animated: false); return newMapView }()"
                    ), isSearched: false),
            ],
            gaps: [
                .tomtom:
                    "TomTom takes the start camera in the options it makes its view with: MapView(mapOptions: MapOptions(cameraUpdate: CameraUpdate(position:zoom:), apiKey:)). Move the centre and zoom there."
            ], differences: ["zoomRange"])
    }
}
