import Foundation

extension APIMap {
    static let naverTakesFixes =
        "NAVER's adapter takes each fix from the app: call updateLocation(_:heading:animated:) with an NMGLatLng and a heading in degrees."
    static let routeMeTakesFixes =
        "route-me's adapter has no location source: feed each fix to core.updateLocation(_:) with a LocationFix."
    static let noMarkerObject =
        "{style}'s adapter has no object for the user-location marker. Use the map's location switch and core.locationMarkerPoint."

    /// Where the user's location comes from (MapLibre's location manager, TomTom's location provider,
    /// Core Location's reports) and the marker drawn there (NAVER's location overlay).
    static let locationSourceConcepts: [APIConcept] = [
        APIConcept(
            "location.source.type", .type, "An app-supplied source of the user's location that the map listens to.",
            naver: .none(naverTakesFixes),
            maplibre: .same(
                "MLNLocationManager",
                review:
                    "MapLibre's manager is started and stopped by the map (startUpdatingLocation…) and reports to its delegate: rewrite the conformance by hand"
            ),
            tomtom: .same(
                "LocationProvider",
                review:
                    "TomTom's provider is enabled by the app (enable(), disable()), keeps lastKnownLocation and reports to its observers: rewrite the conformance by hand"
            ),
            rm: .none(routeMeTakesFixes)),
        APIConcept(
            "location.source", .property, "The map's location source.",
            naver: .none(naverTakesFixes),
            maplibre: .same(
                "MLNMapView.locationManager",
                review:
                    "MapLibre's map listens as soon as the manager is set, and starts it while showsUserLocation is on"
            ),
            tomtom: .same(
                "TomTomMap.locationProvider",
                review:
                    "TomTom's map listens only after activateLocationProvider(), and stops when the provider changes"),
            rm: .none(routeMeTakesFixes)),
        APIConcept(
            "location.source.activate", .method, "Makes the map listen to its location source and take its last fix.",
            naver: .none(naverTakesFixes),
            maplibre: .none("MapLibre's map listens as soon as locationManager is set. Drop the call."),
            tomtom: .same("TomTomMap.activateLocationProvider()"), rm: .none(routeMeTakesFixes)),
        APIConcept(
            "location.source.deactivate", .method, "Makes the map stop listening; the marker stays at the last fix.",
            naver: .none("NAVER's adapter listens to nothing. Stop calling updateLocation(_:heading:animated:)."),
            maplibre: .none(
                "MapLibre stops the manager when showsUserLocation is turned off; set locationManager to nil to stop listening."
            ),
            tomtom: .same("TomTomMap.deactivateLocationProvider()"),
            rm: .none("route-me's adapter listens to nothing. Stop calling core.updateLocation(_:).")),
        APIConcept(
            "location.source.running", .method, "Starts or stops the source's updates.",
            naver: .none(naverTakesFixes),
            maplibre: .hand(
                "MapLibre's map calls startUpdatingLocation(), startUpdatingHeading() and their stop counterparts on its manager while showsUserLocation is on.",
                "func MLNLocationManager.startUpdatingLocation()", "func MLNLocationManager.stopUpdatingLocation()",
                "func MLNLocationManager.startUpdatingHeading()", "func MLNLocationManager.stopUpdatingHeading()"),
            tomtom: .hand(
                "TomTom's provider is started and stopped by the app with enable() and disable().",
                "~func LocationProvider.enable()", "~func LocationProvider.disable()"),
            rm: .none(routeMeTakesFixes)),
        APIConcept(
            "location.source.reports", .delegateMethod, "The source reports a new location (and heading) to the map.",
            naver: .none(naverTakesFixes),
            maplibre: .hand(
                "MapLibre's manager reports to its delegate (the map sets itself) with locationManager(_:didUpdate:), positions as [CLLocation] and headings as CLHeading.",
                "MLNLocationManagerDelegate", "~MLNLocationManager.delegate",
                "func MLNLocationManagerDelegate.locationManager(_:didUpdate:)",
                "MLNMapView.locationManager(_:didUpdate:)"
            ),
            tomtom: .hand(
                "TomTom's provider reports each GeoLocation to the LocationUpdateObserver objects added with addObserver(_:); the map adds its own on activateLocationProvider().",
                "LocationUpdateObserver",
                "~func LocationProvider.addObserver(_:)", "~func LocationProvider.removeObserver(_:)"),
            rm: .none(routeMeTakesFixes)),
        APIConcept(
            "location.report.type", .type, "One position report (Core Location's CLLocation).",
            // NAVER's location manager hands its delegates CLLocations (NMFLocationManager.h); its map takes
            // NMGLatLng positions (location.update).
            naver: .same("CLLocation", "~CLLocation.coordinate"),
            maplibre: .same("CLLocation", "~CLLocation.coordinate"),
            tomtom: .same("CLLocation", "~CLLocation.coordinate"),
            rm: .same("CLLocation", "~CLLocation.coordinate")),
        APIConcept(
            "location.report.init", .method, "A position report at a latitude and longitude in degrees.",
            naver: .same("CLLocation.init(latitude:longitude:)"),
            maplibre: .same("CLLocation.init(latitude:longitude:)"),
            tomtom: .same("CLLocation.init(latitude:longitude:)"),
            rm: .same("CLLocation.init(latitude:longitude:)")),
        APIConcept(
            "location.heading.type", .type, "One heading report (Core Location's CLHeading), degrees from true north.",
            naver: .none("NAVER takes the heading as a Double in degrees: updateLocation(_:heading:animated:)."),
            maplibre: .same("CLHeading", "~CLHeading.trueHeading"),
            tomtom: .same("CLHeading", "~CLHeading.trueHeading"),
            rm: .same("CLHeading", "~CLHeading.trueHeading")),
        APIConcept(
            "location.heading.init", .method, "A heading report in degrees from true north.",
            naver: .none("NAVER takes the heading as a Double in degrees: updateLocation(_:heading:animated:)."),
            maplibre: .same("CLHeading.init(trueHeading:)"), tomtom: .same("CLHeading.init(trueHeading:)"),
            rm: .same("CLHeading.init(trueHeading:)")),
        .only(
            .tomtom, "location.update.type", .type, "TomTom's location update: a CLLocation and, if known, a heading.",
            .same("GeoLocation", "~GeoLocation.location", "~GeoLocation.heading"),
            others: "{style} has no update type. Keep the position and the heading apart (see location.source.reports)."
        ),
        .only(
            .tomtom, "location.update.init", .method, "A TomTom location update from a CLLocation and a heading.",
            .same("GeoLocation.init(location:heading:)"),
            others: "{style} has no update type. Pass the CLLocation (or its coordinate) and the heading on their own."),
        APIConcept(
            "location.overlay.type", .type, "The user-location marker as an object.",
            naver: .same("NMFLocationOverlay"),
            maplibre: .none(noMarkerObject.replacingOccurrences(of: "{style}", with: "MapLibre")),
            tomtom: .none(noMarkerObject.replacingOccurrences(of: "{style}", with: "TomTom")),
            rm: .none(noMarkerObject.replacingOccurrences(of: "{style}", with: "route-me"))),
        APIConcept(
            "location.overlay", .property, "The map's one user-location marker, drawn at the latest fix.",
            naver: .same("NMFMapView.locationOverlay"),
            maplibre: .none(noMarkerObject.replacingOccurrences(of: "{style}", with: "MapLibre")),
            tomtom: .none(noMarkerObject.replacingOccurrences(of: "{style}", with: "TomTom")),
            rm: .none(noMarkerObject.replacingOccurrences(of: "{style}", with: "route-me"))),
        .only(
            .tomtom, "location.markerPoint", .property, "Where the user-location marker is in the view, if shown.",
            .same("TomTomMap.locationMarkerPoint"),
            others: "{style} does not expose the marker's point. Read core.locationMarkerPoint.",
            differences: ["locationMarkerRadius"]),
    ]
}
