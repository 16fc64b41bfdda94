import Foundation

extension APIMap {
    /// Why a style that uses Core Location's coordinate converts it to nothing else.
    static let coordinateIsCoreLocation =
        "{style}'s coordinate is Core Location's CLLocationCoordinate2D throughout: there is no other coordinate type to convert to. Use the coordinate as it is."

    /// NAVER's numbers of degrees, headings and metres: a plain `Double`, which Core Location's names alias. Written
    /// when porting to NAVER, never searched (every `Double` would match), so a port back keeps `Double`.
    static let naverDouble = Side(members: [], spelling: APISpelling("Double", isSearched: false))

    /// Why a style measures no distance between coordinates: TomTom's map and route-me's map view declare no
    /// distance call; Core Location's `CLLocation.distance(from:)` is every app's.
    static func noDistance(_ style: String) -> String {
        "\(style) measures no distances between coordinates: use Core Location's CLLocation(latitude:longitude:).distance(from:)."
    }

    /// Why a style that uses Core Location's coordinate has nothing to convert from.
    static func fromOtherCoordinate(_ style: String) -> String {
        "\(style)'s coordinate is Core Location's CLLocationCoordinate2D: write CLLocationCoordinate2D(latitude: p.latitude, longitude: p.longitude) from the other position's parts."
    }

    /// Positions and bounds: NAVER's own `NMGLatLng` against CoreLocation's coordinate everywhere else.
    ///
    /// Core Location's types (`CLLocationCoordinate2D`, `CLLocationDegrees`, `CLLocationDirection`,
    /// `CLLocation`, `CLHeading`) are platform types, not adapter declarations: MapCompatCoreLocation defines them once
    /// where Core Location is missing and MapLibre, TomTom and route-me re-export them, so they are members of
    /// those three styles (see ``APICoverage/declarations(in:reexportingFrom:module:)``). NAVER re-exports
    /// `CLLocation` alone, which its location manager reports.
    static let coordinateConcepts: [APIConcept] = [
        APIConcept(
            "coordinate.type", .type, "A WGS84 position in degrees.",
            naver: .same("NMGLatLng", review: "NAVER's type has `lat` and `lng`"),
            maplibre: .same("CLLocationCoordinate2D"), tomtom: .same("CLLocationCoordinate2D"),
            rm: .same("CLLocationCoordinate2D")),
        APIConcept(
            "coordinate.latitude", .property, "Degrees north of the equator.",
            naver: .same("NMGLatLng.lat"), maplibre: .same("CLLocationCoordinate2D.latitude"),
            tomtom: .same("CLLocationCoordinate2D.latitude"), rm: .same("CLLocationCoordinate2D.latitude")),
        APIConcept(
            "coordinate.longitude", .property, "Degrees east of Greenwich.",
            naver: .same("NMGLatLng.lng"), maplibre: .same("CLLocationCoordinate2D.longitude"),
            tomtom: .same("CLLocationCoordinate2D.longitude"), rm: .same("CLLocationCoordinate2D.longitude")),
        APIConcept(
            "coordinate.degrees", .type, "CoreLocation's name for a number of degrees.",
            naver: naverDouble, maplibre: .same("CLLocationDegrees"),
            tomtom: .same("CLLocationDegrees"), rm: .same("CLLocationDegrees")),
        APIConcept(
            "coordinate.direction", .type, "CoreLocation's name for a heading in degrees.",
            naver: naverDouble, maplibre: .same("CLLocationDirection"),
            tomtom: .same("CLLocationDirection"), rm: .same("CLLocationDirection")),
        APIConcept(
            "coordinate.distance", .type, "CoreLocation's name for a distance in metres.",
            naver: naverDouble, maplibre: .same("CLLocationDistance"),
            tomtom: .same("CLLocationDistance"), rm: .same("CLLocationDistance")),
        APIConcept(
            "coordinate.zero", .method, "The coordinate at latitude 0, longitude 0.",
            naver: .none("NAVER's coordinate has no empty initializer. Write NMGLatLng(lat: 0, lng: 0)."),
            maplibre: .same("CLLocationCoordinate2D.init()"), tomtom: .same("CLLocationCoordinate2D.init()"),
            rm: .same("CLLocationCoordinate2D.init()")),
        APIConcept(
            "coordinate.fromCore", .method, "The style's coordinate for a core LatLng.",
            naver: .same("NMGLatLng.init(_:)"), maplibre: .none(fromOtherCoordinate("MapLibre")),
            tomtom: .none(fromOtherCoordinate("TomTom")), rm: .none(fromOtherCoordinate("route-me"))),
        // A Core Location coordinate (a CLLocation's, which NAVER's location manager reports) as the style's
        // position: NAVER converts it (NMGLatLng `latLngWithCoordinate:`); the others use it as it is.
        APIConcept(
            "coordinate.fromCoreLocation", .method, "The style's position for a Core Location coordinate.",
            naver: .spelled("NMGLatLng(from: $coordinate)", "NMGLatLng.init(from:)"),
            maplibre: Side(members: [], spelling: APISpelling("$coordinate", isSearched: false)),
            tomtom: Side(members: [], spelling: APISpelling("$coordinate", isSearched: false)),
            rm: Side(members: [], spelling: APISpelling("$coordinate", isSearched: false))),
        APIConcept(
            "coordinate.toCore", .method, "The core LatLng of the style's coordinate, throwing for an invalid one.",
            naver: .same("NMGLatLng.coreLatLng()"),
            maplibre: .none(coordinateIsCoreLocation.replacingOccurrences(of: "{style}", with: "MapLibre")),
            tomtom: .none(coordinateIsCoreLocation.replacingOccurrences(of: "{style}", with: "TomTom")),
            rm: .none(coordinateIsCoreLocation.replacingOccurrences(of: "{style}", with: "route-me"))),
        // NMGLatLng.h `distanceTo:`; Core Location's `CLLocation.distance(from:)`, which MapLibre apps call.
        APIConcept(
            "coordinate.distance.between", .method, "The distance in metres between two positions.",
            spellings: [
                .naver: "$from.distance(to: $to)",
                .maplibre:
                    "CLLocation(latitude: $from.latitude, longitude: $from.longitude).distance(from: CLLocation(latitude: $to.latitude, longitude: $to.longitude))",
            ],
            gaps: [
                .tomtom: noDistance("TomTom"), .rm: noDistance("route-me"),
            ], members: [.naver: ["NMGLatLng.distance(to:)"]]),
        .only(
            .naver, "coordinate.description", .property, "NAVER's text form of a position, `(lat, lng)`.",
            .hand("NAVER formats a position as `(lat, lng)`.", "~NMGLatLng.description"),
            others: "{style}'s coordinate has no text form of its own. Format latitude and longitude."),
        .only(
            .naver, "bounds.fromCore", .method, "NAVER bounds from core bounds.", .same("NMGLatLngBounds.init(_:)"),
            reasons: boundsElsewhere),
        .only(
            .naver, "bounds.toCore", .method, "Core bounds from NAVER bounds.", .same("NMGLatLngBounds.coreBounds()"),
            reasons: boundsElsewhere),
    ]

    /// The bounds type each style has instead of NAVER's (MLNGeometry.h `MLNCoordinateBounds`, RMFoundation.h
    /// `RMSphericalTrapezium`; TomTom has none).
    static let boundsElsewhere: [PortingStyle: String] = [
        .maplibre:
            "MapLibre's bounds are an MLNCoordinateBounds, made from two corners: MLNCoordinateBounds(sw:ne:); it converts from no other bounds type.",
        .tomtom: tomTomNoBounds,
        .rm:
            "route-me's bounds are an RMSphericalTrapezium, made from two corners: RMSphericalTrapezium(southWest:northEast:); it converts from no other bounds type.",
    ]
}
