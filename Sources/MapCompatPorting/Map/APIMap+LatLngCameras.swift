extension APIMap {
    /// An animation to a centre given by its latitude and longitude, and a zoom, as MapLibre writes it
    /// (MLNMapView.h `setCenterCoordinate:zoomLevel:animated:`): the animated sibling of `camera.move.centerZoom`,
    /// for sources that make such a camera from the two numbers (Google's GMSCameraPosition.h
    /// `cameraWithLatitude:longitude:zoom:` passed to `animateToCameraPosition:`). The described styles spell the
    /// source side.
    static let latLngCameraConcepts: [APIConcept] = [
        .only(
            .maplibre, "camera.animate.centerZoom", .statement,
            "Animates the camera to a centre, given by latitude and longitude, and a zoom.",
            Side(
                members: [],
                spelling: APISpelling(
                    "$map.setCenter(CLLocationCoordinate2D(latitude: $lat, longitude: $lng), zoomLevel: $zoom, animated: true)",
                    isSearched: false)),
            reasons: [
                .naver:
                    "NAVER animates with a camera update: moveCamera(_:) with NMFCameraUpdate(scrollTo:zoomTo:) whose animation is set.",
                .tomtom:
                    "TomTom animates with moveCamera(_:animationDuration:completion:) and a CameraUpdate(position:zoom:).",
                .rm: "route-me animates with setZoom(_:at:animated:) and animated true.",
            ])
    ]
}
