import Foundation

/// Indoor maps: regions with levels, the one the camera focuses, and the level each shows.
extension InteractiveMap {
    /// The indoor regions, in the order they were added.
    public var indoorRegions: [IndoorRegion] { indoor.regions }

    /// Adds an indoor region showing its default level.
    ///
    /// - Throws: ``MapCompatError`` naming `id` when a region with that id is already on the map.
    public func addIndoorRegion(_ region: IndoorRegion) throws(MapCompatError) {
        try indoor.add(region)
    }

    /// Removes the indoor region with `id`; `false` when there is none.
    @discardableResult
    public func removeIndoorRegion(id: String) -> Bool {
        indoor.remove(id: id)
    }

    /// The region the camera focuses now: the first added whose bounds hold the camera's centre at or
    /// above its minimum zoom.
    public var focusedIndoorRegion: IndoorRegion? {
        indoor.focused(by: camera)
    }

    /// The level region `id` shows, or `nil` when there is no such region.
    public func indoorLevel(of id: String) -> String? { indoor.levels[id] }

    /// Shows `level` in region `id`, reporting the change; showing the level already shown does nothing.
    ///
    /// - Throws: ``MapCompatError`` naming `id` for an unknown region or `level` for a level it lacks.
    public func selectIndoorLevel(_ level: String, in id: String) throws(MapCompatError) {
        guard try indoor.select(level, in: id) else { return }
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
