import Foundation

extension APIMap {
    /// NAVER's map follows its shared `NMFLocationManager` while `positionMode` is not `.disabled`; an app shows
    /// its own fixes on `locationOverlay` (NMFMapView.h, NMFLocationOverlay.h, NMFLocationManager.h).
    static let naverTakesFixes =
        "NAVER's map takes fixes from its own shared NMFLocationManager while positionMode is not .disabled: it takes no location source of the app's. To show the app's own fixes, set locationOverlay.location (an NMGLatLng) and locationOverlay.heading."
    /// route-me's map view runs its own Core Location updates while `showsUserLocation` is on (RMMapView.m).
    static let routeMeTakesFixes =
        "route-me's map view runs its own Core Location updates while showsUserLocation is on: it takes no location source of the app's."

    /// What each style has for NAVER's user-location marker object (MLNUserLocation.h and
    /// MLNUserLocationAnnotationView.h; TomTom's `LocationIndicator`; RMUserLocation.h).
    static let noMarkerObject: [PortingStyle: String] = [
        .maplibre:
            "MapLibre's location marker is its user location annotation: userLocation (an MLNUserLocation), drawn by the view mapView(_:viewFor:) returns for it (an MLNUserLocationAnnotationView).",
        .tomtom:
            "TomTom draws the location marker itself: its look is locationIndicatorType (LocationIndicator), its position the location provider's lastKnownLocation.",
        .rm:
            "route-me's location marker is its userLocation annotation (an RMUserLocation), drawn by the layer mapView(_:layerFor:) returns for it.",
    ]

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
            naver: .none(
                "NAVER follows its own location manager once positionMode is not .disabled: set positionMode (.normal shows the location without following it)."
            ),
            maplibre: .none("MapLibre's map listens as soon as locationManager is set. Drop the call."),
            tomtom: .same("TomTomMap.activateLocationProvider()"),
            rm: .none("route-me starts its own location updates when showsUserLocation is set to true.")),
        APIConcept(
            "location.source.deactivate", .method, "Makes the map stop listening; the marker stays at the last fix.",
            naver: .none("NAVER stops following its location manager when positionMode is set to .disabled."),
            maplibre: .none(
                "MapLibre stops the manager when showsUserLocation is turned off; set locationManager to nil to stop listening."
            ),
            tomtom: .same("TomTomMap.deactivateLocationProvider()"),
            rm: .none("route-me stops its own location updates when showsUserLocation is set to false.")),
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
            naver: locationReportSide,
            maplibre: locationReportSide,
            tomtom: locationReportSide,
            rm: locationReportSide),
        APIConcept(
            "location.report.init", .method, "A position report at a latitude and longitude in degrees.",
            naver: .same("CLLocation.init(latitude:longitude:)"),
            maplibre: .same("CLLocation.init(latitude:longitude:)"),
            tomtom: .same("CLLocation.init(latitude:longitude:)"),
            rm: .same("CLLocation.init(latitude:longitude:)")),
        APIConcept(
            "location.heading.type", .type, "One heading report (Core Location's CLHeading), degrees from true north.",
            naver: .none("NAVER takes the heading as a Double in degrees: locationOverlay.heading."),
            maplibre: .same("CLHeading", "~CLHeading.trueHeading"),
            tomtom: .same("CLHeading", "~CLHeading.trueHeading"),
            rm: .same("CLHeading", "~CLHeading.trueHeading")),
        APIConcept(
            "location.heading.init", .method, "A heading report in degrees from true north.",
            naver: .none("NAVER takes the heading as a Double in degrees: locationOverlay.heading."),
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
            maplibre: .none(noMarkerObject, in: .maplibre), tomtom: .none(noMarkerObject, in: .tomtom),
            rm: .none(noMarkerObject, in: .rm)),
        APIConcept(
            "location.overlay", .property, "The map's one user-location marker, drawn at the latest fix.",
            naver: .same("NMFMapView.locationOverlay"),
            maplibre: .none(noMarkerObject, in: .maplibre), tomtom: .none(noMarkerObject, in: .tomtom),
            rm: .none(noMarkerObject, in: .rm)),
        .only(
            .tomtom, "location.markerPoint", .property, "Where the user-location marker is in the view, if shown.",
            .same("TomTomMap.locationMarkerPoint"),
            reasons: [
                .naver:
                    "NAVER gives the marker's position, not its point: convert locationOverlay.location with projection.point(from:).",
                .maplibre:
                    "MapLibre gives the marker's coordinate, not its point: convert userLocation?.coordinate with convert(_:toPointTo:).",
                .rm:
                    "route-me gives the marker's coordinate, not its point: convert userLocation.coordinate with coordinate(toPixel:).",
            ],
            differences: ["locationMarkerRadius"]),
    ]
}
