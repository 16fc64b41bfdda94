/// A building with an indoor map: the area it covers, its levels, and the zoom from which it shows.
///
/// A region is focused while the camera's centre lies inside its bounds at or above its minimum zoom (NAVER
/// shows indoor maps only when zoomed in enough over an indoor area, NAVER Map iOS SDK guide).
public struct IndoorRegion: Hashable, Sendable {
    /// Identifies the region in events.
    public let id: String
    /// The area the building covers.
    public let bounds: LatLngBounds
    /// Level names in the picker's order, top row first.
    public let levels: [String]
    /// The level shown until the user picks another.
    public let defaultLevel: String
    /// The smallest zoom at which the region can be focused; `nil` for any zoom.
    public let minZoom: Double?

    /// Creates a region.
    ///
    /// - Parameters:
    ///   - id: the region's identifier, not empty.
    ///   - bounds: the area the region covers.
    ///   - levels: the level names in the picker's order, top row first; at least one, no name twice.
    ///   - defaultLevel: the level shown first; the first level when `nil`.
    ///   - minZoom: the smallest zoom at which the region can be focused; `nil` for any zoom.
    /// - Throws: ``MapCompatError`` naming `id` when it is empty, `levels` when there are none or a name
    ///   repeats, `defaultLevel` when it is not one of them, or `minZoom` when it is not finite.
    public init(
        id: String, bounds: LatLngBounds, levels: [String], defaultLevel: String? = nil, minZoom: Double? = nil
    ) throws(MapCompatError) {
        guard !id.isEmpty else { throw MapCompatError(.invalidIdentifier, field: "id", "the id is empty") }
        guard let first = levels.first else {
            throw MapCompatError(.outOfRange, field: "levels", "an indoor region needs at least one level")
        }
        guard Set(levels).count == levels.count else {
            throw MapCompatError(.invalidIdentifier, field: "levels", "a level name appears twice")
        }
        let shown = defaultLevel ?? first
        guard levels.contains(shown) else {
            throw MapCompatError(.invalidIdentifier, field: "defaultLevel", "\(shown) is not one of the levels")
        }
        self.id = id
        self.bounds = bounds
        self.levels = levels
        self.defaultLevel = shown
        self.minZoom = try minZoom.map { (zoom: Double) throws(MapCompatError) in
            try MapCompatError.finite(zoom, "minZoom")
        }
    }

    /// Whether a camera focuses this region.
    public func isFocused(by camera: Camera) -> Bool {
        camera.zoom >= (minZoom ?? -.infinity) && bounds.contains(camera.center)
    }
}
