extension APIMap {
    /// route-me apps ask for tiles drawn at the screen's scale (RMMapView.h `adjustTilesForRetinaDisplay`, which most
    /// of its Swift apps set to true): every other style draws its map at the screen's scale anyway, so the line is
    /// already so there (``APIMap/alreadySo``).
    static let retinaTileConcepts: [APIConcept] = [
        APIConcept(
            "rm.display.retinaTiles", .statement, "Draws the map's tiles at the screen's scale.",
            spellings: [.rm: APISpelling("$map.adjustTilesForRetinaDisplay = true")],
            gaps: drawnAtScreenScale)
    ]

    /// Why the switch is already so in each other style.
    static let drawnAtScreenScale: [PortingStyle: String] = [
        .naver: "NAVER draws its map at the screen's scale.",
        .maplibre: "MapLibre draws its map at the screen's scale.",
        .tomtom: "TomTom draws its map at the screen's scale.",
    ]

    /// The switch holds on a known map view only, so that an app's own `adjustTilesForRetinaDisplay` is left alone.
    static let retinaTilePlaceholders: [String: [String: TypeModel.Role]] = [
        "rm.display.retinaTiles": ["map": .mapView]
    ]
}
