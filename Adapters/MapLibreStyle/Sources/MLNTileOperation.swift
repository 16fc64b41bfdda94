import Foundation

/// A step in loading a tile, as `mapView(_:tileDidTriggerAction:x:y:z:wrap:overscaledZ:sourceID:)` reports it:
/// MapLibre's `MLNTileOperation` (maplibre/maplibre-native `platform/darwin/src/MLNTileOperation.h`), an
/// `NS_ENUM` whose constants carry no common prefix, so Swift's importer names the cases after them. No tile is
/// loaded headless.
public enum MLNTileOperation: Int, Sendable {
    /// A read request from the cache.
    case requestedFromCache
    /// A read request from the online source.
    case requestedFromNetwork
    /// Tile data from the network has been retrieved.
    case loadFromNetwork
    /// Tile data from the cache has been retrieved.
    case loadFromCache
    /// Background processing of tile data has been initiated.
    case startParse
    /// Background processing of tile data has been completed.
    case endParse
    /// An error occurred while loading the tile.
    case error
    /// Loading of a tile was cancelled.
    case cancelled
    /// No operation has taken place.
    case nullOp
}
