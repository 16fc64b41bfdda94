import MapCompatCore

extension PortingStyle {
    /// Apple MapKit (`import MapKitStyle`; apps import `MapKit`, its names prefixed `MK`), described as data: the
    /// concepts of the API map that the MapKit adapter covers, spelled as MapKit's Swift interface spells them,
    /// and the neighbouring ones as gaps that say what MapKit code writes instead.
    ///
    /// MapKit has no zoom level: it frames the map by a region (`MKCoordinateRegion`, a centre and a span in
    /// degrees) or by the camera's distance from the centre in metres (`MKMapCamera.centerCoordinateDistance`,
    /// `cameraZoomRange`). Moves that carry a zoom, and zoom limits, are therefore gaps, each saying what to write.
    /// Sources: Apple's MapKit documentation (developer.apple.com/documentation/mapkit: `MKMapView`,
    /// `MKMapViewDelegate`, `MKMapCamera`, `MKMapView.CameraZoomRange`, `MKPointAnnotation`, `MKAnnotationView`).
    public static let mapKit: PortingStyle = {
        var style = PortingStyle(id: "mapkit", displayName: "MapKit", moduleName: "MapKitStyle", profile: .mapKit)
        style.vendorModules = ["MapKit"]
        style.namePrefixes = ["MK"]
        style.types.roles = [
            "MKMapView": .mapView, "MKPointAnnotation": .marker, "MKAnnotation": .marker, "MKMapCamera": .camera,
            "MKPolyline": .shape, "MKPolygon": .shape, "MKCircle": .shape,
        ]
        style.types.memberRoles = ["camera": .camera]
        style.types.members = mapKitMembers
        style.spellings = mapKitSpellings.merging(APIMap.markerImageSpellings) { first, _ in first }
        style.gaps = mapKitGaps
        style.callbacks = mapKitCallbacks
        style.shapePaint = .mapKit
        style.searchedAlternatives = mapKitAnnotationViewAlternatives.merging([
            "type.coordinate": [APIMap.implicitCoordinate],
            "annotation.isUserLocation": ["$annotation is MKUserLocation"],
        ]) { first, _ in first }
        style.formerCallNames = mapViewSwift2Calls
        return style
    }()

    /// The instance members of `MKMapView` that apps use beside those the spellings name (Apple's MapKit
    /// documentation, `MKMapView`: framing by map rect and region, limits, layers, overlays and registration).
    private static let mapKitMembers: [TypeRole: Set<String>] = [
        .mapView: [
            "mapType", "preferredConfiguration", "region", "setRegion", "visibleMapRect", "setVisibleMapRect",
            "regionThatFits", "mapRectThatFits", "cameraZoomRange", "setCameraZoomRange", "cameraBoundary",
            "setCameraBoundary", "showsTraffic", "showsBuildings", "showsPointsOfInterest", "pointOfInterestFilter",
            "selectableMapFeatures", "annotationVisibleRect", "register", "overlays", "addOverlay", "addOverlays",
            "insertOverlay", "exchangeOverlay", "removeOverlay", "removeOverlays", "renderer",
        ]
    ]

    private static let mapKitAnnotation = "an annotation, not an overlay: it is selected, and has no tap handler"

    private static let mapKitSpellings: [String: APISpelling] = {
        var spellings: [String: APISpelling] = [
            "module.import": "import MapKitStyle",
            "module.vendorImport": "import MapKit",
            "type.mapView": "MKMapView",
            "type.mapViewWithControls": APISpelling(
                "MKMapView", review: "MapKit has no wrapper view: the map view holds its controls", isSearched: false),
            "type.mapContainerView": APISpelling("MKMapView", isSearched: false),
            "type.mapContainerView.make": APISpelling("MKMapView(frame: .zero)", isSearched: false),
            "type.mapContainerView.makeFramed": APISpelling("MKMapView(frame: $frame)", isSearched: false),
            "type.mapDelegate": "MKMapViewDelegate",
            "type.cameraDelegate": APISpelling("MKMapViewDelegate", isSearched: false),
            "type.loadDelegate": APISpelling("MKMapViewDelegate", isSearched: false),
            "type.marker": APISpelling("MKPointAnnotation", review: mapKitAnnotation),
            "type.marker.withPin": APISpelling("MKPointAnnotation", review: mapKitAnnotation, isSearched: false),
            "type.coordinate": "CLLocationCoordinate2D(latitude: $lat, longitude: $lng)",
            "map.delegate": "$receiver.delegate",
            "view.frame": "$receiver.frame",
            "gestures.recognizers": "$receiver.gestureRecognizers",
            "gestures.removeRecognizer": "$receiver.removeGestureRecognizer($arg1)",
            "gestures.addRecognizer": "$map.addGestureRecognizer($recognizer)",
            "adapter.core": "$receiver.core",
            "adapter.handle": "$receiver.handle($arg1)",
            "adapter.init": "MKMapView(profile: $profile)",
            "tomtom.mapView.map": APISpelling("$view", isSearched: false),
            "camera.position.tilt": APISpelling("$receiver.pitch", isSearched: false),
            // MKMapView: showsCompass, showsScale.
            "controls.compass.hide": "$map.showsCompass = false",
            "controls.compass.show": "$map.showsCompass = true",
            "controls.scaleBar": "$receiver.showsScale",
            // MKMapView: convert(_:toCoordinateFrom:) and convert(_:toPointTo:).
            "convert.pointToCoordinate": "$receiver.convert($arg1, toCoordinateFrom: $receiver)",
            "convert.coordinateToPoint": "$receiver.convert($arg1, toPointTo: $receiver)",
            "convert.unwrapped.pointToCoordinate": "$receiver.convert($arg1, toCoordinateFrom: $receiver)",
            "convert.unwrapped.coordinateToPoint": "$receiver.convert($arg1, toPointTo: $receiver)",
            "convert.window.pointToCoordinate": "$receiver.convert($arg1, toCoordinateFrom: nil)",
            "convert.window.coordinateToPoint": "$receiver.convert($arg1, toPointTo: nil)",
        ]
        spellings.merge(mapKitCoordinates) { first, _ in first }
        spellings.merge(mapKitCamera) { first, _ in first }
        spellings.merge(mapKitAnnotations) { first, _ in first }
        spellings.merge(mapKitLocation) { first, _ in first }
        spellings.merge(mapKitOverlays) { first, _ in first }
        spellings.merge(mapKitAnnotationViews) { first, _ in first }
        spellings.merge(mapKitRegions) { first, _ in first }
        spellings.merge(mapKitPaths) { first, _ in first }
        // MKMapView: isScrollEnabled, isZoomEnabled, isRotateEnabled, isPitchEnabled.
        for (gesture, name) in [
            ("scroll", "isScrollEnabled"), ("zoom", "isZoomEnabled"), ("rotate", "isRotateEnabled"),
            ("tilt", "isPitchEnabled"),
        ] {
            spellings["gestures.\(gesture).disable"] = APISpelling("$map.\(name) = false")
            spellings["gestures.\(gesture).enable"] = APISpelling("$map.\(name) = true")
            spellings["gestures.\(gesture).enabled"] = APISpelling("$map.\(name)")
        }
        spellings["gestures.all.set"] = APISpelling(
            "$map.isScrollEnabled = $enabled; $map.isZoomEnabled = $enabled; $map.isRotateEnabled = $enabled; $map.isPitchEnabled = $enabled",
            isSearched: false)
        return spellings
    }()

    /// Core Location's types, which MapKit uses throughout (`CLLocationCoordinate2D`, `CLLocationDistance`…).
    private static let mapKitCoordinates: [String: APISpelling] = [
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

    /// MKMapView's centre and camera (`centerCoordinate`, `setCenter(_:animated:)`, `camera`, `setCamera(_:animated:)`,
    /// `MKMapCamera(lookingAtCenter:fromDistance:pitch:heading:)`).
    private static let mapKitCamera: [String: APISpelling] = {
        var spellings: [String: APISpelling] = [
            "camera.position.type": "MKMapCamera",
            "camera.position.read": "$receiver.camera",
            "camera.center": "$map.centerCoordinate",
            "camera.position.target": "$camera.centerCoordinate",
            "camera.center.set": "$map.centerCoordinate = $target",
            "camera.direction": "$map.camera.heading",
            "camera.setCenter": "$receiver.setCenter($arg1, animated: $arg2)",
            "camera.setCamera": "$receiver.setCamera($arg1, animated: $arg2)",
            "camera.resetNorth":
                "$receiver.setCamera(MKMapCamera(lookingAtCenter: $receiver.centerCoordinate, fromDistance: $receiver.camera.centerCoordinateDistance, pitch: $receiver.camera.pitch, heading: 0), animated: true)",
            // MapKit tells its delegate once a move ends (mapView(_:regionDidChangeAnimated:)); it has no other
            // rest state. Written only: in MapKit code, the method is the end of a move.
            "camera.event.idle": APISpelling(
                "func mapView(_ $arg1, regionDidChangeAnimated animated: Bool)",
                review: "MapKit calls it at the end of each move, with no separate idle state", isSearched: false),
        ]
        for (form, animated) in [("move", "false"), ("animate", "true")] {
            spellings["camera.shape.\(form).center"] = APISpelling("$map.setCenter($target, animated: \(animated))")
            spellings["camera.shape.\(form).heading"] = APISpelling(
                "$map.setCamera(MKMapCamera(lookingAtCenter: $map.centerCoordinate, fromDistance: $map.camera.centerCoordinateDistance, pitch: $map.camera.pitch, heading: $heading), animated: \(animated))"
            )
        }
        return spellings
    }()

    /// MKMapView's annotations (`addAnnotation(_:)`, `selectAnnotation(_:animated:)`…), `MKPointAnnotation`,
    /// `MKAnnotationView` and the delegate methods that hand them over; `MKPolyline`, `MKPolygon`, `MKCircle`.
    private static let mapKitAnnotations: [String: APISpelling] = {
        var spellings: [String: APISpelling] = [
            "annotation.base": APISpelling("MKAnnotation", review: mapKitAnnotation),
            "annotation.add": "$receiver.addAnnotation($arg1)",
            "annotation.addAll": "$receiver.addAnnotations($arg1)",
            "annotation.make.empty": "MKPointAnnotation()",
            "annotation.remove": "$receiver.removeAnnotation($arg1)",
            "annotation.remove.call": "$map.removeAnnotation($marker)",
            "annotation.removeAll": "$map.removeAnnotations($map.annotations)",
            "annotation.select": "$receiver.selectAnnotation($arg1, animated: $arg2)",
            "annotation.deselect": "$receiver.deselectAnnotation($arg1, animated: $arg2)",
            "annotation.selected.one": APISpelling("$receiver.selectedAnnotations.first", isSearched: false),
            "annotation.selected.set": APISpelling(
                "$receiver.selectAnnotation($arg1, animated: false)", isSearched: false),
            "annotation.selected.clear": APISpelling(
                "$receiver.deselectAnnotation($receiver.selectedAnnotations.first, animated: false)", isSearched: false),
            "annotation.didSelect": "func mapView(_ $arg1, didSelect $arg2)",
            "annotation.didDeselect": "func mapView(_ $arg1, didDeselect $arg2)",
            "annotation.viewFor": "func mapView(_ $arg1, viewFor $arg2)",
            "annotation.view.annotation": "$receiver.annotation",
            "annotation.view.offset": "$receiver.centerOffset = CGPoint(x: $dx, y: $dy)",
            "annotation.setDragState": "$receiver.setDragState($arg1, animated: $arg2)",
            "annotation.dragState.type": "MKAnnotationView.DragState",
            "marker.attach": "$map.addAnnotation($marker)",
            "marker.title": "$marker.title",
            "marker.subtitle": "$marker.subtitle",
            "marker.position": "$marker.coordinate",
            "shape.line.type": "MKPolyline",
            "shape.polygon.type": "MKPolygon",
            "shape.circle.type": "MKCircle",
        ]
        for state in ["none", "starting", "dragging", "canceling", "ending"] {
            spellings["annotation.dragState.\(state)"] = APISpelling("MKAnnotationView.DragState.\(state)")
        }
        return spellings
    }()

    /// MKMapView's user location (`showsUserLocation`, `userTrackingMode`, `setUserTrackingMode(_:animated:)`,
    /// `userLocation`) and `mapView(_:didChange:animated:)`.
    private static let mapKitLocation: [String: APISpelling] = {
        var spellings: [String: APISpelling] = [
            "location.shown": "$receiver.showsUserLocation",
            "location.current": "$receiver.userLocation.location",
            "location.mode.type": "MKUserTrackingMode",
            "location.mode": "$receiver.userTrackingMode",
            "location.mode.set": "$receiver.setUserTrackingMode($arg1, animated: $arg2)",
            "location.modeChanged": "func mapView(_ $arg1, didChange $arg2, animated $arg3)",
            "location.report.type": "CLLocation",
            "location.report.init": "CLLocation(latitude: $arg1, longitude: $arg2)",
            "location.heading.type": "CLHeading",
            "location.annotation.type": "MKUserLocation",
            "annotation.isUserLocation": "($annotation is MKUserLocation)",
        ]
        for mode in ["none", "follow", "followWithHeading"] {
            spellings["location.mode.\(mode)"] = APISpelling("MKUserTrackingMode.\(mode)")
            spellings["location.mode.write.\(mode)"] = APISpelling("$map.userTrackingMode = .\(mode)")
        }
        return spellings
    }()

    /// MapKit's shapes made from a buffer of positions (`MKPolyline(coordinates:count:)`, whose count is an `Int`)
    /// and MKMapView's overlays (`addOverlay(_:)`, `addOverlays(_:)`, `removeOverlay(_:)`, `removeOverlays(_:)`,
    /// `overlays`) and a shape shown whole from its `boundingMapRect` (`setVisibleMapRect(_:edgePadding:animated:)`,
    /// `setVisibleMapRect(_:animated:)`).
    private static let mapKitOverlays: [String: APISpelling] = [
        "shape.line.make": "MKPolyline(coordinates: $arg1, count: $arg2)",
        "shape.polygon.make": "MKPolygon(coordinates: $arg1, count: $arg2)",
        "overlay.removeAll": "$map.removeOverlays($map.overlays)",
        "overlay.add": "$map.addOverlay($arg1)",
        "overlay.addAll": "$map.addOverlays($arg1)",
        "overlay.remove": "$map.removeOverlay($arg1)",
        "overlay.removeList": "$map.removeOverlays($arg1)",
        "overlay.fit": "$map.setVisibleMapRect($arg1.boundingMapRect, edgePadding: $arg2, animated: $arg3)",
        "overlay.fitWhole": "$map.setVisibleMapRect($arg1.boundingMapRect, animated: $arg2)",
        "overlay.renderer": "func mapView(_ $arg1, rendererFor $arg2)",
    ]

    /// MKAnnotationView and its subclasses as apps configure them (`canShowCallout`, `calloutOffset`, the callout
    /// accessory views; MKMarkerAnnotationView's `markerTintColor` and glyph, MKPinAnnotationView's `pinTintColor`,
    /// `clusteringIdentifier`, `displayPriority`, `prepareForDisplay()`), and MKMapView's `register(_:forAnnotationViewWithReuseIdentifier:)`,
    /// `dequeueReusableAnnotationView(withIdentifier:)` and `dequeueReusableAnnotationView(withIdentifier:for:)`.
    private static let mapKitAnnotationViews: [String: APISpelling] = [
        "annotation.view.type": "MKAnnotationView",
        "annotation.view.register": "$map.register($arg1, forAnnotationViewWithReuseIdentifier: $arg2)",
        "annotation.view.dequeue": "$map.dequeueReusableAnnotationView(withIdentifier: $arg1)",
        "annotation.view.dequeueOrMake": "$map.dequeueReusableAnnotationView(withIdentifier: $id, for: $annotation)",
        "annotation.canShowCallout": "$view.canShowCallout",
        "annotation.calloutOffset": "$view.calloutOffset",
        "callout.leftAccessory": "$view.leftCalloutAccessoryView",
        "callout.rightAccessory": "$view.rightCalloutAccessoryView",
        "annotation.view.markerLook": "$view.markerTintColor",
        "annotation.view.clustering": "$view.clusteringIdentifier",
        "annotation.view.priority": "$view.displayPriority",
        "annotation.view.prepareForDisplay": "override func prepareForDisplay()",
        "annotation.dragChanged": "func mapView(_ $arg1, annotationView $arg2, didChange $arg3, fromOldState $arg4)",
        "callout.accessoryTapped.view":
            "func mapView(_ $map: MKMapView, annotationView $view: MKAnnotationView, calloutAccessoryControlTapped $control: UIControl)",
    ]

    /// The other ways MapKit code writes an annotation view's concepts: the view subclasses apps use by name, the
    /// rest of a marker's or pin's look (MKMarkerAnnotationView's glyph, label visibility and entry animation), and
    /// how a view collides with others (`collisionMode`, beside `displayPriority`).
    private static let mapKitAnnotationViewAlternatives: [String: [String]] = [
        "annotation.view.type": ["MKMarkerAnnotationView", "MKPinAnnotationView"],
        "annotation.view.markerLook": [
            "$view.glyphText", "$view.glyphImage", "$view.glyphTintColor", "$view.selectedGlyphImage",
            "$view.pinTintColor", "$view.animatesDrop", "$view.titleVisibility", "$view.subtitleVisibility",
            "$view.animatesWhenAdded",
        ],
        "annotation.view.priority": ["$view.collisionMode"],
        "camera.center": ["$map.region.center"],
    ]

    /// MapKit's regions (`MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)`,
    /// `MKCoordinateRegion(center:span:)`, `MKCoordinateSpan(latitudeDelta:longitudeDelta:)`), `setRegion(_:animated:)`
    /// and the region the map shows (`region`, its `span`).
    private static let mapKitRegions: [String: APISpelling] = [
        "region.make.metres":
            "MKCoordinateRegion(center: $center, latitudinalMeters: $latitudinalMeters, longitudinalMeters: $longitudinalMeters)",
        "region.make.span": "MKCoordinateRegion(center: $center, span: $span)",
        "region.span.make": "MKCoordinateSpan(latitudeDelta: $latitudeDelta, longitudeDelta: $longitudeDelta)",
        "region.span.type": "MKCoordinateSpan",
        "region.set": "$map.setRegion($region, animated: $animated)",
        "region.visible": "$map.region",
        "region.visible.span": "$map.region.span",
    ]

    /// The arrays MapKit's shapes are made from (`MKPolyline(coordinates:count:)`, `MKPolygon(coordinates:count:)`),
    /// written for a path the source grows (``CoordinatePathRule``).
    private static let mapKitPaths: [String: APISpelling] = {
        let spellings: [String: String] = [
            "path.type": "[CLLocationCoordinate2D]",
            "path.make": "[CLLocationCoordinate2D]()",
            "path.add": "$path.append($coordinate)",
            "path.addLatLng": "$path.append(CLLocationCoordinate2D(latitude: $lat, longitude: $lng))",
            "path.count": "UInt($path.count)",
            "path.coordinateAt": "$path[Int($index)]",
            "path.removeAll": "$path.removeAll()",
            "path.removeLast": "$path.removeLast()",
            "shape.line.fromPath": "MKPolyline(coordinates: $path, count: $path.count)",
            "shape.polygon.fromPath": "MKPolygon(coordinates: $path, count: $path.count)",
        ]
        return spellings.mapValues { APISpelling($0, isSearched: false) }
    }()
}
