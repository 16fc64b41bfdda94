extension PortingStyle {
    /// What Google Maps code writes where the API map has a concept that the SDK cannot express in the same shape.
    /// Sources: the SDK's public headers (`GMSMapView.h`, `GMSMapViewDelegate.h`, `GMSUISettings.h`,
    /// `GMSMarker.h`, `GMSCameraUpdate.h`, `GMSCoordinateBounds.h`) and Google's guide to camera animations
    /// (developers.google.com/maps/documentation/ios-sdk/views, `kGMSAnimationDuration` through `CATransaction`).
    static let googleGaps: [String: String] = {
        var gaps = googleCallbackGaps.merging(googleSurfaceGaps) { first, _ in first }
        // GMSMapView.h: `myLocationEnabled` draws the user's dot, never a GMSMarker.
        gaps["annotation.isUserLocation"] = APIMap.userLocationIsNoAnnotation("Google")
        let timed =
            "Google animates over its own duration: to choose it, wrap the animate call in CATransaction.begin(), CATransaction.setValue(duration, forKey: kCATransactionAnimationDuration) and CATransaction.commit()."
        for shape in ["centerZoom", "center", "zoom", "heading", "northUp", "zoomIn", "zoomOut"] {
            gaps["camera.shape.timed.\(shape)"] = timed
        }
        let fit =
            "Google fits bounds: build a GMSCoordinateBounds (includingCoordinate(_:) for each coordinate), then moveCamera(GMSCameraUpdate.fit(bounds, with: insets)) or animate(with:)."
        for id in [
            "camera.shape.move.fitCoordinates", "camera.shape.move.fitCoordinatesInsets",
            "camera.shape.animate.fitCoordinatesInsets", "camera.fit.corners",
        ] {
            gaps[id] = fit
        }
        let heading =
            "Google has no bearing-only camera update: animate(toBearing:), or set camera to a GMSCameraPosition with the bearing."
        for id in ["camera.direction.set", "camera.setDirection", "camera.update.heading", "camera.resetNorth"] {
            gaps[id] = heading
        }
        let mode =
            "Google has no tracking mode: its camera does not follow the user. Turn isMyLocationEnabled on, observe myLocation (key-value observing) and animate(toLocation:) on each fix."
        for id in [
            "location.mode.type", "location.mode", "location.mode.set", "location.mode.none", "location.mode.follow",
            "location.mode.followWithHeading", "location.mode.write.none", "location.mode.write.follow",
            "location.mode.write.followWithHeading", "location.modeChanged",
        ] {
            gaps[id] = mode
        }
        let noSelection =
            "Google's markers are not selected: selectedMarker opens a marker's info window, and GMSMapViewDelegate's mapView(_:didTap:) hears the tap."
        for id in ["annotation.select", "annotation.deselect", "annotation.didSelect", "annotation.didDeselect"] {
            gaps[id] = noSelection
        }
        let drawn =
            "Google's markers draw themselves: set icon (a UIImage) or iconView on the GMSMarker instead of returning a view."
        for id in ["annotation.viewFor", "annotation.view.annotation", "type.layer"] { gaps[id] = drawn }
        let deceleration = "Google has no deceleration setting. Drop the line."
        for rate in ["normal", "fast", "immediate"] { gaps["gestures.deceleration.\(rate)"] = deceleration }
        let stop = "Google has no switch for it: a touch always stops a camera animation. Drop the line."
        for form in ["disable", "enable", "enabled"] { gaps["gestures.stop.\(form)"] = stop }
        let logo = "Google places its logo itself: set padding to move it with the map's other controls."
        for corner in ["bottomLeft", "bottomRight", "topLeft", "topRight"] {
            gaps["controls.logo.align.\(corner)"] = logo
        }
        gaps["controls.logo.align"] = logo
        gaps["controls.scaleBar"] = "Google Maps for iOS shows no scale bar. Drop the line, or draw one in the app."
        gaps["callout.view"] =
            "Google shows a marker's info window: return the app's view from GMSMapViewDelegate's mapView(_:markerInfoWindow:)."
        gaps["callout.tapped"] =
            "Google reports a tap on the info window: GMSMapViewDelegate's mapView(_:didTapInfoWindowOf:)."
        gaps["bounds.fromCoordinates"] =
            "Google grows bounds one position at a time: start from GMSCoordinateBounds() and call includingCoordinate(_:) with each, or make them of a GMSPath with GMSCoordinateBounds(path:)."
        gaps["callout.accessoryTapped"] =
            "Google's info window is drawn as an image and holds no live controls: hear taps on the whole window with GMSMapViewDelegate's mapView(_:didTapInfoWindowOf:)."
        gaps["overlay.touchHandler"] =
            "Google's overlays have no tap handler: GMSMapViewDelegate's mapView(_:didTap:) gets the tapped marker (return true to consume the tap), and mapView(_:didTap:) with a GMSOverlay the tapped shape (isTappable on)."
        gaps["camera.maxTilt"] = "Google has no tilt limit to set: it caps viewingAngle by zoom itself."
        gaps["camera.reason.type"] =
            "Google passes only whether a gesture moves the camera: mapView(_:willMove:) of GMSMapViewDelegate."
        gaps["location.source.type"] =
            "Google's map view locates the user itself (isMyLocationEnabled): it takes no location source of the app's."
        gaps["location.source"] = gaps["location.source.type"]
        gaps["controls.zoomControls"] =
            "Google Maps for iOS has no zoom buttons. Build them in the app, or drop the line."
        return gaps
    }()

    /// The events Google has no receiver for that the porter can write, with what Google code does instead
    /// (GMSMapViewDelegate.h, GMSMapView.h).
    private static let googleCallbackGaps: [String: String] = {
        let mapTap =
            "Google calls mapView(_:didTapAt:) of GMSMapViewDelegate (set mapView.delegate) with the tapped coordinate. Move the body there."
        return [
            "map.loadFailed": "Google reports no load failure: its map draws what it can. Drop the callback.",
            "location.event.update":
                "Google reports the user's location through myLocation (isMyLocationEnabled on), which the app observes with key-value observing.",
            "tap.map.touch": mapTap, "tap.longPress.touch": longPressGap,
            "tap.annotation":
                "Google calls mapView(_:didTap:) of GMSMapViewDelegate (set mapView.delegate) with the tapped GMSMarker, and returns true to consume the tap. Move the body there and return false.",
        ]
    }()

    /// The MapLibre and NAVER surface Google has no counterpart for: ornament views, styles, marker looks, picking.
    private static let googleSurfaceGaps: [String: String] = {
        var gaps: [String: String] = [:]
        let moves =
            "Google moves with moveCamera(_:) and a GMSCameraUpdate (setTarget(_:), zoom(to:), setCamera(_:)), or animates with animate(with:), animate(toLocation:), animate(toZoom:) and animate(to:)."
        for id in [
            "camera.setCenter", "camera.setZoom", "camera.setCamera", "camera.setCamera.timed", "camera.fly",
            "camera.fly.timed", "camera.animation.type", "camera.update.animation", "camera.update.defaultDuration",
            "camera.animationDuration", "camera.params.type", "camera.params.init", "camera.update.pivot",
            "camera.update.reason",
        ] {
            gaps[id] = moves
        }
        let tuning = "Google has no such gesture setting. Drop the line."
        for id in [
            "gestures.quickZoomReversed", "gestures.northSnap", "gestures.centerAnchoring", "gestures.panAxis",
            "gestures.panAxis.type", "gestures.longTapping",
        ] {
            gaps[id] = tuning
        }
        let controls =
            "Google's controls are switches of the map's settings (compassButton, myLocationButton, indoorPicker): there are no control views."
        for id in [
            "controls.compass.view", "controls.logo.view", "controls.scaleBar.view", "controls.ornament.type",
            "controls.ornamentVisibility.type", "controls.compass.shown", "controls.wrapper.mapView",
            "controls.logo.alignType", "controls.logo.margin", "controls.logo.interaction",
        ] {
            gaps[id] = controls
        }
        let notices =
            "Google shows its own notices; the app shows GMSServices.openSourceLicenseInfo() where it lists licences."
        gaps["controls.dialog.legalNotice"] = notices
        gaps["controls.dialog.licenses"] = notices
        let look =
            "Google draws a marker from icon (a UIImage; GMSMarker.markerImage(with:) tints the default pin) or iconView, with opacity, zIndex, groundAnchor and rotation; its title and snippet show in the info window, not as captions."
        // isFlat, anchor (groundAnchor) and angle (rotation) are spelled.
        let spelledLooks: Set = ["marker.look.isFlat", "marker.look.anchor", "marker.look.angle"]
        for id in APIMap.concepts.map(\.id) where id.hasPrefix("marker.look.") && !spelledLooks.contains(id) {
            gaps[id] = look
        }
        let drag =
            "Google drags a marker whose isDraggable is on and tells GMSMapViewDelegate: mapView(_:didBeginDragging:), mapView(_:didDrag:), mapView(_:didEndDragging:)."
        for id in APIMap.concepts.map(\.id) where id.hasPrefix("annotation.dragState") { gaps[id] = drag }
        gaps["annotation.setDragState"] = drag
        let pick =
            "Google has no pick call: GMSMapViewDelegate's mapView(_:didTap:) is handed the tapped marker or overlay."
        for id in ["pick.one", "pick.all", "pick.tolerance", "pick.pickable"] { gaps[id] = pick }
        let style =
            "Google draws its own basemap, chosen with mapType and styled with mapStyle (GMSMapStyle(jsonString:)): it loads no style URL."
        gaps["maplibre.styleURL"] = style
        gaps["maplibre.style"] = style
        for id in ["callout.view.type", "callout.view.delegate", "callout.accessoryView"] {
            gaps[id] =
                "Google shows a marker's info window: return the app's view from GMSMapViewDelegate's mapView(_:markerInfoWindow:) or mapView(_:markerInfoContents:)."
        }
        gaps["type.loadDelegate"] =
            "Google's map is ready when it is made: GMSMapViewDelegate's mapViewDidFinishTileRendering(_:) tells when its tiles are drawn."
        gaps["map.touchDelegate"] =
            "Google reports taps to its one delegate: set delegate and move the tap methods there."
        gaps["tap.symbol"] =
            "Google reports taps on its points of interest: GMSMapViewDelegate's mapView(_:didTapPOIWithPlaceID:name:location:)."
        gaps["symbol.add"] = "Google shows its own points of interest: the app cannot add to them. Add a GMSMarker."
        gaps["gestures.addRecognizer"] =
            "Google reports taps and long presses to GMSMapViewDelegate (mapView(_:didTapAt:), mapView(_:didLongPressAt:)); a recognizer of the app's competes with the map's own."
        gaps["annotation.list"] = "Google keeps no list of a map's overlays: keep the app's own list."
        gaps["location.requestsAuthorization"] =
            "Google asks for no permission itself: request it from a CLLocationManager before turning isMyLocationEnabled on."
        gaps["maplibre.disableLocationManager"] = "Google stops locating the user when isMyLocationEnabled is off."
        for id in ["location.overlay", "location.overlay.type", "location.update", "location.mode.noFollow"] {
            gaps[id] =
                "Google draws the user's location itself while isMyLocationEnabled is on (myLocation is the last fix): there is no location overlay to set."
        }
        gaps["camera.cancel"] =
            "Google has no call that stops a camera animation: mapView.layer.removeAllAnimations() does."
        gaps["camera.minTilt"] = "Google has no lower viewing-angle limit to set (it is 0). Drop it."
        let scale =
            "Google's zoom needs no conversion object: write the zoom as Google counts it, one level above the neutral zoom (a 256-point world at zoom 0)."
        for id in APIMap.concepts.map(\.id) where id.hasPrefix("zoomScale.") { gaps[id] = scale }
        gaps["tap.longPress"] = longPressGap
        let otherTaps =
            "Google reports no double or two-finger taps: they zoom the map (zoomGestures). Drop the handler, or add a recognizer of the app's."
        for id in ["tap.double", "tap.twoFinger", "tap.interactions", "interaction.type", "tap.map.rm"] {
            gaps[id] = otherTaps
        }
        for id in ["annotation.canShowCallout", "annotation.calloutOffset"] {
            gaps[id] =
                "Google opens a marker's info window when it is tapped (unless mapView(_:didTap:) returns true); infoWindowAnchor places it."
        }
        for id in ["annotation.shouldDrag", "annotation.dragChanged", "interaction.annotationLongPress"] {
            gaps[id] = drag
        }
        return gaps
    }()

    private static let longPressGap =
        "Google calls mapView(_:didLongPressAt:) of GMSMapViewDelegate (set mapView.delegate) with the pressed coordinate. Move the body there."
}
