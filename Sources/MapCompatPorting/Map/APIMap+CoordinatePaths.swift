extension APIMap {
    /// What the built-in styles make a line or polygon from instead of a growable path object.
    static let coordinatePathReasons: [PortingStyle: String] = [
        .naver:
            "NAVER makes a line from an array of NMGLatLng: NMFPolylineOverlay(_:) and NMFPolygonOverlay(_:) (an NMGPolygon).",
        .tomtom: "TomTom makes a line from an array of coordinates: PolylineOptions(coordinates:).",
        .rm: "route-me draws a line as an RMShape its layer delegate returns, adding each point with addLine(to:).",
    ]

    /// A growable list of coordinates that lines and polygons are made from: Google's `GMSMutablePath`
    /// (GMSMutablePath.h `addCoordinate:`, `addLatitude:longitude:`, `removeAllCoordinates`; GMSPath.h `count`,
    /// `coordinateAtIndex:`; GMSPolyline.h `polylineWithPath:`, GMSPolygon.h `polygonWithPath:`), written as the
    /// array MapLibre's shapes take (MLNPolyline.h `polylineWithCoordinates:count:`, MLNPolygon.h
    /// `polygonWithCoordinates:count:`). ``CoordinatePathRule`` ports them together, on the paths a file makes;
    /// the described styles spell the source side.
    static let coordinatePathConcepts: [APIConcept] = [
        path("path.type", .type, "A growable list of coordinates.", "[CLLocationCoordinate2D]"),
        path("path.make", .method, "An empty list of coordinates.", "[CLLocationCoordinate2D]()"),
        path("path.add", .method, "Adds a coordinate at the end of a path.", "$path.append($coordinate)"),
        path(
            "path.addLatLng", .method, "Adds a coordinate, given as a latitude and a longitude, at the end of a path.",
            "$path.append(CLLocationCoordinate2D(latitude: $lat, longitude: $lng))"),
        path("path.count", .method, "How many coordinates a path holds.", "UInt($path.count)"),
        path("path.coordinateAt", .method, "The coordinate at an index of a path.", "$path[Int($index)]"),
        path("path.removeAll", .method, "Empties a path.", "$path.removeAll()"),
        path("path.removeLast", .method, "Removes a path's last coordinate.", "$path.removeLast()"),
        path(
            "shape.line.fromPath", .method, "A line through a path's coordinates.",
            "MLNPolyline(coordinates: $path, count: UInt($path.count))"),
        path(
            "shape.polygon.fromPath", .method, "A polygon whose outline is a path's coordinates.",
            "MLNPolygon(coordinates: $path, count: UInt($path.count))"),
    ]

    /// The path concepts the rule rewrites on a path the file made (every one but the type and the maker).
    static let coordinatePathUses = [
        "path.add", "path.addLatLng", "path.count", "path.coordinateAt", "path.removeAll", "path.removeLast",
        "shape.line.fromPath", "shape.polygon.fromPath",
    ]

    /// The uses that change a path: a path held by a `let` and changed is written as a `var`.
    static let coordinatePathMutations: Set<String> = [
        "path.add", "path.addLatLng", "path.removeAll", "path.removeLast",
    ]

    /// A path concept that MapLibre spells as `spelling`; the built-in styles write what `coordinatePathReasons`
    /// says.
    private static func path(_ id: String, _ kind: APIConcept.Kind, _ summary: String, _ spelling: String)
        -> APIConcept
    {
        .only(
            .maplibre, id, kind, summary, Side(members: [], spelling: APISpelling(spelling, isSearched: false)),
            reasons: coordinatePathReasons)
    }
}
