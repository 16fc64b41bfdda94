/// What app code can make of each style's vendor types: the initialisers the API map lists, the types with no
/// public initialiser, and those made only with arguments.
extension MissingMembers {
    /// The initialisers the ``APIMap`` lists for each vendor type of ``owners``, per style, by their labels.
    static let initializers: [PortingStyle: [String: [[String]]]] = {
        var result: [PortingStyle: [String: [[String]]]] = [:]
        for concept in APIMap.concepts {
            for (style, members) in concept.members {
                let types = Set((owners[style] ?? [:]).values.joined())
                for member in members where member.use == .initializer && types.contains(member.owner) {
                    result[style, default: [:]][member.owner, default: []].append(member.labels ?? [])
                }
            }
        }
        return result
    }()

    /// The vendor types app code cannot make, per style: TomTom's `Marker` has no public initialiser, a marker
    /// comes from `TomTomMap.addMarker(options:)` (TomTom's "Markers" guide), and its shapes from
    /// `addLine(options:)`, `addPolygon(options:)` and `addCircle(options:)`. A test checks that the API map lists
    /// no initialiser for each.
    static let unconstructible: [PortingStyle: Set<String>] = [.tomtom: ["Marker", "Line", "Polygon", "Circle"]]

    /// The vendor types app code makes only with arguments, per style: TomTom's `CameraProperties` has one
    /// initialiser, whose seven parameters have no defaults (TomTom's API reference, `CameraProperties`), where
    /// MapLibre's `MLNMapCamera()` is an empty camera the app then sets.
    static let madeOnlyWithArguments: [PortingStyle: Set<String>] = [
        .tomtom: ["CameraProperties"], .maplibre: ["MLNPolyline", "MLNPolygon"],
    ]
}
