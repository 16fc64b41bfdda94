extension InteractionProfile {
    /// Google's Maps SDK for iOS (the `GoogleMapsStyle` adapter; the conformance kit's worked example uses it
    /// too). Google's zoom counts a 256-point world at zoom 0, one level above the neutral scale, so its
    /// numbers are converted here. Sources: the SDK's headers (`GMSMapViewDelegate.h`, `GMSUISettings.h`,
    /// `GMSCameraPosition.h`, `GMSOverlay.h`, `GMSMarker.h`) and the guides at
    /// https://developers.google.com/maps/documentation/ios-sdk; CONFIRMED where they say it, INFERRED where
    /// the value is read from public callers or Google's Android guide. Gesture thresholds, drift and the
    /// default animation length are not published, so those stay neutral.
    ///
    /// - Markers are annotations: taps ask `mapView(_:didTap:)` first, and a tap it declines selects the marker,
    ///   shows its info window and centres the camera on it ("default selection behavior", GMSMapViewDelegate.h;
    ///   the centring is INFERRED from Google's Android guide, whose default marker click "moves the camera such
    ///   that the marker is centered on the map"). A tap on the
    ///   selected marker closes its info window and reopens it (infowindows guide, CONFIRMED). A map tap is
    ///   told to the app before the selected marker is deselected (GMSMapViewDelegate.h, CONFIRMED).
    /// - A draggable marker drags on a long press with no delegate question (`draggable`, GMSMarker.h; the
    ///   marker-gestures guide: "move draggable markers using a long press gesture", CONFIRMED); a marker without a title or snippet is still selected, without an info window (INFERRED).
    /// - Markers are drawn, and hit, above every non-marker overlay whatever its `zIndex` (GMSOverlay.h,
    ///   CONFIRMED): annotations lie above scene items, and for the worked example's scene markers
    ///   ``HitTestRules/markersAboveShapes`` says so.
    /// - Zoom `kGMSMinZoomLevel` 2 to `kGMSMaxZoomLevel` 21 on Google's scale, 1…20 here (the constants' values
    ///   are not published; public callers write "ZoomLevel 2~21", INFERRED). The viewing angle is at most 65°
    ///   from zoom 16 on and less below it (GMSCameraPosition.h); the core keeps one ceiling, 65° (a gap the
    ///   GoogleMapsStyle article names).
    /// - The compass shows only while the bearing is not zero and its tap turns the map back to north alone
    ///   (controls guide, CONFIRMED); it and the My Location button are off until the app turns them on
    ///   (GMSUISettings.h); the My Location button centres the camera on the user once (CONFIRMED) — Google
    ///   has no tracking modes. The Google logo takes no taps (INFERRED: the SDK has no legal-notice call).
    /// - Double tap +1 and two-finger tap −1 from the current zoom (the neutral rule, which Google's Android
    ///   guide states, INFERRED for iOS).
    public static let googleMaps: InteractionProfile = {
        var profile = InteractionProfile.neutral
        profile.name = "googleMaps"
        profile.declinedMarkerTap = .selectsAndCenters
        profile.hitTest.markersAboveShapes = true
        profile.limits =
            (try? CameraLimits(
                minZoom: googleMinZoom - googleZoomOffset, maxZoom: googleMaxZoom - googleZoomOffset,
                maxTilt: googleMaxViewingAngle)) ?? .neutral
        profile.annotations.dragsWithoutHook = true
        profile.annotations.untitledCallout = .selectsWithoutCallout
        profile.annotations.tapOnSelection = .reselects
        profile.annotations.tapSelectionCentersCamera = true
        profile.annotations.deselectsAfterTheTapIsHeard = true
        profile.compassCoversTilt = false
        profile.controls.logo.isTappable = false
        profile.controls.showsIndoorLevelPicker = true
        profile.locationButtonAction = .centersOnLocation
        return profile
    }()

    /// Google zoom minus neutral zoom: Google's zoom 0 shows the world 256 points wide (GMSCameraPosition.h,
    /// `zoom`), the neutral one 512.
    public static let googleZoomOffset = 1.0
    /// `kGMSMinZoomLevel` on Google's scale.
    public static let googleMinZoom = 2.0
    /// `kGMSMaxZoomLevel` on Google's scale.
    public static let googleMaxZoom = 21.0
    /// The largest viewing angle, from zoom 16 on (GMSCameraPosition.h, `viewingAngle`).
    public static let googleMaxViewingAngle = 65.0
}
