import MapCompatPorting
import WorkedExampleAdapter

extension PortingStyle {
    /// Mapbox Maps SDK for iOS v11 as the porter reads and writes it: the worked example's style, described as
    /// data in the example's own package, as any adapter package describes its vendor. Passed to
    /// `MapCompatCommand.main(plugins:portingStyles:)`, it makes `port --from naver --to mapbox` work.
    ///
    /// It spells the concepts of the API map that the example's adapter covers (the map view, the marker, the
    /// gesture switches, camera moves, zoom limits and conversions) and says, for the neighbouring ones, what
    /// Mapbox code does instead. Sources: mapbox/mapbox-maps-ios at v11.0.0, `Sources/MapboxMaps`.
    public static let mapbox: PortingStyle = {
        var style = PortingStyle(
            id: "mapbox", displayName: "Mapbox Maps", moduleName: "WorkedExampleAdapter", profile: .mapboxMaps)
        style.symbolName = "mapboxMaps"
        style.vendorModules = ["MapboxMaps"]
        // `CameraOptions.zoom` and `CameraState.zoom` are CGFloat, on the neutral 512-point scale.
        style.zoomTypeName = "CGFloat"
        style.types.roles = ["MapView": .mapView, "PointAnnotation": .marker, "CameraState": .camera]
        style.types.commonWords = ["MapView"]
        style.types.memberRoles = ["cameraState": .camera]
        style.spellings = mapboxSpellings
        style.gaps = mapboxGaps
        return style
    }()

    private static let mapboxSpellings: [String: APISpelling] = {
        var spellings: [String: APISpelling] = [
            "module.import": "import WorkedExampleAdapter",
            "module.vendorImport": "import MapboxMaps",
            "type.mapView": "MapView",
            "type.coordinate": "CLLocationCoordinate2D(latitude: $lat, longitude: $lng)",
            "type.marker": APISpelling(
                "PointAnnotation",
                review:
                    "a value shown through a PointAnnotationManager's annotations; its tapHandler returns whether it keeps the tap"
            ),
            "convert.pointToCoordinate": "$receiver.mapboxMap.coordinate(for: $arg1)",
            "convert.coordinateToPoint": "$receiver.mapboxMap.point(for: $arg1)",
            "camera.minZoom.set": "try? $map.mapboxMap.setCameraBounds(with: CameraBoundsOptions(minZoom: $zoom))",
            "camera.maxZoom.set": "try? $map.mapboxMap.setCameraBounds(with: CameraBoundsOptions(maxZoom: $zoom))",
        ]
        // GestureOptions: one switch each for panning, rotating and pitching.
        for (gesture, option) in [("scroll", "panEnabled"), ("rotate", "rotateEnabled"), ("tilt", "pitchEnabled")] {
            spellings["gestures.\(gesture).disable"] = APISpelling("$map.gestures.options.\(option) = false")
            spellings["gestures.\(gesture).enable"] = APISpelling("$map.gestures.options.\(option) = true")
            spellings["gestures.\(gesture).enabled"] = APISpelling("$map.gestures.options.\(option)")
        }
        // MapboxMap.setCamera(to:) jumps; CameraAnimationsManager.ease(to:duration:) animates.
        let moves = [
            ("centerZoom", "center: $target, zoom: $zoom"), ("center", "center: $target"), ("zoom", "zoom: $zoom"),
            ("heading", "bearing: $heading"), ("centerZoomHeading", "center: $target, zoom: $zoom, bearing: $heading"),
        ]
        for (shape, options) in moves {
            spellings["camera.shape.move.\(shape)"] = APISpelling(
                "$map.mapboxMap.setCamera(to: CameraOptions(\(options)))")
            spellings["camera.shape.animate.\(shape)"] = APISpelling(
                "$map.camera.ease(to: CameraOptions(\(options)), duration: 0.3)",
                review: "Mapbox eases over the duration it is given: 0.3 s here")
        }
        return spellings
    }()

    private static let signals =
        "Mapbox Maps has no map delegate: it reports on signals the app observes (mapView.gestures.onMapTap, mapView.mapboxMap.onCameraChanged and onMapIdle), keeping the AnyCancelable each observe(_:) returns."

    private static let mapboxGaps: [String: String] = {
        var gaps = [
            "type.mapDelegate": signals, "type.touchDelegate": signals, "type.cameraDelegate": signals,
            "map.delegate": signals, "map.touchDelegate": signals, "camera.delegate.add": signals,
            "annotation.make.empty":
                "Mapbox makes a PointAnnotation at its coordinate: PointAnnotation(coordinate:), a value to put in a manager's annotations.",
            "marker.position":
                "A PointAnnotation is a value: set its point (Point(coordinate)) and assign the manager's annotations again.",
            "type.mapViewWithControls":
                "Mapbox Maps has no wrapper view: MapView holds its ornaments (mapView.ornaments.options).",
            "tap.map":
                "Mapbox reports a tap on the map on a signal: mapView.gestures.onMapTap.observe { context in … }, with context.coordinate and context.point.",
            "tap.longPress":
                "Mapbox reports a long press on the map on a signal: mapView.gestures.onMapLongPress.observe { context in … }.",
            "camera.event.idle":
                "Mapbox reports rest on a signal: mapView.mapboxMap.onMapIdle.observe { _ in … }.",
            "marker.attach":
                "Mapbox shows a PointAnnotation by putting it in the annotations of a manager made with mapView.annotations.makePointAnnotationManager().",
            "tap.symbol":
                "Mapbox reports taps on the style's features per layer: mapView.gestures.onLayerTap(_:handler:) with the layer's id.",
        ]
        gaps["tap.map.touch"] = gaps["tap.map"]
        gaps["tap.longPress.touch"] = gaps["tap.longPress"]
        let zoom =
            "Mapbox Maps has no single zoom switch: set mapView.gestures.options.pinchEnabled, doubleTapToZoomInEnabled, doubleTouchToZoomOutEnabled and quickZoomEnabled."
        let stop = "Mapbox Maps has no switch for it: any touch stops a camera animation. Drop the line."
        for form in ["disable", "enable", "enabled"] {
            gaps["gestures.zoom.\(form)"] = zoom
            gaps["gestures.stop.\(form)"] = stop
        }
        return gaps
    }()
}
