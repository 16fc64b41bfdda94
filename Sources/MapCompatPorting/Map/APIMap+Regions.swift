extension APIMap {
    /// What the built-in styles write for a region (a centre and a span) that frames the map.
    static let regionReasons: [PortingStyle: String] = [
        .naver:
            "NAVER frames the map with bounds: NMFCameraUpdate(fit: NMGLatLngBounds(southWest:northEast:)), or a centre and zoom.",
        .tomtom: "TomTom frames the map with a camera update: CameraUpdate(position:zoom:), or fitting coordinates.",
        .rm: "route-me frames the map with zoom(withLatitudeLongitudeBoundsSouthWest:northEast:animated:).",
    ]

    /// MapLibre frames by the camera's distance from the centre (MLNMapCamera.h `acrossDistance`, the straight-line
    /// distance from the eye); with its 30° vertical field of view (MLNGeometry.mm `MLNAngularFieldOfView`) a
    /// view N metres tall is seen from about 1.87 × N metres.
    static let mapLibreMetresReview =
        "MapLibre's acrossDistance is the camera's distance from the centre, not the span shown: with its 30° field of view a region N metres tall is seen from about 1.87 × N metres"

    /// A region, as MapKit frames the map with one (`MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)`,
    /// `MKCoordinateRegion(center:span:)`, `setRegion(_:animated:)`), written as what MapLibre frames the map with:
    /// a camera at a distance (MLNMapCamera.h `cameraLookingAtCenterCoordinate:acrossDistance:pitch:heading:`,
    /// MLNMapView.h `setCamera:animated:`) or bounds (MLNGeometry.h `MLNCoordinateBounds`, MLNMapView.h
    /// `setVisibleCoordinateBounds:animated:`). Which setter a region's move becomes depends on how the region was
    /// made (``regionFrames``). The described styles spell the source side.
    static let regionConcepts: [APIConcept] = [
        region(
            "region.make.metres", .method, "A region around a centre, its height and width in metres.",
            APISpelling(
                "MLNMapCamera(lookingAtCenter: $center, acrossDistance: $latitudinalMeters, pitch: 0, heading: 0)",
                review: mapLibreMetresReview, isSearched: false)),
        region(
            "region.make.span", .method, "A region around a centre, its height and width in degrees.",
            APISpelling(
                "MLNCoordinateBounds(sw: CLLocationCoordinate2D(latitude: $center.latitude - $span.latitudeDelta / 2, longitude: $center.longitude - $span.longitudeDelta / 2), ne: CLLocationCoordinate2D(latitude: $center.latitude + $span.latitudeDelta / 2, longitude: $center.longitude + $span.longitudeDelta / 2))",
                isSearched: false)),
        region(
            "region.set.metres", .statement, "Frames the map with a region made in metres.",
            APISpelling("$map.setCamera($region, animated: $animated)", isSearched: false)),
        region(
            "region.set.span", .statement, "Frames the map with a region made in degrees.",
            APISpelling("$map.setVisibleCoordinateBounds($region, animated: $animated)", isSearched: false)),
        region(
            "region.span.make", .method, "A height and width in degrees.",
            APISpelling(
                "MLNCoordinateSpan(latitudeDelta: $latitudeDelta, longitudeDelta: $longitudeDelta)", isSearched: false)),
        region(
            "region.span.type", .type, "A height and width in degrees.",
            APISpelling("MLNCoordinateSpan", isSearched: false)),
        APIConcept(
            "region.set", .statement, "Frames the map with a region.", spellings: [:],
            gaps: regionReasons.merging([
                .maplibre:
                    "MapLibre frames the map with bounds (setVisibleCoordinateBounds(_:animated:) with an MLNCoordinateBounds) or a camera (setCamera(_:animated:) with MLNMapCamera(lookingAtCenter:acrossDistance:pitch:heading:)): make one from the region."
            ]) { first, _ in first }),
    ]

    /// What the built-in styles read instead of the region a map shows.
    static let regionReadReasons: [PortingStyle: String] = [
        .naver: "NAVER has no region: read the bounds the view shows, coveringBounds (an NMGLatLngBounds).",
        .maplibre:
            "MapLibre has no region: read visibleCoordinateBounds (MLNCoordinateBoundsGetCoordinateSpan gives its span) and centerCoordinate.",
        .tomtom: tomTomNoBounds,
        .rm: "route-me has no region: read latitudeLongitudeBoundingBox(), the corners the view shows.",
    ]

    /// The region a map shows, read (MapKit's `MKMapView.region`), and its span, which MapLibre derives from the
    /// visible bounds (MLNGeometry.h `MLNCoordinateBoundsGetCoordinateSpan`, MLNMapView.h `visibleCoordinateBounds`).
    /// MapKit code reads the region's centre too, written as the map's centre (`camera.center`).
    static let regionReadConcepts: [APIConcept] = [
        APIConcept(
            "region.visible", .property, "The region the map shows: a centre and a span.", spellings: [:],
            gaps: regionReadReasons),
        .only(
            .maplibre, "region.visible.span", .property, "The height and width, in degrees, of what the map shows.",
            Side(
                members: [],
                spelling: APISpelling(
                    "MLNCoordinateBoundsGetCoordinateSpan($map.visibleCoordinateBounds)", isSearched: false)),
            reasons: regionReadReasons),
    ]

    /// The moves whose port depends on how their argument was made: per move concept, each way of making the
    /// argument and the concept the move is then written as (``RegionFrameRule``).
    static let regionFrames: [String: [(made: String, written: String)]] = [
        "region.set": [("region.make.metres", "region.set.metres"), ("region.make.span", "region.set.span")]
    ]

    /// A region concept that MapLibre spells as `spelling`; the built-in styles write what `regionReasons` says.
    private static func region(_ id: String, _ kind: APIConcept.Kind, _ summary: String, _ spelling: APISpelling)
        -> APIConcept
    {
        .only(.maplibre, id, kind, summary, Side(members: [], spelling: spelling), reasons: regionReasons)
    }
}
