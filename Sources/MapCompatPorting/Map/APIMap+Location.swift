extension APIMap {
    static let naverModes =
        "NAVER names the modes differently (NMFMyPositionMode: disabled, normal, direction, compass) and sets them with positionMode or setPositionMode(_:animated:). Rewrite by hand."

    /// Location tracking: NAVER's position modes against the user tracking modes of MapLibre and route-me.
    static let locationConcepts: [APIConcept] = [
        APIConcept(
            "location.mode.type", .type, "The user-location tracking mode.",
            naver: .hand(naverModes, "NMFMyPositionMode"), maplibre: .same("MLNUserTrackingMode"),
            tomtom: .none(
                "TomTom's adapter sets tracking only through the recenter button. Use core.setTrackingMode(_:animated:)."
            ),
            rm: .same("RMUserTrackingMode")),
        APIConcept(
            "location.mode", .property, "The tracking mode now; setting it animates.",
            naver: .hand(naverModes, "NMFMapView.positionMode"), maplibre: .same("MLNMapView.userTrackingMode"),
            tomtom: .none("TomTom's adapter has no tracking property. Use core.trackingMode."),
            rm: .same("RMMapView.userTrackingMode"), differences: ["trackingInterruption"]),
        APIConcept(
            "location.mode.set", .method, "Sets the tracking mode, optionally animated.",
            naver: .hand(naverModes, "NMFMapView.setPositionMode(_:animated:)"),
            maplibre: .same("MLNMapView.setUserTrackingMode(_:animated:)"),
            tomtom: .none("TomTom's adapter has no tracking call. Use core.setTrackingMode(_:animated:)."),
            rm: .same("RMMapView.setUserTrackingMode(_:animated:)"), differences: ["trackingInterruption"]),
        mode("none", "Not tracking and not showing the location.", naver: "disabled", other: "none"),
        mode("follow", "Following the location.", naver: "direction", other: "follow"),
        mode(
            "followWithHeading", "Following the location and turning with the heading.", naver: "compass",
            other: "followWithHeading"),
        .only(
            .naver, "location.mode.noFollow", .value, "Showing the location without following it.",
            .same("static NMFMyPositionMode.normal"),
            others: "{style} has no show-but-do-not-follow mode. Use core.setTrackingMode(.noFollow, animated:)."),
        APIConcept(
            "location.mode.core", .method, "Converts a tracking mode to and from the core's TrackingMode.",
            naver: .hand(
                "NAVER converts with NMFMyPositionMode(_:) and trackingMode.", "NMFMyPositionMode.init(_:)",
                "~NMFMyPositionMode.trackingMode"),
            maplibre: .hand("MapLibre converts with MLNUserTrackingMode(_:).", "MLNUserTrackingMode.init(_:)"),
            tomtom: .none("TomTom's adapter has no mode type. Use the core's TrackingMode."),
            rm: .none("route-me's adapter keeps the conversion internal. Use the core's TrackingMode.")),
        APIConcept(
            "location.modeChanged", .delegateMethod, "The tracking mode changed (a gesture or the button ended it).",
            naver: .none("NAVER reports no mode change. Read positionMode in mapViewIdle(_:)."),
            maplibre: .same("func MLNMapViewDelegate.mapView(_:didChange:animated:)"),
            tomtom: .none("TomTom reports no mode change. Read core.trackingMode in map(_:onCameraEvent:)."),
            rm: .same("func RMMapViewDelegate.mapView(_:didChange:animated:)")),
        APIConcept(
            "location.shown", .property, "Whether the user's location shows on the map.",
            naver: .hand(
                "NAVER shows it whenever positionMode is not .disabled; locationOverlay.hidden hides the marker alone."
            ),
            maplibre: .same(
                "MLNMapView.showsUserLocation",
                review:
                    "MapLibre's switch also sets the tracking mode between none and noFollow, and starts or stops its locationManager; route-me's only lets the marker show (the core's showsLocationMarker)"
            ),
            tomtom: .none(
                "TomTom's adapter has no location switch: the marker shows once the location provider reports. Use core.showsLocationMarker."
            ),
            rm: .same(
                "RMMapView.showsUserLocation",
                review:
                    "route-me's switch only lets the marker show (the core's showsLocationMarker); MapLibre's also sets the tracking mode between none and noFollow, and starts or stops its locationManager"
            )),
        .only(
            .naver, "location.update", .method, "Feeds a location fix (position, heading) to the map.",
            .same("NMFMapView.updateLocation(_:heading:animated:)"),
            others:
                "{style}'s adapter takes no location fixes from a call. Feed them through its location source (see location.source), or call core.updateLocation(_:)."
        ),
        // Received by the callback porter (CallbackEvent `location.event.update`): a body that reads the report
        // only for its CLLocation moves to the target's callback; these rows are for the bodies it leaves.
        APIConcept(
            "location.event.update", .delegateMethod, "The user's location changed, with the new report.",
            naver: .none(
                "NAVER reports locations to an NMFLocationManagerDelegate added to NMFLocationManager.sharedInstance(), as untyped CLLocations. Port the body there by hand."
            ),
            maplibre: .hand(
                "MapLibre reports it as mapView(_:didUpdate:) with an MLNUserLocation?, whose location is optional.",
                "func MLNMapViewDelegate.mapView(_:didUpdate:)"),
            tomtom: .hand(
                "TomTom reports it to a LocationUpdateObserver as didUpdateLocation(location:) with a GeoLocation.",
                "func LocationUpdateObserver.didUpdateLocation(location:)"),
            rm: .hand(
                "route-me reports it as mapView(_:didUpdate:) with an RMUserLocation.",
                "func RMMapViewDelegate.mapView(_:didUpdate:)")),
        APIConcept(
            "location.current", .property, "The last location fix.",
            naver: .same("NMFMapView.location", "NMFLocationOverlay.location"),
            maplibre: .none("MapLibre's adapter does not expose the fix. Read core.location."),
            tomtom: .hand(
                "TomTom reads the provider's last update: locationProvider.lastKnownLocation?.location.coordinate.",
                "LocationProvider.lastKnownLocation"),
            rm: .none("route-me's adapter does not expose the fix. Read core.location.")),
    ]

    /// Setting one of the three modes every style has, written with the case alone (`mapView.positionMode =
    /// .direction`, as NAVER's demo and apps set it): NAVER's `normal` has no counterpart, so the property itself
    /// stays a hand port, but these statements say the same thing everywhere. Typed: `$map` must be a map view.
    static let locationModeWrites: [APIConcept] = [
        ("none", "disabled", "RMUserTrackingModeNone"), ("follow", "direction", "RMUserTrackingModeFollow"),
        ("followWithHeading", "compass", "RMUserTrackingModeFollowWithHeading"),
    ].map { other, naver, routeMe in
        APIConcept(
            "location.mode.write.\(other)", .statement, "Sets the tracking mode to \(other).",
            spellings: [
                .naver: APISpelling("$map.positionMode = .\(naver)"),
                .maplibre: APISpelling("$map.userTrackingMode = .\(other)"),
                // route-me's modes are the global constants its header declares (RMMapView.h).
                .rm: APISpelling("$map.userTrackingMode = \(routeMe)"),
            ],
            gaps: [.tomtom: "TomTom's adapter has no tracking property. Use core.setTrackingMode(_:animated:)."],
            differences: ["trackingInterruption"])
    }

    /// A tracking mode as an enum case in each style that has one.
    static func mode(_ id: String, _ summary: String, naver: String, other: String) -> APIConcept {
        APIConcept(
            "location.mode.\(id)", .value, summary, naver: .same(APIMember("static NMFMyPositionMode.\(naver)")),
            maplibre: .same(APIMember("static MLNUserTrackingMode.\(other)")),
            tomtom: .none(
                "TomTom's adapter has no mode type. Use the core's TrackingMode.\(other == "none" ? "none" : other)."),
            rm: .same(APIMember("RMUserTrackingMode\(other.prefix(1).uppercased() + other.dropFirst())")))
    }
}
