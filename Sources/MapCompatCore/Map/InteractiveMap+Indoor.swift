import Foundation

/// Indoor maps: regions with levels, the one the camera focuses, and the level each shows.
extension InteractiveMap {
    /// The indoor regions, in the order they were added.
    public var indoorRegions: [IndoorRegion] { controlState.indoorRegions }

    /// Adds an indoor region showing its default level.
    ///
    /// - Throws: ``MapCompatError`` naming `id` when a region with that id is already on the map.
    public func addIndoorRegion(_ region: IndoorRegion) throws(MapCompatError) {
        guard controlState.indoorLevels[region.id] == nil else {
            throw MapCompatError(.invalidIdentifier, field: "id", "an indoor region \(region.id) is already added")
        }
        controlState.indoorRegions.append(region)
        controlState.indoorLevels[region.id] = region.defaultLevel
    }

    /// Removes the indoor region with `id`; `false` when there is none.
    @discardableResult
    public func removeIndoorRegion(id: String) -> Bool {
        guard controlState.indoorLevels.removeValue(forKey: id) != nil else { return false }
        controlState.indoorRegions.removeAll { $0.id == id }
        return true
    }

    /// The region the camera focuses now: the first added whose bounds hold the camera's centre at or
    /// above its minimum zoom.
    public var focusedIndoorRegion: IndoorRegion? {
        controlState.indoorRegions.first { $0.isFocused(by: camera) }
    }

    /// The level region `id` shows, or `nil` when there is no such region.
    public func indoorLevel(of id: String) -> String? { controlState.indoorLevels[id] }

    /// Shows `level` in region `id`, reporting the change; showing the level already shown does nothing.
    ///
    /// - Throws: ``MapCompatError`` naming `id` for an unknown region or `level` for a level it lacks.
    public func selectIndoorLevel(_ level: String, in id: String) throws(MapCompatError) {
        guard let region = controlState.indoorRegions.first(where: { $0.id == id }) else {
            throw MapCompatError(.invalidIdentifier, field: "id", "there is no indoor region \(id)")
        }
        guard region.levels.contains(level) else {
            throw MapCompatError(.invalidIdentifier, field: "level", "\(id) has no level \(level)")
        }
        guard controlState.indoorLevels[id] != level else { return }
        controlState.indoorLevels[id] = level
        emit(.indoorLevel(id: id, level: level))
    }

    /// The frame of `level`'s row in the indoor level picker of the focused region, or `nil` when no
    /// region is focused or it has no such level.
    public func indoorLevelFrame(_ level: String) -> CGRect? {
        guard let region = focusedIndoorRegion, let index = region.levels.firstIndex(of: level) else { return nil }
        return controlLayout.indoorLevelRow(index, of: region.levels.count)
    }

    /// A finger lifted on the picker: the row under it is chosen (reported as a tap on the picker, then as
    /// a level change if it shows another level).
    func pickIndoorLevel(at point: CGPoint) {
        guard let region = focusedIndoorRegion else { return }
        let layout = controlLayout
        let rows = region.levels.count
        guard let index = (0..<rows).first(where: { layout.indoorLevelRow($0, of: rows).contains(point) }) else {
            return
        }
        emit(.controlTap(.indoorLevelPicker))
        try? selectIndoorLevel(region.levels[index], in: region.id)
    }
}
