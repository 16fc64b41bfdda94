/// The one thing selected on a map: an annotation, a shape (a scene item) or the user-location marker.
/// Every vendor keeps one selection at a time; MapLibre also selects shape annotations and the user location
/// (maplibre-native `platform/ios/src/MLNMapView.mm`: `handleSingleTapGesture:` selects what
/// `annotationTagAtPoint:persistingResults:` finds, shapes included, or `userLocation` when the tap lands
/// on its view).
public enum Selection: Hashable, Sendable {
    /// An annotation.
    case annotation(AnnotationID)
    /// A shape of the scene (a polyline, polygon or circle), on maps whose taps select shapes
    /// (``TapSelection/shapes``).
    case shape(SceneItemID)
    /// The user-location marker, on maps whose taps select it (``TapSelection/locationMarker``).
    case locationMarker

    /// The id the selection's ``MapEvent/annotationSelect(id:)`` and ``MapEvent/annotationDeselect(id:)``
    /// carry: the annotation's or the shape's, and ``locationMarkerID`` for the marker.
    public var eventID: String {
        switch self {
        case .annotation(let id): id.rawValue
        case .shape(let id): id.rawValue
        case .locationMarker: Self.locationMarkerID
        }
    }

    /// The id select and deselect events carry for the user-location marker.
    public static let locationMarkerID = "locationMarker"
}

/// What a single tap selects besides annotations, which taps always select. None by default; MapLibre's
/// views select both (see ``Selection``).
public struct TapSelection: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int

    /// A selection set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A tap a polyline, polygon or circle consumes selects it.
    public static let shapes = TapSelection(rawValue: 1 << 0)
    /// A tap the user-location marker takes selects it.
    public static let locationMarker = TapSelection(rawValue: 1 << 1)
}
