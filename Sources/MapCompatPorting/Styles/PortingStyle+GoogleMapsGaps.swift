extension PortingStyle {
    /// What Google Maps code writes where the API map has a concept that the SDK cannot express in the same shape.
    /// Sources: the SDK's public headers (`GMSMapView.h`, `GMSMapViewDelegate.h`, `GMSUISettings.h`,
    /// `GMSMarker.h`, `GMSCameraUpdate.h`, `GMSCoordinateBounds.h`) and Google's guide to camera animations
    /// (developers.google.com/maps/documentation/ios-sdk/views, `kGMSAnimationDuration` through `CATransaction`).
    static let googleGaps: [String: String] = {
        var gaps = googleCallbackGaps
        let timed =
            "Google animates over its own duration: to choose it, wrap the animate call in CATransaction.begin(), CATransaction.setValue(duration, forKey: kCATransactionAnimationDuration) and CATransaction.commit()."
        for shape in ["centerZoom", "center", "zoom", "heading", "northUp", "zoomIn", "zoomOut", "centerZoomHeading"] {
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

    /// The events the porter cannot yet write as Google's delegate methods, with the method Google calls: each is a
    /// method of `GMSMapViewDelegate` (GMSMapViewDelegate.h), called once `mapView.delegate` is set.
    private static let googleCallbackGaps: [String: String] = {
        func delegate(_ method: String, _ extra: String = "") -> String {
            "Google calls \(method) of GMSMapViewDelegate (set mapView.delegate)\(extra). Move the body there."
        }
        let idle = delegate("mapView(_:idleAt:)", " with the GMSCameraPosition once the camera rests")
        let mapTap = delegate("mapView(_:didTapAt:)", " with the tapped coordinate")
        let longPress = delegate("mapView(_:didLongPressAt:)", " with the pressed coordinate")
        return [
            "map.ready":
                "Google's map is ready when it is made: run the body where the map view is made (mapViewDidFinishTileRendering(_:) tells when its tiles are drawn).",
            "map.loadFailed": "Google reports no load failure: its map draws what it can. Drop the callback.",
            "location.event.update":
                "Google reports the user's location through myLocation (isMyLocationEnabled on), which the app observes with key-value observing.",
            "tap.map": mapTap, "tap.map.touch": mapTap,
            "tap.long": longPress, "tap.longPress.touch": longPress,
            "tap.annotation": delegate(
                "mapView(_:didTap:) -> Bool", " with the tapped GMSMarker; return true to consume the tap"),
            "camera.willChange": delegate("mapView(_:willMove:)", ", passing whether a gesture moves the camera"),
            "camera.changing": delegate("mapView(_:didChange:)", " on each step of a move"),
            "camera.didChange": idle, "camera.idle": idle, "camera.moveEnd": idle,
        ]
    }()
}
