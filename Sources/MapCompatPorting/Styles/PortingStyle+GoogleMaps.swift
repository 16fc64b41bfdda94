import MapCompatCore

extension PortingStyle {
    /// The Google Maps SDK for iOS (`import GoogleMapsStyle`; apps import `GoogleMaps`, its names prefixed `GMS`),
    /// described as data: the concepts of the API map that the Google adapter covers, spelled as the SDK's Swift
    /// interface spells them, and the neighbouring ones as gaps that say what Google code writes instead.
    ///
    /// Google's zoom is a `Float` one level above the neutral zoom (a 256-point world at zoom 0), and its camera
    /// moves take a `GMSCameraUpdate`, as NAVER's do. Sources: the SDK's public headers (`GMSMapView.h`,
    /// `GMSMapViewDelegate.h`, `GMSUISettings.h`, `GMSMarker.h`, `GMSOverlay.h`, `GMSCameraPosition.h`,
    /// `GMSCameraUpdate.h`, `GMSProjection.h`, `GMSCoordinateBounds.h`) and developers.google.com/maps/documentation/ios-sdk.
    public static let googleMaps: PortingStyle = {
        var style = PortingStyle(
            id: "google", displayName: "Google Maps", moduleName: "GoogleMapsStyle", profile: .googleMaps)
        style.symbolName = "googleMaps"
        style.vendorModules = ["GoogleMaps", "GoogleMapsBase"]
        style.namePrefixes = ["GMS"]
        // GMSCameraPosition.h: `zoom` is a float; zoom 0 shows the world 256 points wide.
        style.zoomTypeName = "Float"
        style.zoomOffset = InteractionProfile.googleZoomOffset
        style.types.roles = [
            "GMSMapView": .mapView, "GMSMarker": .marker, "GMSOverlay": .marker, "GMSCameraPosition": .camera,
            "GMSCoordinateBounds": .bounds, "GMSPolyline": .shape, "GMSPolygon": .shape, "GMSCircle": .shape,
        ]
        style.types.memberRoles = ["camera": .camera, "selectedMarker": .marker]
        style.types.members = googleMembers
        style.spellings = googleSpellings.merging(APIMap.markerImageSpellings) { first, _ in first }
        style.gaps = googleGaps
        style.callbacks = googleCallbacks
        style.formerCallNames = googleSwift2Calls
        style.searchedAlternatives = googleStartCameras.alternatives.merging(googleCentreZoomCameras) { first, _ in
            first
        }.merging(["type.coordinate": [APIMap.implicitCoordinate]]) { first, _ in first }
        return style
    }()

    private static let googleMarker =
        "an overlay shown by setting its map; GMSMapViewDelegate's mapView(_:didTap:) returns whether it consumes the tap"

    private static let googleSpellings: [String: APISpelling] = {
        var spellings: [String: APISpelling] = [
            "module.import": "import GoogleMapsStyle",
            "module.vendorImport": "import GoogleMaps",
            "type.mapView": "GMSMapView",
            "type.mapViewWithControls": APISpelling(
                "GMSMapView", review: "Google has no wrapper view: the map view's settings switch its controls",
                isSearched: false),
            "type.mapContainerView": APISpelling("GMSMapView", isSearched: false),
            "type.mapContainerView.make": APISpelling("GMSMapView(frame: .zero)", isSearched: false),
            "type.mapContainerView.makeFramed": APISpelling("GMSMapView(frame: $frame)", isSearched: false),
            "type.mapDelegate": "GMSMapViewDelegate",
            "type.cameraDelegate": APISpelling("GMSMapViewDelegate", isSearched: false),
            "type.touchDelegate": APISpelling("GMSMapViewDelegate", isSearched: false),
            "type.marker": APISpelling("GMSMarker", review: googleMarker),
            "type.marker.withPin": APISpelling("GMSMarker", review: googleMarker, isSearched: false),
            "type.coordinate": "CLLocationCoordinate2D(latitude: $lat, longitude: $lng)",
            "map.delegate": "$receiver.delegate",
            "view.frame": "$receiver.frame",
            // GMSMapView.h: padding, the insets of the map's visible area, which also moves its controls.
            "view.contentInset": APISpelling("$receiver.padding", review: "Google's padding also moves its controls"),
            "gestures.recognizers": "$receiver.gestureRecognizers",
            "gestures.removeRecognizer": "$receiver.removeGestureRecognizer($arg1)",
            "adapter.core": "$receiver.core",
            "adapter.handle": "$receiver.handle($arg1)",
            "tomtom.mapView.map": APISpelling("$view", isSearched: false),
            "location.heading.type": "CLHeading",
            "camera.position.tilt": APISpelling("$receiver.viewingAngle", isSearched: false),
            // GMSMapView.h: cameraTargetBounds, the bounds the camera's target stays in.
            "camera.extent": APISpelling(
                "$receiver.cameraTargetBounds", review: "Google keeps the camera's target inside the bounds"),
            // GMSProjection.h: pointForCoordinate: and coordinateForPoint:.
            "convert.pointToCoordinate": "$receiver.projection.coordinate(for: $arg1)",
            "convert.coordinateToPoint": "$receiver.projection.point(for: $arg1)",
            "convert.unwrapped.pointToCoordinate": "$receiver.projection.coordinate(for: $arg1)",
            "convert.unwrapped.coordinateToPoint": "$receiver.projection.point(for: $arg1)",
            "convert.window.pointToCoordinate": APISpelling(
                "$receiver.projection.coordinate(for: $arg1)", review: APIMap.windowReview, isSearched: false),
            "convert.window.coordinateToPoint": APISpelling(
                "$receiver.projection.point(for: $arg1)", review: APIMap.windowReview, isSearched: false),
            // GMSUISettings.h: compassButton, myLocationButton, indoorPicker; GMSMapView.h: indoorEnabled.
            "controls.compass.hide": "$map.settings.compassButton = false",
            "controls.compass.show": "$map.settings.compassButton = true",
            "controls.locationButton": "$map.settings.myLocationButton",
            "controls.locationButton.hide": "$map.settings.myLocationButton = false",
            "controls.indoorLevelPicker": "$receiver.settings.indoorPicker",
            "indoor.enabled": "$receiver.isIndoorEnabled",
            // GMSMapView.h: myLocationEnabled, myLocation.
            "location.shown": "$receiver.isMyLocationEnabled",
            "location.current": "$receiver.myLocation",
            "location.report.type": "CLLocation",
            "location.report.init": "CLLocation(latitude: $arg1, longitude: $arg2)",
            "coordinate.type": "CLLocationCoordinate2D",
            "coordinate.latitude": "$receiver.latitude",
            "coordinate.longitude": "$receiver.longitude",
            "coordinate.degrees": "CLLocationDegrees",
            "coordinate.direction": "CLLocationDirection",
            "coordinate.distance": "CLLocationDistance",
            "coordinate.zero": "CLLocationCoordinate2D()",
            "coordinate.fromCoreLocation": "$coordinate",
            "coordinate.distance.between":
                "CLLocation(latitude: $from.latitude, longitude: $from.longitude).distance(from: CLLocation(latitude: $to.latitude, longitude: $to.longitude))",
        ]
        spellings.merge(googleCamera) { first, _ in first }
        spellings.merge(googleStartCameras.spellings) { first, _ in first }
        spellings.merge(googleOverlays) { first, _ in first }
        spellings.merge(googlePaths) { first, _ in first }
        // GMSMapViewOptions.h; GMSMapView.h `initWithOptions:`.
        spellings["mapView.options.make"] = "GMSMapViewOptions()"
        spellings["mapView.make.options"] = "GMSMapView(options: $options)"
        // GMSUISettings.h: setAllGesturesEnabled:, consumesGesturesInView.
        spellings["gestures.all.set"] = "$map.settings.setAllGesturesEnabled($enabled)"
        spellings["gestures.consumesInView"] = "$map.settings.consumesGesturesInView"
        // GMSUISettings.h: scrollGestures, zoomGestures, rotateGestures, tiltGestures.
        for gesture in ["scroll", "zoom", "rotate", "tilt"] {
            spellings["gestures.\(gesture).disable"] = APISpelling("$map.settings.\(gesture)Gestures = false")
            spellings["gestures.\(gesture).enable"] = APISpelling("$map.settings.\(gesture)Gestures = true")
            spellings["gestures.\(gesture).enabled"] = APISpelling("$map.settings.\(gesture)Gestures")
        }
        return spellings
    }()

    /// GMSMapView's camera (`camera`, `moveCamera(_:)`, `animate(with:)`, `animate(toLocation:)`,
    /// `animate(toZoom:)`, `animate(toBearing:)`, `setMinZoom(_:maxZoom:)`), `GMSCameraPosition` and the updates of
    /// `GMSCameraUpdate.h`.
    private static let googleCamera: [String: APISpelling] = {
        var spellings: [String: APISpelling] = [
            "camera.position.type": "GMSCameraPosition",
            "camera.position.read": "$receiver.camera",
            "camera.center": "$map.camera.target",
            "camera.position.target": "$camera.target",
            "camera.zoom": "$map.camera.zoom",
            "camera.zoom.neutral": "(Double($map.camera.zoom) - 1)",
            "camera.zoom.plusOne": "$map.camera.zoom",
            "camera.direction": "$map.camera.bearing",
            "camera.center.set": "$map.moveCamera(GMSCameraUpdate.setTarget($target))",
            "camera.zoom.set": "$map.moveCamera(GMSCameraUpdate.zoom(to: $zoom))",
            "camera.minZoom": "$map.minZoom",
            "camera.minZoom.neutral": "(Double($map.minZoom) - 1)",
            "camera.minZoom.plusOne": APISpelling("$map.minZoom", isSearched: false),
            "camera.maxZoom": "$map.maxZoom",
            "camera.maxZoom.neutral": "(Double($map.maxZoom) - 1)",
            "camera.maxZoom.plusOne": APISpelling("$map.maxZoom", isSearched: false),
            "camera.minZoom.set": "$map.setMinZoom($zoom, maxZoom: $map.maxZoom)",
            "camera.maxZoom.set": "$map.setMinZoom($map.minZoom, maxZoom: $zoom)",
            "camera.zoomRange.set": "$map.setMinZoom($zoomMin, maxZoom: $zoomMax)",
            "camera.update.type": "GMSCameraUpdate",
            "camera.update.move": "$map.moveCamera($update)",
            "camera.update.scrollTo": "GMSCameraUpdate.setTarget($target)",
            "camera.update.zoomTo": "GMSCameraUpdate.zoom(to: $zoom)",
            "camera.update.zoomIn": "GMSCameraUpdate.zoomIn()",
            "camera.update.zoomOut": "GMSCameraUpdate.zoomOut()",
            "camera.update.scrollBy": APISpelling(
                "GMSCameraUpdate.scrollBy(x: $delta.x, y: $delta.y)",
                review: "check the sign: Google shifts the view's centre by the points given"),
            "camera.update.absolute.fourValues":
                "GMSCameraUpdate.setCamera(GMSCameraPosition(target: $target, zoom: $zoom, bearing: $heading, viewingAngle: $tilt))",
            // GMSMapViewDelegate.h: mapView:idleAtCameraPosition:, called once the camera rests.
            "camera.event.idle": "func mapView(_ $arg1, idleAt position: GMSCameraPosition)",
            "camera.move.centerZoom":
                "$map.moveCamera(GMSCameraUpdate.setTarget(CLLocationCoordinate2D(latitude: $lat, longitude: $lng), zoom: $zoom))",
            "camera.animate.centerZoom":
                "$map.animate(to: GMSCameraPosition.camera(withLatitude: $lat, longitude: $lng, zoom: $zoom))",
            "camera.shape.move.center": "$map.moveCamera(GMSCameraUpdate.setTarget($target))",
            "camera.shape.animate.center": "$map.animate(toLocation: $target)",
            "camera.shape.move.zoom": "$map.moveCamera(GMSCameraUpdate.zoom(to: $zoom))",
            "camera.shape.animate.zoom": "$map.animate(toZoom: $zoom)",
            "camera.shape.move.centerZoom": "$map.moveCamera(GMSCameraUpdate.setTarget($target, zoom: $zoom))",
            "camera.shape.animate.centerZoom": "$map.animate(with: GMSCameraUpdate.setTarget($target, zoom: $zoom))",
            "camera.shape.animate.heading": "$map.animate(toBearing: $heading)",
        ]
        let position = [
            (
                "centerZoomHeading",
                "target: $target, zoom: $zoom, bearing: $heading, viewingAngle: $map.camera.viewingAngle"
            ),
            ("northUp", "target: $target, zoom: $zoom, bearing: 0, viewingAngle: 0"),
            (
                "heading",
                "target: $map.camera.target, zoom: $map.camera.zoom, bearing: $heading, viewingAngle: $map.camera.viewingAngle"
            ),
        ]
        for (shape, arguments) in position {
            spellings["camera.shape.move.\(shape)"] = APISpelling("$map.camera = GMSCameraPosition(\(arguments))")
            if shape != "heading" {
                spellings["camera.shape.animate.\(shape)"] = APISpelling(
                    "$map.animate(to: GMSCameraPosition(\(arguments)))")
            }
        }
        return spellings
    }()

    /// The ways Google code makes a map view with its start camera: the initialisers and class factories of
    /// GMSMapView.h (`initWithFrame:camera:`, `mapWithFrame:camera:`) and GMSCameraPosition.h
    /// (`initWithLatitude:longitude:zoom:`, `cameraWithLatitude:longitude:zoom:`), the camera written in the call
    /// or, as Google's samples write it, in a constant just before it.
    private static let googleStartCameras: (spellings: [String: APISpelling], alternatives: [String: [String]]) = {
        let makers: [(String) -> String] = [
            { "GMSMapView(frame: $frame, camera: \($0))" }, { "GMSMapView.map(withFrame: $frame, camera: \($0))" },
        ]
        let cameras = [
            "GMSCameraPosition(latitude: $lat, longitude: $lng, zoom: $zoom)",
            "GMSCameraPosition.camera(withLatitude: $lat, longitude: $lng, zoom: $zoom)",
        ]
        let inCall = makers.flatMap { maker in cameras.map(maker) }
        let constants = { (view: String) in
            ["let $camera = ", "let $camera: GMSCameraPosition = "].flatMap { head in
                cameras.flatMap { camera in makers.map { head + camera + "\n" + view + $0("$camera") } }
            }
        }
        var forms: [String: [String]] = [
            "mapView.make.startCamera": inCall, "mapView.make.camera": makers.map { $0("$camera") },
            "mapView.make.startCamera.assigned": constants("$view = "),
            "mapView.make.startCamera.declared": constants("let $view = "),
        ]
        var spellings: [String: APISpelling] = [:]
        for (id, texts) in forms {
            spellings[id] = APISpelling(texts[0])
            forms[id] = Array(texts.dropFirst())
        }
        return (spellings, forms)
    }()

    /// A jump or an animation to a centre and zoom written as a new camera (GMSCameraPosition.h
    /// `cameraWithTarget:zoom:` and `initWithTarget:zoom:`, or from a latitude and longitude), set as the map's
    /// `camera` or passed to `animate(to:)`, in the call or, as Google's samples write it, in a constant just before
    /// it: as apps write it beside `GMSCameraUpdate.setTarget`.
    private static let googleCentreZoomCameras: [String: [String]] = {
        let cameras = [
            "GMSCameraPosition.camera(withTarget: $target, zoom: $zoom)",
            "GMSCameraPosition(target: $target, zoom: $zoom)",
        ]
        let constants = { (camera: String, move: String) in
            ["let $camera = ", "let $camera: GMSCameraPosition = "].map { $0 + camera + "\n" + move }
        }
        let forms = { (cameras: [String]) in
            (
                move: cameras.map { "$map.camera = \($0)" }
                    + cameras.flatMap { constants($0, "$map.camera = $camera") },
                animate: cameras.map { "$map.animate(to: \($0))" }
                    + cameras.flatMap { constants($0, "$map.animate(to: $camera)") }
            )
        }
        let targets = forms(cameras)
        let coordinates = forms(latLngCameras)
        return [
            "camera.shape.move.centerZoom": targets.move, "camera.shape.animate.centerZoom": targets.animate,
            "camera.move.centerZoom": coordinates.move, "camera.animate.centerZoom": coordinates.animate,
        ]
    }()

    /// A camera made from a latitude, a longitude and a zoom (GMSCameraPosition.h
    /// `cameraWithLatitude:longitude:zoom:`, `initWithLatitude:longitude:zoom:`), as Google's samples make one.
    private static let latLngCameras = [
        "GMSCameraPosition.camera(withLatitude: $lat, longitude: $lng, zoom: $zoom)",
        "GMSCameraPosition(latitude: $lat, longitude: $lng, zoom: $zoom)",
    ]

    /// The instance properties of GMSMapView.h, of GMSMarker.h and GMSOverlay.h, and of the shapes that apps set
    /// beside those the spellings name (the map's layers and selection, a marker's look, info window and data, a
    /// shape's path and paint).
    private static let googleMembers: [TypeRole: Set<String>] = [
        .mapView: [
            "isTrafficEnabled", "isBuildingsEnabled", "selectedMarker", "mapType", "mapStyle", "settings",
            "projection", "paddingAdjustmentBehavior", "preferredFrameRate", "cameraTargetBounds",
        ],
        .marker: [
            "snippet", "icon", "iconView", "tracksViewChanges", "tracksInfoWindowChanges", "groundAnchor",
            "infoWindowAnchor", "appearAnimation", "isDraggable", "isFlat", "rotation", "opacity", "userData",
            "map", "isTappable", "zIndex", "position",
        ],
        // GMSCoordinateBounds.h: grown by returning new bounds (`includingCoordinate:`, `includingBounds:`,
        // `includingPath:`), and tested (`containsCoordinate:`, `intersectsBounds:`).
        .bounds: [
            "northEast", "southWest", "isValid", "includingCoordinate", "including", "includingPath", "contains",
            "intersects",
        ],
        // GMSPolyline.h, GMSPolygon.h, GMSCircle.h.
        .shape: [
            "path", "strokeWidth", "strokeColor", "fillColor", "geodesic", "spans", "holes", "radius", "position",
            "title", "isTappable", "zIndex", "map",
        ],
    ]

    /// `GMSMarker`, `GMSOverlay` (shown by setting `map`), the shapes, and `GMSCoordinateBounds`.
    private static let googleOverlays: [String: APISpelling] = [
        "annotation.base": APISpelling("GMSOverlay", review: "an overlay: shown by setting its map, never selected"),
        "annotation.make.empty": "GMSMarker()",
        // GMSMapView.h: selectedMarker, set to select a marker (its info window opens) and to nil to deselect.
        "annotation.selected.one": "$receiver.selectedMarker",
        "annotation.selected.set": "$receiver.selectedMarker = $arg1",
        "annotation.selected.clear": "$receiver.selectedMarker = nil",
        "annotation.make.at": "GMSMarker(position: $position)",
        "annotation.add": "$arg1.map = $receiver",
        "annotation.addAll": "for overlay in $arg1 { overlay.map = $receiver }",
        "annotation.detach": "$marker.map = nil",
        "annotation.remove": APISpelling("$arg1.map = nil", isSearched: false),
        "bounds.content": APISpelling(
            "GMSCoordinateBounds(region: $map.projection.visibleRegion())", isSearched: false),
        "annotation.remove.call": APISpelling(
            "$marker.map = nil", review: "Google takes the overlay off whatever map it is on"),
        "annotation.removeAll": APISpelling(
            "$map.clear()", review: "clear() removes every overlay of the map, lines and shapes too"),
        "marker.attach": "$marker.map = $map",
        "marker.title": "$marker.title",
        "marker.subtitle": APISpelling("$marker.snippet", review: "the snippet shows in the marker's info window"),
        "marker.position": "$marker.position",
        "marker.look.isFlat": "$marker.isFlat",
        "marker.look.anchor": "$marker.groundAnchor",
        "marker.look.angle": "$marker.rotation",
        "shape.line.type": "GMSPolyline",
        "shape.polygon.type": "GMSPolygon",
        "shape.circle.type": "GMSCircle",
        "bounds.type": "GMSCoordinateBounds",
        "bounds.init": APISpelling(
            "GMSCoordinateBounds(coordinate: $arg1, coordinate: $arg2)", review: "Google takes any two opposite corners"
        ),
        "bounds.init.degrees": APISpelling(
            "GMSCoordinateBounds(coordinate: CLLocationCoordinate2D(latitude: $swLat, longitude: $swLng), coordinate: CLLocationCoordinate2D(latitude: $neLat, longitude: $neLng))",
            isSearched: false),
        "bounds.southWest": "$bounds.southWest",
        "bounds.northEast": "$bounds.northEast",
        "bounds.corners": "[$bounds.southWest, $bounds.northEast]",
        "bounds.southWestLat": "$bounds.southWest.latitude",
        "bounds.southWestLng": "$bounds.southWest.longitude",
        "bounds.northEastLat": "$bounds.northEast.latitude",
        "bounds.northEastLng": "$bounds.northEast.longitude",
        "bounds.visible": "GMSCoordinateBounds(region: $map.projection.visibleRegion())",
    ]

    /// `GMSMutablePath` and the shapes made from one (GMSMutablePath.h, GMSPath.h, GMSPolyline.h `polylineWithPath:`,
    /// GMSPolygon.h `polygonWithPath:`). Found only by ``CoordinatePathRule``, on the paths a file makes: `add` and
    /// `count` are too common to port by name.
    private static let googlePaths: [String: APISpelling] = {
        let spellings: [String: String] = [
            "path.type": "GMSMutablePath",
            "path.make": "GMSMutablePath()",
            "path.add": "$path.add($coordinate)",
            "path.addLatLng": "$path.addLatitude($lat, longitude: $lng)",
            "path.count": "$path.count()",
            "path.coordinateAt": "$path.coordinate(at: $index)",
            "path.removeAll": "$path.removeAllCoordinates()",
            "path.removeLast": "$path.removeLastCoordinate()",
            "shape.line.fromPath": "GMSPolyline(path: $path)",
            "shape.polygon.fromPath": "GMSPolygon(path: $path)",
        ]
        return spellings.mapValues { APISpelling($0, isSearched: false) }
    }()
}
