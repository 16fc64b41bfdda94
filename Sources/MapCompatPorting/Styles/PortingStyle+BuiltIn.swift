import MapCompatCore

extension PortingStyle {
    /// NAVER Maps iOS (`import NaverStyle`; the SDK's modules are `NMapsMap` and `NMapsGeometry`, its names
    /// prefixed `NMF` and `NMG`: navermaps/ios-map-sdk).
    public static let naver: PortingStyle = {
        var style = PortingStyle(id: "naver", displayName: "NAVER", moduleName: "NaverStyle", profile: .naver)
        style.vendorModules = ["NMapsMap", "NMapsGeometry"]
        style.namePrefixes = ["NMF", "NMG"]
        style.types.roles = [
            "NMFMapView": .mapView,
            // The wrapper view (NMFNaverMapView.h): ported away from NAVER, it is the target's map view.
            "NMFNaverMapView": .mapView,
            "NMFMarker": .marker, "NMFOverlay": .marker, "NMFCameraPosition": .camera,
            "NMFLocationManager": .locationSource, "NMGLatLngBounds": .bounds,
            "NMFPolylineOverlay": .shape, "NMFPolygonOverlay": .shape, "NMFCircleOverlay": .shape,
        ]
        // NMFOverlay.h: `touchHandler` is handed the tapped overlay.
        style.types.closureParameterRoles = ["touchHandler": .marker]
        style.types.memberRoles = [
            "cameraPosition": .camera, "locationManager": .locationSource, "contentBounds": .bounds,
            "coveringBounds": .bounds,
        ]
        // NMFNaverMapView.h and NMFOverlay.h: the wrapper's and an overlay's `mapView` are map views.
        style.types.ownedMemberRoles = [.mapView: ["mapView": .mapView], .marker: ["mapView": .mapView]]
        return style
    }()

    /// MapLibre Native iOS (`import MapLibreStyle`; the SDK's module is `MapLibre`, its names prefixed `MLN`:
    /// maplibre/maplibre-native, platform/ios/src and platform/darwin/src).
    public static let maplibre: PortingStyle = {
        var style = PortingStyle(
            id: "maplibre", displayName: "MapLibre", moduleName: "MapLibreStyle", profile: .mapLibre)
        style.symbolName = "mapLibre"
        style.vendorModules = ["MapLibre"]
        style.namePrefixes = ["MLN"]
        // MapLibre Native iOS 6.0 renamed the `MGL` names and the `Mapbox` module it forked from the Mapbox Maps SDK
        // for iOS (maplibre/maplibre-native pull request 919); most public MapLibre code still spells them.
        style.formerNamePrefixes = ["MGL": "MLN"]
        style.formerModules = ["Mapbox": "MapLibre"]
        style.formerCallNames = mapLibreSwift2Calls
        style.types.roles = [
            "MLNMapView": .mapView, "MLNPointAnnotation": .marker, "MLNAnnotation": .marker,
            "MLNMapCamera": .camera, "MLNLocationManager": .locationSource, "MLNCoordinateBounds": .bounds,
            "MLNPolyline": .shape, "MLNPolygon": .shape,
        ]
        style.annotationImages = .mapLibre
        style.shapePaint = .mapLibre
        style.types.memberRoles = [
            "camera": .camera, "locationManager": .locationSource, "visibleCoordinateBounds": .bounds,
        ]
        // MLNMapView.h: `@property (nonatomic, readonly, nullable) NSArray<id <MLNAnnotation>> *annotations` and
        // `@property (nonatomic, readonly, nullable) MLNUserLocation *userLocation`.
        style.types.optionalMembers = [.mapView: ["annotations": .list, "userLocation": .chained]]
        return style
    }()

    /// TomTom Maps iOS (`import TomTomStyle`; the SDK's modules are `TomTomSDKMapDisplay`, `TomTomSDKCommon` and
    /// `TomTomSDKLocationProvider`, whose names carry no prefix: TomTom's Maps SDK for iOS API reference).
    public static let tomtom: PortingStyle = {
        var style = PortingStyle(id: "tomtom", displayName: "TomTom", moduleName: "TomTomStyle", profile: .tomTom)
        style.symbolName = "tomTom"
        style.vendorModules = ["TomTomSDKMapDisplay", "TomTomSDKCommon", "TomTomSDKLocationProvider"]
        // TomTom's map zoom counts a 256-point world at zoom 0 (TomTomZoomScale in the adapter).
        style.zoomOffset = 1
        style.types.roles = [
            "TomTomMap": .mapView, "MapView": .mapContainerView, "Marker": .marker, "Annotation": .marker,
            "CameraProperties": .camera, "LocationProvider": .locationSource,
            "Line": .shape, "Polygon": .shape, "Circle": .shape,
        ]
        style.types.commonWords = ["MapView", "Marker", "Annotation", "Line", "Polygon", "Circle"]
        // `MapView.onMapReadyCallback` hands over the `TomTomMap`; `MapInteraction.tappedOnAnnotation` the tapped
        // annotation (TomTomSDKMapDisplay).
        style.types.closureParameterRoles = ["onMapReadyCallback": .mapView]
        style.types.caseValueRoles = ["tappedOnAnnotation": .marker]
        style.types.memberRoles = ["cameraProperties": .camera, "camera": .camera, "locationProvider": .locationSource]
        // MapView.map, the TomTomMap the view holds, optional until the map is ready (TomTomSDKMapDisplay).
        style.types.ownedMemberRoles = [.mapContainerView: ["map": .mapView]]
        style.types.optionalMembers = [.mapContainerView: ["map": .chained]]
        return style
    }()

    /// The legacy Mapbox SDK, route-me (`import RMMapLayerStyle`; Swift reaches route-me through a bridging header,
    /// so it has no module; its names are prefixed `RM`: route-me/route-me, MapView/Map).
    public static let rm: PortingStyle = {
        var style = PortingStyle(
            id: "rm", displayName: "route-me (RMMapLayer)", moduleName: "RMMapLayerStyle", profile: .routeMe)
        style.symbolName = "routeMe"
        style.namePrefixes = ["RM"]
        // RMMapView.h: `zoom` is a `float`, on a 256-point world at zoom 0.
        style.zoomTypeName = "Float"
        style.zoomOffset = 1
        style.types.roles = [
            "RMMapView": .mapView, "RMAnnotation": .marker, "RMPointAnnotation": .marker,
            "RMSphericalTrapezium": .bounds,
        ]
        style.annotationImages = .routeMe
        style.formerCallNames = routeMeSwift2Calls
        return style
    }()

    /// route-me's Objective-C methods under the names Swift 2 gave them (RMMapView.h, RMMarker.h: the selector's
    /// first piece whole, the first argument unlabelled), with today's (SE-0005).
    static let routeMeSwift2Calls: [String: String] = [
        "setCenterCoordinate(_:animated:)": "setCenter(_:animated:)",
        "zoomWithLatitudeLongitudeBoundsSouthWest(_:northEast:animated:)":
            "zoom(withLatitudeLongitudeBoundsSouthWest:northEast:animated:)",
        "coordinateToPixel(_:)": "coordinate(toPixel:)", "pixelToCoordinate(_:)": "pixel(toCoordinate:)",
        "moveBy(_:)": "move(by:)", "setZoom(_:atCoordinate:animated:)": "setZoom(_:at:animated:)",
        "zoomByFactor(_:near:animated:)": "zoom(byFactor:near:animated:)",
        "zoomInToNextNativeZoomAt(_:animated:)": "zoomInToNextNativeZoom(at:animated:)",
        "zoomOutToNextNativeZoomAt(_:animated:)": "zoomOutToNextNativeZoom(at:animated:)",
        "RMMarker(UIImage:)": "RMMarker(uiImage:)",
        "changeLabelUsingText(_:font:foregroundColor:backgroundColor:)":
            "changeLabel(usingText:font:foregroundColor:backgroundColor:)",
    ]
}
