extension APIMap {
    /// The logo put in a corner, written with the case alone (`mapView.logoAlign = .rightTop`, as NAVER's guide to
    /// the map's UI sets it; `mapView.logoViewPosition = .bottomLeft`, as MapLibre's Flutter plugin and apps set it).
    /// NAVER names a corner side first (NMFLogoAlign, NMFMapView.h), MapLibre edge first (MLNOrnamentPosition,
    /// MLNTypes.h). TomTom and route-me place their logos themselves. Typed: `$map` must be a map view.
    static let logoCornerWrites: [APIConcept] = [
        ("leftBottom", "bottomLeft"), ("rightBottom", "bottomRight"), ("leftTop", "topLeft"), ("rightTop", "topRight"),
    ].map { naver, mapLibre in
        APIConcept(
            "controls.logo.align.\(mapLibre)", .statement, "Puts the logo in the \(mapLibre) corner.",
            spellings: [
                .naver: APISpelling("$map.logoAlign = .\(naver)"),
                .maplibre: APISpelling("$map.logoViewPosition = .\(mapLibre)"),
            ],
            gaps: [.tomtom: tomTomLogo, .rm: routeMeLogo])
    }

    /// Each corner's write holds on a known map view only, so that an app's own `logoAlign` is left alone.
    static let logoCornerPlaceholders: [String: [String: TypeModel.Role]] = Dictionary(
        uniqueKeysWithValues: logoCornerWrites.map { ($0.id, ["map": TypeModel.Role.mapView]) })
}
