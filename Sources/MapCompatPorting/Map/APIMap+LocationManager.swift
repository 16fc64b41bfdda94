extension APIMap {
    /// Core Location's location manager and its delegate (CLLocationManager.h, CLLocationManagerDelegate.h), which
    /// map screens of every style drive beside the map to ask for permission and follow fixes: the same names in
    /// every style, so a port leaves them as they are. `deliver` is MapCompat's headless addition.
    static let locationManagerConcepts: [APIConcept] = [
        APIConcept(
            "location.manager.type", .type, "Core Location's location manager, driven beside the map.",
            naver: managerSide, maplibre: managerSide, tomtom: managerSide, rm: managerSide),
        APIConcept(
            "location.manager.delegate", .type, "What Core Location's location manager tells the app.",
            naver: .none(
                "NAVER's NMFLocationManagerDelegate declares the same methods: adopt Core Location's CLLocationManagerDelegate with import CoreLocation."
            ), maplibre: delegateSide, tomtom: delegateSide, rm: delegateSide),
        APIConcept(
            "coordinate.functions", .method,
            "Core Location's coordinate functions and the coordinate that means none (CLLocation.h).",
            naver: .none(
                "NAVER marks and makes positions with its own NMGLatLng: NMGLatLng(lat:lng:) and isValid()."),
            maplibre: functionsSide, tomtom: functionsSide, rm: functionsSide),
    ]

    /// Core Location's `CLLocation` as every style hands it over: the same in all four.
    static let locationReportSide = Side.same(
        "CLLocation", "~CLLocation.coordinate", "~CLLocation.altitude", "~CLLocation.horizontalAccuracy",
        "~CLLocation.verticalAccuracy", "~CLLocation.course", "~CLLocation.speed", "~CLLocation.timestamp",
        "CLLocation.init(coordinate:altitude:horizontalAccuracy:verticalAccuracy:course:speed:timestamp:)")

    private static let managerSide = Side.same(
        "CLLocationManager", "~CLLocationManager.delegate", "~CLLocationManager.desiredAccuracy",
        "~CLLocationManager.distanceFilter", "~CLLocationManager.headingFilter", "~CLLocationManager.activityType",
        "~CLLocationManager.pausesLocationUpdatesAutomatically", "~CLLocationManager.allowsBackgroundLocationUpdates",
        "~CLLocationManager.showsBackgroundLocationIndicator", "~CLLocationManager.location",
        "~CLLocationManager.heading", "~CLLocationManager.authorizationStatus",
        "~CLLocationManager.accuracyAuthorization", "~CLLocationManager.isUpdatingLocation",
        "~CLLocationManager.isUpdatingHeading", "CLLocationManager.init()",
        "static CLLocationManager.locationServicesEnabled()",
        "static CLLocationManager.authorizationStatus()", "static CLLocationManager.headingAvailable()",
        "~CLLocationManager.requestWhenInUseAuthorization()", "~CLLocationManager.requestAlwaysAuthorization()",
        "~CLLocationManager.startUpdatingLocation()", "~CLLocationManager.stopUpdatingLocation()",
        "~CLLocationManager.requestLocation()", "~CLLocationManager.startUpdatingHeading()",
        "~CLLocationManager.stopUpdatingHeading()", "~CLLocationManager.deliver(_:)",
        "~CLLocationManager.deliver(heading:)")

    private static let delegateSide = Side.same(
        "CLLocationManagerDelegate", "func CLLocationManagerDelegate.locationManager(_:didUpdateLocations:)",
        "func CLLocationManagerDelegate.locationManager(_:didUpdateHeading:)",
        "func CLLocationManagerDelegate.locationManager(_:didFailWithError:)",
        "func CLLocationManagerDelegate.locationManagerDidChangeAuthorization(_:)",
        "func CLLocationManagerDelegate.locationManager(_:didChangeAuthorization:)")

    /// Found by no style (`~`): every style but NAVER writes them the same, and porting them would only respace
    /// their calls.
    private static let functionsSide = Side.hand(
        "Core Location's own functions, written the same in every style but NAVER's.",
        "~CLLocationCoordinate2DMake(_:_:)", "~CLLocationCoordinate2DIsValid(_:)", "~kCLLocationCoordinate2DInvalid")
}
