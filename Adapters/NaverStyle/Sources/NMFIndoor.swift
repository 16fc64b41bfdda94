import Foundation
import MapCompatCore

/// One indoor level as a view request (NAVER's `NMFIndoorView`): the zone and the level's id.
open class NMFIndoorView: NSObject {
    /// The zone's id.
    public let zoneId: String
    /// The level's id.
    public let levelId: String

    /// Creates a view request.
    public init(zoneId: String, levelId: String) {
        self.zoneId = zoneId
        self.levelId = levelId
        super.init()
    }
}

/// A level of an indoor zone (NAVER's `NMFIndoorLevel`).
open class NMFIndoorLevel: NSObject {
    /// The level's view (its zone and id).
    public let indoorView: NMFIndoorView
    /// The level's name, as the picker shows it.
    public let name: String
    /// Levels of other zones this one connects to; none headless.
    public let connections: [NMFIndoorView] = []

    init(zoneId: String, name: String) {
        indoorView = NMFIndoorView(zoneId: zoneId, levelId: name)
        self.name = name
        super.init()
    }
}

/// A building, or part of one, with levels (NAVER's `NMFIndoorZone`): one core indoor region.
open class NMFIndoorZone: NSObject {
    /// The zone's id: the core region's id.
    public let zoneId: String
    /// The level shown when the zone first comes into focus.
    public let defaultLevelIndex: Int
    /// The levels, top row of the picker first.
    public let levels: [NMFIndoorLevel]

    init(_ region: IndoorRegion) {
        zoneId = region.id
        levels = region.levels.map { NMFIndoorLevel(zoneId: region.id, name: $0) }
        defaultLevelIndex = region.levels.firstIndex(of: region.defaultLevel) ?? 0
        super.init()
    }
}

/// Zones that overlap on the map (NAVER's `NMFIndoorRegion`); headless each region holds one zone.
open class NMFIndoorRegion: NSObject {
    /// The zones.
    public let zones: [NMFIndoorZone]

    init(zones: [NMFIndoorZone]) {
        self.zones = zones
        super.init()
    }
}

/// The indoor level shown now (NAVER's `NMFIndoorSelection`): the focused region, its zone and level.
open class NMFIndoorSelection: NSObject {
    /// The focused region.
    public let region: NMFIndoorRegion
    /// The index of the selected zone in ``region``'s zones.
    public let zoneIndex: Int
    /// The index of the selected level in ``zone``'s levels.
    public let levelIndex: Int

    /// The selected zone.
    open var zone: NMFIndoorZone { region.zones[zoneIndex] }
    /// The selected level.
    open var level: NMFIndoorLevel { zone.levels[levelIndex] }

    init(region: IndoorRegion, level: String) {
        let zone = NMFIndoorZone(region)
        self.region = NMFIndoorRegion(zones: [zone])
        zoneIndex = 0
        levelIndex = region.levels.firstIndex(of: level) ?? 0
        super.init()
    }
}
