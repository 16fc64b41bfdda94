/// Indoor maps: the regions in the order they were added, and the level each shows.
struct IndoorMaps {
    /// Indoor regions in the order they were added; the first that the camera focuses wins.
    private(set) var regions: [IndoorRegion] = []
    /// The level each region shows, by region id.
    private(set) var levels: [String: String] = [:]

    /// Adds a region showing its default level.
    ///
    /// - Throws: ``MapCompatError`` naming `id` when a region with that id is already added.
    mutating func add(_ region: IndoorRegion) throws(MapCompatError) {
        guard levels[region.id] == nil else {
            throw MapCompatError(.invalidIdentifier, field: "id", "an indoor region \(region.id) is already added")
        }
        regions.append(region)
        levels[region.id] = region.defaultLevel
    }

    /// Removes the region with `id`; `false` when there is none.
    @discardableResult
    mutating func remove(id: String) -> Bool {
        guard levels.removeValue(forKey: id) != nil else { return false }
        regions.removeAll { $0.id == id }
        return true
    }

    /// The region a camera focuses: the first added whose bounds hold its centre at or above its minimum zoom.
    func focused(by camera: Camera) -> IndoorRegion? {
        regions.first { $0.isFocused(by: camera) }
    }

    /// Shows `level` in region `id`; returns whether the level shown changed.
    ///
    /// - Throws: ``MapCompatError`` naming `id` for an unknown region or `level` for a level it lacks.
    mutating func select(_ level: String, in id: String) throws(MapCompatError) -> Bool {
        guard let region = regions.first(where: { $0.id == id }) else {
            throw MapCompatError(.invalidIdentifier, field: "id", "there is no indoor region \(id)")
        }
        guard region.levels.contains(level) else {
            throw MapCompatError(.invalidIdentifier, field: "level", "\(id) has no level \(level)")
        }
        guard levels[id] != level else { return false }
        levels[id] = level
        return true
    }
}
