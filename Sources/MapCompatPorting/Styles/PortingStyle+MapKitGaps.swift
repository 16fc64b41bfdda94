extension PortingStyle {
    /// What MapKit code writes where the API map has a concept that MapKit cannot express in the same shape.
    /// Sources: Apple's MapKit documentation (`MKMapView`, `MKMapViewDelegate`, `MKMapCamera`,
    /// `MKMapView.CameraZoomRange`, `MKCoordinateRegion`, `MKAnnotationView`).
    static let mapKitGaps: [String: String] = {
        var gaps = mapKitZoomGaps.merging(mapKitCallbackGaps) { first, _ in first }
        gaps.merge(mapKitSurfaceGaps) { first, _ in first }
        let delegateTaps =
            "MapKit reports no map taps to its delegate: add a UITapGestureRecognizer (or UILongPressGestureRecognizer) to the map view that requires the map's own recognizers to fail, and convert its location with convert(_:toCoordinateFrom:)."
        for id in ["type.touchDelegate", "map.touchDelegate", "tap.map.touch", "tap.longPress.touch"] {
            gaps[id] = delegateTaps
        }
        let bounds =
            "MapKit has no corner bounds type: it frames the map with an MKCoordinateRegion (centre and span: region, setRegion(_:animated:)) or an MKMapRect (visibleMapRect, setVisibleMapRect(_:edgePadding:animated:))."
        for id in ["bounds.type", "bounds.init", "bounds.visible", "bounds.content", "camera.fit.corners"] {
            gaps[id] = bounds
        }
        let fit =
            "MapKit fits annotations with showAnnotations(_:animated:), or a rect with setVisibleMapRect(_:edgePadding:animated:), made from the coordinates' MKMapPoints."
        for id in [
            "camera.shape.move.fitCoordinates", "camera.shape.move.fitCoordinatesInsets",
            "camera.shape.animate.fitCoordinatesInsets",
        ] {
            gaps[id] = fit
        }
        let deceleration =
            "MapKit has no deceleration setting: its map decelerates as a scroll view does. Drop the line."
        for rate in ["normal", "fast", "immediate"] { gaps["gestures.deceleration.\(rate)"] = deceleration }
        let stop = "MapKit has no switch for it: a touch always stops a camera animation. Drop the line."
        for form in ["disable", "enable", "enabled"] { gaps["gestures.stop.\(form)"] = stop }
        gaps["camera.direction.set"] =
            "MapKit turns the camera: setCamera(_:animated:) with an MKMapCamera whose heading is set (a copy of mapView.camera)."
        gaps["camera.setDirection"] = gaps["camera.direction.set"]
        gaps["camera.maxTilt"] = "MapKit has no tilt limit to set: it limits the pitch itself by the camera's distance."
        gaps["camera.reason.type"] =
            "MapKit passes no reason for a region change, only whether it is animated (mapView(_:regionWillChangeAnimated:))."
        gaps["camera.event.shouldChange"] =
            "MapKit has no delegate method that refuses a camera step: turn the gesture off (isScrollEnabled, isZoomEnabled…) or limit the camera with cameraBoundary and cameraZoomRange."
        gaps["type.layer"] =
            "MapKit draws an annotation with an MKAnnotationView (or MKMarkerAnnotationView) returned from mapView(_:viewFor:): make one with MKAnnotationView(annotation:reuseIdentifier:) and move the look onto it."
        gaps["callout.view"] =
            "MapKit's callout belongs to the annotation view: set canShowCallout and detailCalloutAccessoryView on the MKAnnotationView returned from mapView(_:viewFor:)."
        gaps["callout.tapped"] =
            "MapKit reports a tap on a callout's accessory control: mapView(_:annotationView:calloutAccessoryControlTapped:) of MKMapViewDelegate."
        gaps["callout.accessoryTapped"] =
            "MapKit reports it with the annotation's view: mapView(_:annotationView:calloutAccessoryControlTapped:) of MKMapViewDelegate, whose view.annotation is the annotation."
        gaps["location.source.type"] =
            "MapKit's map view locates the user with its own CLLocationManager: it takes no location source of the app's."
        gaps["location.source"] = gaps["location.source.type"]
        gaps["controls.locationButton"] =
            "MapKit's location button is a view of its own: MKUserTrackingButton(mapView:), added to the app's views."
        gaps["controls.locationButton.hide"] = gaps["controls.locationButton"]
        gaps["controls.zoomControls"] = "MapKit has no zoom buttons on iOS. Build them in the app, or drop the line."
        gaps["symbol.add"] =
            "MapKit shows its own points of interest (pointOfInterestFilter): the app cannot add to them. Add an MKPointAnnotation."
        gaps["overlay.touchHandler"] = mapKitGapsNoHandler
        return gaps
    }()

    /// MapKit has no zoom level: `MKMapView.CameraZoomRange` and `MKMapCamera.centerCoordinateDistance` are
    /// distances in metres from the centre, and regions are spans in degrees.
    private static let mapKitZoomGaps: [String: String] = {
        let meters =
            "a zoom level z shows about 40,075,016 × cos(latitude) / 2^z metres across 512 points"
        let limit =
            "MapKit limits the camera's distance from the centre, not a zoom level: set cameraZoomRange = MKMapView.CameraZoomRange(minCenterCoordinateDistance:maxCenterCoordinateDistance:) in metres (a larger distance is a smaller zoom; \(meters))."
        let move =
            "MapKit has no zoom level: move with setRegion(MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:), animated:) or setCamera(_:animated:) with an MKMapCamera(lookingAtCenter:fromDistance:pitch:heading:), in metres (\(meters))."
        let read =
            "MapKit has no zoom level: read region.span (degrees) or camera.centerCoordinateDistance (metres) instead (\(meters))."
        var gaps: [String: String] = [:]
        for bound in ["min", "max"] {
            for form in ["", ".neutral", ".plusOne", ".set"] { gaps["camera.\(bound)Zoom" + form] = limit }
        }
        gaps["camera.zoomRange.set"] = limit
        for id in ["camera.zoom", "camera.zoom.neutral", "camera.zoom.plusOne"] { gaps[id] = read }
        var moves = ["camera.zoom.set", "camera.setZoom", "camera.move.centerZoom", "camera.animate.centerZoom"]
        for shape in ["centerZoom", "zoom", "centerZoomHeading", "northUp"] {
            moves += ["camera.shape.move.\(shape)", "camera.shape.animate.\(shape)"]
        }
        moves += ["camera.shape.timed.centerZoom", "camera.shape.timed.zoom", "camera.shape.timed.northUp"]
        moves += ["camera.shape.timed.center", "camera.shape.timed.heading"]
        moves += ["camera.shape.timed.zoomIn", "camera.shape.timed.zoomOut"]
        for id in moves { gaps[id] = move }
        return gaps
    }()

    /// The event whose MapKit receiver the porter cannot write: MapKit hands `mapView(_:didUpdate:)` a
    /// non-optional `MKUserLocation`, whose `location` is optional.
    private static let mapKitCallbackGaps: [String: String] = [
        "location.event.update":
            "MapKit calls mapView(_:didUpdate:) of MKMapViewDelegate (set mapView.delegate) with an MKUserLocation, whose location is the fix, while showsUserLocation is on. Move the body there."
    ]

    /// The MapLibre and NAVER surface MapKit has no counterpart for: ornament views, styles, gesture tuning.
    private static let mapKitSurfaceGaps: [String: String] = {
        var gaps: [String: String] = [:]
        let timed =
            "MapKit takes no duration: call setCamera(_:animated: false) inside UIView.animate(withDuration:animations:), or setCamera(_:animated: true) for MapKit's own."
        for id in ["camera.setCamera.timed", "camera.fly", "camera.fly.timed"] { gaps[id] = timed }
        let tuning = "MapKit has no such gesture setting. Drop the line."
        for id in [
            "gestures.quickZoomReversed", "gestures.northSnap", "gestures.centerAnchoring", "gestures.panAxis",
            "gestures.panAxis.type",
        ] {
            gaps[id] = tuning
        }
        let views =
            "MapKit's controls are views of their own, MKCompassButton(mapView:) and MKScaleView(mapView:) (compassVisibility, scaleVisibility: MKFeatureVisibility), or the map's showsCompass and showsScale."
        for id in [
            "controls.compass.view", "controls.logo.view", "controls.scaleBar.view", "controls.ornament.type",
            "controls.ornamentVisibility.type", "controls.compass.shown",
        ] {
            gaps[id] = views
        }
        let logo = "MapKit places its logo and legal label itself: the map view's layoutMargins move them."
        for corner in ["bottomLeft", "bottomRight", "topLeft", "topRight"] {
            gaps["controls.logo.align.\(corner)"] = logo
        }
        let corners =
            "MapKit has no corner bounds: an MKCoordinateRegion has a center and a span (latitudeDelta, longitudeDelta)."
        for corner in [
            "southWest", "northEast", "corners", "southWestLat", "southWestLng", "northEastLat", "northEastLng",
        ] {
            gaps["bounds.\(corner)"] = corners
        }
        gaps["bounds.fromCoordinates"] =
            "MapKit has no corner bounds: show the positions with showAnnotations(_:animated:), or make the MKMapRect of their MKMapPoints."
        let style =
            "MapKit draws Apple's basemap, chosen with mapType: it loads no style. Draw the app's data as overlays (addOverlay(_:), mapView(_:rendererFor:))."
        gaps["maplibre.styleURL"] = style
        gaps["maplibre.style"] = style
        gaps["location.requestsAuthorization"] =
            "MapKit asks for no permission itself: request it from a CLLocationManager before turning showsUserLocation on."
        gaps["maplibre.disableLocationManager"] = "MapKit stops locating the user when showsUserLocation is off."
        for id in ["callout.view.type", "callout.view.delegate", "callout.accessoryView"] {
            gaps[id] =
                "MapKit's callout belongs to the annotation view: canShowCallout, leftCalloutAccessoryView, rightCalloutAccessoryView and detailCalloutAccessoryView of MKAnnotationView."
        }
        gaps["annotation.dragState.core"] =
            "MapKit's drag state is MKAnnotationView.DragState; it converts from no other type."
        gaps["camera.minTilt"] = "MapKit has no lower pitch limit to set (it is 0). Drop it."
        gaps.merge(mapKitOtherStyleGaps) { first, _ in first }
        return gaps
    }()

    /// NAVER's, TomTom's and route-me's surface MapKit has no counterpart for: camera updates, marker looks, picking.
    private static let mapKitOtherStyleGaps: [String: String] = {
        var gaps: [String: String] = [:]
        let ids = APIMap.concepts.map(\.id)
        let updates =
            "MapKit has no camera-update object: it moves with setCenter(_:animated:), setRegion(_:animated:) and setCamera(_:animated:) (an MKMapCamera)."
        for id in ids where id.hasPrefix("camera.update.") || id.hasPrefix("camera.params.") { gaps[id] = updates }
        for id in ["camera.animation.type", "camera.animationDuration", "camera.cancel", "camera.event.cancelled"] {
            gaps[id] = updates
        }
        let look =
            "MapKit draws an annotation with the view its delegate returns from mapView(_:viewFor:) (MKMarkerAnnotationView: markerTintColor, glyphImage, displayPriority; MKAnnotationView: image, centerOffset): set the look there."
        for id in ids where id.hasPrefix("marker.look.") { gaps[id] = look }
        let location =
            "MapKit shows the user's location itself while showsUserLocation is on (userLocation, an MKUserLocation, holds the last fix): it takes no fixes or location marker from the app."
        for id in ids
        where id.hasPrefix("location.source.") || id.hasPrefix("location.update") || id.hasPrefix("location.overlay") {
            gaps[id] = location
        }
        for id in ["location.mode.noFollow", "location.markerPoint", "location.heading.init"] { gaps[id] = location }
        let pick =
            "MapKit has no pick call: find annotations with annotations(in:) on a small MKMapRect around the point, or react to mapView(_:didSelect:)."
        for id in ids where id.hasPrefix("pick.") { gaps[id] = pick }
        let scale =
            "MapKit has no zoom scale to convert: it measures the camera's distance from the centre in metres (camera.centerCoordinateDistance)."
        for id in ids where id.hasPrefix("zoomScale.") { gaps[id] = scale }
        let core =
            "MapKit uses Core Location's CLLocationCoordinate2D and MKCoordinateRegion throughout: there is no conversion to the core's types."
        for id in ["coordinate.fromCore", "coordinate.toCore", "bounds.fromCore", "bounds.toCore"] { gaps[id] = core }
        gaps["camera.position.fromCore"] = core
        gaps["camera.position.toCore"] = core
        let gestures =
            "MapKit reports no map gestures to the app: add a UITapGestureRecognizer or UILongPressGestureRecognizer to the map view that requires the map's own recognizers to fail."
        for id in [
            "tap.longPress", "tap.double", "tap.twoFinger", "tap.interactions", "interaction.type", "tap.map.rm",
        ] {
            gaps[id] = gestures
        }
        let indoor = "MapKit's map view shows no indoor maps on iOS. Drop the line."
        for id in ["indoor.enabled", "indoor.addZone", "controls.indoorLevelPicker"] { gaps[id] = indoor }
        let logo = "MapKit places its logo and legal label itself: the map view's layoutMargins move them."
        for id in [
            "controls.logo.align", "controls.logo.alignType", "controls.logo.margin", "controls.logo.interaction",
        ] {
            gaps[id] = logo
        }
        gaps["controls.dialog.legalNotice"] = "MapKit opens its legal notices from its own Legal label."
        gaps["controls.dialog.licenses"] = "MapKit opens no licence screen. Show the licences in the app."
        gaps["controls.wrapper.mapView"] = "MapKit has no wrapper view. Use the map view itself."
        gaps["camera.extent"] =
            "MapKit keeps the centre inside cameraBoundary: MKMapView.CameraBoundary(coordinateRegion:) or (mapRect:)."
        gaps["annotation.detach"] =
            "MapKit takes an annotation off through its map view: mapView.removeAnnotation(annotation)."
        gaps["annotation.list"] = "Rewrite as mapView.annotations: MapKit keeps the list on the map view."
        gaps["overlay.touchHandlerType"] = mapKitGapsNoHandler
        gaps["tap.symbol"] =
            "MapKit reports a tap on its points of interest as a selection when selectableMapFeatures includes .pointsOfInterest: mapView(_:didSelect:) with an MKMapFeatureAnnotation."
        gaps["type.mapViewDelegate"] =
            "MapKit's map view is made ready: mapViewDidFinishLoadingMap(_:) of MKMapViewDelegate tells when it has loaded."
        gaps["annotation.shouldDrag"] =
            "MapKit drags an annotation view whose isDraggable is on and reports it to mapView(_:annotationView:didChange:fromOldState:) of MKMapViewDelegate."
        return gaps
    }()

    private static let mapKitGapsNoHandler =
        "MapKit's annotations have no tap handler: MapKit selects a tapped annotation and calls mapView(_:didSelect:) of MKMapViewDelegate."
}
