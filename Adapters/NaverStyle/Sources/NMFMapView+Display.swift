import Foundation
import MapCompatCore

/// NAVER's basemap types (`NMFMapType`): what the map draws. Headless nothing is drawn; the value is kept.
public enum NMFMapType: Int, Hashable, Sendable, CaseIterable {
    /// The general map.
    case basic
    /// The map for navigation.
    case navi
    /// Satellite imagery.
    case satellite
    /// Satellite imagery with roads and labels.
    case hybrid
    /// Terrain.
    case terrain
    /// Nothing but overlays.
    case none
    /// Satellite imagery with the navigation map's roads.
    case naviHybrid
}

/// NAVER's layer group of buildings (`NMF_LAYER_GROUP_BUILDING`).
public let NMF_LAYER_GROUP_BUILDING = "building"
/// NAVER's layer group of traffic (`NMF_LAYER_GROUP_TRAFFIC`).
public let NMF_LAYER_GROUP_TRAFFIC = "ctt"
/// NAVER's layer group of public transit (`NMF_LAYER_GROUP_TRANSIT`).
public let NMF_LAYER_GROUP_TRANSIT = "transit"
/// NAVER's layer group of bicycle roads (`NMF_LAYER_GROUP_BICYCLE`).
public let NMF_LAYER_GROUP_BICYCLE = "bike"
/// NAVER's layer group of hiking trails (`NMF_LAYER_GROUP_MOUNTAIN`).
public let NMF_LAYER_GROUP_MOUNTAIN = "mountain"
/// NAVER's layer group of cadastral lines (`NMF_LAYER_GROUP_CADASTRAL`).
public let NMF_LAYER_GROUP_CADASTRAL = "landparcel"

/// How the basemap looks. Headless nothing is drawn, so each value is kept and read back and changes no
/// interaction.
final class NaverDisplayOptions {
    var mapType = NMFMapType.basic
    var isNightModeEnabled = false
    var lightness: CGFloat = 0
    var symbolScale: CGFloat = 1
    var symbolPerspectiveRatio: CGFloat = 1
    var buildingHeight: Float = 1
    var layerGroups: Set<String> = [NMF_LAYER_GROUP_BUILDING]
}

extension NMFMapView {
    /// The basemap type; `.basic` by default. A change tells the option delegates.
    public var mapType: NMFMapType {
        get { display.mapType }
        set {
            guard display.mapType != newValue else { return }
            display.mapType = newValue
            notifyOptionDelegates()
        }
    }

    /// Whether the night colours show; `false` by default. A change tells the option delegates.
    public var isNightModeEnabled: Bool {
        get { display.isNightModeEnabled }
        set {
            guard display.isNightModeEnabled != newValue else { return }
            display.isNightModeEnabled = newValue
            notifyOptionDelegates()
        }
    }

    /// The basemap's lightness, −1 (darker) to 1 (lighter); 0 by default.
    public var lightness: CGFloat {
        get { display.lightness }
        set { display.lightness = newValue }
    }

    /// The size of basemap symbols, 0–2; 1 by default.
    public var symbolScale: CGFloat {
        get { display.symbolScale }
        set { display.symbolScale = newValue }
    }

    /// How much symbols shrink with distance on a tilted map, 0–1; 1 by default.
    public var symbolPerspectiveRatio: CGFloat {
        get { display.symbolPerspectiveRatio }
        set { display.symbolPerspectiveRatio = newValue }
    }

    /// The height of 3D buildings, 0–1; 1 by default.
    public var buildingHeight: Float {
        get { display.buildingHeight }
        set { display.buildingHeight = newValue }
    }

    /// Shows or hides a layer group (``NMF_LAYER_GROUP_TRANSIT`` and the others); only buildings show by
    /// default. A change tells the option delegates.
    public func setLayerGroup(_ group: String, isEnabled: Bool) {
        let changed = isEnabled ? display.layerGroups.insert(group).inserted : display.layerGroups.remove(group) != nil
        if changed { notifyOptionDelegates() }
    }

    /// Whether a layer group shows.
    public func getLayerGroupEnabled(_ group: String) -> Bool { display.layerGroups.contains(group) }
}
