import Foundation

extension APIMap {
    /// TomTom's routes, traffic layers, location indicator, simulated location provider and API key service,
    /// which no other style has: mapped so the coverage check accounts for them.
    static let tomTomRouteConcepts: [APIConcept] = [
        .only(
            .tomtom, "tomtom.routes", .method,
            "Routes drawn on the map, fitted by the camera, tapped through a delegate.",
            .hand(
                "TomTom adds RouteOptions with addRoute(_:), fits them with zoomToRoutes(padding:) and hears taps in "
                    + "RouteDelegate.mapRoute(_:didTapOnCoordinate:waypointIndex:).",
                "TomTomMap.addRoute(_:)", "TomTomMap.removeRoute(_:)", "TomTomMap.removeRoutes()",
                "TomTomMap.bringToFront(route:)", "TomTomMap.zoomToRoutes(padding:)", "TomTomMap.allRoutes", "Route",
                "~Route.routeID", "~Route.tag", "~Route.delegate", "~Route.progressOnRoute", "~Route.color",
                "~Route.coordinates", "~Route.sceneItemID", "RouteDelegate",
                "func RouteDelegate.mapRoute(_:didTapOnCoordinate:waypointIndex:)", "RouteOptions",
                "RouteOptions.init(coordinates:)", "~RouteOptions.coordinates", "~RouteOptions.routeWidth",
                "~RouteOptions.outlineWidth", "~RouteOptions.color", "~RouteOptions.tag", "static UIColor.activeRoute"),
            others: "{style} has no route layer. Draw the route as a polyline."),
        .only(
            .tomtom, "tomtom.traffic", .method, "Traffic flow and incident layers, drawn only.",
            .hand(
                "TomTom calls showTraffic()/hideTraffic() and showTrafficIncidents()/hideTrafficIncidents().",
                "TomTomMap.showTraffic()", "TomTomMap.hideTraffic()", "TomTomMap.showTrafficIncidents()",
                "TomTomMap.hideTrafficIncidents()", "TomTomMap.isTrafficFlowVisible",
                "TomTomMap.isTrafficIncidentsVisible"),
            reasons: [
                .naver: "NAVER shows traffic as a layer group: setLayerGroup(NMF_LAYER_GROUP_TRAFFIC, isEnabled:).",
                .maplibre:
                    "MapLibre shows traffic only as layers of a style that has traffic data: show or hide those layers (MLNStyleLayer.isVisible).",
                .rm: "route-me shows traffic only from a tile source that draws it: add that tile source.",
            ]),
        .only(
            .tomtom, "tomtom.locationIndicator", .property, "How the location marker is drawn, or that none is.",
            .hand(
                "TomTom sets map.locationIndicatorType.", "TomTomMap.locationIndicatorType", "LocationIndicator",
                "static LocationIndicator.navigationChevron", "static LocationIndicator.userLocation",
                "static LocationIndicator.custom", "static LocationIndicator.none"),
            others: "{style} shows or hides its location marker with its own switch."),
        .only(
            .tomtom, "tomtom.simulatedLocation", .type, "A location provider that drives along coordinates.",
            .hand(
                "TomTom makes SimulatedLocationProvider(delay:), calls updateCoordinates(_:interpolate:) and start().",
                "SimulatedLocationProvider", "SimulatedLocationProvider.init(delay:adjustToCurrentTime:)",
                "SimulatedLocationProvider.updateCoordinates(_:interpolate:)", "~SimulatedLocationProvider.start()",
                "~SimulatedLocationProvider.stop()", "~SimulatedLocationProvider.enable()",
                "~SimulatedLocationProvider.disable()", "~SimulatedLocationProvider.location",
                "~SimulatedLocationProvider.lastKnownLocation", "~SimulatedLocationProvider.addObserver(_:)",
                "~SimulatedLocationProvider.removeObserver(_:)", "~SimulatedLocationProvider.delay",
                "~SimulatedLocationProvider.adjustToCurrentTime", "~TomTomMap.advance(by:)",
                "~LocationProvider.start()",
                "~LocationProvider.stop()", "LocationProviderObservable",
                "func LocationProviderObservable.onLocationUpdated(location:)",
                "func LocationProviderObservable.onHeadingUpdate(newHeading:lastLocation:)",
                "~LocationProviderObservable.didUpdateLocation(location:)", "~Measurement.tt", "TTDurationFactory",
                "~TTDurationFactory.seconds(_:)"),
            others: "{style} plays a route through its own location source."),
        .only(
            .tomtom, "tomtom.apiKey", .property, "The key every MapView() loads with, and the restrictions style.",
            .hand(
                "TomTom sets MapsDisplayService.apiKey at launch.", "MapsDisplayService",
                "static MapsDisplayService.apiKey", "static StyleContainer.restrictionsStyle"),
            others: "{style} takes its key elsewhere."),
    ]
}
