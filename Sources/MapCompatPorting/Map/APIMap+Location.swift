extension APIMap {
    /// What turning the user's location on or off also does in each style, for a reviewer to check.
    static let locationSwitchReview: [PortingStyle: String] = [
        .maplibre:
            "MapLibre's switch also starts and stops its locationManager and asks for permission (shouldRequestAuthorizationToUseLocationServices), and keeps the tracking mode (userTrackingMode) set before; route-me's starts its own location updates",
        .rm:
            "route-me's switch starts its own location updates, with no permission switch and no location manager of the app's; MapLibre's starts and stops its locationManager",
        .naver:
            "NAVER's position mode also starts or stops its location source (locationSource, an NMFLocationManager by default), which asks for permission",
    ]

    static let naverModes =
        "NAVER names the modes differently (NMFMyPositionMode: disabled, normal, direction, compass) and sets them with positionMode or setPositionMode(_:animated:). Rewrite by hand."

    /// Location tracking: NAVER's position modes against the user tracking modes of MapLibre and route-me.
    static let locationConcepts: [APIConcept] = [
        APIConcept(
            "location.mode.type", .type, "The user-location tracking mode.",
            naver: .hand(naverModes, "NMFMyPositionMode"), maplibre: .same("MLNUserTrackingMode"),
            // TomTomSDKMapDisplay `CameraTrackingMode` (0.29.0 … 0.40.0): `.none`, `followNorthUp()`,
            // `followDirection()`, route modes.
            tomtom: .hand(
                "TomTom's tracking mode is CameraTrackingMode (.none, .followNorthUp(), .followDirection(), route modes), a struct set on the map's cameraTrackingMode.",
                "CameraTrackingMode"),
            rm: .same("RMUserTrackingMode")),
        APIConcept(
            "location.mode", .property, "The tracking mode now; setting it animates.",
            naver: .hand(naverModes, "NMFMapView.positionMode"), maplibre: .same("MLNMapView.userTrackingMode"),
            tomtom: .hand(
                "TomTom sets cameraTrackingMode on the map (.none, .followNorthUp(), .followDirection()); a pan sets it to .none.",
                "TomTomMap.cameraTrackingMode"),
            rm: .same("RMMapView.userTrackingMode"), differences: ["trackingInterruption"]),
        APIConcept(
            "location.mode.set", .method, "Sets the tracking mode, optionally animated.",
            naver: .hand(naverModes, "NMFMapView.setPositionMode(_:animated:)"),
            maplibre: .same("MLNMapView.setUserTrackingMode(_:animated:)"),
            tomtom: .none(
                "TomTom has no tracking call with an animated flag: set cameraTrackingMode, and the camera moves to the location animated."
            ),
            rm: .same("RMMapView.setUserTrackingMode(_:animated:)"), differences: ["trackingInterruption"]),
        mode("none", "Not tracking and not showing the location.", naver: "disabled", other: "none"),
        mode("follow", "Following the location.", naver: "direction", other: "follow"),
        mode(
            "followWithHeading", "Following the location and turning with the heading.", naver: "compass",
            other: "followWithHeading"),
        .only(
            .naver, "location.mode.noFollow", .value, "Showing the location without following it.",
            .same("static NMFMyPositionMode.normal"),
            reasons: [
                .maplibre:
                    "MapLibre has no such mode: it shows the location without following it when showsUserLocation is true and userTrackingMode is .none.",
                .tomtom:
                    "TomTom has no such mode: it shows the location whenever its location provider reports, so cameraTrackingMode = .none shows it without following.",
                .rm:
                    "route-me has no such mode: it shows the location without following it when showsUserLocation is true and userTrackingMode is RMUserTrackingModeNone.",
            ]),
        APIConcept(
            "location.mode.core", .method, "Converts a tracking mode to and from the core's TrackingMode.",
            naver: .hand(
                "NAVER converts with NMFMyPositionMode(_:) and trackingMode.", "NMFMyPositionMode.init(_:)",
                "~NMFMyPositionMode.trackingMode"),
            maplibre: .hand("MapLibre converts with MLNUserTrackingMode(_:).", "MLNUserTrackingMode.init(_:)"),
            tomtom: .none(
                "TomTom's CameraTrackingMode converts to no other mode type: compare it with .none, .followNorthUp() or .followDirection()."
            ),
            rm: .none(
                "route-me's RMUserTrackingMode converts to no other mode type: compare it with RMUserTrackingModeNone, RMUserTrackingModeFollow or RMUserTrackingModeFollowWithHeading."
            )),
        APIConcept(
            "location.modeChanged", .delegateMethod, "The tracking mode changed (a gesture or the button ended it).",
            naver: .none("NAVER reports no mode change. Read positionMode in mapViewIdle(_:)."),
            maplibre: .same("func MLNMapViewDelegate.mapView(_:didChange:animated:)"),
            tomtom: .hand(
                "TomTom reports it as .trackingModeChanged(mode:) in map(_:onCameraEvent:).",
                "static CameraEvent.trackingModeChanged"),
            rm: .same("func RMMapViewDelegate.mapView(_:didChange:animated:)")),
        APIConcept(
            "location.shown", .property, "Whether the user's location shows on the map.",
            naver: .hand(
                "NAVER shows it whenever positionMode is not .disabled; locationOverlay.hidden hides the marker alone."
            ),
            maplibre: .same(
                "MLNMapView.showsUserLocation",
                review: locationSwitchReview[.maplibre]),
            tomtom: .none(
                "TomTom has no location switch: the marker shows while the map's location provider reports (activateLocationProvider()); hide it with locationIndicatorType = .none."
            ),
            rm: .same(
                "RMMapView.showsUserLocation",
                review: locationSwitchReview[.rm])),
        // The switch turned on or off, which NAVER writes as its position mode (NMFMapView.h `positionMode`:
        // `NMFMyPositionNormal` shows the location and follows it with the marker, not the camera, as MapLibre's
        // and route-me's switch do with tracking off; `NMFMyPositionDisabled` hides it, and is
        // `location.mode.write.none` in NAVER code, so the way off stays a hand port).
        APIConcept(
            "location.shown.on", .property, "Shows the user's location on the map.",
            naver: Side(
                members: [],
                spelling: APISpelling(
                    "$receiver.positionMode = .normal", review: locationSwitchReview[.naver])),
            maplibre: .spelled("$receiver.showsUserLocation = true", review: locationSwitchReview[.maplibre]),
            tomtom: .none(
                "TomTom has no location switch: the marker shows while the map's location provider reports (activateLocationProvider())."
            ),
            rm: .spelled("$receiver.showsUserLocation = true", review: locationSwitchReview[.rm])),
        APIConcept(
            "location.shown.off", .property, "Hides the user's location.",
            naver: .hand(
                "NAVER hides it with positionMode = .disabled, which also stops tracking."
            ),
            maplibre: .spelled("$receiver.showsUserLocation = false", review: locationSwitchReview[.maplibre]),
            tomtom: .none("TomTom has no location switch: hide the marker with locationIndicatorType = .none."),
            rm: .spelled("$receiver.showsUserLocation = false", review: locationSwitchReview[.rm])),
        .only(
            .naver, "location.update", .method, "Feeds a location fix (position, heading) to the map.",
            .same("NMFMapView.updateLocation(_:heading:animated:)"),
            reasons: [
                .maplibre:
                    "MapLibre takes fixes from its location manager: give the map an MLNLocationManager of the app's (locationManager) and report each fix to its delegate with locationManager(_:didUpdate:).",
                .tomtom:
                    "TomTom takes fixes from its location provider: give the map a LocationProvider of the app's (locationProvider) that reports each GeoLocation to its observers.",
                .rm:
                    "route-me takes fixes only from its own location updates (while showsUserLocation is on): it has no call that feeds one.",
            ]),
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
            maplibre: .hand(
                "MapLibre reads the last fix off its user location annotation: userLocation?.location (a CLLocation).",
                "~MLNMapView.userLocation"),
            tomtom: .hand(
                "TomTom reads the provider's last update: locationProvider.lastKnownLocation?.location.coordinate.",
                "LocationProvider.lastKnownLocation"),
            rm: .hand(
                "route-me reads the last fix off its user location annotation: userLocation.location (a CLLocation).",
                "~RMMapView.userLocation")),
    ]

    /// Setting one of the three modes every style has, written with the case alone (`mapView.positionMode =
    /// .direction`, as NAVER's demo and apps set it): NAVER's `normal` has no counterpart, so the property itself
    /// stays a hand port, but these statements say the same thing everywhere. Typed: `$map` must be a map view.
    static let locationModeWrites: [APIConcept] = [
        ("none", "disabled", "RMUserTrackingModeNone"), ("follow", "direction", "RMUserTrackingModeFollow"),
        ("followWithHeading", "compass", "RMUserTrackingModeFollowWithHeading"),
    ].map { other, naver, routeMe in
        let tomTom = tomTomTrackingModes[other]
        return APIConcept(
            "location.mode.write.\(other)", .statement, "Sets the tracking mode to \(other).",
            spellings: [
                .naver: APISpelling("$map.positionMode = .\(naver)"),
                .maplibre: APISpelling("$map.userTrackingMode = .\(other)"),
                // route-me's modes are the global constants its header declares (RMMapView.h).
                .rm: APISpelling("$map.userTrackingMode = \(routeMe)"),
                .tomtom: APISpelling("$map.cameraTrackingMode = \(tomTom?.value ?? ".none")", review: tomTom?.review),
            ],
            differences: ["trackingInterruption"])
    }

    /// TomTom's camera tracking mode for each of the three modes every style has (TomTomSDKMapDisplay
    /// `CameraTrackingMode`), and how it differs where it does.
    static let tomTomTrackingModes: [String: (value: String, review: String?)] = [
        "none": (".none", nil),
        "follow": (".followNorthUp()", "TomTom's follow also turns the map north up"),
        "followWithHeading": (
            ".followDirection()", "TomTom turns the map with the direction its location provider reports"
        ),
    ]

    /// A tracking mode as an enum case in each style that has one.
    static func mode(_ id: String, _ summary: String, naver: String, other: String) -> APIConcept {
        APIConcept(
            "location.mode.\(id)", .value, summary, naver: .same(APIMember("static NMFMyPositionMode.\(naver)")),
            maplibre: .same(APIMember("static MLNUserTrackingMode.\(other)")),
            tomtom: tomTomTrackingModes[other].map {
                .same(APIMember("static CameraTrackingMode\($0.value)"), review: $0.review)
            } ?? .none("TomTom has no such tracking mode."),
            rm: .same(APIMember("RMUserTrackingMode\(other.prefix(1).uppercased() + other.dropFirst())")))
    }
}
